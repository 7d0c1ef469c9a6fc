import { formatIndianMobile, type TSosNotification } from '@safesathi/contract';
import { formatTime } from './date-time';

export interface DeliverySummary {
  kind: 'none' | 'failed' | 'pending' | 'delivered';
  /** One sentence for a person. */
  text: string;
  /** Who could not be reached, as "Name (role)". */
  undelivered: string[];
}

/** What became of one message on its channel, in the words a person reads. */
export type ChannelState =
  | 'queued'
  | 'sending'
  | 'sent'
  | 'reached the phone'
  | 'waiting for the app'
  | 'told if nobody answers'
  | 'not needed: seen in the app'
  | 'not needed: answered'
  | 'failed';

export const CHANNEL_NAME: Record<TSosNotification['channel'], string> = {
  push: 'App',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

export interface ChannelTry {
  channel: TSosNotification['channel'];
  state: ChannelState;
  message: TSosNotification;
}

/** One person an alert went to (same role and phone), with every channel tried for them. */
export interface Recipient {
  key: string;
  role: TSosNotification['recipientRole'];
  name: string | null;
  phone: string;
  tries: ChannelTry[];
  /** A message is on their phone: a push the device showed, or a text's delivery receipt. */
  reached: boolean;
  /** Something went out and every message that went was lost. */
  failed: boolean;
  /** Still on its way, or a text waiting for the app. */
  pending: boolean;
  /** Something went out to them (neither all held nor all cancelled). */
  live: boolean;
}

const onPhone = (n: TSosNotification) => n.delivery === 'delivered' || n.delivery === 'read';
const lost = (n: TSosNotification) => n.status === 'failed' || n.delivery === 'undelivered' || n.delivery === 'failed';
const heldBack = (n: TSosNotification) => n.held && n.status === 'queued';

/** Rows → people: an owner or contact with the app has a push and a text per alert, one person still. */
export function recipients(messages: TSosNotification[]): Recipient[] {
  const byKey = new Map<string, TSosNotification[]>();
  for (const n of messages) {
    const key = `${n.recipientRole}:${n.phone}`;
    byKey.set(key, [...(byKey.get(key) ?? []), n]);
  }
  return [...byKey.entries()].map(([key, rows]) => {
    const push = rows.find((n) => n.channel === 'push');
    // A text waits for a push that went (or is going); a push held with it is the escalation ladder's hold.
    const pushOut = !!push && !heldBack(push) && push.status !== 'cancelled' && !lost(push);
    const pushSeen = !!push && onPhone(push);
    const state = (n: TSosNotification): ChannelState => {
      if (onPhone(n)) return 'reached the phone';
      if (lost(n)) return 'failed';
      if (n.status === 'cancelled')
        return pushSeen && n.channel !== 'push' ? 'not needed: seen in the app' : 'not needed: answered';
      if (heldBack(n)) return n.channel !== 'push' && pushOut ? 'waiting for the app' : 'told if nobody answers';
      return n.status as 'queued' | 'sending' | 'sent';
    };
    const tries = rows
      .map((n) => ({ channel: n.channel, state: state(n), message: n }))
      .sort((a, b) => Number(b.channel === 'push') - Number(a.channel === 'push'));
    const went = tries.filter((t) => !t.state.startsWith('not needed') && t.state !== 'told if nobody answers');
    const reached = tries.some((t) => t.state === 'reached the phone');
    const waiting = tries.some((t) => t.state === 'waiting for the app');
    const pending =
      !reached && went.some((t) => t.state === 'queued' || t.state === 'sending' || t.state === 'waiting for the app');
    const first = rows[0]!;
    return {
      key,
      role: first.recipientRole,
      name: rows.find((n) => n.recipientName)?.recipientName ?? null,
      phone: first.phone,
      tries,
      reached,
      failed: !reached && !waiting && went.length > 0 && went.every((t) => t.state === 'failed'),
      pending,
      live: went.length > 0,
    };
  });
}

/**
 * The words of a delivery summary: English here (the back office, and the default); a translated
 * screen passes its own (account/alert-words.ts). A count is of people, never of messages.
 */
export interface DeliveryWords {
  /** An alert whose messages went in the text of an earlier one. */
  none: (forOwner: boolean) => string;
  /** "Name (owner)", "Name (emergency contact)". */
  who: (name: string, role: Recipient['role']) => string;
  notDelivered: (names: string) => string;
  pendingApp: string;
  pendingTexts: string;
  byApp: (people: number) => string;
  textsReached: (people: number) => string;
  textsPartly: (people: number, reached: number) => string;
  textsSent: (people: number) => string;
  appOnly: (people: number) => string;
  /** Parts of one sentence, joined and ended. */
  sentence: (parts: string[]) => string;
  /** Said after the rest, with its own leading space. */
  contactsAt: (time: string) => string;
  contactsNotNeeded: string;
  time: (value: string | null | undefined) => string;
}

const people = (k: number) => `${k} ${k === 1 ? 'person' : 'people'}`;

export const DELIVERY_WORDS: DeliveryWords = {
  none: (forOwner) =>
    forOwner
      ? 'Included in a summary text sent to you for the alerts of these minutes.'
      : 'Counted in a summary text with the other alerts of these minutes.',
  who: (name, role) => `${name} (${role === 'owner' ? 'owner' : 'emergency contact'})`,
  notDelivered: (names) => `Not delivered to ${names}.`,
  pendingApp: 'Sent to the app; a text follows if it is not seen soon.',
  pendingTexts: 'Texts are being sent…',
  byApp: (k) => `Reached the ${k === 1 ? 'phone' : 'phones'} of ${people(k)} through the app`,
  textsReached: (k) => `Texts reached the phones of ${people(k)}`,
  textsPartly: (k, reached) =>
    `Texts sent to ${people(k)}; ${reached} reached ${reached === 1 ? 'a phone' : 'their phones'}`,
  textsSent: (k) => `Texts sent to ${people(k)}`,
  appOnly: (k) => `Sent to the app of ${people(k)}`,
  sentence: (parts) => `${parts.map((p, i) => (i === 0 ? p : p[0]!.toLowerCase() + p.slice(1))).join('; ')}.`,
  contactsAt: (time) => ` Emergency contacts are told at ${time} if nobody answers before.`,
  contactsNotNeeded: ' Emergency contacts were not needed: the alert was answered.',
  time: formatTime,
};

/**
 * How the messages of one alert went, in words, counting people rather than messages: a person
 * with the app gets a push and a text that waits for it. An alert that came within minutes of
 * another for the same vehicle has no messages of its own: it was counted in the text of that one
 * (the server sends at most one text per person per few minutes), which is not a failure.
 */
export function deliverySummary(
  messages: TSosNotification[],
  forOwner = false,
  words: DeliveryWords = DELIVERY_WORDS,
): DeliverySummary {
  if (messages.length === 0) return { kind: 'none', text: words.none(forOwner), undelivered: [] };
  const all = recipients(messages);
  const states = all.flatMap((r) => r.tries.map((t) => t.state));
  // Texts the escalation ladder held and then did not need (someone answered) are not a delivery.
  const heldTry = all.flatMap((r) => r.tries).find((t) => t.state === 'told if nobody answers');
  const later = heldTry
    ? words.contactsAt(words.time(heldTry.message.nextAttemptAt))
    : states.includes('not needed: answered')
      ? words.contactsNotNeeded
      : '';
  const failed = all.filter((r) => r.failed);
  if (failed.length > 0) {
    const names = failed.map((r) => words.who(r.name || formatIndianMobile(r.phone), r.role));
    return { kind: 'failed', text: `${words.notDelivered(names.join(', '))}${later}`, undelivered: names };
  }
  if (all.some((r) => r.pending))
    return {
      kind: 'pending',
      text: `${states.includes('waiting for the app') ? words.pendingApp : words.pendingTexts}${later}`,
      undelivered: [],
    };
  const live = all.filter((r) => r.live);
  // "Sent" is the gateway's word that it took the text; only its delivery receipt says a phone has it.
  const byApp = live.filter((r) => r.tries.some((t) => t.channel === 'push' && t.state === 'reached the phone'));
  const rest = live.filter((r) => !byApp.includes(r));
  const texted = rest.filter((r) =>
    r.tries.some((t) => t.channel !== 'push' && (t.state === 'sent' || t.state === 'reached the phone')),
  );
  const textReached = texted.filter((r) => r.reached).length;
  const appOnly = rest.length - texted.length;
  const parts: string[] = [];
  if (byApp.length > 0) parts.push(words.byApp(byApp.length));
  if (texted.length > 0)
    parts.push(
      textReached === texted.length
        ? words.textsReached(texted.length)
        : textReached > 0
          ? words.textsPartly(texted.length, textReached)
          : words.textsSent(texted.length),
    );
  if (appOnly > 0) parts.push(words.appOnly(appOnly));
  return { kind: 'delivered', text: `${words.sentence(parts)}${later}`, undelivered: [] };
}
