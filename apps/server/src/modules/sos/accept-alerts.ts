import { Batcher, type Settled, settleEach } from '../../platform/batcher.js';
import type { Db } from '../../platform/db/client.js';
import { type AcceptItem, type AcceptRow, acceptBatch, acceptOne } from './sos.repo.js';

/** Stores one alert (sos.service.ts's submitSos): its new id, or the seconds to wait; a key's replay. */
export type AcceptAlert = (item: AcceptItem) => Promise<AcceptRow>;

/**
 * Stores alerts as they come, in batches when they come faster than the database answers
 * (docs/decisions/0084-alerts-accepted-together.md): an alert that finds a free slot goes alone at
 * once; those that come while every slot is busy go together in the next, in one statement and one
 * transaction. Each is stored exactly as alone. A batch the database refuses as a whole (a deadlock
 * with another instance's batch, one alert it refuses) is undone and each of its alerts tried
 * again alone, so one alert's error is its own and none is lost or stored twice.
 */
export function acceptAlerts(
  db: Db,
  o: {
    maxInFlight?: number;
    maxBatch?: number;
    /** Each statement's number of alerts. */
    onBatch?: (alerts: number) => void;
    /** A batch that failed as a whole, its alerts then stored one by one. */
    onBatchError?: (err: unknown, alerts: number) => void;
  } = {},
): AcceptAlert {
  const one = async (item: AcceptItem): Promise<AcceptRow> => {
    const [row] = await acceptOne(db, item);
    if (!row) throw new Error('the accept answered no row');
    return row;
  };
  const batcher = new Batcher<AcceptItem, AcceptRow>(
    async (items) => {
      o.onBatch?.(items.length);
      if (items.length === 1) return settleEach(items, one);
      // Ordered by tag (stable: each tag's alerts in their order), so that two batches lock the tags
      // they share in the same order and cannot deadlock on them.
      const order = items.map((item, i) => ({ item, i })).sort((a, b) => compareTags(a.item, b.item));
      let sorted: AcceptRow[];
      try {
        sorted = await acceptBatch(
          db,
          order.map((x) => x.item),
        );
      } catch (err) {
        // Only an error the database answered (it has a severity) means the statement, and so the
        // batch, was undone. A connection lost on the way may have lost the answer of a commit:
        // trying again could store the alerts twice, so they fail as one alert alone would.
        if (typeof (err as { severity?: unknown }).severity !== 'string') throw err;
        o.onBatchError?.(err, items.length);
        // Nothing of the batch stayed: each alert alone now.
        return settleEach(items, one);
      }
      const settled = new Array<Settled<AcceptRow>>(items.length);
      order.forEach((x, k) => {
        settled[x.i] = { ok: true, value: sorted[k]! };
      });
      return settled;
    },
    { maxInFlight: o.maxInFlight ?? 2, maxBatch: o.maxBatch ?? 64 },
  );
  return (item) => batcher.add(item);
}

const TAG = 4;
const compareTags = (a: AcceptItem, b: AcceptItem) => {
  const x = a.params[TAG];
  const y = b.params[TAG];
  return x < y ? -1 : x > y ? 1 : 0;
};
