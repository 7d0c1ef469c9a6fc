import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';

/** A sortable column of a list: the expression its ORDER BY uses and the SQL type to read a cursor back as. */
export interface SortKey {
  expr: SQL | AnyColumn;
  /** `text`, `timestamptz`, `date`, `integer`: the cursor travels as text and is cast back to this. */
  type: 'text' | 'timestamptz' | 'date' | 'integer';
}

/** Where a walk over a sorted list stopped: the last row's sort value (as text; null for NULL) and id. */
export interface KeysetCursor {
  value: string | null;
  id: string;
}

/** `ORDER BY key, id` in one direction, as every list page and export of that list orders it. */
export function keysetOrder(key: SortKey, id: AnyColumn, order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  return [dir(key.expr), dir(id)];
}

/** The sort value of a row as the cursor keeps it (text, so a timestamp keeps its microseconds). */
export const cursorValue = (key: SortKey) => sql<string | null>`(${key.expr})::text`;

/**
 * The rows after `cursor` in keysetOrder(key, id, order), so that an export walks a list of any
 * length in the order the list shows it without re-reading what it sent. PostgreSQL sorts NULLs
 * last going up and first going down, and `NULL > x` is never true, so NULLs get their own branch.
 */
export function afterCursor(key: SortKey, id: AnyColumn, order: 'asc' | 'desc', cursor: KeysetCursor): SQL {
  const e = key.expr;
  const v = sql`${cursor.value}::${sql.raw(key.type)}`;
  const cid = sql`${cursor.id}::uuid`;
  if (order === 'asc') {
    return cursor.value === null
      ? sql`(${e} is null and ${id} > ${cid})`
      : sql`(${e} > ${v} or (${e} = ${v} and ${id} > ${cid}) or ${e} is null)`;
  }
  return cursor.value === null
    ? sql`(${e} is not null or ${id} < ${cid})`
    : sql`(${e} < ${v} or (${e} = ${v} and ${id} < ${cid}))`;
}
