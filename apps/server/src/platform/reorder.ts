import { type PermissionFlag, ZReorderRequest, ZReorderResponse } from '@safesathi/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeAudit } from './audit.js';
import type { Ctx } from './context.js';
import type { Db, DbOrTx } from './db/client.js';
import { AppError, notFound } from './errors.js';
import { requestCtx } from './http.js';
import { failures } from './responses.js';

export interface ReorderOptions {
  table: PgTable;
  idColumn: PgColumn;
  positionColumn: PgColumn;
  /** For the audit log: 'faq', 'banner'. */
  entity: string;
  /** For messages: 'FAQs', 'banners'. */
  many: string;
}

/**
 * Sets the order of a whole list (banners, FAQs, reasons, products): `ids` must name every record
 * of it, once. The rows are locked first, so two admins saving at once end with one whole order,
 * never a mix; a list changed meanwhile (a record added or deleted) is refused with 409 so the
 * admin reloads rather than losing the new record's place. Each moved record is audited.
 */
export async function reorderAll(db: Db, ctx: Ctx, opts: ReorderOptions, ids: string[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = (await tx
      .select({ id: opts.idColumn, position: opts.positionColumn })
      .from(opts.table)
      .orderBy(asc(opts.idColumn))
      .for('update')) as { id: string; position: number }[];
    const known = new Map(rows.map((r) => [r.id, r.position]));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown) throw notFound(`One of the ${opts.many}`);
    if (ids.length !== rows.length)
      throw new AppError('CONFLICT', `The ${opts.many} changed meanwhile; reload the list and order it again.`);
    for (const [position, id] of ids.entries()) {
      const before = known.get(id);
      if (before === position) continue;
      await tx
        .update(opts.table)
        // Every ordered table names its column `position` (see the schema).
        .set({ position } as never)
        .where(eq(opts.idColumn, id));
      await writeAudit(tx, ctx, 'update', opts.entity, id, { position: before }, { position });
    }
    return ids;
  });
}

/** The position a new record takes: after the last. */
export async function nextPosition(db: DbOrTx, table: PgTable, positionColumn: PgColumn): Promise<number> {
  const [row] = await db.select({ next: sql<number>`coalesce(max(${positionColumn}), -1) + 1` }).from(table);
  return Number(row?.next ?? 0);
}

export interface ReorderRouteOptions extends ReorderOptions {
  /** 'PUT /api/faqs/order' without the method. */
  path: string;
  /** The edit flag of that screen. */
  flag: PermissionFlag;
  tag: string;
}

/** `PUT <path>` with `{ids}` in the new order: the one way every ordered list is reordered. */
export function registerReorderRoute(app: FastifyInstance, db: Db, o: ReorderRouteOptions): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    o.path,
    {
      config: { access: { flags: [o.flag] } },
      schema: {
        tags: [o.tag],
        summary: `Set the order of the ${o.many} (every id, first shown first)`,
        body: ZReorderRequest,
        response: { 200: ZReorderResponse, ...failures(404, 409) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      data: { ids: await reorderAll(db, requestCtx(request), o, request.body.ids) },
    }),
  );
}
