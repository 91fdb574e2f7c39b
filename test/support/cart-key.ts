import { createHash, randomBytes } from 'node:crypto';

/**
 * One browser's cart key (issue 22), like the storefront's (web/src/api/cart-key.ts: 128 random bits in hex;
 * here 192 in base64url, both within the server's format). A guest cart is phone + this key, so a test that adds
 * through the API and then reads the phone's cart must send the same key on both calls.
 */
/** The header of server/http/cart-access.ts (spelled out, so test support needs no server code). */
export const CART_KEY_HEADER = 'X-Cart-Key';

export function newCartKey(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The cart key of a simulated client (e.g. a client IP of the limit journeys, test/support/limit-journeys.ts):
 * one browser per client, the same key for every call it makes, so its adds and reads name one cart.
 */
export function cartKeyOf(client: string): string {
  return createHash('sha256').update(`cart-key:${client}`).digest().subarray(0, 24).toString('base64url');
}

/** The request header of a browser's cart key; a new browser when no key is given. */
export function cartKeyHeaders(key: string = newCartKey()): Record<string, string> {
  return { [CART_KEY_HEADER]: key };
}

/**
 * fetch as one browser: every call carries its cart key (a header the call sets itself wins). A suite that
 * adds through the API and reads the phone's cart back declares `const fetch = fetchAsBrowser();` once.
 */
export function fetchAsBrowser(key: string = newCartKey()): typeof globalThis.fetch {
  return (input, init) => globalThis.fetch(input, { ...init, headers: { ...cartKeyHeaders(key), ...(init?.headers as Record<string, string> | undefined) } });
}
