import { Text, Timeline } from '@mantine/core';
import type { TSosCall, TSosNotification } from '@safesathi/contract';
import { formatDateTime, formatTime } from '../lib/date-time';
import { recipients } from '../lib/delivery';

/** The preset replies an owner may add to an answer, as the back office reads them (English). */
const ANSWER_REPLY_TEXT: Record<string, string> = {
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
type Channel = TSosNotification['channel'];
type AnswerKind = 'coming' | 'seen' | 'call112';

/**
 * The words of an alert's timeline and of its answer: English here (the back office, and the
 * default); a translated screen passes its own (account/alert-words.ts).
 */
export interface TimelineWords {
  label: string;
  sent: string;
  by: (name: string) => string;
  ownerNotified: (channel: Channel) => string;
  ownerShowed: string;
  ownerReceived: string;
  textNotNeeded: string;
  contactsNotifiedApp: string;
  contactsTexted: (escalated: boolean) => string;
  ownerUnreached: string;
  nobodyAnswered: string;
  contactShowed: string;
  contactReceived: string;
  contactsIfNobody: string;
  at: (time: string) => string;
  notDeliveredOwner: string;
  notDeliveredTo: (name: string | null) => string;
  /** "Ravi is coming"; `who` null when the event names nobody. */
  answered: (who: string | null, kind: string) => string;
  about: (minutes: number) => string;
  reply: (reply: string) => string;
  calledBack: (who: string | null) => string;
  callConnected: string;
  cardViewed: string;
  resolved: string;
  /** The latest answer in a few words: who, what, about when, at what time. */
  summary: (a: {
    who: string | null;
    by: 'owner' | 'contact';
    kind: string;
    eta: number | null;
    time: string;
  }) => string;
  time: (value: string | null | undefined) => string;
  dateTime: (value: string | null | undefined) => string;
}

const ANSWERS: Record<AnswerKind, string> = {
  coming: 'is coming',
  seen: 'has seen it',
  call112: 'asked the sender to call 112',
};
const answerWord = (kind: string) => ANSWERS[kind as AnswerKind] ?? 'answered';
const HOW: Record<Channel, string> = {
  push: 'notified in the app',
  sms: 'texted',
  whatsapp: 'sent a WhatsApp message',
};

export const TIMELINE_WORDS: TimelineWords = {
  label: 'Alert timeline',
  sent: 'Alert sent',
  by: (name) => `By ${name}`,
  ownerNotified: (channel) => `Owner ${HOW[channel]}`,
  ownerShowed: "The owner's phone showed it in the app",
  ownerReceived: "The owner's phone received it",
  textNotNeeded: 'Text to the owner not needed: seen in the app',
  contactsNotifiedApp: 'Emergency contacts notified in the app',
  contactsTexted: (escalated) => (escalated ? 'Escalated: emergency contacts texted' : 'Emergency contacts texted'),
  ownerUnreached: "The owner's phone could not be reached.",
  nobodyAnswered: 'Nobody had answered in time.',
  contactShowed: "An emergency contact's phone showed it in the app",
  contactReceived: "An emergency contact's phone received it",
  contactsIfNobody: 'Emergency contacts told if nobody answers',
  at: (time) => `At ${time}`,
  notDeliveredOwner: 'Not delivered to the owner',
  notDeliveredTo: (name) => `Not delivered to ${name || 'a contact'}`,
  answered: (who, kind) => `${who ?? 'Someone'} ${answerWord(kind)}`,
  about: (minutes) => `About ${minutes} minutes.`,
  reply: (reply) => `“${ANSWER_REPLY_TEXT[reply] ?? ''}”`,
  calledBack: (who) => `${who ?? 'The owner'} called the sender back through SafeSathi`,
  callConnected: 'Call connected through SafeSathi',
  cardViewed: 'Emergency card viewed',
  resolved: 'Resolved',
  summary: ({ who, by, kind, eta, time }) =>
    `${who || (by === 'owner' ? 'The owner' : 'An emergency contact')} ${answerWord(kind)}${
      kind === 'coming' && eta ? `, about ${eta} min` : ''
    } (${time})`,
  time: formatTime,
  dateTime: formatDateTime,
};

/** An alert's life in order: sent, pushed and texted, escalated, answered, called, card viewed, resolved. */
export function alertSteps(call: TSosCall, w: TimelineWords = TIMELINE_WORDS): Step[] {
  const steps: Step[] = [{ at: call.createdAt, title: w.sent, text: w.by(call.creatorName) }];
  const ownerMessages = call.notifications.filter((n) => n.recipientRole === 'owner');
  const owner = group(ownerMessages);
  // A push and a text are two steps: the app first, the text if the app did not show it in time.
  for (const channel of ['push', 'sms', 'whatsapp'] as const) {
    const first = owner.sent.find((n) => n.channel === channel);
    if (first) steps.push({ at: first.sentAt!, title: w.ownerNotified(channel) });
  }
  // The gateway's delivery receipt, or the device's word that it showed the push: the alert is on the phone.
  const ownerReached = owner.reached[0];
  if (ownerReached)
    steps.push({
      at: ownerReached.deliveredAt!,
      title: ownerReached.channel === 'push' ? w.ownerShowed : w.ownerReceived,
    });
  const saved =
    ownerReached?.channel === 'push' && ownerMessages.some((n) => n.channel !== 'push' && n.status === 'cancelled');
  if (saved) steps.push({ at: ownerReached.deliveredAt!, title: w.textNotNeeded, tone: 'gray' });
  const contacts = call.notifications.filter((n) => n.recipientRole === 'contact');
  const c = group(contacts);
  const people = recipients(call.notifications);
  // Held by the escalation ladder, not merely waiting for the contact's app: a held push, or a held text with no push.
  const escalated = contacts.some(
    (n) => n.held && (n.channel === 'push' || !contacts.some((p) => p.channel === 'push' && p.phone === n.phone)),
  );
  const contactText = c.sent.find((n) => n.channel !== 'push');
  const contactPush = c.sent.find((n) => n.channel === 'push');
  if (contactPush) steps.push({ at: contactPush.sentAt!, title: w.contactsNotifiedApp });
  // Told early because a delivery receipt said the owner's phone could not be reached (ADR 0064).
  const ownerUnreached = call.events.some((e) => e.kind === 'escalated');
  if (contactText)
    steps.push({
      at: contactText.sentAt!,
      title: w.contactsTexted(escalated),
      text: ownerUnreached ? w.ownerUnreached : escalated ? w.nobodyAnswered : undefined,
    });
  if (c.reached[0])
    steps.push({
      at: c.reached[0].deliveredAt!,
      title: c.reached[0].channel === 'push' ? w.contactShowed : w.contactReceived,
    });
  const waiting = people
    .filter((r) => r.role === 'contact')
    .flatMap((r) => r.tries)
    .find((t) => t.state === 'told if nobody answers')?.message;
  if (waiting)
    steps.push({
      at: waiting.nextAttemptAt,
      title: w.contactsIfNobody,
      text: w.at(w.time(waiting.nextAttemptAt)),
      tone: 'gray',
    });
  for (const r of people.filter((p) => p.failed))
    steps.push({
      at: call.createdAt,
      title: r.role === 'owner' ? w.notDeliveredOwner : w.notDeliveredTo(r.name),
      tone: 'red',
    });
  for (const e of call.events) {
    const d = e.detail ?? {};
    if (e.kind === 'answered')
      steps.push({
        at: e.at,
        title: w.answered(e.actor ?? null, String(d.kind)),
        text: [d.etaMinutes ? w.about(Number(d.etaMinutes)) : '', d.reply ? w.reply(String(d.reply)) : '']
          .filter(Boolean)
          .join(' '),
      });
    else if (e.kind === 'masked_call')
      steps.push({
        at: e.at,
        title: d.direction === 'to-bystander' ? w.calledBack(e.actor ?? null) : w.callConnected,
      });
    else if (e.kind === 'card_viewed') steps.push({ at: e.at, title: w.cardViewed });
  }
  if (call.resolvedAt) steps.push({ at: call.resolvedAt, title: w.resolved });
  return steps.sort((a, b) => a.at.localeCompare(b.at));
}

/** The steps of one alert as a vertical timeline. */
export function AlertTimeline({ call, words = TIMELINE_WORDS }: { call: TSosCall; words?: TimelineWords }) {
  const steps = alertSteps(call, words);
  return (
    <Timeline bulletSize={12} lineWidth={2} active={steps.length - 1} aria-label={words.label}>
      {steps.map((s) => (
        <Timeline.Item
          key={`${s.at}:${s.title}`}
          title={s.title}
          color={s.tone === 'red' ? 'red' : s.tone === 'gray' ? 'gray' : undefined}
        >
          {s.text ? <Text size="sm">{s.text}</Text> : null}
          <Text size="xs" c="dimmed">
            <time dateTime={s.at}>{words.dateTime(s.at)}</time>
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** The latest answer in a few words ("Aarav Sharma is coming, about 15 min"), or null. */
export function answerSummary(call: TSosCall, w: TimelineWords = TIMELINE_WORDS): string | null {
  const a = call.answer;
  if (!a) return null;
  return w.summary({ who: a.byName || null, by: a.by, kind: a.kind, eta: a.etaMinutes ?? null, time: w.time(a.at) });
}
