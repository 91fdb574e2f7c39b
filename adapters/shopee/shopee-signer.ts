import { createHmac } from 'node:crypto';

/**
 * Shopee Open Platform v2 request signatures (research/platforms.md A3): HMAC-SHA256 of a base string under the
 * partner key, both taken as UTF-8 text (the key is never hex-decoded), written as 64 lower-case hex digits.
 * Node's digest('hex') always gives all 64 (Shopee's own Java demo drops leading zeros with %032x).
 *
 * The base string is a plain concatenation without separators; api_path is the path without host, starting at
 * /api/v2 (a simulator mounted under a path prefix still signs /api/v2/...).
 */
export function sign(partnerKey: string, baseString: string): string {
  return createHmac('sha256', Buffer.from(partnerKey, 'utf8')).update(baseString, 'utf8').digest('hex');
}

/** Public (partner-level) calls: /auth/token/get, /auth/access_token/get, /public/*, /shop/auth_partner. */
export function publicBaseString(partnerId: number, apiPath: string, timestamp: number): string {
  return `${partnerId}${apiPath}${timestamp}`;
}

/** Shop calls (product, order, shop APIs). */
export function shopBaseString(partnerId: number, apiPath: string, timestamp: number, accessToken: string, shopId: number): string {
  return `${partnerId}${apiPath}${timestamp}${accessToken}${shopId}`;
}
