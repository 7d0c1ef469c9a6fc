/** The back office's SOS log: calls with their delivery states, resolving them, retrying undelivered texts. */
import {
  type AnswerReply,
  mapUrl,
  normaliseRegistration,
  pageWindow,
  phoneSearchDigits,
  type SosStatus,
  type TListQuery,
  type TSosCall,
  type TSosCallEvent,
  type TSosNotification,
} from '@safesathi/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { containsPattern } from '../../platform/db/like.js';
import { notifications, sosCallEvents, sosCalls, users } from '../../platform/db/schema.js';
import { AppError, notFound } from '../../platform/errors.js';

export interface SosFilters extends TListQuery {
  status?: SosStatus;
  /** 'failed': only calls with a text that could not be delivered. */
  delivery?: 'failed';
  search?: string;
  ownerId?: string;
  ids?: string[];
}

function sosWhere(f: SosFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.ids) where.push(inArray(sosCalls.id, f.ids));
  if (f.status) where.push(eq(sosCalls.status, f.status));
  if (f.ownerId) where.push(eq(sosCalls.ownerId, f.ownerId));
  if (f.delivery === 'failed')
    where.push(
      sql`exists (select 1 from notifications n where n.id = any(${sosCalls.notificationIds}) and n.status = 'failed')`,
    );
  if (f.search?.trim()) {
    const term = containsPattern(f.search.trim());
    const digits = phoneSearchDigits(f.search);
    where.push(
      or(
        ilike(sosCalls.vehicleNumber, `%${normaliseRegistration(f.search)}%`),
        ilike(sosCalls.creatorName, term),
        digits ? ilike(sosCalls.creatorNumber, containsPattern(digits)) : undefined,
        ilike(users.name, term),
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

/** A page of SOS calls with their owners and per-recipient delivery states (two queries). */
export async function findSosCalls(db: Db, f: SosFilters): Promise<TSosCall[]> {
  const { limit, offset } = pageWindow(f);
  const rows = await db
    .select({ call: sosCalls, ownerName: users.name, ownerPhone: users.phone })
    .from(sosCalls)
    .leftJoin(users, eq(users.id, sosCalls.ownerId))
    .where(sosWhere(f))
    .orderBy(desc(sosCalls.createdAt))
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return [];
  const textIds = [...new Set(rows.flatMap((r) => r.call.notificationIds))];
  const [notes, events] = await Promise.all([
    textIds.length
      ? db.select().from(notifications).where(inArray(notifications.id, textIds)).orderBy(asc(notifications.createdAt))
      : [],
    db
      .select()
      .from(sosCallEvents)
      .where(
        inArray(
          sosCallEvents.callId,
          rows.map((r) => r.call.id),
        ),
      )
      .orderBy(asc(sosCallEvents.createdAt)),
  ]);
  const texts = new Map<string, TSosNotification>(
    notes.map((n) => [
      n.id,
      {
        _id: n.id,
        recipientRole: n.recipientRole,
        recipientName: n.recipientName,
        phone: n.phone,
        status: n.status,
        attempts: n.attempts,
        lastError: n.lastError,
        sentAt: n.sentAt?.toISOString() ?? null,
        held: n.held,
        nextAttemptAt: n.nextAttemptAt.toISOString(),
      },
    ]),
  );
  const eventsByCall = new Map<string, TSosCallEvent[]>();
  for (const e of events) {
    const list = eventsByCall.get(e.callId) ?? [];
    list.push({ kind: e.kind, actor: e.actor, detail: e.detail ?? null, at: e.createdAt.toISOString() });
    eventsByCall.set(e.callId, list);
  }
  return rows.map(({ call, ownerName, ownerPhone }) => ({
    _id: call.id,
    status: call.status,
    reason: { _id: call.reasonId, reasonText: call.reasonText },
    vehicle: { _id: call.vehicleId, registrationNumber: call.vehicleNumber },
    owner: call.ownerId ? { _id: call.ownerId, name: ownerName ?? '', phone: ownerPhone ?? '' } : null,
    creatorName: call.creatorName,
    creatorNumber: call.creatorNumber,
    location:
      call.latitude != null && call.longitude != null
        ? { latitude: call.latitude, longitude: call.longitude, mapUrl: mapUrl(call.latitude, call.longitude) }
        : null,
    landmark: call.landmark,
    severity: call.severity,
    answer:
      call.ackKind && call.ackedAt
        ? {
            kind: call.ackKind,
            etaMinutes: call.ackEtaMinutes,
            reply: (call.ackReply as AnswerReply | null) ?? null,
            by: call.ackedByRole ?? 'owner',
            byName: call.ackedByName,
            at: call.ackedAt.toISOString(),
          }
        : null,
    events: eventsByCall.get(call.id) ?? [],
    note: call.note,
    resolvedAt: call.resolvedAt?.toISOString() ?? null,
    createdAt: call.createdAt.toISOString(),
    notifications: call.notificationIds.map((id) => texts.get(id)).filter((n): n is TSosNotification => !!n),
  }));
}

export async function countSosCalls(db: Db, f: SosFilters): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sosCalls)
    .leftJoin(users, eq(users.id, sosCalls.ownerId))
    .where(sosWhere(f));
  return row?.n ?? 0;
}

/**
 * Queues a call's undelivered texts again, each with a fresh retry window; answers how many.
 * Audited like any other change an admin makes to a call.
 */
export async function retryFailedTexts(db: Db, ctx: Ctx, id: string, retrySeconds: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [call] = await tx.select({ id: sosCalls.id }).from(sosCalls).where(eq(sosCalls.id, id));
    if (!call) throw notFound('That SOS call');
    const requeued = await tx
      .update(notifications)
      .set({
        status: 'queued',
        nextAttemptAt: ctx.now,
        giveUpAt: new Date(ctx.now.getTime() + retrySeconds * 1000),
        lockedUntil: null,
        updatedAt: ctx.now,
      })
      .where(
        and(
          sql`${notifications.id} = any(select unnest(notification_ids) from sos_calls where id = ${id})`,
          eq(notifications.status, 'failed'),
        ),
      )
      .returning({ id: notifications.id, recipientName: notifications.recipientName });
    if (requeued.length === 0)
      throw new AppError('CONFLICT', 'Every text of this alert was delivered or is still being sent.');
    await writeAudit(tx, ctx, 'update', 'sosCall', id, null, { retried: requeued.map((r) => r.recipientName) });
    return requeued.length;
  });
}

export async function updateSosCall(
  db: Db,
  ctx: Ctx,
  id: string,
  input: { status: SosStatus; note?: string },
): Promise<TSosCall> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(sosCalls).where(eq(sosCalls.id, id));
    if (!before) throw notFound('That SOS call');
    const resolved = input.status === 'resolved';
    const [after] = await tx
      .update(sosCalls)
      .set({
        status: input.status,
        note: input.note ?? before.note,
        resolvedAt: resolved ? ctx.now : null,
        resolvedBy: resolved ? ctx.user?._id : null,
      })
      .where(eq(sosCalls.id, id))
      .returning();
    await writeAudit(tx, ctx, 'update', 'sosCall', id, before, after);
  });
  const [call] = await findSosCalls(db, { ids: [id] });
  return call!;
}
