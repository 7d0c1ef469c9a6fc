import { financialYear, invoiceNumber } from '@safesathi/contract';
import type { DbOrTx } from '../../../platform/db/client.js';
import { bumpInvoiceCounter } from './order-writes.repo.js';

/**
 * The next number of the invoice series of `prefix` in the financial year of `now`, taken in the
 * caller's transaction: the counter row is locked until it commits, so concurrent orders get
 * distinct numbers, and a transaction that rolls back gives its number back — the series has no
 * gaps (unlike the order numbers' sequence). A new prefix starts a series of its own.
 */
export async function nextInvoiceNumber(tx: DbOrTx, now: Date, prefix: string): Promise<string> {
  const fy = financialYear(now);
  const n = await bumpInvoiceCounter(tx, `${prefix}/${fy}`);
  return invoiceNumber(prefix, fy, n);
}
