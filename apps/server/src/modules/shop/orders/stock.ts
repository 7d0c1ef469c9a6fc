import type { DbOrTx } from '../../../platform/db/client.js';
import { AppError } from '../../../platform/errors.js';
import { addToStock, findLineQuantities, lockStockOf } from './stock.repo.js';

/**
 * Stock (docs/decisions/0030-payments-and-stock.md): an order takes its units when it is paid or
 * placed, and gives them back when it is cancelled. A product whose stock is null is not counted.
 */
export interface StockLine {
  productId: string | null;
  quantity: number;
}

export interface Shortage {
  productId: string;
  name: string;
  /** Units left (0 when none); null when the product is no longer on sale. */
  left: number | null;
  wanted: number;
}

function merged(lines: StockLine[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const l of lines) if (l.productId) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  return wanted;
}

/**
 * Takes the lines' units from stock, all or nothing, inside the caller's transaction. The product
 * rows are locked in id order (two orders never wait on each other crosswise, see `lockStockOf` in
 * stock.repo.ts), read again under the lock and checked; only when every line is covered are they
 * decremented. Answers the lines that are short (nothing taken), or none. `requireActive` also
 * refuses products taken off sale.
 */
export async function reserveStock(tx: DbOrTx, lines: StockLine[], requireActive = false): Promise<Shortage[]> {
  const wanted = merged(lines);
  if (wanted.size === 0) return [];
  const rows = await lockStockOf(tx, [...wanted.keys()]);
  const shortages: Shortage[] = [];
  for (const r of rows) {
    const n = wanted.get(r.id)!;
    if (requireActive && !r.active) shortages.push({ productId: r.id, name: r.name, left: null, wanted: n });
    else if (r.stock !== null && r.stock < n)
      shortages.push({ productId: r.id, name: r.name, left: r.stock, wanted: n });
  }
  if (shortages.length) return shortages;
  for (const r of rows) if (r.stock !== null) await addToStock(tx, r.id, -wanted.get(r.id)!);
  return [];
}

/** Gives an order's units back to the products still counted (a cancelled order). */
export async function releaseStock(tx: DbOrTx, orderId: string): Promise<void> {
  const wanted = merged(await findLineQuantities(tx, orderId));
  for (const id of [...wanted.keys()].sort()) await addToStock(tx, id, wanted.get(id)!);
}

/** A shortage in words, for the product it concerns. */
export function shortageMessage(s: Shortage): string {
  if (s.left === null) return `“${s.name}” is no longer sold.`;
  if (s.left === 0) return `“${s.name}” is out of stock.`;
  return `Only ${s.left} of “${s.name}” ${s.left === 1 ? 'is' : 'are'} left.`;
}

/** 409 OUT_OF_STOCK naming each short line (`paths` gives each product's field). */
export function outOfStock(shortages: Shortage[], pathOf: (productId: string) => string): AppError {
  const messages = shortages.map(shortageMessage);
  return new AppError(
    'OUT_OF_STOCK',
    messages.length === 1 ? messages[0]! : `${messages.join(' ')} Change the quantities and try again.`,
    shortages.map((s, i) => ({ path: pathOf(s.productId), message: messages[i]! })),
  );
}
