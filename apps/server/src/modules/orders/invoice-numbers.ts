import { financialYear, invoiceNumber } from '@safesathi/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/rate-limit.js';

/**
 * The next number of the invoice series of `prefix` in the financial year of `now`, taken in the
 * caller's transaction: the counter row is locked until it commits, so concurrent orders get
 * distinct numbers, and a transaction that rolls back gives its number back — the series has no
 * gaps (unlike the order numbers' sequence). A new prefix starts a series of its own.
 */
export async function nextInvoiceNumber(tx: DbOrTx, now: Date, prefix: string): Promise<string> {
  const fy = financialYear(now);
  const result = await tx.execute(sql`
    insert into invoice_counters (series, last_number) values (${`${prefix}/${fy}`}, 1)
    on conflict (series) do update set last_number = invoice_counters.last_number + 1
    returning last_number`);
  const n = Number(rowsOf<{ last_number: number }>(result)[0]!.last_number);
  return invoiceNumber(prefix, fy, n);
}
