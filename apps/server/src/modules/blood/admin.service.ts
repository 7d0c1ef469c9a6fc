/**
 * The back office's blood requests (viewBloodRequests, editBloodRequests): every request with its
 * state and figures, closing one, and blocking a requester who abuses the service. Each change is
 * in the audit log, written in its transaction.
 */
import { pageWindow, type TAdminBloodRequest, type ZAdminBloodRequestQuery } from '@safesathi/contract';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { countAnswers, deleteBlock, findLiveUser, findRequestPage, insertBlock } from './admin.repo.js';
import { endRequest } from './request-end.service.js';
import { lockRequest } from './requests.repo.js';
import type { BloodDeps } from './requests.service.js';

export async function findAdminRequests(deps: BloodDeps, query: z.output<typeof ZAdminBloodRequestQuery>) {
  const { page, limit, offset } = pageWindow(query);
  const { rows, total } = await findRequestPage(deps.db, { status: query.status }, { limit, offset });
  const answers = await countAnswers(
    deps.db,
    rows.map((x) => x.r.id),
  );
  const countOf = (id: string, answer: string) =>
    answers.find((a) => a.requestId === id && a.answer === answer)?.n ?? 0;
  const data: TAdminBloodRequest[] = rows.map(({ r, requesterName, blocked, creatorName }) => ({
    _id: r.id,
    patientName: r.patientName,
    bloodGroup: r.bloodGroup,
    component: r.component,
    units: r.units,
    hospitalName: r.hospitalName,
    status: r.status,
    closedReason: r.closedReason,
    neededKind: r.neededKind,
    neededBy: r.neededBy.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    notified: r.asked,
    yesCount: r.yesCount,
    donatedCount: r.donatedCount,
    radiusKm: r.radiusKm,
    notNow: countOf(r.id, 'not-now'),
    donatedRecently: countOf(r.id, 'donated-recently'),
    requester: r.requesterId && requesterName ? { _id: r.requesterId, name: requesterName, blocked } : null,
    createdBy: r.createdBy && creatorName ? { _id: r.createdBy, name: creatorName } : null,
  }));
  return { data, total, page, limit };
}

/** An admin closes an open request; donors still waiting are told. */
export async function closeAsAdmin(deps: BloodDeps, ctx: Ctx, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (!row) throw notFound('The blood request');
    if (row.status !== 'open') throw new AppError('CONFLICT', 'This request is already closed.');
    await endRequest(tx, deps, row, { status: 'closed', reason: 'admin' }, ctx.user?._id ?? null, ctx.now);
    await writeAudit(tx, ctx, 'update', 'blood_request', id, { status: 'open' }, { status: 'closed', reason: 'admin' });
  });
}

/** Stops a customer from making blood requests (their open ones stay; close them one by one). */
export async function blockRequester(deps: BloodDeps, ctx: Ctx, userId: string, reason?: string): Promise<string> {
  const user = await findLiveUser(deps.db, userId);
  if (!user) throw notFound('The customer');
  await deps.db.transaction(async (tx) => {
    const added = await insertBlock(tx, {
      userId,
      reason: reason ?? null,
      blockedBy: ctx.user?._id ?? null,
      createdAt: ctx.now,
    });
    if (added)
      await writeAudit(tx, ctx, 'create', 'blood_requester_block', userId, null, {
        name: user.name,
        reason: reason ?? null,
      });
  });
  return user.name;
}

export async function unblockRequester(deps: BloodDeps, ctx: Ctx, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const gone = await deleteBlock(tx, userId);
    if (!gone) throw notFound('The block');
    await writeAudit(tx, ctx, 'delete', 'blood_requester_block', userId, { reason: gone.reason }, null);
  });
}
