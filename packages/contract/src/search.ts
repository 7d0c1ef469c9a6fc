import { z } from 'zod';

/** Each group of the header search answers at most this many matches. */
export const SEARCH_GROUP_LIMIT = 5;

export const ZSearchQuery = z.object({ q: z.string().trim().max(100).optional() });

export interface TSearchResult {
  customers: { _id: string; name: string; phone: string }[];
  vehicles: { _id: string; registrationNumber: string; userid: string; ownerName: string }[];
  orders: { _id: string; ordernumber: string; customerName: string }[];
}
