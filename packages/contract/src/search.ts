import { z } from 'zod';
import { dataResponse } from './responses.js';

/** Each group of the header search answers at most this many matches. */
export const SEARCH_GROUP_LIMIT = 5;

export const ZSearchQuery = z.object({ q: z.string().trim().max(100).optional() });

export const ZSearchResult = z.object({
  customers: z.array(z.object({ _id: z.string(), name: z.string(), phone: z.string() })),
  vehicles: z.array(
    z.object({ _id: z.string(), registrationNumber: z.string(), userid: z.string(), ownerName: z.string() }),
  ),
  orders: z.array(z.object({ _id: z.string(), ordernumber: z.string(), customerName: z.string() })),
  /** QR tags by code (viewTemplete). */
  tags: z.array(z.object({ _id: z.string(), code: z.string(), status: z.string() })),
});

/** GET /api/admin/search: the same, the orders' `orderNumber` alone. */
export const ZAdminSearchResult = ZSearchResult.extend({
  orders: z.array(z.object({ _id: z.string(), orderNumber: z.string(), customerName: z.string() })),
});
export type TSearchResult = z.infer<typeof ZAdminSearchResult>;

/** The spec's GET /api/search: the orders' `ordernumber`. */
export const ZSearchResponse = dataResponse(ZSearchResult);
export const ZAdminSearchResponse = dataResponse(ZAdminSearchResult);
