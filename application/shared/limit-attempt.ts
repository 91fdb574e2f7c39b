import type { RateLimiter } from '../accounts/rate-limiter.port';

/** One counter an attempt is counted under: a key (who or what), its limit and its fixed window. */
export interface AttemptCounter {
  key: string;
  limit: number;
  windowMs: number;
  /**
   * A limit on FAILED attempts: counted up front like every other, and given back by refund() when the
   * attempt succeeded. Absent: a limit on attempts, which keeps every count.
   */
  failuresOnly?: boolean;
}

/** An admitted attempt: give its failure counts back when it succeeded (or proved nothing either way). */
export interface AdmittedAttempt {
  refund(): Promise<void>;
}

export type AttemptVerdict =
  | ({ ok: true } & AdmittedAttempt)
  /** Over at least one limit: `refusedBy` names the keys over their limit; retryAfterMs, until the last of them ends. */
  | { ok: false; retryAfterMs: number; refusedBy: string[] };

/**
 * The one rule of every limit in the shop (issue 23): COUNT FIRST, then check. Every counter of the attempt is
 * incremented in the database before anything expensive or secret is compared (a password hash, a code, a
 * phone), each by one atomic statement (RateLimiter.hit: INSERT ... ON CONFLICT/ON DUPLICATE KEY UPDATE), so
 * of any number of simultaneous attempts, on any number of server processes, at most `limit` see a count
 * within the limit: a burst of 100 gets at most `limit` checks. Reading a counter and counting a miss
 * afterwards (peek, then hit) let every request of a burst read the same count and all get checked.
 *
 * Limits on attempts keep every count, refused or not. Limits on failures (failuresOnly) count only failures:
 * an admitted attempt that succeeds gives its failure counts back (refund), and so does a refused one, which
 * checked nothing (else 10 refused logins on one address would spend the IP's failures on every address).
 * Each refund undoes its own increment, so a counter never falls below the attempts still admitted: the bound
 * holds.
 */
export async function consumeAttempt(limiter: RateLimiter, counters: readonly AttemptCounter[]): Promise<AttemptVerdict> {
  const verdicts = await Promise.all(counters.map((counter) => limiter.hit(counter.key, counter.limit, counter.windowMs)));
  const failureCounters = counters.filter((counter) => counter.failuresOnly);
  const refund = async () => {
    await Promise.all(failureCounters.map((counter) => limiter.refund(counter.key, counter.windowMs)));
  };
  const refused = counters.filter((_, i) => !verdicts[i].allowed);
  if (refused.length > 0) {
    await refund();
    return { ok: false, retryAfterMs: Math.max(...verdicts.map((verdict) => verdict.retryAfterMs)), refusedBy: refused.map((counter) => counter.key) };
  }
  return { ok: true, refund };
}

/** consumeAttempt, throwing `refuse(retryAfterMs)` (the context's 429) when over a limit. */
export async function admitAttempt(limiter: RateLimiter, counters: readonly AttemptCounter[], refuse: (retryAfterMs: number) => Error): Promise<AdmittedAttempt> {
  const verdict = await consumeAttempt(limiter, counters);
  if (!verdict.ok) throw refuse(verdict.retryAfterMs);
  return verdict;
}
