import {
  normaliseRegistration,
  normaliseTagCode,
  phoneSearchDigits,
  SEARCH_GROUP_LIMIT,
  type TSearchResult,
} from '@safesathi/contract';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { hasPermission } from '../../platform/auth.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { containsPattern } from '../../platform/db/like.js';
import { orders, qrTags, users, userVehicles } from '../../platform/db/schema.js';
import { placedOnly } from '../orders/orders.repo.js';

const EMPTY: TSearchResult = { customers: [], vehicles: [], orders: [], tags: [] };
/** Below two characters a trigram index cannot help and every row would match. */
export const MIN_SEARCH_LENGTH = 2;

/**
 * The header search: customers by name or phone, vehicles by registration number (both
 * need viewCustomer), orders by number (viewOrder), QR tags by code (viewTemplete) — a few of each,
 * partial and any case.
 */
export async function searchEverything(db: Db, ctx: Ctx, q: string | undefined): Promise<TSearchResult> {
  const term = q?.trim() ?? '';
  if (term.length < MIN_SEARCH_LENGTH) return EMPTY;
  const canCustomers = hasPermission(ctx.user, 'viewCustomer');
  const canOrders = hasPermission(ctx.user, 'viewOrder');
  const canTags = hasPermission(ctx.user, 'viewTemplete');
  // A code as a person may type it (any case, dashes, I for 1); else its letters as typed.
  const code = normaliseTagCode(term) ?? term.toUpperCase().replace(/[\s-]/g, '');
  const digits = phoneSearchDigits(term);
  const plate = normaliseRegistration(term);

  const [customers, vehicles, orderRows, tags] = await Promise.all([
    canCustomers
      ? db
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
          .limit(SEARCH_GROUP_LIMIT)
      : [],
    canCustomers && plate.length >= MIN_SEARCH_LENGTH
      ? db
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
          .limit(SEARCH_GROUP_LIMIT)
      : [],
    canOrders
      ? db
          .select({ _id: orders.id, ordernumber: orders.orderNumber, customerName: users.name })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.customerId))
          // An order waiting for its payment, or never paid, is not a real order (ADR 0030).
          .where(and(sql`${orders.orderNumber} like ${containsPattern(term.toUpperCase())}`, placedOnly()))
          .orderBy(asc(orders.orderNumber))
          .limit(SEARCH_GROUP_LIMIT)
      : [],
    canTags
      ? db
          .select({ _id: qrTags.id, code: qrTags.code, status: qrTags.status })
          .from(qrTags)
          .where(sql`${qrTags.code} like ${containsPattern(code)}`)
          .orderBy(asc(qrTags.code))
          .limit(SEARCH_GROUP_LIMIT)
      : [],
  ]);
  return { customers, vehicles, orders: orderRows, tags };
}
