/** One item's outcome in a batch: its answer, or the error it alone met. */
export type Settled<O> = { ok: true; value: O } | { ok: false; error: unknown };

/**
 * Groups work that arrives while earlier work is on its way (group commit): at most `maxInFlight`
 * batches run at once; an item that finds a free slot leaves at once, alone, and the items that
 * arrive while every slot is busy wait and leave together (up to `maxBatch`) in the next batch. A
 * quiet server so answers each item as soon as it would alone; a busy one sends fewer, fuller
 * batches the busier it is, so the waiting never grows past one batch's time. Items keep their
 * order within a batch, and batches leave in arrival order.
 */
export class Batcher<I, O> {
  private readonly waiting: { item: I; settle: (s: Settled<O>) => void }[] = [];
  private inFlight = 0;

  constructor(
    /** Runs one batch: one outcome per item, in the items' order. Should not throw; a throw fails the whole batch. */
    private readonly run: (items: I[]) => Promise<Settled<O>[]>,
    private readonly o: { maxInFlight: number; maxBatch: number },
  ) {}

  add(item: I): Promise<O> {
    return new Promise<Settled<O>>((settle) => {
      this.waiting.push({ item, settle });
      if (this.inFlight < this.o.maxInFlight) this.next();
    }).then((s) => (s.ok ? s.value : Promise.reject(s.error)));
  }

  /** Items waiting for a slot (for tests and metrics). */
  get queued(): number {
    return this.waiting.length;
  }

  private next(): void {
    const batch = this.waiting.splice(0, this.o.maxBatch);
    if (batch.length === 0) return;
    this.inFlight++;
    this.run(batch.map((b) => b.item))
      .then(
        (outcomes) => {
          for (const [i, b] of batch.entries())
            b.settle(outcomes[i] ?? { ok: false, error: new Error('the batch answered too few items') });
        },
        (error: unknown) => {
          for (const b of batch) b.settle({ ok: false, error });
        },
      )
      .finally(() => {
        this.inFlight--;
        this.next();
      });
  }
}

/** Each item on its own, settled apart: a batch's fallback when the batch as a whole failed. */
export function settleEach<I, O>(items: I[], one: (item: I) => Promise<O>): Promise<Settled<O>[]> {
  return Promise.all(
    items.map((item) =>
      one(item).then(
        (value): Settled<O> => ({ ok: true, value }),
        (error: unknown): Settled<O> => ({ ok: false, error }),
      ),
    ),
  );
}
