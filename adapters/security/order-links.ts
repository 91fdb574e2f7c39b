import { createHmac, timingSafeEqual } from 'node:crypto';
import { ORDER_LINK_LIFETIME_MS, type OrderLinks } from '../../application/orders/order-link.port';

/** The purpose of the link's key: no other use of TOKEN_SECRET (token hashes, Shopee states) can produce its MAC. */
const KEY_PURPOSE = 'order-link:v1';
const FORMAT = /^v1\.([A-Za-z0-9-]{1,32})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;
const MAX_LENGTH = 128;
/** The page that shows a buyer's order (web/src/app/routes.tsx), and the query parameter the page reads. */
export const ORDER_LINK_PARAM = 'link';

/**
 * The signed order link (application/orders/order-link.port.ts): the token is `v1.<order id>.<expiry, unix
 * seconds>.<mac>`, the mac HMAC-SHA256 over `<order id>.<expiry>` under a key derived from TOKEN_SECRET, base64url.
 * It names one order and one expiry: another order, a later expiry or a forged mac fails, compared in constant time.
 * Nothing is stored: a link cannot be revoked before it expires, which is why it lives 30 days (ORDER_LINK_LIFETIME_MS) and not longer.
 */
export function hmacOrderLinks(secret: string, publicBaseUrl: string, lifetimeMs = ORDER_LINK_LIFETIME_MS): OrderLinks {
  const key = createHmac('sha256', secret).update(KEY_PURPOSE, 'utf8').digest();
  const mac = (orderId: string, expiry: string) => createHmac('sha256', key).update(`${orderId}.${expiry}`, 'utf8').digest('base64url');
  const base = publicBaseUrl.replace(/\/+$/, '');
  return {
    linkFor(orderId, now) {
      if (!/^[A-Za-z0-9-]{1,32}$/.test(orderId)) throw new Error(`order link: not an order id: ${orderId}`);
      const expiry = String(Math.floor((now.getTime() + lifetimeMs) / 1000));
      const token = `v1.${orderId}.${expiry}.${mac(orderId, expiry)}`;
      return `${base}/order-confirmation/${encodeURIComponent(orderId)}?${ORDER_LINK_PARAM}=${token}`;
    },
    verify(token, now) {
      if (typeof token !== 'string' || token.length > MAX_LENGTH) return undefined;
      const match = FORMAT.exec(token);
      if (!match) return undefined;
      const [, orderId, expiry, given] = match;
      // Compared as text: 43 base64url characters carry 2 spare bits, so decoding would accept 4 spellings of one MAC.
      const expected = Buffer.from(mac(orderId, expiry), 'utf8');
      const received = Buffer.from(given, 'utf8');
      if (received.length !== expected.length || !timingSafeEqual(received, expected)) return undefined;
      if (Number(expiry) * 1000 <= now.getTime()) return undefined;
      return { orderId };
    },
  };
}

/** The token of a link made by linkFor (the value of its `link` parameter). */
export function orderLinkToken(link: string): string | null {
  return new URL(link).searchParams.get(ORDER_LINK_PARAM);
}
