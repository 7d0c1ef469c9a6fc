/** One item's outcome in a batch: its answer, or the error it alone met. */
export type Settled<O> = { ok: true; value: O } | { ok: false; error: unknown };

/** How a Batcher groups its items. */
export interface BatcherOptions<I> {
  /** Batches running at once. */
  maxInFlight: number;
  /** Items in one batch at most. */
  maxBatch: number;
  /** An item's size, and the most a batch may hold (a batch always takes its first item). */
  size?: { of: (item: I) => number; max: number };
  /**
   * Wait one turn of the event loop before a batch leaves a quiet batcher, so that the items given
   * in the same turn leave together (at the cost of that turn's delay for the first).
   */
  gather?: boolean;
}

/**
 * Groups work that arrives while earlier work is on its way (group commit): at most `maxInFlight`
 * batches run at once; an item that finds a free slot leaves at once, alone (or with those given
 * in the same turn, with `gather`), and the items that arrive while every slot is busy wait and
 * leave together (up to `maxBatch`, and `size.max`) in the next batch. A quiet server so answers
 * each item as soon as it would alone; a busy one sends fewer, fuller batches the busier it is,
 * so the waiting never grows past one batch's time. Items keep their order within a batch, and
 * batches leave in arrival order.
 */
export class Batcher<I, O> {
  private readonly waiting: { item: I; settle: (s: Settled<O>) => void }[] = [];
  private inFlight = 0;
  private gathering = false;
  private idlers: (() => void)[] = [];

  constructor(
    /** Runs one batch: one outcome per item, in the items' order. Should not throw; a throw fails the whole batch. */
    private readonly run: (items: I[]) => Promise<Settled<O>[]>,
    private readonly o: BatcherOptions<I>,
  ) {}

  add(item: I): Promise<O> {
    return new Promise<Settled<O>>((settle) => {
      this.waiting.push({ item, settle });
      if (this.inFlight >= this.o.maxInFlight || this.gathering) return;
      if (!this.o.gather) return this.next();
      this.gathering = true;
      setImmediate(() => {
        this.gathering = false;
        this.next();
      });
    }).then((s) => (s.ok ? s.value : Promise.reject(s.error)));
  }

  /** Items waiting for a slot (for tests and metrics). */
  get queued(): number {
    return this.waiting.length;
  }

  /** Resolves once every item given so far has been answered. */
  idle(): Promise<void> {
    if (this.inFlight === 0 && this.waiting.length === 0 && !this.gathering) return Promise.resolve();
    return new Promise((resolve) => this.idlers.push(resolve));
  }

  /** The waiting items the next batch takes: in order, up to maxBatch and size.max. */
  private take() {
    const { maxBatch, size } = this.o;
    if (!size) return this.waiting.splice(0, maxBatch);
    let count = 0;
    let total = 0;
    while (count < this.waiting.length && count < maxBatch) {
      const next = size.of(this.waiting[count]!.item);
      if (count > 0 && total + next > size.max) break;
      total += next;
      count++;
    }
    return this.waiting.splice(0, count);
  }

  private next(): void {
    const batch = this.take();
    if (batch.length === 0) {
      if (this.inFlight === 0) for (const idle of this.idlers.splice(0)) idle();
      return;
    }
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
