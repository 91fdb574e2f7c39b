import { randomInt } from 'node:crypto';
import type { ResetCodeGenerator } from '../../application/accounts/reset-code-store.port';

/** 6 digits from the CSPRNG, uniform over 000000-999999 (randomInt has no modulo bias). */
export const cryptoResetCodes: ResetCodeGenerator = {
  issue: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
};
