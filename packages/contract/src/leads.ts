import { z } from 'zod';
import { listQuery } from './lists.js';
import { indianMobile, ZCountryCode } from './phone.js';
import { listResponse, savedResponse } from './responses.js';

/** Contact-form leads in the back office's Queries inbox (flag viewQueries), newest first. */
export const ZLeadListQuery = listQuery(['createdAt', 'name']).extend({
  handled: z
    .enum(['true', 'false'], { error: 'handled is true or false' })
    .transform((v) => v === 'true')
    .optional(),
  search: z.string().trim().max(100).optional(),
});
export type TLeadListFilter = z.output<typeof ZLeadListQuery>;

/** Marking a lead handled (or open again). */
export const ZUpdateLeadRequest = z.object({
  handled: z.boolean({ error: 'handled must be true or false' }),
});

/** A contact-form lead as the API answers it. */
export const ZLead = z.object({
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
export type TLead = z.infer<typeof ZLead>;

export const ZLeadListResponse = listResponse(ZLead);
export const ZLeadSavedResponse = savedResponse(ZLead);

/** The public contact form (docs/product.md §3 "Contact/lead payload"): stored as a query, no user is created. */
export const ZContactFormRequest = z.object({
  // The spec's messages (docs/product.md §5), word for word: the form shows them as the server sends them.
  name: z
    .string({ error: 'Please enter your name' })
    .trim()
    .min(1, 'Please enter your name')
    .max(255, 'Keep your name under 255 characters'),
  email: z
    .string({ error: 'Please enter your email' })
    .trim()
    .toLowerCase()
    .min(1, 'Please enter your email')
    .email('Invalid email'),
  phone: indianMobile({ missing: 'Please enter your phone number' }),
  countryCode: ZCountryCode,
  usertype: z.literal('Customer').optional(),
  message: z.string().trim().max(2000, 'Keep the message under 2000 characters').optional(),
});
