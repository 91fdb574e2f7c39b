import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Shopee Open Platform v2 signatures, computed here on purpose rather than imported from adapters/shopee:
 * the simulator is the other side of the wire, so a mistake in the adapter's signing must fail against it
 * (research/platforms.md A3).
 *
 *   public call: HMAC-SHA256(partner_key, partner_id + api_path + timestamp)
 *   shop call:   HMAC-SHA256(partner_key, partner_id + api_path + timestamp + access_token + shop_id)
 *
 * api_path is the path Shopee documents ('/api/v2/shop/get_shop_info'), without the simulator's mount
 * prefix. Key and base string are UTF-8; the sign is 64 lowercase hex characters.
 */
export function publicBaseString(partnerId: number | string, apiPath: string, timestamp: number | string): string {
  return `${partnerId}${apiPath}${timestamp}`;
}

export function shopBaseString(partnerId: number | string, apiPath: string, timestamp: number | string, accessToken: string, shopId: number | string): string {
  return `${partnerId}${apiPath}${timestamp}${accessToken}${shopId}`;
}

export function shopeeSign(partnerKey: string, baseString: string): string {
  return createHmac('sha256', Buffer.from(partnerKey, 'utf8')).update(baseString, 'utf8').digest('hex');
}

/** Exact comparison (lowercase only, as Shopee documents), in constant time. */
export function signMatches(partnerKey: string, baseString: string, sign: string): boolean {
  const expected = Buffer.from(shopeeSign(partnerKey, baseString), 'utf8');
  const given = Buffer.from(sign, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
