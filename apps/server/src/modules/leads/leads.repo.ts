import { phoneSearchDigits, type TLeadListFilter } from '@safesathi/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { containsPattern } from '../../platform/db/like.js';
import { queries, users } from '../../platform/db/schema.js';

export type LeadRow = typeof queries.$inferSelect;
export type NewLeadRow = typeof queries.$inferInsert;
/** A lead with the admin who handled it. */
export interface LeadWithHandler {
  q: LeadRow;
  handlerId: string | null;
  handlerName: string | null;
}

export async function insertLead(db: DbOrTx, values: NewLeadRow): Promise<string> {
  const [row] = await db.insert(queries).values(values).returning({ id: queries.id });
  return row!.id;
}

function whereOf(f: TLeadListFilter): SQL | undefined {
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

/** One page of leads with who handled each; `sort` is the name or the creation time. */
export function findLeadPage(
  db: DbOrTx,
  f: TLeadListFilter,
  limit: number,
  offset: number,
): Promise<LeadWithHandler[]> {
  const dir = f.order === 'asc' ? asc : desc;
  const sortColumn = f.sort === 'name' ? queries.name : queries.createdAt;
  return db
    .select(selection)
    .from(queries)
    .leftJoin(users, eq(users.id, queries.handledBy))
    .where(whereOf(f))
    .orderBy(dir(sortColumn), desc(queries.id))
    .limit(limit)
    .offset(offset);
}

export async function countLeads(db: DbOrTx, f: TLeadListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(queries).where(whereOf(f));
  return row?.n ?? 0;
}

export async function findLeadForUpdate(db: DbOrTx, id: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(queries).where(eq(queries.id, id)).for('update');
  return row;
}

export async function updateLeadHandled(
  db: DbOrTx,
  id: string,
  set: Pick<LeadRow, 'handled' | 'handledAt' | 'handledBy'>,
): Promise<LeadRow> {
  const [row] = await db.update(queries).set(set).where(eq(queries.id, id)).returning();
  return row!;
}

export async function findLeadWithHandler(db: DbOrTx, id: string): Promise<LeadWithHandler | undefined> {
  const [row] = await db
    .select(selection)
    .from(queries)
    .leftJoin(users, eq(users.id, queries.handledBy))
    .where(eq(queries.id, id));
  return row;
}
