/**
 * Group commit for a write path that many requests reach at once (the ECPay status notifications, decision 41).
 * Calls that arrive while earlier ones are being written wait together, and one `run` writes them all: a few
 * statements and one transaction for the group instead of six round trips and a commit each. At most
 * `concurrency` runs at a time (each holds one pooled connection), at most `maxGroup` calls per run.
 *
 * `run` answers each call through `answer` (by its index in the group) as soon as its outcome is final, which for a
 * write means committed: a call is never answered before. A call `run` leaves unanswered gets run's error (or a
 * plain error when run returned without answering it), so no caller waits forever.
 */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface CallGroupOptions {
  maxGroup: number;
  concurrency: number;
  /**
   * Called when the last run ends with nothing waiting: a caller that keeps groups by a key the client chooses
   * (an item id) drops the idle one here, so that stray keys do not pile up in memory.
   */
  onIdle?: () => void;
}

interface Waiting<I, O> {
  input: I;
  resolve(value: O): void;
  reject(error: unknown): void;
}

export class CallGroups<I, O> {
  private readonly waiting: Waiting<I, O>[] = [];
  private running = 0;
  private scheduled = false;

  constructor(
    private readonly run: (inputs: I[], answer: (index: number, outcome: Settled<O>) => void) => Promise<void>,
    private readonly options: CallGroupOptions,
  ) {}

  call(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      this.schedule();
    });
  }

  /**
   * The next group starts on the next turn of the event loop (setImmediate), so that the requests parsed in the
   * same turn share it; when every run slot is busy, the calls gather until one finishes.
   */
  private schedule(): void {
    if (this.scheduled || this.running >= this.options.concurrency || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.running < this.options.concurrency && this.waiting.length > 0) this.start(this.waiting.splice(0, this.options.maxGroup));
    });
  }

  private start(group: Waiting<I, O>[]): void {
    this.running += 1;
    const answered = new Array<boolean>(group.length).fill(false);
    const answer = (index: number, outcome: Settled<O>) => {
      if (answered[index]) return;
      answered[index] = true;
      if (outcome.ok) group[index].resolve(outcome.value);
      else group[index].reject(outcome.error);
    };
    const finish = (error: unknown) => {
      group.forEach((_, index) => answer(index, { ok: false, error }));
      this.running -= 1;
      this.schedule();
      if (this.running === 0 && this.waiting.length === 0 && !this.scheduled) this.options.onIdle?.();
    };
    let promise: Promise<void>;
    try {
      promise = this.run(group.map((waiting) => waiting.input), answer);
    } catch (error) {
      promise = Promise.reject(error);
    }
    promise.then(() => finish(new Error('grouped call left unanswered')), finish);
  }
}
