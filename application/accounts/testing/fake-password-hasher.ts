import type { PasswordHasher } from '../password-hasher.port';

/** A PasswordHasher for the use-case tests: instant and readable ('hashed:' + password); counts verifications. */
export class FakePasswordHasher implements PasswordHasher {
  verifications: Array<{ plain: string; stored: string }> = [];

  async hash(plain: string): Promise<string> {
    return `hashed:${plain}`;
  }

  async verify(plain: string, stored: string): Promise<boolean> {
    this.verifications.push({ plain, stored });
    return stored === `hashed:${plain}`;
  }
}
