import { z } from 'zod';

/**
 * The building blocks of every answer's schema. The server serializes each JSON answer through
 * its route's schema (fastify-type-provider-zod), so a field a schema does not name never leaves
 * it; the same schemas describe the answers in /api/openapi.json (docs/decisions/0025-response-schemas.md).
 *
 * Successful bodies keep the spec's marker per endpoint (ADR 0003): most say `status: 'Success'`;
 * orders and the deprecated aliases of the shop and the vehicle catalogue trees (ADR 0060) say `status: true`.
 *
 * The helpers are marked side-effect free, so that the web bundle, which imports only the
 * contract's types and constants, drops every schema built with them (apps/web/vite.config.ts).
 */
export const ZSuccess = z.literal('Success');
export const ZTrue = z.literal(true);
type Marker = typeof ZSuccess | typeof ZTrue;

/** `{status, data}`. */
/*#__NO_SIDE_EFFECTS__*/
export function dataResponse<D extends z.ZodType, M extends Marker = typeof ZSuccess>(data: D, status?: M) {
  return z.object({ status: (status ?? ZSuccess) as M, data });
}

/** `{status, message, data}`: what a create, an edit or an action answers. */
/*#__NO_SIDE_EFFECTS__*/
export function savedResponse<D extends z.ZodType, M extends Marker = typeof ZSuccess>(data: D, status?: M) {
  return z.object({ status: (status ?? ZSuccess) as M, message: z.string(), data });
}

/** `{status, data, total, page, limit}`: one page of a list (docs/api.md "Lists"). */
/*#__NO_SIDE_EFFECTS__*/
export function listResponse<D extends z.ZodType, M extends Marker = typeof ZSuccess>(item: D, status?: M) {
  return z.object({
    status: (status ?? ZSuccess) as M,
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

/** `{status: 'Success', message}`: an action with nothing more to say (sign-out, a delete). */
export const ZMessageResponse = z.object({ status: ZSuccess, message: z.string() });

const ZDeleted = z.object({ deleted: z.number().int() });
/** A delete of one or many records (`{_id}` or `{ids}`): how many went. */
export const ZDeletedResponse = savedResponse(ZDeleted);
/** The same, with the shop's `status: true`. */
export const ZDeletedTrueResponse = savedResponse(ZDeleted, ZTrue);
