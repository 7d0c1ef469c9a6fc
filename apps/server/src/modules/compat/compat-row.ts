// The shape of a compat row and the mappings the groups share (docs/decisions/0052-clean-routes-and-compat-layer.md).
// Data only: the lint script imports the table.
import { idsToDelete, ZDeleteRequest } from '@safesathi/contract';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON object as it travels; the mappings below only move fields. */
export type Json = Record<string, unknown>;

export interface CompatRoute {
  method: Method;
  /** The spec's path, as old clients call it (Fastify's `:param` form). */
  old: string;
  /** The clean route it is an alias of (same method, unless `cleanMethod`). */
  clean: string;
  /** The clean route's method where it differs: a DELETE with ids in its body became POST …/bulk-delete. */
  cleanMethod?: Method;
  /** Why the old one is unclean, in a few words (docs/api.md's table). */
  why: string;
  /** When the old request differs: its schema, and how the validated request becomes the clean one. */
  request?: { body?: unknown; params?: unknown; toClean: (req: { params: unknown; body: unknown }) => void };
  /** When the old answer differs: its schemas by status, and how a clean success answer becomes the old one. */
  answer?: { response: Record<number, unknown>; fromClean: (body: Json) => Json };
  /**
   * POST /api/user/create only: two clean routes behind one old one. Without a signed-in user the `clean`
   * route (a lead), with an admin this one (a new user); compat.routes.ts holds the choice.
   */
  cleanWithAdmin?: string;
  /** The clean route sends JSON it serialized itself (a cached answer, ADR 0022): mapped as text as it leaves. */
  text?: true;
}

export const data = (body: Json) => (body.data ?? {}) as Json;
/** The spec's `result.contacts` for the clean `data`. */
export const specContacts = ({ data: contacts, ...rest }: Json) => ({ ...rest, result: { contacts } });
/** The spec's order: `ordernumber` beside `orderNumber`. */
export const specOrder = (order: Json) => ({ ...order, ordernumber: order.orderNumber });
/** The spec's marker, `status: true`, for the clean `'Success'` (same place, same fields): orders (ADR 0059), the shop and the catalogue trees (ADR 0060). */
export const specMarker = (body: Json) => ({ ...body, status: true });
/** A list of orders: `status: true`, `ordernumber` beside `orderNumber` (ADR 0059). */
export const specOrders = (body: Json) => ({ ...body, status: true, data: (body.data as Json[]).map(specOrder) });

/** A DELETE with `{_id}` or `{ids}` in its body → POST `…/bulk-delete` with `{ids}` (ADR 0061). */
export const bulkDelete = (old: string, clean: string): CompatRoute => ({
  method: 'DELETE',
  old,
  clean,
  cleanMethod: 'POST',
  why: 'the ids in the body of a DELETE',
  request: {
    body: ZDeleteRequest,
    toClean: (req) => {
      req.body = { ids: idsToDelete(req.body as { _id?: string; ids?: string[] }) };
    },
  },
});
