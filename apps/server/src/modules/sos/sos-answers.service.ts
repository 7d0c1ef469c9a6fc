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
import { AppError } from '../../platform/errors.js';
import { parseAnswerToken } from './answer-links.js';
import {
  type CallRow,
  cancelHeldTexts,
  findCallsWithTranslations,
  findTextByAnswerToken,
  findTextStates,
  insertCallEvents,
  lockTag,
  recordAnswer,
  type TextRecord,
} from './sos-answers.repo.js';

export interface AnswerLink {
  notificationId: string;
  role: 'owner' | 'contact';
  recipientName: string | null;
  callId: string;
  tagId: string | null;
  registrationNumber: string;
  reasonText: string;
  /** The reason's names in other languages, for the page (the alert keeps the English one it was sent with). */
  reasonTranslations: TReasonTranslations;
  severity: 'urgent' | 'normal';
  creatorName: string;
  landmark: string | null;
  latitude: number | null;
  longitude: number | null;
  createdAt: Date;
  answer: TAlertAnswer | null;
  resolved: boolean;
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
 * unknown, belongs to a text that never went out (held and then not needed), or is older than
 * `linkSeconds` after its text was due.
 */
export async function findAnswerLink(db: Db, rawToken: string, now: Date, linkSeconds: number): Promise<AnswerLink> {
  const token = parseAnswerToken(rawToken);
  if (!token) throw linkGone();
  const row = await findTextByAnswerToken(db, token);
  if (!row || row.n.status === 'cancelled' || row.n.recipientRole === 'other') throw linkGone();
  const since = row.n.sentAt ?? row.n.dueAt ?? row.n.createdAt;
  if (now.getTime() > since.getTime() + linkSeconds * 1000) throw linkGone();
  const c = row.c;
  return {
    notificationId: row.n.id,
    role: row.n.recipientRole,
    recipientName: row.n.recipientName,
    callId: c.id,
    tagId: c.tagId,
    registrationNumber: c.vehicleNumber,
    reasonText: c.reasonText,
    reasonTranslations: row.tr ?? {},
    severity: c.severity,
    creatorName: c.creatorName,
    landmark: c.landmark,
    latitude: c.latitude,
    longitude: c.longitude,
    createdAt: c.createdAt,
    answer: answerOf(c),
    resolved: c.status === 'resolved',
  };
}

/**
 * Records an answer on every open alert of the link's tag sent up to now within the link's life
 * (the owner answers about their vehicle, whichever of the alerts' texts they opened), cancels
 * the contacts' texts the ladder still holds for them, and logs it on each alert's timeline.
 * Answers the alerts' ids, for the live pages. A later answer replaces an earlier one.
 */
export async function answerAlert(
  db: Db,
  ctx: Ctx,
  rawToken: string,
  input: { kind: AnswerKind; eta?: number; reply?: AnswerReply },
  linkSeconds: number,
): Promise<{ link: AnswerLink; callIds: string[] }> {
  const link = await findAnswerLink(db, rawToken, ctx.now, linkSeconds);
  const eta = input.kind === 'coming' ? (input.eta ?? null) : null;
  const callIds = await db.transaction(async (tx) => {
    // Answers about one vehicle take turns, with each other and with new alerts (sos_accept takes
    // the same lock): each touches every open alert of the tag, and in any order they could deadlock.
    if (link.tagId) await lockTag(tx, link.tagId);
    const since = new Date(ctx.now.getTime() - linkSeconds * 1000);
    const scope = link.tagId ? { tagId: link.tagId, since, until: ctx.now } : { callId: link.callId };
    const calls = await recordAnswer(tx, scope, link.callId, {
      ackKind: input.kind,
      ackEtaMinutes: eta,
      ackReply: input.reply ?? null,
      ackedAt: ctx.now,
      ackedByRole: link.role as 'owner' | 'contact',
      ackedByName: link.recipientName,
    });
    const ids = calls.map((c) => c.id);
    const texts = [...new Set(calls.flatMap((c) => c.notificationIds))];
    // Held texts are the ladder's next step: someone answered, so it is not needed.
    if (texts.length > 0) await cancelHeldTexts(tx, texts, ctx.now);
    const actor = `${link.recipientName ?? ''} (${link.role === 'owner' ? 'owner' : 'emergency contact'})`.trim();
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
    by: link.role,
    at: ctx.now.toISOString(),
  };
  return { link: { ...link, answer }, callIds };
}

type TextRow = Pick<TextRecord, 'recipientRole' | 'status' | 'held' | 'attempts' | 'sentAt' | 'nextAttemptAt'>;

/** Where a group of texts stands, as one state for the bystander (the most advanced wins). */
export function groupState(texts: TextRow[]): { state: RecipientState; at: string | null } {
  if (texts.length === 0) return { state: 'none', at: null };
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
    out.set(c.id, {
      createdAt: c.createdAt.toISOString(),
      registrationNumber: c.vehicleNumber,
      reasonText: c.reasonText,
      reasonTranslations: c.reasonTranslations,
      severity: c.severity,
      resolved: c.status === 'resolved',
      owner: groupState(own.filter((t) => t.recipientRole === 'owner')),
      contacts: { count: contacts.length, ...groupState(contacts) },
      answer: answerOf(c),
    });
  }
  return out;
}
