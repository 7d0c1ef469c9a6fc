import { formatIndianMobile, type TSosNotification } from '@safesathi/contract';
import { formatTime } from './date-time';

export interface DeliverySummary {
  kind: 'none' | 'failed' | 'pending' | 'delivered';
  /** One sentence for a person. */
  text: string;
  /** Who could not be reached, as "Name (role)". */
  undelivered: string[];
}

const who = (n: TSosNotification) =>
  `${n.recipientName || formatIndianMobile(n.phone)} (${n.recipientRole === 'owner' ? 'owner' : 'emergency contact'})`;

/**
 * How the texts of one alert went, in words. An alert that came within minutes of another for the
 * same vehicle has no texts of its own: it was counted in the text of that one (the server sends at
 * most one text per person per few minutes), which is not a failure.
 */
export function deliverySummary(texts: TSosNotification[], forOwner = false): DeliverySummary {
  if (texts.length === 0)
    return {
      kind: 'none',
      text: forOwner
        ? 'Included in a summary text sent to you for the alerts of these minutes.'
        : 'Counted in a summary text with the other alerts of these minutes.',
      undelivered: [],
    };
  // Texts the escalation ladder held and then did not need (someone answered) are not a delivery.
  const held = texts.filter((n) => n.held && n.status === 'queued');
  const live = texts.filter((n) => n.status !== 'cancelled' && !(n.held && n.status === 'queued'));
  const later =
    held.length > 0
      ? ` Emergency contacts are told at ${formatTime(held[0]!.nextAttemptAt)} if nobody answers before.`
      : texts.some((n) => n.status === 'cancelled')
        ? ' Emergency contacts were not needed: the alert was answered.'
        : '';
  // Failed in the outbox, or accepted by the gateway and then reported not handed over.
  const failed = live.filter((n) => n.status === 'failed' || n.delivery === 'undelivered' || n.delivery === 'failed');
  if (failed.length > 0) {
    const names = failed.map(who);
    return {
      kind: 'failed',
      text: `Not delivered to ${names.join(', ')}.${later}`,
      undelivered: names,
    };
  }
  if (live.some((n) => n.status === 'queued' || n.status === 'sending'))
    return { kind: 'pending', text: `Texts are being sent…${later}`, undelivered: [] };
  // "Sent" is the gateway's word that it took the text; only its delivery receipt says a phone has it.
  const people = (k: number) => `${k} ${k === 1 ? 'person' : 'people'}`;
  const reached = live.filter((n) => n.delivery === 'delivered' || n.delivery === 'read').length;
  const text =
    reached === live.length
      ? `Texts reached the phones of ${people(live.length)}.`
      : reached > 0
        ? `Texts sent to ${people(live.length)}; ${reached} reached ${reached === 1 ? 'a phone' : 'their phones'}.`
        : `Texts sent to ${people(live.length)}.`;
  return { kind: 'delivered', text: `${text}${later}`, undelivered: [] };
}
