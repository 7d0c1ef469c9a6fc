import { Text, Timeline } from '@mantine/core';
import type { TSosCall, TSosNotification } from '@safesathi/contract';
import { formatDateTime, formatTime } from '../lib/date-time';

const ANSWERS: Record<string, string> = {
  coming: 'is coming',
  seen: 'has seen it',
  call112: 'asked the sender to call 112',
};
/** The preset replies an owner may add to an answer, as the bystander reads them (English). */
export const ANSWER_REPLY_TEXT: Record<string, string> = {
  'on-my-way': 'Please wait, I am on my way.',
  'moving-it': 'I will move it right away.',
  'thank-you': 'Thank you for letting me know.',
  'will-call-you': 'I will call you.',
  'help-coming': 'Help is on the way.',
};

interface Step {
  at: string;
  title: string;
  text?: string;
  tone?: 'red' | 'gray';
}

const group = (texts: TSosNotification[]) => {
  const sent = texts.filter((n) => n.sentAt).sort((a, b) => a.sentAt!.localeCompare(b.sentAt!));
  const reached = texts.filter((n) => n.deliveredAt).sort((a, b) => a.deliveredAt!.localeCompare(b.deliveredAt!));
  const lost = (n: TSosNotification) =>
    n.status === 'failed' || n.delivery === 'undelivered' || n.delivery === 'failed';
  return { sent, reached, failed: texts.filter(lost) };
};

/** An alert's life in order: sent, texted, escalated, answered, called, card viewed, resolved. */
export function alertSteps(call: TSosCall): Step[] {
  const steps: Step[] = [{ at: call.createdAt, title: 'Alert sent', text: `By ${call.creatorName}` }];
  const owner = group(call.notifications.filter((n) => n.recipientRole === 'owner'));
  if (owner.sent[0]) steps.push({ at: owner.sent[0].sentAt!, title: 'Owner texted' });
  // The gateway's delivery receipt: the text is on the phone, not merely handed to the network.
  if (owner.reached[0]) steps.push({ at: owner.reached[0].deliveredAt!, title: "The owner's phone received it" });
  const contacts = call.notifications.filter((n) => n.recipientRole === 'contact');
  const c = group(contacts);
  const escalated = contacts.some((n) => n.held);
  // Told early because a delivery receipt said the owner's phone could not be reached (ADR 0064).
  const ownerUnreached = call.events.some((e) => e.kind === 'escalated');
  if (c.sent[0])
    steps.push({
      at: c.sent[0].sentAt!,
      title: escalated ? 'Escalated: emergency contacts texted' : 'Emergency contacts texted',
      text: ownerUnreached
        ? "The owner's phone could not be reached."
        : escalated
          ? 'Nobody had answered in time.'
          : undefined,
    });
  if (c.reached[0]) steps.push({ at: c.reached[0].deliveredAt!, title: "An emergency contact's phone received it" });
  const waiting = contacts.find((n) => n.held && n.status === 'queued');
  if (waiting)
    steps.push({
      at: waiting.nextAttemptAt,
      title: 'Emergency contacts told if nobody answers',
      text: `At ${formatTime(waiting.nextAttemptAt)}`,
      tone: 'gray',
    });
  for (const n of [...owner.failed, ...c.failed])
    steps.push({
      at: call.createdAt,
      title: `Not delivered to ${n.recipientRole === 'owner' ? 'the owner' : n.recipientName || 'a contact'}`,
      tone: 'red',
    });
  for (const e of call.events) {
    const d = e.detail ?? {};
    if (e.kind === 'answered')
      steps.push({
        at: e.at,
        title: `${e.actor ?? 'Someone'} ${ANSWERS[String(d.kind)] ?? 'answered'}`,
        text: [
          d.etaMinutes ? `About ${d.etaMinutes} minutes.` : '',
          d.reply ? `“${ANSWER_REPLY_TEXT[String(d.reply)] ?? ''}”` : '',
        ]
          .filter(Boolean)
          .join(' '),
      });
    else if (e.kind === 'masked_call')
      steps.push({
        at: e.at,
        title:
          d.direction === 'to-bystander'
            ? `${e.actor ?? 'The owner'} called the sender back through SafeSathi`
            : 'Call connected through SafeSathi',
      });
    else if (e.kind === 'card_viewed') steps.push({ at: e.at, title: 'Emergency card viewed' });
  }
  if (call.resolvedAt) steps.push({ at: call.resolvedAt, title: 'Resolved' });
  return steps.sort((a, b) => a.at.localeCompare(b.at));
}

/** The steps of one alert as a vertical timeline. */
export function AlertTimeline({ call }: { call: TSosCall }) {
  const steps = alertSteps(call);
  return (
    <Timeline bulletSize={12} lineWidth={2} active={steps.length - 1} aria-label="Alert timeline">
      {steps.map((s) => (
        <Timeline.Item
          key={`${s.at}:${s.title}`}
          title={s.title}
          color={s.tone === 'red' ? 'red' : s.tone === 'gray' ? 'gray' : undefined}
        >
          {s.text ? <Text size="sm">{s.text}</Text> : null}
          <Text size="xs" c="dimmed">
            <time dateTime={s.at}>{formatDateTime(s.at)}</time>
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** The latest answer in a few words ("Aarav Sharma is coming, about 15 min"), or null. */
export function answerSummary(call: TSosCall): string | null {
  const a = call.answer;
  if (!a) return null;
  const who = a.byName || (a.by === 'owner' ? 'The owner' : 'An emergency contact');
  const eta = a.kind === 'coming' && a.etaMinutes ? `, about ${a.etaMinutes} min` : '';
  return `${who} ${ANSWERS[a.kind] ?? 'answered'}${eta} (${formatTime(a.at)})`;
}
