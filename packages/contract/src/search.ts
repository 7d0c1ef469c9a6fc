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
export type TSearchResult = z.infer<typeof ZSearchResult>;

export const ZSearchResponse = dataResponse(ZSearchResult);
