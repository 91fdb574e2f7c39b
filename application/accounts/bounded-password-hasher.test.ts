import { BoundedPasswordHasher, HASHER_BUSY_RETRY_AFTER_MS, ServerBusyError } from './bounded-password-hasher';
import type { PasswordHasher } from './password-hasher.port';

/** A hasher whose calls finish only when the test says so, recording how many run at once. */
function gatedHasher() {
  const gates: Array<{ plain: string; finish: () => void }> = [];
  const started: string[] = [];
  let running = 0;
  let maxRunning = 0;
  const hold = (plain: string) => new Promise<void>((resolve) => {
    running += 1;
    maxRunning = Math.max(maxRunning, running);
    started.push(plain);
    gates.push({ plain, finish: () => { running -= 1; resolve(); } });
  });
  const hasher: PasswordHasher = {
    hash: async (plain) => { await hold(plain); return `h:${plain}`; },
    verify: async (plain, stored) => { await hold(plain); return stored === `h:${plain}`; },
  };
  return { hasher, gates, started, maxRunning: () => maxRunning };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedPasswordHasher', () => {
  it('runs at most K at once, starts the waiting ones in arrival order, and refuses overflow with 503 SERVER_BUSY', async () => {
    const inner = gatedHasher();
    const bounded = new BoundedPasswordHasher(inner.hasher, { concurrency: 2, queue: 3 });
    const calls = ['a', 'b', 'c', 'd', 'e'].map((plain) => bounded.hash(plain));
    await tick();
    expect(inner.started).toEqual(['a', 'b']);
    expect(bounded.load).toEqual({ running: 2, waiting: 3 });

    // The line is full: the sixth call is refused at once, without waiting and without hashing.
    const overflow = bounded.verify('f', 'h:f');
    await expect(overflow).rejects.toBeInstanceOf(ServerBusyError);
    await expect(overflow).rejects.toMatchObject({ kind: 'provider_unavailable', code: 'SERVER_BUSY', retryAfterMs: HASHER_BUSY_RETRY_AFTER_MS });

    // Finishing one lets exactly the next in line start.
    inner.gates[1].plain = 'done';
    inner.gates[1].finish();
    await tick();
    expect(inner.started).toEqual(['a', 'b', 'c']);
    for (let open = inner.gates.find((gate) => gate.plain !== 'done'); open; open = inner.gates.find((gate) => gate.plain !== 'done')) {
      open.plain = 'done';
      open.finish();
      await tick();
    }
    await expect(Promise.all(calls)).resolves.toEqual(['h:a', 'h:b', 'h:c', 'h:d', 'h:e']);
    expect(inner.started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(inner.maxRunning()).toBe(2);
    expect(bounded.load).toEqual({ running: 0, waiting: 0 });
  });

  it('never exceeds K under a burst of mixed calls, and a failing call frees its slot', async () => {
    let running = 0;
    let maxRunning = 0;
    const inner: PasswordHasher = {
      hash: async (plain) => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        await new Promise((resolve) => setTimeout(resolve, 1 + (plain.length % 3)));
        running -= 1;
        if (plain.startsWith('x')) throw new Error('boom');
        return plain;
      },
      verify: async () => true,
    };
    const bounded = new BoundedPasswordHasher(inner, { concurrency: 3, queue: 100 });
    const results = await Promise.allSettled(Array.from({ length: 60 }, (_, i) => bounded.hash(i % 7 === 0 ? `x${i}` : `p${i}`)));
    expect(maxRunning).toBe(3);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(9);
    expect(bounded.load).toEqual({ running: 0, waiting: 0 });
  });
});
