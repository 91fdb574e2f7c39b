import { scryptSync } from 'node:crypto';
import { BoundedPasswordHasher } from '../../application/accounts/bounded-password-hasher';
import type { PasswordHasher } from '../../application/accounts/password-hasher.port';
import { ScryptPasswordHasher } from './scrypt-password-hasher';
import { ScryptWorkers } from './scrypt-workers';

const CHEAP = { N: 2 ** 12, r: 8, p: 1 };

describe('scrypt on worker threads (issue 29)', () => {
  const workers = new ScryptWorkers(2);
  afterAll(() => workers.close());

  it('derives exactly the key crypto.scryptSync derives', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const options = { N: CHEAP.N, r: CHEAP.r, p: CHEAP.p, maxmem: 64 * 1024 * 1024 };
    const key = await workers.derive('密碼-secret', salt, 32, options);
    expect(key.equals(scryptSync('密碼-secret', salt, 32, options))).toBe(true);
  });

  it('a hash made on the workers verifies on the thread pool and back (same stored format)', async () => {
    const onWorkers = new ScryptPasswordHasher(CHEAP, workers.derive);
    const onPool = new ScryptPasswordHasher(CHEAP);
    expect(await onPool.verify('right-pass-1', await onWorkers.hash('right-pass-1'))).toBe(true);
    const stored = await onPool.hash('right-pass-2');
    expect(await onWorkers.verify('right-pass-2', stored)).toBe(true);
    expect(await onWorkers.verify('wrong-pass-2', stored)).toBe(false);
  });

  it('a burst queues behind one running hash and every call still gets its own right answer', async () => {
    const inner = new ScryptPasswordHasher(CHEAP, workers.derive);
    let running = 0;
    let most = 0;
    const counting: PasswordHasher = {
      hash: (plain) => inner.hash(plain),
      verify: async (plain, stored) => {
        running += 1;
        most = Math.max(most, running);
        try {
          return await inner.verify(plain, stored);
        } finally {
          running -= 1;
        }
      },
    };
    const bounded = new BoundedPasswordHasher(counting, { concurrency: 1, queue: 20 });
    const stored = await inner.hash('burst-pass');
    const attempts = Array.from({ length: 12 }, (_, index) => (index % 3 === 0 ? 'not-the-pass' : 'burst-pass'));
    const answers = await Promise.all(attempts.map((plain) => bounded.verify(plain, stored)));
    expect(answers).toEqual(attempts.map((plain) => plain === 'burst-pass'));
    expect(most).toBe(1);
  });

  it('a refused derivation rejects its own call and the worker goes on with the next', async () => {
    const bad = { N: 3, r: 8, p: 1 }; // N not a power of two: scrypt refuses it inside the worker
    await expect(workers.derive('x', Buffer.alloc(16), 32, bad)).rejects.toThrow();
    const key = await workers.derive('x', Buffer.alloc(16), 32, { ...CHEAP, maxmem: 64 * 1024 * 1024 });
    expect(key).toHaveLength(32);
  });
});
