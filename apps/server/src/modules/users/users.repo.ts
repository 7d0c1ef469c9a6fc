import { phoneSearchDigits, type TAddress, type TContact, type TUserDetail, type UserType } from '@safesathi/contract';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { afterCursor, cursorValue, type KeysetCursor, keysetOrder, type SortKey } from '../../platform/db/keyset.js';
import { containsPattern } from '../../platform/db/like.js';
import {
  addresses,
  emergencyContacts,
  orders,
  sosCalls,
  userCounts,
  users,
  userVehicles,
} from '../../platform/db/schema.js';

export interface UserFilters {
  usertypes: UserType[];
  /** Lower-cased name, email or phone fragment. */
  search?: string;
  /** Normalised registration fragment (upper case, no spaces). */
  vehicleNumber?: string;
}

/**
 * The WHERE of the Customers/Admin lists. Every fragment is served by a trigram index
 * (users_name_trgm_idx on lower(name), users_email_trgm_idx, users_phone_trgm_idx,
 * vehicles_reg_trgm_idx), so partial any-case search stays fast at a million rows.
 */
export function userListWhere(f: UserFilters): SQL {
  const conds: (SQL | undefined)[] = [
    isNull(users.deletedAt),
    f.usertypes.length === 1 ? eq(users.usertype, f.usertypes[0]!) : inArray(users.usertype, f.usertypes),
  ];
  if (f.search) {
    const p = containsPattern(f.search.toLowerCase());
    const digits = phoneSearchDigits(f.search);
    conds.push(
      or(
        sql`lower(${users.name}) like ${p}`,
        // An e-mail address holds no spaces: "kavya nair" need not probe the e-mail index.
        /\s/.test(f.search) ? undefined : sql`lower(${users.email}) like ${p}`,
        digits ? sql`${users.phone} like ${containsPattern(digits)}` : undefined,
      ),
    );
  }
  if (f.vehicleNumber) {
    conds.push(
      inArray(
        users.id,
        sql`(select ${userVehicles.userId} from ${userVehicles} where ${userVehicles.registrationNumber} like ${containsPattern(f.vehicleNumber)})`,
      ),
    );
  }
  return and(...conds)!;
}

export type UserSort = 'name' | 'phone' | 'email' | 'bloodGroup' | 'createdAt';

const SORT_KEYS: Record<UserSort, SortKey> = {
  name: { expr: sql`lower(${users.name})`, type: 'text' },
  phone: { expr: users.phone, type: 'text' },
  email: { expr: sql`lower(${users.email})`, type: 'text' },
  bloodGroup: { expr: users.bloodGroup, type: 'text' },
  createdAt: { expr: users.createdAt, type: 'timestamptz' },
};

export interface UserOrder {
  sort: UserSort;
  order: 'asc' | 'desc';
}

export async function findUserPage(db: DbOrTx, where: SQL, page: UserOrder & { limit: number; offset: number }) {
  return db
    .select()
    .from(users)
    .where(where)
    .orderBy(...keysetOrder(SORT_KEYS[page.sort], users.id, page.order))
    .limit(page.limit)
    .offset(page.offset);
}

/** The number of users the filters match; unfiltered, it is read from the trigger-kept counter. */
export async function countUsers(db: DbOrTx, f: UserFilters, where: SQL): Promise<number> {
  if (!f.search && !f.vehicleNumber) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${userCounts.live}), 0)::int` })
      .from(userCounts)
      .where(inArray(userCounts.usertype, f.usertypes));
    return row?.n ?? 0;
  }
  const [row] = await db.select({ n: count() }).from(users).where(where);
  return row?.n ?? 0;
}

/**
 * A batch of the list in its sort order after the cursor (the CSV export walks the whole list
 * this way, in the order the screen shows it).
 */
export async function findUsersAfter(
  db: DbOrTx,
  where: SQL,
  order: UserOrder,
  after: KeysetCursor | null,
  limit: number,
) {
  const key = SORT_KEYS[order.sort];
  return db
    .select({ user: users, cursor: cursorValue(key) })
    .from(users)
    .where(and(where, after ? afterCursor(key, users.id, order.order, after) : undefined))
    .orderBy(...keysetOrder(key, users.id, order.order))
    .limit(limit);
}

const toContact = (c: typeof emergencyContacts.$inferSelect): TContact => ({
  _id: c.id,
  name: c.name,
  phone: c.phone,
  countryCode: c.countryCode,
});

/** The emergency contacts of many users in one query. */
export async function findContactsOfUsers(db: DbOrTx, userIds: string[]): Promise<Map<string, TContact[]>> {
  const byUser = new Map<string, TContact[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(emergencyContacts)
    .where(inArray(emergencyContacts.userId, userIds))
    .orderBy(asc(emergencyContacts.position), asc(emergencyContacts.createdAt));
  for (const c of rows) byUser.get(c.userId)?.push(toContact(c));
  return byUser;
}

export async function replaceContacts(
  db: DbOrTx,
  userId: string,
  contacts: { name: string; phone: string; countryCode: string }[],
  now: Date,
): Promise<TContact[]> {
  await db.delete(emergencyContacts).where(eq(emergencyContacts.userId, userId));
  if (contacts.length === 0) return [];
  const rows = await db
    .insert(emergencyContacts)
    .values(contacts.map((c, position) => ({ ...c, userId, position, createdAt: now })))
    .returning();
  return rows.map(toContact);
}

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

/** The most recent orders and SOS calls of a user, for the detail page (read-only views of those modules' tables). */
export async function findActivityOfUser(
  db: DbOrTx,
  userId: string,
  limit = 20,
): Promise<Pick<TUserDetail, 'orders' | 'sosCalls'>> {
  const [orderRows, sosRows] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        totalPaise: orders.totalPaise,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.customerId, userId))
      .orderBy(desc(orders.createdAt))
      .limit(limit),
    db
      .select({
        id: sosCalls.id,
        reasonText: sosCalls.reasonText,
        vehicleNumber: sosCalls.vehicleNumber,
        status: sosCalls.status,
        createdAt: sosCalls.createdAt,
      })
      .from(sosCalls)
      .where(eq(sosCalls.ownerId, userId))
      .orderBy(desc(sosCalls.createdAt))
      .limit(limit),
  ]);
  return {
    orders: orderRows.map((o) => ({
      _id: o.id,
      ordernumber: o.orderNumber,
      status: o.status,
      totalPaise: o.totalPaise,
      createdAt: o.createdAt.toISOString(),
    })),
    sosCalls: sosRows.map((s) => ({
      _id: s.id,
      reasonText: s.reasonText,
      vehicleNumber: s.vehicleNumber,
      status: s.status,
      createdAt: s.createdAt.toISOString(),
    })),
  };
}

export async function findLivePhoneHolder(db: DbOrTx, countryCode: string, phone: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.countryCode, countryCode), eq(users.phone, phone), isNull(users.deletedAt)));
  return row?.id;
}
