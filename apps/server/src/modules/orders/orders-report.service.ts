import { addDays, formatDay, kolkataDay, paiseToRupees, type ZOrderListQuery } from '@safesathi/contract';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { CSV_BOM, csvRow } from '../../platform/csv.js';
import type { Db } from '../../platform/db/client.js';
import { countOrdersPerDay, findLinesOf, findOrdersAfter, orderWhere } from './orders.repo.js';

/** Orders per Indian day over the last `days` days, today included, zero-filled for the chart. */
export async function ordersPerDay(db: Db, now: Date, days: number): Promise<{ date: string; count: number }[]> {
  const today = kolkataDay(now);
  const first = addDays(today, -(days - 1));
  const counts = await countOrdersPerDay(db, first);
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(first, i);
    return { date, count: counts.get(date) ?? 0 };
  });
}

const CSV_BATCH = 500;
const CSV_HEADER = [
  'Order Number',
  'Order Date',
  'Customer',
  'Phone',
  'Products',
  'Status',
  'Delivery Date',
  'Delivered On',
  'Subtotal',
  'Coupon',
  'Discount',
  'Shipping',
  'Tax',
  'Total',
];

const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);

/** The filtered orders as CSV, newest first, streamed in batches walked by a (createdAt, id) cursor. */
export function exportOrdersCsv(db: Db, q: z.output<typeof ZOrderListQuery>): AsyncGenerator<string> {
  return csvLines(db, orderWhere(q));
}

async function* csvLines(db: Db, where: SQL | undefined): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(CSV_HEADER);
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const rows = await findOrdersAfter(db, where, after, CSV_BATCH);
    if (rows.length === 0) return;
    const lines = await findLinesOf(
      db,
      rows.map((r) => r.o.id),
    );
    let chunk = '';
    for (const { o, customer } of rows) {
      const products = (lines.get(o.id) ?? []).map((l) => `${l.name} × ${l.quantity}`).join('; ');
      chunk += csvRow([
        o.orderNumber,
        formatDay(o.createdAt),
        customer.name,
        customer.phone,
        products,
        o.status,
        formatDay(o.deliveryDate),
        formatDay(o.actualDeliveryDate),
        rupees(o.subtotalPaise),
        o.couponCode,
        rupees(o.discountPaise),
        rupees(o.shippingPaise),
        rupees(o.taxPaise),
        rupees(o.totalPaise),
      ]);
    }
    yield chunk;
    const last = rows.at(-1)!.o;
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < CSV_BATCH) return;
  }
}
