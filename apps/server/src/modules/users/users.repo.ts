import { phoneSearchDigits, type TContact, type TUserDetail, type UserType } from '@safesathi/contract';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { afterCursor, cursorValue, type KeysetCursor, keysetOrder, type SortKey } from '../../platform/db/keyset.js';
import { containsPattern } from '../../platform/db/like.js';
import {
  emergencyContacts,
  orders,
  sessions,
  sosCalls,
  userCounts,
  users,
  userVehicles,
} from '../../platform/db/schema.js';

export type LiveUser = typeof users.$inferSelect;
/** The columns a service may set on a user row (undefined leaves a column as it is). */
export type UserPatch = Partial<typeof users.$inferInsert>;

export async function findLiveUser(db: DbOrTx, id: string): Promise<LiveUser | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<LiveUser> {
  const [created] = await db.insert(users).values(values).returning();
  return created!;
}

/** Sets the patch's columns on a user (live or deleted); answers the row as it now is. */
export async function updateUserRow(db: DbOrTx, id: string, patch: UserPatch): Promise<LiveUser> {
  const [updated] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return updated!;
}

export interface UserFilters {
  usertypes: UserType[];
  /** Lower-cased name, email or phone fragment. */
  search?: string;
  /** Normalised registration fragment (upper case, no spaces). */
  vehicleNumber?: string;
}

/** A user list's filters as SQL, built by userListWhere: services hand it back here as they got it. */
export type UserListWhere = SQL;
export type { KeysetCursor };

/**
 * The WHERE of the Customers/Admin lists. Every fragment is served by a trigram index
 * (users_name_trgm_idx on lower(name), users_email_trgm_idx, users_phone_trgm_idx,
 * vehicles_reg_trgm_idx), so partial any-case search stays fast at a million rows.
 */
export function userListWhere(f: UserFilters): UserListWhere {
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
      orderNumber: o.orderNumber,
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

/** Marks a live user deleted; answers the row, or undefined when it was not live (deleted meanwhile). */
export async function softDeleteUser(db: DbOrTx, id: string, now: Date): Promise<LiveUser | undefined> {
  const [deleted] = await db
    .update(users)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  return deleted;
}

/** Ends every open session of a user. */
export async function revokeSessionsOfUser(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function findDeletedUser(db: DbOrTx, id: string): Promise<LiveUser | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNotNull(users.deletedAt)));
  return row;
}

/** Brings a deleted user back; answers false when it was not deleted (restored meanwhile). */
export async function undeleteUser(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const restored = await db
    .update(users)
    .set({ deletedAt: null, updatedAt: now })
    .where(and(eq(users.id, id), isNotNull(users.deletedAt)))
    .returning({ id: users.id });
  return restored.length > 0;
}

export interface DeletedUserFilters {
  usertype: UserType;
  /** Deleted after this moment (the retention period). */
  since: Date;
  /** Name (any case) or phone fragment. */
  search?: string;
  limit: number;
  offset: number;
}

/** A page of deleted users, newest deletion first, each with their deleted vehicles' numbers; and their count. */
export async function findDeletedUserPage(db: DbOrTx, f: DeletedUserFilters) {
  const term = f.search ? containsPattern(f.search) : null;
  const digits = f.search ? phoneSearchDigits(f.search) : null;
  const where = and(
    eq(users.usertype, f.usertype),
    isNotNull(users.deletedAt),
    gt(users.deletedAt, f.since),
    term ? or(ilike(users.name, term), digits ? ilike(users.phone, containsPattern(digits)) : undefined) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        countryCode: users.countryCode,
        phone: users.phone,
        usertype: users.usertype,
        deletedAt: users.deletedAt,
        // Written out: in a one-table select drizzle leaves columns unqualified, and "id" would be v's.
        vehicles: sql<string[]>`coalesce((select array_agg(v.registration_number order by v.created_at)
          from user_vehicles v where v.userid = users.id and v.deleted_at is not null), '{}')`,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.deletedAt), desc(users.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
