import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/** What ScryptPasswordHasher needs: the key of `plain` (already NFC) with `salt`. */
export type DeriveKey = (plain: string, salt: Buffer, keyLength: number, options: ScryptOptions) => Promise<Buffer>;

/**
 * The worker's code (plain JS, evaluated: no compiled file to locate, the same under tsc's output and ts-jest).
 * It first lowers its own thread to the lowest CPU priority (Linux: nice 19 for this thread alone, through its
 * thread id in /proc/thread-self; elsewhere the call fails and is ignored), then derives keys one at a time with
 * scryptSync on its own thread.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) require('node:os').setPriority(tid, 19);
} catch {}
parentPort.on('message', ({ id, plain, salt, keyLength, options }) => {
  try {
    const key = scryptSync(plain, Buffer.from(salt), keyLength, options);
    parentPort.postMessage({ id, key: new Uint8Array(key) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Pending {
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
  idle?: NodeJS.Timeout;
}

/** A worker with nothing to do for this long is stopped (started again, in some 30 ms, by the next hash). */
const IDLE_STOP_MS = 2000;

/**
 * scrypt on `size` worker threads of their own, at the lowest CPU priority, instead of libuv's thread pool
 * (issue 29, "Password hashing runs on a bounded pool"). Node's crypto.scrypt takes a libuv pool thread per hash,
 * the same 4 threads that serve the static files' fs calls, and at normal priority it shares the cores evenly with
 * the event loop: a login burst then slowed every other answer. Here the pool's threads stay free for fs, and the
 * kernel runs the event loop first whenever both want a core; a hash waits a little, a page never waits for a hash.
 *
 * How many run at once is BoundedPasswordHasher's business (PASSWORD_HASH_CONCURRENCY, by default one per core
 * minus one); `size` is the same number, so a call never waits behind another one in a worker. The workers are
 * unref'd, started on first use, stopped after IDLE_STOP_MS without work (nothing is left running when the server or
 * a test suite ends), and replaced when one dies.
 *
 * Why not piscina: its filename option needs a compiled worker file (which ts-jest's sources do not have), and what
 * is needed here (fixed threads, one message per hash, the priority) is this file.
 */
export class ScryptWorkers {
  private readonly slots: Array<Slot | undefined>;
  private nextId = 1;

  constructor(private readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`ScryptWorkers: size must be a positive integer, not ${size}`);
    this.slots = new Array<Slot | undefined>(size).fill(undefined);
  }

  readonly derive: DeriveKey = (plain, salt, keyLength, options) => {
    const slot = this.leastBusy();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      clearTimeout(slot.idle);
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, plain, salt: new Uint8Array(salt), keyLength, options });
    });
  };

  /** Stops the workers; calls still running are refused. */
  async close(): Promise<void> {
    const running = this.slots.filter((slot): slot is Slot => slot !== undefined);
    this.slots.fill(undefined);
    for (const slot of running) clearTimeout(slot.idle);
    await Promise.all(running.map((slot) => slot.worker.terminate()));
  }

  private leastBusy(): Slot {
    let best: Slot | undefined;
    for (let index = 0; index < this.size; index += 1) {
      const slot = this.slots[index] ?? this.start(index);
      if (!best || slot.pending.size < best.pending.size) best = slot;
    }
    return best as Slot;
  }

  private start(index: number): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    const slot: Slot = { worker, pending: new Map() };
    worker.on('message', (message: { id: number; key?: Uint8Array; error?: string }) => {
      const call = slot.pending.get(message.id);
      if (!call) return;
      slot.pending.delete(message.id);
      if (slot.pending.size === 0) {
        slot.idle = setTimeout(() => {
          if (slot.pending.size > 0) return;
          if (this.slots[index] === slot) this.slots[index] = undefined;
          void worker.terminate();
        }, IDLE_STOP_MS);
        slot.idle.unref();
      }
      if (message.key) call.resolve(Buffer.from(message.key.buffer, message.key.byteOffset, message.key.byteLength));
      else call.reject(new Error(message.error ?? 'scrypt failed'));
    });
    const fail = (error: Error) => {
      clearTimeout(slot.idle);
      if (this.slots[index] === slot) this.slots[index] = undefined;
      for (const call of slot.pending.values()) call.reject(error);
      slot.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`scrypt worker exited with ${code}`)));
    this.slots[index] = slot;
    return slot;
  }
}
