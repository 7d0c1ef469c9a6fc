import { pageWindow, phoneSearchDigits, type TQuery, type TQueryListFilter } from '@safesathi/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.js';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { containsPattern } from '../../platform/db/like.js';
import { queries, users } from '../../platform/db/schema.js';
import { notFound } from '../../platform/errors.js';

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

function whereOf(f: TQueryListFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.handled !== undefined) parts.push(eq(queries.handled, f.handled));
  if (f.search) {
    const p = containsPattern(f.search);
    const digits = phoneSearchDigits(f.search);
    parts.push(
      or(
        ilike(queries.name, p),
        ilike(queries.email, p),
        digits ? ilike(queries.phone, containsPattern(digits)) : undefined,
      ),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

const selection = {
  q: queries,
  handlerId: users.id,
  handlerName: users.name,
};

function toQuery(row: {
  q: typeof queries.$inferSelect;
  handlerId: string | null;
  handlerName: string | null;
}): TQuery {
  const { q } = row;
  return {
    _id: q.id,
    name: q.name,
    email: q.email,
    phone: q.phone,
    countryCode: q.countryCode,
    usertype: q.usertype,
    message: q.message,
    handled: q.handled,
    handledAt: q.handledAt ? q.handledAt.toISOString() : null,
    handledBy: row.handlerId ? { _id: row.handlerId, name: row.handlerName ?? '' } : null,
    createdAt: q.createdAt.toISOString(),
  };
}

/** Leads, newest first unless asked otherwise, with who handled each. */
export async function findQueries(db: Db, query: TQueryListFilter) {
  const { page, limit, offset } = pageWindow(query);
  const where = whereOf(query);
  const dir = query.order === 'asc' ? asc : desc;
  const sortColumn = query.sort === 'name' ? queries.name : queries.createdAt;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(selection)
      .from(queries)
      .leftJoin(users, eq(users.id, queries.handledBy))
      .where(where)
      .orderBy(dir(sortColumn), desc(queries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(queries).where(where),
  ]);
  return { data: rows.map(toQuery), total: totalRow?.n ?? 0, page, limit };
}

/** Marks a lead handled (by whom, when) or open again; audited. */
export async function setQueryHandled(db: Db, ctx: Ctx, id: string, handled: boolean): Promise<TQuery> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(queries).where(eq(queries.id, id)).for('update');
    if (!before) throw notFound('That query');
    const [after] = await tx
      .update(queries)
      .set(
        handled
          ? {
              handled: true,
              handledAt: before.handled ? before.handledAt : ctx.now,
              handledBy: before.handled ? before.handledBy : (ctx.user?._id ?? null),
            }
          : { handled: false, handledAt: null, handledBy: null },
      )
      .where(eq(queries.id, id))
      .returning();
    await writeAudit(tx, ctx, 'update', 'query', id, { handled: before.handled }, { handled: after!.handled });
    const [row] = await tx
      .select(selection)
      .from(queries)
      .leftJoin(users, eq(users.id, queries.handledBy))
      .where(eq(queries.id, id));
    return toQuery(row!);
  });
}
