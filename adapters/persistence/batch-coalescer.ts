/**
 * Calls of one key that arrive while a batch of that key is in flight go together in the NEXT batch (issue 29,
 * docs/decisions.md section 45). The first call of an idle key starts its batch at once, alone: nothing ever
 * waits for company, so a quiet shop pays no latency for this; under load, the calls that queued behind a batch
 * share one round trip and one commit.
 *
 * `run` answers a batch with one result per input, in order. If it throws, or answers the wrong number of
 * results, every caller of that batch gets the error (a batch either answered each of its callers or none),
 * and the key's next batch starts as usual. At most one batch per key is in flight; other keys are independent.
 */
export type RunBatch<Key, In, Out> = (key: Key, inputs: readonly In[]) => Promise<readonly Out[]>;

interface Waiting<In, Out> {
  input: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

export class BatchCoalescer<Key, In, Out> {
  private readonly waiting = new Map<Key, Array<Waiting<In, Out>>>();
  private readonly inFlight = new Set<Key>();

  constructor(private readonly run: RunBatch<Key, In, Out>, private readonly maxBatch: number) {
    if (!Number.isInteger(maxBatch) || maxBatch < 1) throw new RangeError(`maxBatch must be a positive integer, got ${maxBatch}`);
  }

  submit(key: Key, input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      const queue = this.waiting.get(key) ?? [];
      this.waiting.set(key, queue);
      queue.push({ input, resolve, reject });
      if (!this.inFlight.has(key)) this.startNext(key);
    });
  }

  /** Keys with a batch in flight (for tests and diagnostics). */
  get busyKeys(): number {
    return this.inFlight.size;
  }

  private startNext(key: Key): void {
    const queue = this.waiting.get(key);
    if (!queue || queue.length === 0) {
      this.waiting.delete(key);
      return;
    }
    const batch = queue.splice(0, this.maxBatch);
    if (queue.length === 0) this.waiting.delete(key);
    this.inFlight.add(key);
    void this.answer(key, batch).finally(() => {
      this.inFlight.delete(key);
      this.startNext(key);
    });
  }

  private async answer(key: Key, batch: Array<Waiting<In, Out>>): Promise<void> {
    let outs: readonly Out[];
    try {
      outs = await this.run(key, batch.map((waiting) => waiting.input));
      if (outs.length !== batch.length) throw new Error(`a batch of ${batch.length} was answered with ${outs.length} results`);
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    batch.forEach((waiting, i) => waiting.resolve(outs[i]));
  }
}
