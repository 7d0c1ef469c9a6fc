import type { TSosNotification } from '@safesathi/contract';

export interface DeliverySummary {
  kind: 'none' | 'failed' | 'pending' | 'delivered';
  /** One sentence for a person. */
  text: string;
  /** Who could not be reached, as "Name (role)". */
  undelivered: string[];
}

const who = (n: TSosNotification) =>
  `${n.recipientName || `+91 ${n.phone}`} (${n.recipientRole === 'owner' ? 'owner' : 'emergency contact'})`;

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
  const failed = texts.filter((n) => n.status === 'failed');
  if (failed.length > 0) {
    const names = failed.map(who);
    return {
      kind: 'failed',
      text: `Not delivered to ${names.join(', ')}.`,
      undelivered: names,
    };
  }
  if (texts.some((n) => n.status === 'queued' || n.status === 'sending'))
    return { kind: 'pending', text: 'Texts are being sent…', undelivered: [] };
  return {
    kind: 'delivered',
    text: `Texts delivered to ${texts.length} ${texts.length === 1 ? 'person' : 'people'}.`,
    undelivered: [],
  };
}
