/**
 * The loop's way back (docs/decisions/0027-sos-loop.md): a recipient answers an alert through the
 * link in their text, without signing in, and the bystander who sent it sees the answer and each
 * step of the escalation ladder.
 */
import type {
  AnswerKind,
  AnswerReply,
  RecipientState,
  TAlertAnswer,
  TAlertStatus,
  TReasonTranslations,
} from '@safesathi/contract';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, conflict, notFound } from '../../platform/errors.js';
import { stillHoldsTripAlarm } from '../groups/alarm.repo.js';
import { parseAnswerToken } from './answer-links.js';
import {
  type CallRow,
  cancelHeldTexts,
  findCallsWithTranslations,
  findOwnAlert,
  findTextByAnswerToken,
  findTextStates,
  insertCallEvents,
  lockTag,
  recordAnswer,
  stillHoldsAlert,
  type TextRecord,
} from './sos-answers.repo.js';
import { acknowledgePush } from './sos-push.repo.js';

export interface AnswerLink {
  notificationId: string;
  role: 'owner' | 'contact';
  recipientName: string | null;
  /** The number the text went to: the one a call back rings first. Never shown on a page. */
  recipient: { countryCode: string; phone: string };
  /** The text's recipient and tag (`tagId:countryCode:phone`): the alerts texted to them about it. */
  coalesceKey: string | null;
  callId: string;
  tagId: string | null;
  vehicleId: string | null;
  ownerId: string | null;
  registrationNumber: string;
  reasonText: string;
  /** The reason's names in other languages, for the page (the alert keeps the English one it was sent with). */
  reasonTranslations: TReasonTranslations;
  severity: 'urgent' | 'normal';
  creatorName: string;
  /** The bystander's number, which the recipient's text carries already (for "Call them back"). */
  creatorNumber: string;
  landmark: string | null;
  latitude: number | null;
  longitude: number | null;
  createdAt: Date;
  answer: TAlertAnswer | null;
  resolved: boolean;
  /** `trip`: a group member's alarm (docs/decisions/0075-trip-alarm.md), about them, in this group. */
  origin: 'tag' | 'trip';
  groupId: string | null;
}

const linkGone = () =>
  new AppError('NOT_FOUND', 'This link is not valid any more. If someone is in danger, call 112.', undefined);

function answerOf(c: Pick<CallRow, 'ackKind' | 'ackEtaMinutes' | 'ackReply' | 'ackedByRole' | 'ackedAt'>) {
  if (!c.ackKind || !c.ackedAt) return null;
  return {
    kind: c.ackKind,
    etaMinutes: c.ackEtaMinutes,
    reply: (c.ackReply as AnswerReply | null) ?? null,
    by: c.ackedByRole ?? 'owner',
    at: c.ackedAt.toISOString(),
  } satisfies TAlertAnswer;
}

/**
 * The text behind an answer token and the alert it was sent about; NOT_FOUND when the token is
 * unknown, belongs to a text that never went out (held and then not needed), is older than
 * `linkSeconds` after its text was due, or its recipient no longer holds the alert (the tag moved
 * to another vehicle, the vehicle or the owner's account is gone, the contact was removed).
 */
export async function findAnswerLink(db: Db, rawToken: string, now: Date, linkSeconds: number): Promise<AnswerLink> {
  const token = parseAnswerToken(rawToken);
  if (!token) throw linkGone();
  const row = await findTextByAnswerToken(db, token);
  if (!row || row.n.status === 'cancelled' || row.n.recipientRole === 'other') throw linkGone();
  const since = row.n.sentAt ?? row.n.dueAt ?? row.n.createdAt;
  if (now.getTime() > since.getTime() + linkSeconds * 1000) throw linkGone();
  const c = row.c;
  const recipient = { countryCode: row.n.countryCode, phone: row.n.phone };
  const role = row.n.recipientRole;
  if (!(await holdsAlert(db, { ...c, recipient: { role, ...recipient } }))) throw linkGone();
  return {
    notificationId: row.n.id,
    role,
    recipientName: row.n.recipientName,
    recipient,
    coalesceKey: row.n.coalesceKey,
    callId: c.id,
    tagId: c.tagId,
    vehicleId: c.vehicleId,
    ownerId: c.ownerId,
    registrationNumber: c.vehicleNumber,
    reasonText: c.reasonText,
    reasonTranslations: row.tr ?? {},
    severity: c.severity,
    creatorName: c.creatorName,
    creatorNumber: c.creatorNumber,
    landmark: c.landmark,
    latitude: c.latitude,
    longitude: c.longitude,
    createdAt: c.createdAt,
    answer: answerOf(c),
    resolved: c.status === 'resolved',
    origin: c.origin,
    groupId: c.groupId,
  };
}

/** stillHoldsAlert, or for a trip alarm whether its recipient is still in the group or a contact. */
function holdsAlert(
  db: Parameters<typeof stillHoldsAlert>[0],
  a: Parameters<typeof stillHoldsAlert>[1] & { origin?: 'tag' | 'trip'; groupId?: string | null },
): Promise<boolean> {
  if (a.origin !== 'trip') return stillHoldsAlert(db, a);
  if (!a.recipient) return Promise.resolve(false);
  return stillHoldsTripAlarm(db, { groupId: a.groupId ?? null, ownerId: a.ownerId, recipient: a.recipient });
}

type AnswerInput = { kind: AnswerKind; eta?: number; reply?: AnswerReply };

/** Who answers which alert: the alert, its tag, vehicle and owner, and the answerer's text about it. */
interface Answering {
  callId: string;
  tagId: string | null;
  vehicleId: string | null;
  ownerId: string | null;
  textId: string | null;
  coalesceKey: string | null;
  role: 'owner' | 'contact';
  name: string | null;
  /** For a link: the number it was sent to, which must still be the owner's or a contact's. */
  recipient?: { countryCode: string; phone: string };
  /** The refusal when they no longer hold the alert (checked again under the tag's lock). */
  gone: () => AppError;
  origin?: 'tag' | 'trip';
  groupId?: string | null;
}

/**
 * Records an answer on the alert and on the open alerts of the same tag, vehicle and owner that
 * the answerer's text speaks for, or that were texted to them about that tag within the link's
 * life (the owner answers about their vehicle, whichever of their texts they opened); never on
 * an alert about the tag after it went to another vehicle or owner. Cancels the contacts' texts
 * the ladder still holds for those alerts and logs the answer on each one's timeline. Answers
 * the alerts' ids, for the live pages. A later answer replaces an earlier one.
 */
async function recordAnswerFor(
  db: Db,
  ctx: Ctx,
  who: Answering,
  input: AnswerInput,
  linkSeconds: number,
): Promise<{ answer: TAlertAnswer; callIds: string[] }> {
  const eta = input.kind === 'coming' ? (input.eta ?? null) : null;
  const callIds = await db.transaction(async (tx) => {
    // Answers about one vehicle take turns, with each other, with new alerts (sos_accept takes the
    // same lock) and with a move of the tag: in any order they could deadlock, and an answer
    // checked before a move that commits first would reach the next owner's alerts.
    if (who.tagId) await lockTag(tx, who.tagId);
    const recipient = who.recipient ? { role: who.role, ...who.recipient } : undefined;
    if (!(await holdsAlert(tx, { ...who, recipient }))) throw who.gone();
    const calls = await recordAnswer(
      tx,
      { ...who, since: new Date(ctx.now.getTime() - linkSeconds * 1000), until: ctx.now },
      {
        ackKind: input.kind,
        ackEtaMinutes: eta,
        ackReply: input.reply ?? null,
        ackedAt: ctx.now,
        ackedByRole: who.role,
        ackedByName: who.name,
      },
    );
    const ids = calls.map((c) => c.id);
    const texts = [...new Set(calls.flatMap((c) => c.notificationIds))];
    // Held texts are the ladder's next step: someone answered, so it is not needed.
    if (texts.length > 0) await cancelHeldTexts(tx, texts, ctx.now);
    const actor = `${who.name ?? ''} (${who.role === 'owner' ? 'owner' : 'emergency contact'})`.trim();
    await insertCallEvents(
      tx,
      ids.map((callId) => ({
        callId,
        kind: 'answered',
        actor,
        detail: { kind: input.kind, etaMinutes: eta, reply: input.reply ?? null },
        createdAt: ctx.now,
      })),
    );
    return ids;
  });
  const answer: TAlertAnswer = {
    kind: input.kind,
    etaMinutes: eta,
    reply: input.reply ?? null,
    by: who.role,
    at: ctx.now.toISOString(),
  };
  return { answer, callIds };
}

/** A push's device says it showed the alert: its recipient's waiting text is cancelled; NOT_FOUND for any other token. */
export async function acknowledgePushOf(db: Db, rawToken: string, now: Date): Promise<void> {
  const token = parseAnswerToken(rawToken);
  if (!token || !(await acknowledgePush(db, token, now)).found) throw linkGone();
}

/** An answer through a text's link (no sign-in): the link's recipient answers what their text speaks for. */
export async function answerAlert(
  db: Db,
  ctx: Ctx,
  rawToken: string,
  input: AnswerInput,
  linkSeconds: number,
): Promise<{ link: AnswerLink; callIds: string[] }> {
  const link = await findAnswerLink(db, rawToken, ctx.now, linkSeconds);
  const who: Answering = {
    callId: link.callId,
    tagId: link.tagId,
    vehicleId: link.vehicleId,
    ownerId: link.ownerId,
    textId: link.notificationId,
    coalesceKey: link.coalesceKey,
    role: link.role,
    name: link.recipientName,
    recipient: link.recipient,
    gone: linkGone,
    origin: link.origin,
    groupId: link.groupId,
  };
  const { answer, callIds } = await recordAnswerFor(db, ctx, who, input, linkSeconds);
  return { link: { ...link, answer }, callIds };
}

/**
 * Until when an owner may answer an alert from their account: while it is open and as long as
 * the answer link in their text works (SOS_ANSWER_LINK_HOURS after it was sent); null if not now.
 */
export function answerableUntil(
  call: { status: string; createdAt: Date | string },
  now: Date,
  linkSeconds: number,
): Date | null {
  const until = new Date(new Date(call.createdAt).getTime() + linkSeconds * 1000);
  return call.status === 'open' && until > now ? until : null;
}

/**
 * The signed-in owner answers one of their alerts from their account, with the same effect as
 * the link in their text about it. NOT_FOUND for anyone else's alert (an admin's too: they do not
 * answer as the owner), CONFLICT when it is closed or older than an answer link lives.
 */
export async function answerOwnAlert(
  db: Db,
  ctx: Ctx,
  callId: string,
  input: AnswerInput,
  linkSeconds: number,
): Promise<{ answer: TAlertAnswer; callIds: string[] }> {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  const own = await findOwnAlert(db, callId, ctx.user._id);
  if (!own) throw notFound('That alert');
  if (!answerableUntil(own.call, ctx.now, linkSeconds))
    throw conflict(
      own.call.status === 'open'
        ? 'This alert is too old to answer: the person who sent it is no longer waiting on this page.'
        : 'This alert has been closed, so it cannot be answered.',
    );
  const { call, text } = own;
  const who: Answering = {
    callId: call.id,
    tagId: call.tagId,
    vehicleId: call.vehicleId,
    ownerId: call.ownerId,
    textId: text?.id ?? null,
    coalesceKey: text?.coalesceKey ?? null,
    role: 'owner',
    name: text?.name ?? own.ownerName,
    gone: () => conflict('This vehicle or its tag is no longer yours, so you cannot answer this alert.'),
  };
  return recordAnswerFor(db, ctx, who, input, linkSeconds);
}

type TextRow = Pick<
  TextRecord,
  'recipientRole' | 'status' | 'held' | 'attempts' | 'sentAt' | 'nextAttemptAt' | 'delivery' | 'deliveredAt'
>;

/** Where a group of texts stands, as one state for the bystander (the most advanced wins). */
export function groupState(texts: TextRow[]): { state: RecipientState; at: string | null } {
  if (texts.length === 0) return { state: 'none', at: null };
  // A phone's receipt is the most the bystander can be told: the text is on the recipient's phone.
  const reached = texts.filter((t) => (t.delivery === 'delivered' || t.delivery === 'read') && t.deliveredAt);
  if (reached.length > 0) {
    const first = Math.min(...reached.map((t) => t.deliveredAt!.getTime()));
    return { state: 'delivered', at: new Date(first).toISOString() };
  }
  const sent = texts.filter((t) => t.status === 'sent' && t.sentAt);
  if (sent.length > 0) {
    const first = Math.min(...sent.map((t) => t.sentAt!.getTime()));
    return { state: 'sent', at: new Date(first).toISOString() };
  }
  const live = texts.filter((t) => t.status === 'queued' || t.status === 'sending');
  if (live.length > 0) {
    if (live.every((t) => t.held && t.attempts === 0)) {
      const next = Math.min(...live.map((t) => t.nextAttemptAt.getTime()));
      return { state: 'held', at: new Date(next).toISOString() };
    }
    return { state: live.some((t) => t.attempts > 0 && t.status === 'queued') ? 'retrying' : 'sending', at: null };
  }
  if (texts.every((t) => t.status === 'cancelled')) return { state: 'cancelled', at: null };
  return { state: 'failed', at: null };
}

/** An alert's progress, with its reason's names in other languages for the page (not in the API's answer). */
export type AlertStatus = TAlertStatus & { reasonTranslations: TReasonTranslations };

/** The progress of alerts as their senders may see it, by call id (one query each for calls and texts). */
export async function findAlertStatuses(db: Db, callIds: string[]): Promise<Map<string, AlertStatus>> {
  const out = new Map<string, AlertStatus>();
  if (callIds.length === 0) return out;
  const rows = await findCallsWithTranslations(db, callIds);
  const calls = rows.map((r) => ({ ...r.c, reasonTranslations: r.tr ?? {} }));
  const textIds = [...new Set(calls.flatMap((c) => c.notificationIds))];
  const texts = textIds.length ? await findTextStates(db, textIds) : [];
  const byId = new Map(texts.map((t) => [t.id, t]));
  for (const c of calls) {
    const own = c.notificationIds.map((id) => byId.get(id)).filter((t): t is (typeof texts)[number] => !!t);
    const contacts = own.filter((t) => t.recipientRole === 'contact');
    // Each contact has one text (SMS or WhatsApp), and a push besides when they take pushes.
    const contactCount = contacts.filter((t) => t.channel !== 'push').length;
    out.set(c.id, {
      createdAt: c.createdAt.toISOString(),
      registrationNumber: c.vehicleNumber,
      reasonText: c.reasonText,
      reasonTranslations: c.reasonTranslations,
      severity: c.severity,
      resolved: c.status === 'resolved',
      owner: groupState(own.filter((t) => t.recipientRole === 'owner')),
      contacts: { count: contactCount, ...groupState(contacts) },
      answer: answerOf(c),
    });
  }
  return out;
}
