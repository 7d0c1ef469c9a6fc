import {
  addDays,
  formatDay,
  kolkataDay,
  paiseToRupees,
  taxIsIncluded,
  type ZOrderListQuery,
} from '@safesathi/contract';
import type { z } from 'zod';
import { CSV_BOM, csvRow } from '../../../platform/csv.js';
import type { Db } from '../../../platform/db/client.js';
import {
  countOrdersPerDay,
  findLinesOf,
  findOrdersAfter,
  type OrderCondition,
  type OrderCursor,
  type OrderOrder,
  orderOrder,
  orderWhere,
} from './orders.repo.js';

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
  // The GST in the order: inside the total for prices that include it (every order since ADR 0049),
  // added on top for the orders placed before; the next column says which.
  'GST',
  'GST included',
  'Total',
];

const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);

/**
 * The filtered orders as CSV in the list's sort and order (what the screen shows, every page),
 * streamed in batches walked by a (sort value, id) cursor.
 */
export function exportOrdersCsv(
  db: Db,
  q: z.output<typeof ZOrderListQuery>,
  batchSize = CSV_BATCH,
): AsyncGenerator<string> {
  return csvLines(db, orderWhere(q), orderOrder(q), batchSize);
}

async function* csvLines(db: Db, where: OrderCondition, order: OrderOrder, batchSize: number) {
  yield CSV_BOM + csvRow(CSV_HEADER);
  let after: OrderCursor | null = null;
  for (;;) {
    const rows = await findOrdersAfter(db, where, order, after, batchSize);
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
        taxIsIncluded(o) ? 'yes' : 'no',
        rupees(o.totalPaise),
      ]);
    }
    yield chunk;
    const last = rows.at(-1)!;
    after = { value: last.cursor, id: last.o.id };
    if (rows.length < batchSize) return;
  }
}
