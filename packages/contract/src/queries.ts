import { z } from 'zod';
import { listQuery } from './lists.js';
import { listResponse, savedResponse } from './responses.js';

/** Contact-form leads in the back office's Queries inbox (flag viewQueries), newest first. */
export const ZQueryListQuery = listQuery(['createdAt', 'name']).extend({
  handled: z
    .enum(['true', 'false'], { error: 'handled is true or false' })
    .transform((v) => v === 'true')
    .optional(),
  search: z.string().trim().max(100).optional(),
});
export type TQueryListFilter = z.output<typeof ZQueryListQuery>;

/** Marking a lead handled (or open again). */
export const ZUpdateQueryRequest = z.object({
  handled: z.boolean({ error: 'handled must be true or false' }),
});

/** A contact-form lead as the API answers it. */
export const ZQuery = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  usertype: z.string(),
  message: z.string().nullable(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  handledBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TQuery = z.infer<typeof ZQuery>;

export const ZQueryListResponse = listResponse(ZQuery);
export type TQueryListResponse = z.infer<typeof ZQueryListResponse>;
export const ZQuerySavedResponse = savedResponse(ZQuery);
export type TQuerySavedResponse = z.infer<typeof ZQuerySavedResponse>;
