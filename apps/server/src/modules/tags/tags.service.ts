import { pageWindow, type TagStatus, type TListQuery, type TTag } from '@safesathi/contract';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { generateTagCode } from './tag-code.js';
import {
  activateUnassignedTag,
  findBatch,
  findBatchCodes,
  findBatchTagRows,
  findLiveVehicle,
  findRecentBatches,
  findTagByCode,
  findTagPage,
  findTagRow,
  findTagRowByCodeForUpdate,
  findTagRowsOfUser,
  insertBatch,
  insertTagCodes,
  type TagPatch,
  type TagRow,
  updateTagRow,
} from './tags.repo.js';

export const MAX_BATCH = 1000;

export const tagUrl = (publicUrl: string, code: string) => `${publicUrl}/${code}`;

function toTag(r: TagRow, publicUrl: string): TTag {
  return {
    _id: r.tag.id,
    code: r.tag.code,
    status: r.tag.status,
    batchId: r.tag.batchId,
    url: tagUrl(publicUrl, r.tag.code),
    activatedAt: r.tag.activatedAt?.toISOString() ?? null,
    createdAt: r.tag.createdAt.toISOString(),
    vehicle: r.vehicleId ? { _id: r.vehicleId, registrationNumber: r.registrationNumber! } : null,
    owner: r.ownerId ? { _id: r.ownerId, name: r.ownerName!, phone: r.ownerPhone! } : null,
  };
}

export async function createBatch(db: Db, ctx: Ctx, n: number, publicUrl: string) {
  return db.transaction(async (tx) => {
    const batch = await insertBatch(tx, { count: n, createdBy: ctx.user?._id, createdAt: ctx.now });
    const codes = new Set<string>();
    // Collisions in 2^40 codes are rare; a clash with an existing code is simply drawn again.
    while (codes.size < n) {
      const want = n - codes.size;
      const fresh = new Set<string>();
      while (fresh.size < want) {
        const c = generateTagCode();
        if (!codes.has(c)) fresh.add(c);
      }
      for (const code of await insertTagCodes(tx, batch.id, [...fresh], ctx.now)) codes.add(code);
    }
    await writeAudit(tx, ctx, 'create', 'qrTagBatch', batch.id, null, { count: n });
    const rows = await findBatchTagRows(tx, batch.id);
    return {
      batch: { _id: batch.id, count: n, createdAt: batch.createdAt.toISOString() },
      tags: rows.map((r) => toTag(r, publicUrl)),
    };
  });
}

export async function listBatches(db: Db) {
  const rows = await findRecentBatches(db);
  return rows.map((b) => ({ _id: b.id, count: b.count, createdAt: b.createdAt.toISOString() }));
}

export interface TagFilters extends TListQuery {
  status?: TagStatus;
  search?: string;
  batchId?: string;
}

export async function listTags(db: Db, f: TagFilters, publicUrl: string) {
  const { page, limit, offset } = pageWindow(f);
  const { rows, total } = await findTagPage(db, {
    status: f.status,
    batchId: f.batchId,
    search: f.search ? f.search.trim().replace(/[\s-]/g, '') : undefined,
    sort: f.sort,
    order: f.order,
    limit,
    offset,
  });
  return { data: rows.map((r) => toTag(r, publicUrl)), total, page, limit };
}

async function findTag(db: DbOrTx, code: string) {
  const tag = await findTagByCode(db, code);
  if (!tag)
    throw new AppError('TAG_NOT_FOUND', `No tag has the code ${code}.`, [
      { path: 'code', message: 'No tag has this code' },
    ]);
  return tag;
}

/** Admin: assign to a vehicle (activates), suspend, or re-activate. */
export async function updateTag(
  db: Db,
  ctx: Ctx,
  code: string,
  input: { vehicleId?: string | null; status?: TagStatus },
  publicUrl: string,
): Promise<TTag> {
  return db.transaction(async (tx) => {
    const before = await findTag(tx, code);
    const patch: TagPatch = { updatedAt: ctx.now };
    if (input.vehicleId !== undefined) {
      if (input.vehicleId === null) {
        patch.vehicleId = null;
        patch.status = 'unassigned';
        patch.activatedAt = null;
      } else {
        if (!(await findLiveVehicle(tx, input.vehicleId)))
          throw new AppError('VALIDATION_FAILED', 'That vehicle was not found.', [
            { path: 'vehicleId', message: 'Vehicle not found' },
          ]);
        patch.vehicleId = input.vehicleId;
        patch.status = 'active';
        patch.activatedAt = ctx.now;
      }
    }
    if (input.status) {
      const vehicleId = patch.vehicleId !== undefined ? patch.vehicleId : before.vehicleId;
      if (input.status === 'active' && !vehicleId)
        throw new AppError('CONFLICT', 'Assign the tag to a vehicle before activating it.', [
          { path: 'status', message: 'The tag has no vehicle' },
        ]);
      if (input.status === 'unassigned') {
        patch.vehicleId = null;
        patch.activatedAt = null;
      }
      patch.status = input.status;
    }
    await updateTagRow(tx, before.id, patch);
    const row = await findTagRow(tx, before.id);
    await writeAudit(tx, ctx, 'update', 'qrTag', before.id, before, row!.tag);
    return toTag(row!, publicUrl);
  });
}

/** Customer: link an unassigned tag to one of their own vehicles. */
export async function activateTag(db: Db, ctx: Ctx, code: string, vehicleId: string, publicUrl: string): Promise<TTag> {
  const user = ctx.user!;
  return db.transaction(async (tx) => {
    const tag = await findTag(tx, code);
    const vehicle = await findLiveVehicle(tx, vehicleId);
    if (!vehicle || (user.usertype === 'Customer' && vehicle.userId !== user._id))
      throw new AppError('VALIDATION_FAILED', 'Choose one of your own vehicles.', [
        { path: 'vehicleId', message: 'Not one of your vehicles' },
      ]);
    if (tag.status !== 'unassigned')
      throw new AppError(
        'CONFLICT',
        tag.vehicleId === vehicleId
          ? 'This tag is already active on this vehicle.'
          : 'This tag is already in use. Check the code on your sticker.',
        [{ path: 'code', message: 'This tag is already in use' }],
      );
    // Guard against two activations racing: only an unassigned row flips.
    if (!(await activateUnassignedTag(tx, tag.id, vehicleId, ctx.now)))
      throw new AppError('CONFLICT', 'This tag is already in use.');
    await writeAudit(tx, ctx, 'update', 'qrTag', tag.id, tag, { ...tag, status: 'active', vehicleId });
    const row = await findTagRow(tx, tag.id);
    return toTag(row!, publicUrl);
  });
}

/**
 * Customer: their own tag on one of their vehicles, reported lost or found again, or moved to
 * another of their vehicles. A lost tag alerts nobody and tells whoever scans it so.
 */
export async function updateMyTag(
  db: Db,
  ctx: Ctx,
  code: string,
  input: { lost?: boolean; vehicleId?: string },
  publicUrl: string,
): Promise<TTag> {
  const user = ctx.user!;
  return db.transaction(async (tx) => {
    const current = await findTagRowByCodeForUpdate(tx, code);
    // Someone else's tag, or none: the same answer, so codes cannot be probed for owners.
    if (!current || current.ownerId !== user._id) throw notFound('That tag');
    const before = current.tag;
    if (before.status !== 'active' && before.status !== 'lost')
      throw new AppError('CONFLICT', 'This tag is switched off by our team. Contact support to turn it back on.');
    const patch: TagPatch = { updatedAt: ctx.now };
    if (input.vehicleId !== undefined && input.vehicleId !== before.vehicleId) {
      const vehicle = await findLiveVehicle(tx, input.vehicleId);
      if (!vehicle || vehicle.userId !== user._id)
        throw new AppError('VALIDATION_FAILED', 'Choose one of your own vehicles.', [
          { path: 'vehicleId', message: 'Not one of your vehicles' },
        ]);
      patch.vehicleId = input.vehicleId;
    }
    if (input.lost !== undefined) patch.status = input.lost ? 'lost' : 'active';
    await updateTagRow(tx, before.id, patch);
    const row = await findTagRow(tx, before.id);
    await writeAudit(tx, ctx, 'update', 'qrTag', before.id, before, row!.tag);
    return toTag(row!, publicUrl);
  });
}

/** A customer's tags: those on their vehicles. */
export async function findTagsOfUser(db: Db, userId: string, publicUrl: string): Promise<TTag[]> {
  const rows = await findTagRowsOfUser(db, userId);
  return rows.map((r) => toTag(r, publicUrl));
}

export async function findBatchTags(db: Db, batchId: string) {
  const batch = await findBatch(db, batchId);
  if (!batch) throw notFound('That batch');
  return { batch, codes: await findBatchCodes(db, batchId) };
}
