import { count, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { writeAudit } from './audit.js';
import type { Ctx } from './context.js';
import type { Db } from './db/client.js';
import { AppError } from './errors.js';

/** Rows elsewhere that point at the records being deleted. */
export interface Usage {
  table: PgTable;
  column: PgColumn;
  /** 'vehicle' / 'vehicles' */
  one: string;
  many: string;
}

export interface DeleteManyOptions<Row> {
  table: PgTable;
  idColumn: PgColumn;
  ids: string[];
  /** For the audit log: 'category', 'vehicleBrand'. */
  entity: string;
  /** For messages: 'category', 'brand'. */
  noun: string;
  /** How a record is named in a message (its name). */
  label: (row: Row) => string;
  usages?: Usage[];
}

/** "1 category deleted." / "3 categories deleted." */
export const deletedMessage = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many} deleted.`;

/** "3 vehicles", "1 model". */
const counted = (n: number, u: Usage) => `${n} ${n === 1 ? u.one : u.many}`;

/**
 * Deletes every record of `ids` in one transaction, or none: 404 when one is unknown,
 * 409 IN_USE naming what still uses a record ("Car: 4 brands and 2 vehicles use this
 * vehicle type."). Each deletion is audited.
 */
export async function deleteMany<Row extends { id: string }>(
  db: Db,
  ctx: Ctx,
  opts: DeleteManyOptions<Row>,
): Promise<Row[]> {
  return db.transaction(async (tx) => {
    const rows = (await tx.select().from(opts.table).where(inArray(opts.idColumn, opts.ids))) as Row[];
    if (rows.length < opts.ids.length) {
      const missing = opts.ids.length - rows.length;
      throw new AppError(
        'NOT_FOUND',
        opts.ids.length === 1
          ? `That ${opts.noun} was not found.`
          : `${missing} of the selected records ${missing === 1 ? 'was' : 'were'} not found; nothing was deleted.`,
      );
    }
    const uses = new Map<string, string[]>();
    for (const usage of opts.usages ?? []) {
      const counts = await tx
        .select({ id: usage.column, n: count() })
        .from(usage.table)
        .where(inArray(usage.column, opts.ids))
        .groupBy(usage.column);
      for (const c of counts) uses.set(String(c.id), [...(uses.get(String(c.id)) ?? []), counted(c.n, usage)]);
    }
    const inUse = rows.filter((r) => uses.has(r.id));
    if (inUse.length) {
      const sentence = (r: Row) => {
        const parts = uses.get(r.id)!;
        const verb = parts.length === 1 && parts[0]!.startsWith('1 ') ? 'uses' : 'use';
        return `${opts.label(r)}: ${parts.join(' and ')} ${verb} this ${opts.noun}.`;
      };
      throw new AppError(
        'IN_USE',
        [
          sentence(inUse[0]!),
          inUse.length > 1 ? `${inUse.length - 1} more of the selected are in use too.` : '',
          opts.ids.length > 1 ? 'Nothing was deleted.' : '',
        ]
          .filter(Boolean)
          .join(' '),
        inUse.map((r) => ({ path: r.id, message: sentence(r) })),
      );
    }
    await tx.delete(opts.table).where(inArray(opts.idColumn, opts.ids));
    for (const row of rows) await writeAudit(tx, ctx, 'delete', opts.entity, row.id, row, null);
    return rows;
  });
}
