import type { TBloodBankListFilter } from '@safesathi/contract';
import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { containsPattern } from '../../platform/db/like.js';
import { bloodBanks } from '../../platform/db/schema.js';

export type BloodBankRow = typeof bloodBanks.$inferSelect;
export type BloodBankValues = typeof bloodBanks.$inferInsert;
/** A bank with its distance from the point asked about, in metres. */
export type BloodBankNear = BloodBankRow & { metres: number };

/** The natural key as the database reads it: `name_key` (lower(name)) and the PIN code. */
export const keyOf = (row: { nameKey: string; pincode: string }) => `${row.nameKey}|${row.pincode}`;

/** The columns an import writes (and compares, to tell a changed bank from one already so). */
const IMPORTED = [
  'name',
  'state',
  'district',
  'city',
  'address',
  'phone',
  'email',
  'category',
  'open24h',
  'latitude',
  'longitude',
  'locatedFrom',
] as const;

const excluded = (column: (typeof IMPORTED)[number] | 'updatedAt') => sql.raw(`excluded."${bloodBanks[column].name}"`);

/**
 * Inserts new banks and updates known ones (same name in any case, same PIN code) in one
 * statement. A bank whose every field is already so is left alone and not returned, so the
 * answer is exactly what changed: `inserted` tells a new bank from an updated one.
 */
export async function upsertBloodBanks(
  db: DbOrTx,
  values: BloodBankValues[],
): Promise<(BloodBankRow & { inserted: boolean })[]> {
  if (values.length === 0) return [];
  const set = Object.fromEntries([...IMPORTED, 'updatedAt'].map((c) => [c, excluded(c as 'name')]));
  const mine = sql.join(
    IMPORTED.map((c) => bloodBanks[c]),
    sql`, `,
  );
  const theirs = sql.join(
    IMPORTED.map((c) => excluded(c)),
    sql`, `,
  );
  return db
    .insert(bloodBanks)
    .values(values)
    .onConflictDoUpdate({
      target: [bloodBanks.nameKey, bloodBanks.pincode],
      set,
      setWhere: sql`(${mine}) is distinct from (${theirs})`,
    })
    .returning({ ...getTableColumns(bloodBanks), inserted: sql<boolean>`(xmax = 0)` });
}

/** The banks already stored under these names and PIN codes (the name compared as the database lowers it). */
export async function findBloodBanksByKey(
  db: DbOrTx,
  keys: { name: string; pincode: string }[],
): Promise<BloodBankRow[]> {
  if (keys.length === 0) return [];
  const wanted = sql.join(
    keys.map((k) => sql`(lower(${k.name}), ${k.pincode})`),
    sql`, `,
  );
  return db.select().from(bloodBanks).where(sql`(${bloodBanks.nameKey}, ${bloodBanks.pincode}) in (${wanted})`);
}

function whereOf(f: TBloodBankListFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.category) parts.push(eq(bloodBanks.category, f.category));
  if (f.search) {
    const p = containsPattern(f.search.toLowerCase());
    parts.push(
      or(
        ilike(bloodBanks.nameKey, p),
        ilike(bloodBanks.district, p),
        ilike(bloodBanks.city, p),
        ilike(bloodBanks.state, p),
        /^\d{3,6}$/.test(f.search) ? ilike(bloodBanks.pincode, `${f.search}%`) : undefined,
      ),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

const SORTS = {
  name: bloodBanks.nameKey,
  state: bloodBanks.state,
  district: bloodBanks.district,
  pincode: bloodBanks.pincode,
  updatedAt: bloodBanks.updatedAt,
} as const;

export function findBloodBankPage(
  db: DbOrTx,
  f: TBloodBankListFilter,
  limit: number,
  offset: number,
): Promise<BloodBankRow[]> {
  const dir = f.order === 'desc' ? desc : asc;
  return db
    .select()
    .from(bloodBanks)
    .where(whereOf(f))
    .orderBy(dir(SORTS[f.sort ?? 'name']), asc(bloodBanks.id))
    .limit(limit)
    .offset(offset);
}

export async function countBloodBanks(db: DbOrTx, f: TBloodBankListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bloodBanks).where(whereOf(f));
  return row?.n ?? 0;
}

export async function findBloodBankForUpdate(db: DbOrTx, id: string): Promise<BloodBankRow | undefined> {
  const [row] = await db.select().from(bloodBanks).where(eq(bloodBanks.id, id)).for('update');
  return row;
}

/** Another bank under this name and PIN code than `id`, if any. */
export async function findOtherBloodBankByKey(
  db: DbOrTx,
  id: string,
  key: { name: string; pincode: string },
): Promise<BloodBankRow | undefined> {
  const [row] = await db
    .select()
    .from(bloodBanks)
    .where(
      and(
        sql`${bloodBanks.nameKey} = lower(${key.name})`,
        eq(bloodBanks.pincode, key.pincode),
        sql`${bloodBanks.id} <> ${id}`,
      ),
    );
  return row;
}

export async function updateBloodBankRow(db: DbOrTx, id: string, set: Partial<BloodBankValues>): Promise<BloodBankRow> {
  const [row] = await db.update(bloodBanks).set(set).where(eq(bloodBanks.id, id)).returning();
  return row!;
}

export async function deleteBloodBankRow(db: DbOrTx, id: string): Promise<BloodBankRow | undefined> {
  const [row] = await db.delete(bloodBanks).where(eq(bloodBanks.id, id)).returning();
  return row;
}

const bankEarth = sql`ll_to_earth(${bloodBanks.latitude}, ${bloodBanks.longitude})`;

/**
 * The `limit` banks nearest to a point, nearest first, with their distance: ordered by the cube
 * distance of ll_to_earth through the GiST index (a nearest-neighbour scan: it reads about `limit`
 * rows, however many banks there are), measured with earth_distance.
 */
export function findNearestBloodBanks(
  db: DbOrTx,
  at: { lat: number; lng: number },
  limit: number,
): Promise<BloodBankNear[]> {
  const centre = sql`ll_to_earth(${at.lat}::float8, ${at.lng}::float8)`;
  return db
    .select({ ...getTableColumns(bloodBanks), metres: sql<number>`earth_distance(${bankEarth}, ${centre})` })
    .from(bloodBanks)
    .orderBy(sql`${bankEarth} <-> ${centre}`)
    .limit(limit);
}

/**
 * A district or city by name (any case) as the banks in it spell it, and the middle of those
 * banks: where "nearest to Pune" is measured from. Null when no bank is in a place of that name.
 */
export async function findPlaceCentre(
  db: DbOrTx,
  place: string,
): Promise<{ label: string; lat: number; lng: number } | null> {
  const inDistrict = sql`lower(${bloodBanks.district}) = lower(${place})`;
  const inCity = sql`lower(${bloodBanks.city}) = lower(${place})`;
  const [row] = await db
    .select({
      label: sql<string>`min(case when ${inCity} then ${bloodBanks.city} else ${bloodBanks.district} end)`,
      lat: sql<number>`avg(${bloodBanks.latitude})`,
      lng: sql<number>`avg(${bloodBanks.longitude})`,
      n: count(),
    })
    .from(bloodBanks)
    .where(or(inDistrict, inCity));
  return row && row.n > 0 ? { label: row.label, lat: Number(row.lat), lng: Number(row.lng) } : null;
}
