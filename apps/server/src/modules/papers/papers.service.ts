/**
 * A customer's papers (docs/decisions/0058-vehicle-papers.md). Only the owner reads a paper's
 * number or file: an admin, whatever their flags, sees through adminPapers() that it exists and
 * when it expires, nothing more. Another person's paper is "not found".
 */
import { type TAdminPaper, type TPaper, type TPaperRequest, VEHICLE_PAPER_KINDS } from '@safesathi/contract';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { AppError, fieldError, notFound } from '../../platform/errors.js';
import type { PapersConfig } from '../../platform/papers-config.js';
import type { UploadedFile } from '../../platform/uploads.js';
import { assertAdminMay } from '../users/user-access.js';
import { findLiveUser } from '../users/users.repo.js';
import { findOwnedVehicle } from '../vehicles/vehicles.service.js';
import { decryptPaper } from './paper-crypto.js';
import type { PaperFiles, SealedFile } from './paper-files.js';
import { deletePaperRow, findPaper, findPapersOf, insertPaper, type PaperRow, updatePaperRow } from './papers.repo.js';

export function toPaper(row: PaperRow): TPaper {
  return {
    _id: row.id,
    kind: row.kind,
    vehicleId: row.vehicleId,
    registrationNumber: row.registrationNumber,
    number: row.number,
    issuer: row.issuer,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    insurer: row.insurer,
    helpline: row.helpline,
    fileType: row.fileType,
    renewedBy: row.renewedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a paper: never its number or file (admins read the log). */
const audited = (row: Pick<PaperRow, 'kind' | 'vehicleId' | 'validUntil'>) => ({
  kind: row.kind,
  vehicleId: row.vehicleId,
  validUntil: row.validUntil,
});

const me = (ctx: Ctx) => {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return ctx.user._id;
};

/** The signed-in person's own paper; anyone else's (an admin's view included) is not found. */
export async function findMyPaper(db: DbOrTx, ctx: Ctx, id: string): Promise<PaperRow> {
  const row = await findPaper(db, id);
  if (!row || row.userId !== me(ctx)) throw notFound('That paper');
  return row;
}

export async function listMyPapers(db: Db, ctx: Ctx): Promise<TPaper[]> {
  return (await findPapersOf(db, me(ctx))).map(toPaper);
}

export async function readMyPaper(db: Db, ctx: Ctx, id: string): Promise<TPaper> {
  return toPaper(await findMyPaper(db, ctx, id));
}

/** A vehicle's paper names one of the person's vehicles; a licence names none. */
async function checkFields(db: DbOrTx, ctx: Ctx, input: TPaperRequest): Promise<string | null> {
  const forVehicle = (VEHICLE_PAPER_KINDS as readonly string[]).includes(input.kind);
  if (!forVehicle) {
    if (input.vehicleId) throw fieldError('vehicleId', 'A driving licence belongs to a person, not a vehicle');
    return null;
  }
  if (!input.vehicleId) throw fieldError('vehicleId', 'Choose the vehicle this paper is for');
  const vehicle = await findOwnedVehicle(db, ctx, input.vehicleId).catch(() => null);
  if (!vehicle || vehicle.userid !== me(ctx)) throw fieldError('vehicleId', 'Choose one of your vehicles');
  if (input.validFrom && input.validUntil && input.validFrom > input.validUntil)
    throw fieldError('validUntil', 'The valid-until date comes after the valid-from date');
  return input.vehicleId;
}

const fields = (input: TPaperRequest, vehicleId: string | null) => ({
  kind: input.kind,
  vehicleId,
  number: input.number ?? null,
  issuer: input.issuer ?? null,
  validFrom: input.validFrom ?? null,
  validUntil: input.validUntil ?? null,
  insurer: input.kind === 'insurance' ? (input.insurer ?? null) : null,
  helpline: input.kind === 'insurance' ? (input.helpline ?? null) : null,
});

const fileFields = (sealed: SealedFile | null) =>
  sealed ? { fileName: sealed.name, fileType: sealed.type, fileSize: sealed.size, fileKeyId: sealed.keyId } : {};

/** Adds a paper (with its file, if one came); `renews` marks an older paper as replaced, ending its reminders. */
export async function createPaper(
  db: Db,
  ctx: Ctx,
  files: PaperFiles,
  input: TPaperRequest,
  file: UploadedFile | undefined,
): Promise<TPaper> {
  const vehicleId = await checkFields(db, ctx, input);
  if (input.renews) {
    const old = await findMyPaper(db, ctx, input.renews);
    if (old.kind !== input.kind || old.vehicleId !== vehicleId)
      throw fieldError('renews', 'A renewed paper is of the same kind, for the same vehicle');
    if (old.renewedBy) throw new AppError('CONFLICT', 'That paper was renewed already.');
  }
  return files.with(file, async (sealed) => {
    const id = await db.transaction(async (tx) => {
      const id = await insertPaper(tx, {
        userId: me(ctx),
        ...fields(input, vehicleId),
        ...fileFields(sealed),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      if (input.renews) await updatePaperRow(tx, input.renews, { renewedBy: id, updatedAt: ctx.now });
      await writeAudit(tx, ctx, 'create', 'paper', id, null, audited(fields(input, vehicleId)));
      return id;
    });
    return toPaper((await findPaper(db, id))!);
  });
}

/** Changes a paper; a new file replaces the old one, which is deleted only once the change is saved. */
export async function updatePaper(
  db: Db,
  ctx: Ctx,
  files: PaperFiles,
  id: string,
  input: TPaperRequest,
  file: UploadedFile | undefined,
): Promise<TPaper> {
  const before = await findMyPaper(db, ctx, id);
  if (input.kind !== before.kind) throw fieldError('kind', 'The kind of a paper cannot change; add a new paper');
  const vehicleId = await checkFields(db, ctx, input);
  const saved = await files.with(file, async (sealed) => {
    await db.transaction(async (tx) => {
      await updatePaperRow(tx, id, { ...fields(input, vehicleId), ...fileFields(sealed), updatedAt: ctx.now });
      await writeAudit(tx, ctx, 'update', 'paper', id, audited(before), audited(fields(input, vehicleId)));
    });
    return sealed;
  });
  if (saved) await files.remove(before.fileName);
  return toPaper((await findPaper(db, id))!);
}

export async function deletePaper(db: Db, ctx: Ctx, files: PaperFiles, id: string): Promise<void> {
  const before = await findMyPaper(db, ctx, id);
  await db.transaction(async (tx) => {
    await deletePaperRow(tx, id);
    await writeAudit(tx, ctx, 'delete', 'paper', id, audited(before), null);
  });
  await files.remove(before.fileName);
}

/** A paper's file, decrypted: for its owner, or a share link's holder (shares.service.ts). */
export async function openPaperFile(
  files: PaperFiles,
  keys: PapersConfig,
  row: PaperRow,
): Promise<{ bytes: Buffer; type: string; filename: string }> {
  if (!row.fileName || !row.fileKeyId || !row.fileType) throw notFound('The file of that paper');
  const blob = await files.read(row.fileName);
  if (!blob) throw notFound('The file of that paper');
  const bytes = decryptPaper(keys, row.fileKeyId, row.fileName, blob);
  const filename = `${row.kind}${row.fileType === 'application/pdf' ? '.pdf' : '.webp'}`;
  return { bytes, type: row.fileType, filename };
}

export async function readMyPaperFile(db: Db, ctx: Ctx, files: PaperFiles, keys: PapersConfig, id: string) {
  return openPaperFile(files, keys, await findMyPaper(db, ctx, id));
}

/** The back office's view of a customer's papers: that each exists and when it expires (viewCustomer). */
export async function adminPapers(db: Db, ctx: Ctx, userId: string): Promise<TAdminPaper[]> {
  const user = await findLiveUser(db, userId);
  if (!user) throw notFound('That user');
  assertAdminMay(ctx, 'view', user.usertype as 'Customer' | 'Admin');
  return (await findPapersOf(db, userId)).map((row) => ({
    _id: row.id,
    kind: row.kind,
    vehicleId: row.vehicleId,
    registrationNumber: row.registrationNumber,
    validUntil: row.validUntil,
    hasFile: !!row.fileName,
    renewed: !!row.renewedBy,
  }));
}
