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

const who = (r: Recipient) =>
  `${r.name || formatIndianMobile(r.phone)} (${r.role === 'owner' ? 'owner' : 'emergency contact'})`;
const people = (k: number) => `${k} ${k === 1 ? 'person' : 'people'}`;

/**
 * How the messages of one alert went, in words, counting people rather than messages: a person
 * with the app gets a push and a text that waits for it. An alert that came within minutes of
 * another for the same vehicle has no messages of its own: it was counted in the text of that one
 * (the server sends at most one text per person per few minutes), which is not a failure.
 */
export function deliverySummary(messages: TSosNotification[], forOwner = false): DeliverySummary {
  if (messages.length === 0)
    return {
      kind: 'none',
      text: forOwner
        ? 'Included in a summary text sent to you for the alerts of these minutes.'
        : 'Counted in a summary text with the other alerts of these minutes.',
      undelivered: [],
    };
  const all = recipients(messages);
  const states = all.flatMap((r) => r.tries.map((t) => t.state));
  // Texts the escalation ladder held and then did not need (someone answered) are not a delivery.
  const heldTry = all.flatMap((r) => r.tries).find((t) => t.state === 'told if nobody answers');
  const later = heldTry
    ? ` Emergency contacts are told at ${formatTime(heldTry.message.nextAttemptAt)} if nobody answers before.`
    : states.includes('not needed: answered')
      ? ' Emergency contacts were not needed: the alert was answered.'
      : '';
  const failed = all.filter((r) => r.failed);
  if (failed.length > 0) {
    const names = failed.map(who);
    return { kind: 'failed', text: `Not delivered to ${names.join(', ')}.${later}`, undelivered: names };
  }
  if (all.some((r) => r.pending))
    return {
      kind: 'pending',
      text: states.includes('waiting for the app')
        ? `Sent to the app; a text follows if it is not seen soon.${later}`
        : `Texts are being sent…${later}`,
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
  if (byApp.length > 0)
    parts.push(`Reached the ${byApp.length === 1 ? 'phone' : 'phones'} of ${people(byApp.length)} through the app`);
  if (texted.length > 0)
    parts.push(
      textReached === texted.length
        ? `Texts reached the phones of ${people(texted.length)}`
        : textReached > 0
          ? `Texts sent to ${people(texted.length)}; ${textReached} reached ${textReached === 1 ? 'a phone' : 'their phones'}`
          : `Texts sent to ${people(texted.length)}`,
    );
  if (appOnly > 0) parts.push(`Sent to the app of ${people(appOnly)}`);
  const text = parts.map((p, i) => (i === 0 ? p : p[0]!.toLowerCase() + p.slice(1))).join('; ');
  return { kind: 'delivered', text: `${text}.${later}`, undelivered: [] };
}
