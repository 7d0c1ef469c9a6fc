/** The back office's SOS log: calls with their delivery states, resolving them, retrying undelivered texts. */
import {
  type AnswerReply,
  mapUrl,
  pageWindow,
  type SosStatus,
  type TSosCall,
  type TSosCallEvent,
  type TSosNotification,
} from '@safesathi/contract';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import {
  countMatchingSosCalls,
  findEventsOfCalls,
  findNotificationsByIds,
  findSosCall,
  findSosCallPage,
  requeueFailedTexts,
  type SosFilters,
  sosCallExists,
  updateSosCallRow,
} from './sos-log.repo.js';

/** A page of SOS calls with their owners and per-recipient delivery states (two queries). */
export async function findSosCalls(db: Db, f: SosFilters): Promise<TSosCall[]> {
  const { limit, offset } = pageWindow(f);
  const rows = await findSosCallPage(db, f, limit, offset);
  if (rows.length === 0) return [];
  const textIds = [...new Set(rows.flatMap((r) => r.call.notificationIds))];
  const [notes, events] = await Promise.all([
    findNotificationsByIds(db, textIds),
    findEventsOfCalls(
      db,
      rows.map((r) => r.call.id),
    ),
  ]);
  const texts = new Map<string, TSosNotification>(
    notes.map((n) => [
      n.id,
      {
        _id: n.id,
        channel: n.channel,
        recipientRole: n.recipientRole,
        recipientName: n.recipientName,
        phone: n.phone,
        status: n.status,
        attempts: n.attempts,
        lastError: n.lastError,
        sentAt: n.sentAt?.toISOString() ?? null,
        delivery: n.delivery,
        deliveredAt: n.deliveredAt?.toISOString() ?? null,
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
  return rows.map(({ call, ownerName, ownerPhone, tr }) => ({
    _id: call.id,
    status: call.status,
    reason: { _id: call.reasonId, reasonText: call.reasonText, ...(tr ? { translations: tr } : {}) },
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
  return countMatchingSosCalls(db, f);
}

/**
 * Queues a call's undelivered texts again, each with a fresh retry window; answers how many.
 * Audited like any other change an admin makes to a call.
 */
export async function retryFailedTexts(db: Db, ctx: Ctx, id: string, retrySeconds: number): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await sosCallExists(tx, id))) throw notFound('That SOS call');
    const requeued = await requeueFailedTexts(tx, id, ctx.now, new Date(ctx.now.getTime() + retrySeconds * 1000));
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
    const before = await findSosCall(tx, id);
    if (!before) throw notFound('That SOS call');
    const resolved = input.status === 'resolved';
    const after = await updateSosCallRow(tx, id, {
      status: input.status,
      note: input.note ?? before.note,
      resolvedAt: resolved ? ctx.now : null,
      resolvedBy: resolved ? ctx.user?._id : null,
    });
    await writeAudit(tx, ctx, 'update', 'sosCall', id, before, after);
  });
  const [call] = await findSosCalls(db, { ids: [id] });
  return call!;
}
