import { Text, Timeline } from '@mantine/core';
import type { TSosCall, TSosNotification } from '@safesathi/contract';
import { formatDateTime, formatTime } from '../lib/date-time';
import { recipients } from '../lib/delivery';

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

const group = (messages: TSosNotification[]) => {
  const sent = messages.filter((n) => n.sentAt).sort((a, b) => a.sentAt!.localeCompare(b.sentAt!));
  const reached = messages.filter((n) => n.deliveredAt).sort((a, b) => a.deliveredAt!.localeCompare(b.deliveredAt!));
  return { sent, reached };
};
const HOW: Record<TSosNotification['channel'], string> = {
  push: 'notified in the app',
  sms: 'texted',
  whatsapp: 'sent a WhatsApp message',
};

/** An alert's life in order: sent, pushed and texted, escalated, answered, called, card viewed, resolved. */
export function alertSteps(call: TSosCall): Step[] {
  const steps: Step[] = [{ at: call.createdAt, title: 'Alert sent', text: `By ${call.creatorName}` }];
  const ownerMessages = call.notifications.filter((n) => n.recipientRole === 'owner');
  const owner = group(ownerMessages);
  // A push and a text are two steps: the app first, the text if the app did not show it in time.
  for (const channel of ['push', 'sms', 'whatsapp'] as const) {
    const first = owner.sent.find((n) => n.channel === channel);
    if (first) steps.push({ at: first.sentAt!, title: `Owner ${HOW[channel]}` });
  }
  // The gateway's delivery receipt, or the device's word that it showed the push: the alert is on the phone.
  const ownerReached = owner.reached[0];
  if (ownerReached)
    steps.push({
      at: ownerReached.deliveredAt!,
      title:
        ownerReached.channel === 'push' ? "The owner's phone showed it in the app" : "The owner's phone received it",
    });
  const saved =
    ownerReached?.channel === 'push' && ownerMessages.some((n) => n.channel !== 'push' && n.status === 'cancelled');
  if (saved)
    steps.push({ at: ownerReached.deliveredAt!, title: 'Text to the owner not needed: seen in the app', tone: 'gray' });
  const contacts = call.notifications.filter((n) => n.recipientRole === 'contact');
  const c = group(contacts);
  const people = recipients(call.notifications);
  // Held by the escalation ladder, not merely waiting for the contact's app: a held push, or a held text with no push.
  const escalated = contacts.some(
    (n) => n.held && (n.channel === 'push' || !contacts.some((p) => p.channel === 'push' && p.phone === n.phone)),
  );
  const contactText = c.sent.find((n) => n.channel !== 'push');
  const contactPush = c.sent.find((n) => n.channel === 'push');
  if (contactPush) steps.push({ at: contactPush.sentAt!, title: 'Emergency contacts notified in the app' });
  // Told early because a delivery receipt said the owner's phone could not be reached (ADR 0064).
  const ownerUnreached = call.events.some((e) => e.kind === 'escalated');
  if (contactText)
    steps.push({
      at: contactText.sentAt!,
      title: escalated ? 'Escalated: emergency contacts texted' : 'Emergency contacts texted',
      text: ownerUnreached
        ? "The owner's phone could not be reached."
        : escalated
          ? 'Nobody had answered in time.'
          : undefined,
    });
  if (c.reached[0])
    steps.push({
      at: c.reached[0].deliveredAt!,
      title:
        c.reached[0].channel === 'push'
          ? "An emergency contact's phone showed it in the app"
          : "An emergency contact's phone received it",
    });
  const waiting = people
    .filter((r) => r.role === 'contact')
    .flatMap((r) => r.tries)
    .find((t) => t.state === 'told if nobody answers')?.message;
  if (waiting)
    steps.push({
      at: waiting.nextAttemptAt,
      title: 'Emergency contacts told if nobody answers',
      text: `At ${formatTime(waiting.nextAttemptAt)}`,
      tone: 'gray',
    });
  for (const r of people.filter((p) => p.failed))
    steps.push({
      at: call.createdAt,
      title: `Not delivered to ${r.role === 'owner' ? 'the owner' : r.name || 'a contact'}`,
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
