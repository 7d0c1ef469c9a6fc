import { normaliseRegistration, normaliseTagCode, phoneSearchDigits, type TSearchResult } from '@safesathi/contract';
import { hasPermission } from '../../platform/auth.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { searchCustomers, searchOrders, searchTags, searchVehicles } from './search.repo.js';

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
    canCustomers ? searchCustomers(db, term, digits) : [],
    canCustomers && plate.length >= MIN_SEARCH_LENGTH ? searchVehicles(db, plate) : [],
    canOrders ? searchOrders(db, term) : [],
    canTags ? searchTags(db, code) : [],
  ]);
  return { customers, vehicles, orders: orderRows, tags };
}
