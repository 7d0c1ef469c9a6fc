import { z } from 'zod';

/** Rows-per-page choices of every back-office table (docs/product.md §9); the API accepts up to MAX_LIMIT. */
export const PAGE_SIZES = [10, 15, 20, 25, 30] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_LIMIT = 100;
/** Without `page` a list answers its first rows up to this many (docs/api.md "Lists"). */
export const UNPAGED_LIMIT = 100;

/** `page`, `limit`, `sort`, `order` of a list endpoint (docs/api.md "Lists"). */
export const ZListQuery = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1, 'Pages start at 1').optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int()
    .min(1, 'Limit must be at least 1')
    .max(MAX_LIMIT, `Limit can be at most ${MAX_LIMIT}`)
    .optional(),
  sort: z.string().trim().max(40).optional(),
  order: z.enum(['asc', 'desc'], { error: 'Order is asc or desc' }).optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/**
 * ZListQuery whose `sort` must be one of `sorts` (a bad one is a 400 naming the choices).
 * Marked side-effect free so that an unused `listQuery(…).extend(…)` is dropped from the web bundle.
 */
/*#__NO_SIDE_EFFECTS__*/
export function listQuery<const S extends readonly [string, ...string[]]>(sorts: S) {
  return ZListQuery.extend({ sort: sortField(sorts) });
}

/**
 * A `sort` that must be one of `sorts` (a bad one is a 400 naming the choices), to extend the
 * list query with. (No code in this comment: the web build rewrites schema calls it finds in
 * the source, comments included.)
 */
/*#__NO_SIDE_EFFECTS__*/
export function sortField<const S extends readonly [string, ...string[]]>(sorts: S) {
  return z.enum(sorts, { error: `Sort by one of: ${sorts.join(', ')}` }).optional();
}

/** The rows a list request asks for: page 1 of UNPAGED_LIMIT rows when no page is given. */
export function pageWindow(q: { page?: number; limit?: number }): { page: number; limit: number; offset: number } {
  const page = q.page ?? 1;
  const limit = q.limit ?? (q.page === undefined ? UNPAGED_LIMIT : DEFAULT_PAGE_SIZE);
  return { page, limit, offset: (page - 1) * limit };
}

/** One page of a list as a service returns it: the route adds the status (`{ status: 'Success', ...page }`). */
export interface TListPage<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

/** The answer of every list endpoint. */
export interface TListResponse<T> extends TListPage<T> {
  status: 'Success';
}

/** An empty string or null from a cleared form field means "not given". */
export const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** An empty string from a cleared select means "none" (null clears the value). */
export const emptyToNull = (v: unknown) => (v === '' ? null : v);
