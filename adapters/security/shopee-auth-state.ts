import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ShopeeAuthState } from '../../application/marketplace/shopee-auth-state.port';

/** Our own prefix in the MAC's input, so that no other use of TOKEN_SECRET (token hashes) can produce a valid state. */
const PURPOSE = 'shopee-auth-state:v1:';
const FORMAT = /^v1\.([1-9]\d{0,14})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/;
const MAX_LENGTH = 128;

/**
 * The Shopee link's state (application/marketplace/shopee-auth-state.port.ts): `v1.<staffId>.<expiry, unix
 * seconds>.<nonce>.<mac>`, the mac HMAC-SHA256 under TOKEN_SECRET, base64url. URL-safe as it is; the nonce
 * makes every link's state different. Compared in constant time.
 */
export function hmacShopeeAuthState(secret: string): ShopeeAuthState {
  const mac = (payload: string) => createHmac('sha256', secret).update(`${PURPOSE}${payload}`, 'utf8').digest();
  return {
    issue({ staffId, expiresAt }) {
      const payload = `${staffId}.${Math.floor(expiresAt.getTime() / 1000)}.${randomBytes(9).toString('base64url')}`;
      return `v1.${payload}.${mac(payload).toString('base64url')}`;
    },
    read(state) {
      if (state.length > MAX_LENGTH) return null;
      const match = FORMAT.exec(state);
      if (!match) return null;
      const [, staffId, expiresAt, nonce, given] = match;
      // Compared as text: 43 base64url characters carry 2 spare bits, so decoding would accept 4 spellings of one MAC.
      const expected = Buffer.from(mac(`${staffId}.${expiresAt}.${nonce}`).toString('base64url'), 'utf8');
      const received = Buffer.from(given, 'utf8');
      if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
      return { staffId: Number(staffId), expiresAt: new Date(Number(expiresAt) * 1000), nonce };
    },
  };
}
