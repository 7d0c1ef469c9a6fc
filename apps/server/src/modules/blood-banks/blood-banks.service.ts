import {
  mapUrl,
  pageWindow,
  type TBloodBank,
  type TBloodBankImportReport,
  type TBloodBankListFilter,
  type TBloodBankValues,
} from '@safesathi/contract';
import { type AuditEntry, writeAudit, writeAudits } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { conflict, fieldError, notFound } from '../../platform/errors.js';
import { coordinatesOfPin } from '../../platform/geo/pin-codes.js';
import { readBloodBankCsv } from './blood-bank-csv.js';
import {
  type BloodBankRow,
  countBloodBanks,
  deleteBloodBankRow,
  findBloodBankForUpdate,
  findBloodBankPage,
  findBloodBanksByKey,
  findOtherBloodBankByKey,
  keyOf,
  updateBloodBankRow,
  upsertBloodBanks,
} from './blood-banks.repo.js';

/** Rows per statement of an import: 12 values a row, well under PostgreSQL's 65,535 parameters. */
const IMPORT_CHUNK = 500;
const ENTITY = 'bloodBank';

export function toBloodBank(r: BloodBankRow): TBloodBank {
  return {
    _id: r.id,
    name: r.name,
    state: r.state,
    district: r.district,
    city: r.city,
    address: r.address,
    pincode: r.pincode,
    phone: r.phone,
    email: r.email,
    category: r.category,
    open24h: r.open24h,
    latitude: r.latitude,
    longitude: r.longitude,
    locatedFrom: r.locatedFrom,
    mapUrl: mapUrl(r.latitude, r.longitude),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function findBloodBanks(db: Db, filter: TBloodBankListFilter) {
  const { page, limit, offset } = pageWindow(filter);
  const [rows, total] = await Promise.all([findBloodBankPage(db, filter, limit, offset), countBloodBanks(db, filter)]);
  return { data: rows.map(toBloodBank), total, page, limit };
}

/**
 * Imports the directory's CSV: every valid row is added or updated (known by its name and PIN
 * code, so importing the same file twice changes nothing the second time), every other row is
 * reported by its line and reason. One transaction, each added or changed bank audited in it.
 */
export async function importBloodBanks(db: Db, ctx: Ctx, csv: string): Promise<TBloodBankImportReport> {
  const file = readBloodBankCsv(csv);
  let added = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < file.rows.length; i += IMPORT_CHUNK) {
      const chunk = file.rows.slice(i, i + IMPORT_CHUNK);
      const before = new Map(
        (
          await findBloodBanksByKey(
            tx,
            chunk.map((r) => r.values),
          )
        ).map((b) => [keyOf(b), b]),
      );
      const saved = await upsertBloodBanks(
        tx,
        chunk.map((r) => ({ ...r.values, locatedFrom: r.locatedFrom, createdAt: ctx.now, updatedAt: ctx.now })),
      );
      const entries: AuditEntry[] = saved.map(({ inserted, ...row }) =>
        inserted
          ? { action: 'create', entity: ENTITY, entityId: row.id, before: null, after: row }
          : { action: 'update', entity: ENTITY, entityId: row.id, before: before.get(keyOf(row)) ?? null, after: row },
      );
      await writeAudits(tx, ctx, entries);
      added += saved.filter((s) => s.inserted).length;
      updated += saved.filter((s) => !s.inserted).length;
    }
  });
  return {
    rows: file.total,
    added,
    updated,
    unchanged: file.rows.length - added - updated,
    placedByPin: file.rows.filter((r) => r.locatedFrom === 'pin').length,
    errors: file.errors,
  };
}

/** Where a bank is: as given, or its PIN code's area when no coordinates were given. */
function placeOf(values: TBloodBankValues): { latitude: number; longitude: number; locatedFrom: 'given' | 'pin' } {
  if (values.latitude !== null && values.longitude !== null)
    return { latitude: values.latitude, longitude: values.longitude, locatedFrom: 'given' };
  const at = coordinatesOfPin(values.pincode);
  if (!at)
    throw fieldError(
      'latitude',
      `PIN code ${values.pincode} is not in the PIN-code list: give the latitude and longitude.`,
    );
  return { latitude: at.lat, longitude: at.lng, locatedFrom: 'pin' };
}

export async function updateBloodBank(db: Db, ctx: Ctx, id: string, values: TBloodBankValues): Promise<TBloodBank> {
  return db.transaction(async (tx) => {
    const before = await findBloodBankForUpdate(tx, id);
    if (!before) throw notFound('That blood bank');
    if (await findOtherBloodBankByKey(tx, id, values))
      throw conflict('Another blood bank has this name and PIN code.', [
        { path: 'name', message: 'Another blood bank has this name and PIN code' },
      ]);
    const row = await updateBloodBankRow(tx, id, { ...values, ...placeOf(values), updatedAt: ctx.now });
    await writeAudit(tx, ctx, 'update', ENTITY, id, before, row);
    return toBloodBank(row);
  });
}

export async function deleteBloodBank(db: Db, ctx: Ctx, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await deleteBloodBankRow(tx, id);
    if (!before) throw notFound('That blood bank');
    await writeAudit(tx, ctx, 'delete', ENTITY, id, before, null);
  });
}
