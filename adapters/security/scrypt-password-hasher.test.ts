import { ScryptPasswordHasher } from './scrypt-password-hasher';

describe('ScryptPasswordHasher', () => {
  const hasher = new ScryptPasswordHasher();

  it('stores scrypt$N$r$p$salt$hash with the contract parameters and verifies only the right password', async () => {
    const stored = await hasher.hash('secret-123');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await hasher.verify('secret-123', stored)).toBe(true);
    expect(await hasher.verify('secret-124', stored)).toBe(false);
    expect(await hasher.hash('secret-123')).not.toBe(stored); // a new salt each time
  });

  it('reads the parameters from the stored value, and answers false for anything it cannot read', async () => {
    const cheap = await new ScryptPasswordHasher({ N: 1024, r: 8, p: 1 }).hash('pw-123456');
    expect(await hasher.verify('pw-123456', cheap)).toBe(true);
    for (const bad of ['', 'plain', 'scrypt$3$8$1$abc$def', `scrypt$${2 ** 24}$8$1$c2FsdHNhbHQ$${'a'.repeat(43)}`, 'bcrypt$1$2$3$4$5']) {
      expect(await hasher.verify('pw-123456', bad)).toBe(false);
    }
  });
});
