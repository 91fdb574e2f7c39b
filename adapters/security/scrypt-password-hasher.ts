import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../../application/accounts/password-hasher.port';
import type { DeriveKey } from './scrypt-workers';

export interface ScryptParameters {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** docs/accounts-contract.md: N=2^15, r=8, p=1 (32 MiB per hash), a 16-byte salt, a 32-byte key. */
export const SCRYPT_PARAMETERS: ScryptParameters = { N: 2 ** 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Refuse stored parameters far beyond ours: a tampered row must not make one login eat gigabytes. */
const MAX_N = 2 ** 20;

/** crypto.scrypt on libuv's thread pool: the default, and what tests use (the server uses ScryptWorkers). */
export const deriveOnThreadPool: DeriveKey = (plain, salt, keyLength, options) => new Promise((resolve, reject) => {
  scrypt(plain, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
});

function derive(deriveKey: DeriveKey, plain: string, salt: Buffer, params: ScryptParameters, keyLength: number): Promise<Buffer> {
  // node's default maxmem (32 MiB) is exactly 128*N*r for N=2^15, r=8, which it refuses: allow twice that.
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return deriveKey(plain.normalize('NFC'), salt, keyLength, options);
}

/**
 * Passwords hashed with scrypt (node:crypto, memory-hard), stored as `scrypt$N$r$p$salt$hash` with salt and
 * hash in base64url. verify() reads the parameters from the stored value, so raising them later keeps old
 * hashes working. Tests may pass cheaper parameters; the server always uses SCRYPT_PARAMETERS. `deriveKey` says where
 * scrypt runs: libuv's thread pool unless told (the server passes ScryptWorkers' low-priority threads, issue 29).
 */
export class ScryptPasswordHasher implements PasswordHasher {
  constructor(private readonly params: ScryptParameters = SCRYPT_PARAMETERS, private readonly deriveKey: DeriveKey = deriveOnThreadPool) {}

  async hash(plain: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(this.deriveKey, plain, salt, this.params, KEY_BYTES);
    const { N, r, p } = this.params;
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async verify(plain: string, stored: string): Promise<boolean> {
    const parsed = parseStored(stored);
    if (!parsed) return false;
    try {
      const key = await derive(this.deriveKey, plain, parsed.salt, parsed.params, parsed.hash.length);
      return timingSafeEqual(key, parsed.hash);
    } catch {
      return false;
    }
  }
}

function parseStored(stored: string): { params: ScryptParameters; salt: Buffer; hash: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,8}$/.test(part) ? Number(part) : NaN));
  if (!Number.isInteger(N) || !Number.isInteger(r) || !Number.isInteger(p)) return undefined;
  if (N < 2 || N > MAX_N || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  const salt = Buffer.from(parts[4], 'base64url');
  const hash = Buffer.from(parts[5], 'base64url');
  if (salt.length === 0 || hash.length < 16 || hash.length > 128) return undefined;
  return { params: { N, r, p }, salt, hash };
}
