import { SEARCH_GROUP_LIMIT, type TSearchResult } from '@safesathi/contract';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { containsPattern } from '../../platform/db/like.js';
import { orders, qrTags, users, userVehicles } from '../../platform/db/schema.js';
import { placedOnly } from '../shop/orders/orders.repo.js';

/** Customers whose name holds `term` (any case) or whose phone holds `digits` (from three digits on). */
export async function searchCustomers(
  db: DbOrTx,
  term: string,
  digits: string | null,
): Promise<TSearchResult['customers']> {
  return db
    .select({ _id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.usertype, 'Customer'),
        isNull(users.deletedAt),
        or(
          sql`lower(${users.name}) like ${containsPattern(term.toLowerCase())}`,
          digits && digits.length >= 3 ? sql`${users.phone} like ${containsPattern(digits)}` : undefined,
        ),
      ),
    )
    .orderBy(sql`lower(${users.name})`, asc(users.id))
    .limit(SEARCH_GROUP_LIMIT);
}

/** Vehicles of live owners whose registration number holds `plate` (normalised). */
export async function searchVehicles(db: DbOrTx, plate: string): Promise<TSearchResult['vehicles']> {
  return db
    .select({
      _id: userVehicles.id,
      registrationNumber: userVehicles.registrationNumber,
      userid: userVehicles.userId,
      ownerName: users.name,
    })
    .from(userVehicles)
    .innerJoin(users, and(eq(users.id, userVehicles.userId), isNull(users.deletedAt)))
    .where(sql`${userVehicles.registrationNumber} like ${containsPattern(plate)}`)
    .orderBy(asc(userVehicles.registrationNumber))
    .limit(SEARCH_GROUP_LIMIT);
}

/** Placed orders whose number holds `term` (any case). */
export async function searchOrders(db: DbOrTx, term: string): Promise<TSearchResult['orders']> {
  return (
    db
      .select({ _id: orders.id, orderNumber: orders.orderNumber, customerName: users.name })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.customerId))
      // An order waiting for its payment, or never paid, is not a real order (ADR 0030).
      .where(and(sql`${orders.orderNumber} like ${containsPattern(term.toUpperCase())}`, placedOnly()))
      .orderBy(asc(orders.orderNumber))
      .limit(SEARCH_GROUP_LIMIT)
  );
}

/** QR tags whose code holds `code` (already upper-case). */
export async function searchTags(db: DbOrTx, code: string): Promise<TSearchResult['tags']> {
  return db
    .select({ _id: qrTags.id, code: qrTags.code, status: qrTags.status })
    .from(qrTags)
    .where(sql`${qrTags.code} like ${containsPattern(code)}`)
    .orderBy(asc(qrTags.code))
    .limit(SEARCH_GROUP_LIMIT);
}
