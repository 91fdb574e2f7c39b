import { ProviderUnavailableError } from '../errors';
import type { PasswordHasher } from './password-hasher.port';

/**
 * The limits of the password hashing line (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE in server/config.ts).
 * scrypt runs on libuv's thread pool (4 threads), which also serves the static files' fs calls: with every
 * thread in scrypt, a login flood starved the rest of the shop (issue 9: static files fell to 7.5 req/s).
 */
export interface PasswordHashingLimits {
  /** At most this many hashes or verifications at once (default: one per core minus one, at least one; issue 29). */
  concurrency: number;
  /** At most this many calls waiting for a slot; one more is refused with 503 SERVER_BUSY at once. */
  queue: number;
}

export const DEFAULT_PASSWORD_HASHING_LIMITS: PasswordHashingLimits = { concurrency: 2, queue: 32 };

/**
 * The Retry-After of a refused hash: a full line of 32 drains in about 16 scrypt rounds of 2 (~50-100 ms
 * each), so a second is enough for a retry to find room.
 */
export const HASHER_BUSY_RETRY_AFTER_MS = 1000;

/** 503 SERVER_BUSY with Retry-After (server/http/error-mapping.ts reads retryAfterMs). */
export class ServerBusyError extends ProviderUnavailableError {
  constructor(readonly retryAfterMs: number) {
    super('SERVER_BUSY', 'SERVER_BUSY');
  }
}

/**
 * A PasswordHasher in front of another that runs at most `concurrency` calls at once and lets at most `queue`
 * more wait, first come first served. Overflow is refused at once (ServerBusyError) rather than piled up:
 * an unbounded pile would grow memory and latency without bound and serve nobody in time.
 */
export class BoundedPasswordHasher implements PasswordHasher {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly inner: PasswordHasher, private readonly limits: PasswordHashingLimits = DEFAULT_PASSWORD_HASHING_LIMITS) {}

  hash(plain: string): Promise<string> {
    return this.run(() => this.inner.hash(plain));
  }

  verify(plain: string, stored: string): Promise<boolean> {
    return this.run(() => this.inner.verify(plain, stored));
  }

  /** For tests and metrics: calls running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.limits.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.queue) return Promise.reject(new ServerBusyError(HASHER_BUSY_RETRY_AFTER_MS));
    // The slot is handed over directly by release(), so `running` never dips and no newcomer jumps the line.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
