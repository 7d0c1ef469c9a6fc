import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { queries } from '../../platform/db/schema.js';

export interface ContactFormInput {
  name: string;
  email: string;
  phone: string;
  countryCode: string;
  message?: string;
}

/** A contact-form lead for the Queries inbox (viewQueries); no account is created. */
export async function createQuery(db: Db, ctx: Ctx, input: ContactFormInput): Promise<{ _id: string }> {
  const [row] = await db
    .insert(queries)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      countryCode: input.countryCode,
      usertype: 'Customer',
      message: input.message ?? null,
      createdAt: ctx.now,
    })
    .returning({ id: queries.id });
  return { _id: row!.id };
}
