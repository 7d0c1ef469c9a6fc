import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Receipt } from '../../platform/sms/index.js';
import { applyReceipt, insertEscalations, releaseHeldContacts } from './receipts.repo.js';

/**
 * A gateway may report on a text a moment before its acceptance is written here (the outcome of
 * a send is stored a few milliseconds after the gateway answers): ids not found are looked for
 * again after each of these waits — once per report, however many receipts it carries — then refused.
 */
const GRACE_MS = [150, 350];

/**
 * Stores what `provider`'s receipts say (docs/decisions/0064-delivery-receipts.md). A receipt
 * changes only a text that provider accepted; a repeat changes nothing and is still answered as
 * taken, so the gateway stops sending it. Throws NOT_FOUND when no receipt names a text of ours.
 */
export async function takeReceipts(
  db: Db,
  provider: string,
  receipts: Receipt[],
  clock: () => Date = () => new Date(),
): Promise<{ taken: number; changed: number }> {
  let taken = 0;
  let changed = 0;
  let pending = receipts;
  for (const wait of [0, ...GRACE_MS]) {
    if (pending.length === 0) break;
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    const unknown: Receipt[] = [];
    for (const r of pending) {
      const state = r.state === 'sent' ? null : r.state;
      const outcome = await applyReceipt(db, provider, r.providerMessageId, state, r.error ?? null, clock());
      if (!outcome.found) {
        unknown.push(r);
        continue;
      }
      taken++;
      if (!outcome.changed) continue;
      changed++;
      // The owner's phone cannot be reached: whoever the ladder held back is told now (ADR 0064).
      if (state === 'failed' || state === 'undelivered') {
        const now = clock();
        await insertEscalations(db, await releaseHeldContacts(db, provider, r.providerMessageId, now), now);
      }
    }
    pending = unknown;
  }
  if (taken === 0) throw new AppError('NOT_FOUND', `No text sent through ${provider} has that message id.`);
  return { taken, changed };
}
