import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ShopifyWebhookVerifier } from '../../application/shopify/shopify-admin.port';

/**
 * Shopify's webhook signature (research/platforms.md B7): X-Shopify-Hmac-Sha256 is the base64 of
 * HMAC-SHA256(app client secret, raw request body bytes). Verified on the RAW bytes (a parsed and re-serialised
 * body differs), compared in constant time.
 *
 * The header must be exactly the canonical base64 (44 characters): it is compared as text, not decoded first,
 * because base64 decoders are lenient (missing padding, spare bits in the last character, whitespace) and would
 * accept several spellings of one MAC. No secret configured: every webhook is refused (fail closed).
 */
export class ShopifyHmacWebhookVerifier implements ShopifyWebhookVerifier {
  constructor(private readonly secret: string | undefined) {}

  verify(rawBody: Buffer, hmacHeader: string | undefined): boolean {
    if (!this.secret || typeof hmacHeader !== 'string') return false;
    const expected = Buffer.from(shopifyWebhookHmac(this.secret, rawBody), 'utf8');
    const given = Buffer.from(hmacHeader, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** base64(HMAC-SHA256(secret, body)). */
export function shopifyWebhookHmac(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}
