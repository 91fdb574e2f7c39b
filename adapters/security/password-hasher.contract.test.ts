import type { PasswordHasher } from '../../application/accounts/password-hasher.port';
import { FakePasswordHasher } from '../../application/accounts/testing/fake-password-hasher';
import { describePortContract, fakeMaker } from '../persistence/testing/port-contract';
import { ScryptPasswordHasher } from './scrypt-password-hasher';

/** The PasswordHasher port (application/accounts/password-hasher.port.ts) on the fake and on scrypt (cheap parameters). */
describePortContract<PasswordHasher>('PasswordHasher', [
  fakeMaker(() => new FakePasswordHasher()),
  { name: 'scrypt', start: async () => ({ make: async () => new ScryptPasswordHasher({ N: 1024, r: 8, p: 1 }), stop: async () => undefined }) },
], (subject) => {
  it('verifies the password it hashed, and no other', async () => {
    const stored = await subject().hash('correct horse 馬');
    // Not asserted: that the stored value hides the password. The fake keeps it readable ('hashed:' + password)
    // on purpose, so use-case tests can build and read stored hashes; one-wayness is scrypt's own test.
    expect(await subject().verify('correct horse 馬', stored)).toBe(true);
    expect(await subject().verify('correct horse', stored)).toBe(false);
    expect(await subject().verify('', stored)).toBe(false);
  });

  it('answers false, never throws, for a stored value it cannot read', async () => {
    for (const stored of ['', 'garbage', 'scrypt$1$2$3', 'hashed:']) {
      await expect(subject().verify('pw-123456', stored)).resolves.toBe(false);
    }
  });
});
