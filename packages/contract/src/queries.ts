import { z } from 'zod';
import { listQuery } from './lists.js';

/** Contact-form leads in the back office's Queries inbox (flag viewQueries), newest first. */
export const ZQueryListQuery = listQuery(['createdAt', 'name']).extend({
  handled: z
    .enum(['true', 'false'], { error: 'handled is true or false' })
    .transform((v) => v === 'true')
    .optional(),
  search: z.string().trim().max(100).optional(),
});
export type TQueryListQuery = z.input<typeof ZQueryListQuery>;
export type TQueryListFilter = z.output<typeof ZQueryListQuery>;

/** Marking a lead handled (or open again). */
export const ZUpdateQueryRequest = z.object({
  handled: z.boolean({ error: 'handled must be true or false' }),
});
export type TUpdateQueryRequest = z.input<typeof ZUpdateQueryRequest>;

/** A contact-form lead as the API answers it. */
export interface TQuery {
  _id: string;
  name: string;
  email: string;
  phone: string;
  countryCode: string;
  usertype: string;
  message: string | null;
  handled: boolean;
  handledAt: string | null;
  handledBy: { _id: string; name: string } | null;
  createdAt: string;
}
