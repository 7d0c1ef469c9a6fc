import type { TAddress } from '@safesathi/contract';
import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { addresses, users } from '../../platform/db/schema.js';

export type AddressRow = typeof addresses.$inferSelect;

export const toAddress = (a: typeof addresses.$inferSelect): TAddress => ({
  _id: a.id,
  userid: a.userId,
  addressName: a.addressName,
  streetAdd: a.streetAdd,
  city: a.city,
  state: a.state,
  pincode: a.pincode,
  createdAt: a.createdAt.toISOString(),
});

export async function findAddressesOfUser(db: DbOrTx, userId: string): Promise<TAddress[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toAddress);
}

/** A page of addresses of live users (of one user when `userId` is given), and their count. */
export async function findAddressPage(
  db: DbOrTx,
  f: { userId?: string; sort?: 'createdAt' | 'city'; order?: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ rows: TAddress[]; total: number }> {
  const cond: SQL[] = [isNull(users.deletedAt)];
  if (f.userId) cond.push(eq(addresses.userId, f.userId));
  const dir = f.order === 'desc' ? desc : asc;
  const col = f.sort === 'city' ? addresses.city : addresses.createdAt;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ a: addresses })
      .from(addresses)
      .innerJoin(users, eq(users.id, addresses.userId))
      .where(and(...cond))
      .orderBy(dir(col), dir(addresses.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: count() })
      .from(addresses)
      .innerJoin(users, eq(users.id, addresses.userId))
      .where(and(...cond)),
  ]);
  return { rows: rows.map((r) => toAddress(r.a)), total: totalRow?.n ?? 0 };
}

export async function findAddress(db: DbOrTx, id: string): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id));
  return row;
}

export async function insertAddress(db: DbOrTx, values: typeof addresses.$inferInsert): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(values).returning();
  return row!;
}

/** Sets the given columns (undefined leaves one as it is); answers the row as it now is. */
export async function updateAddressRow(
  db: DbOrTx,
  id: string,
  patch: Partial<typeof addresses.$inferInsert>,
): Promise<AddressRow> {
  const [row] = await db.update(addresses).set(patch).where(eq(addresses.id, id)).returning();
  return row!;
}

export async function deleteAddressRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(addresses).where(eq(addresses.id, id));
}
