import { phoneSearchDigits, type TQueryListFilter } from '@safesathi/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { containsPattern } from '../../platform/db/like.js';
import { queries, users } from '../../platform/db/schema.js';

export type QueryRow = typeof queries.$inferSelect;
export type NewQueryRow = typeof queries.$inferInsert;
/** A lead with the admin who handled it. */
export interface QueryWithHandler {
  q: QueryRow;
  handlerId: string | null;
  handlerName: string | null;
}

export async function insertQuery(db: DbOrTx, values: NewQueryRow): Promise<string> {
  const [row] = await db.insert(queries).values(values).returning({ id: queries.id });
  return row!.id;
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

/** One page of leads with who handled each; `sort` is the name or the creation time. */
export function findQueryPage(
  db: DbOrTx,
  f: TQueryListFilter,
  limit: number,
  offset: number,
): Promise<QueryWithHandler[]> {
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

export async function countQueries(db: DbOrTx, f: TQueryListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(queries).where(whereOf(f));
  return row?.n ?? 0;
}

export async function findQueryForUpdate(db: DbOrTx, id: string): Promise<QueryRow | undefined> {
  const [row] = await db.select().from(queries).where(eq(queries.id, id)).for('update');
  return row;
}

export async function updateQueryHandled(
  db: DbOrTx,
  id: string,
  set: Pick<QueryRow, 'handled' | 'handledAt' | 'handledBy'>,
): Promise<QueryRow> {
  const [row] = await db.update(queries).set(set).where(eq(queries.id, id)).returning();
  return row!;
}

export async function findQueryWithHandler(db: DbOrTx, id: string): Promise<QueryWithHandler | undefined> {
  const [row] = await db
    .select(selection)
    .from(queries)
    .leftJoin(users, eq(users.id, queries.handledBy))
    .where(eq(queries.id, id));
  return row;
}
