import { ShopifyHmacWebhookVerifier, shopifyWebhookHmac } from './shopify-webhook-verifier';

/**
 * Vectors (research/platforms.md B7; cross-checked on this machine, 2026-11-25, outside Node):
 *   printf '{"id":1}' | openssl dgst -sha256 -hmac 'my-app-secret' -binary | base64
 *   python3: base64.b64encode(hmac.new(b'my-app-secret', b'{"id":1}', hashlib.sha256).digest())
 * both give x+5SHlrVj3v+fL6InIUqZlc+85K6VGzUUB5HKhmLhKA= (the research's worked example, computed there with
 * Node and Python too). The second vector has UTF-8 text in the body (python3 over the encoded bytes), so a
 * verifier that hashed a re-encoded or re-parsed body would fail it.
 */
const VECTOR = { secret: 'my-app-secret', body: '{"id":1}', hmac: 'x+5SHlrVj3v+fL6InIUqZlc+85K6VGzUUB5HKhmLhKA=' };
const UTF8_VECTOR = {
  secret: 'sandbox-shopify-client-secret-not-secret',
  body: '{"inventory_item_id":45000000000001,"location_id":78000000001,"available":3,"updated_at":"2026-11-25T10:00:00+08:00","note":"庫存"}',
  hmac: 'ST3BWvsV2vQPJGNg+xyreQvEhR6SuVobuHTCFxztTtg=',
};

describe('Shopify webhook HMAC (issue 12 proof: "the Shopify webhook HMAC")', () => {
  it.each([VECTOR, UTF8_VECTOR])('computes the cross-checked vector', ({ secret, body, hmac }) => {
    expect(shopifyWebhookHmac(secret, Buffer.from(body, 'utf8'))).toBe(hmac);
  });

  it.each([VECTOR, UTF8_VECTOR])('accepts the genuine header over the raw bytes', ({ secret, body, hmac }) => {
    expect(new ShopifyHmacWebhookVerifier(secret).verify(Buffer.from(body, 'utf8'), hmac)).toBe(true);
  });

  it('refuses a changed body, another secret, a missing or empty header', () => {
    const verifier = new ShopifyHmacWebhookVerifier(VECTOR.secret);
    expect(verifier.verify(Buffer.from('{"id":2}'), VECTOR.hmac)).toBe(false);
    expect(verifier.verify(Buffer.from('{"id": 1}'), VECTOR.hmac)).toBe(false);
    expect(new ShopifyHmacWebhookVerifier('other-secret').verify(Buffer.from(VECTOR.body), VECTOR.hmac)).toBe(false);
    expect(verifier.verify(Buffer.from(VECTOR.body), undefined)).toBe(false);
    expect(verifier.verify(Buffer.from(VECTOR.body), '')).toBe(false);
  });

  it('refuses other spellings of the same MAC (hex, no padding, url-safe alphabet, whitespace): only canonical base64', () => {
    const verifier = new ShopifyHmacWebhookVerifier(VECTOR.secret);
    const raw = Buffer.from(VECTOR.hmac, 'base64');
    for (const spelling of [raw.toString('hex'), VECTOR.hmac.replace(/=$/, ''), raw.toString('base64url'), ` ${VECTOR.hmac}`, `${VECTOR.hmac}\n`]) {
      expect({ spelling, ok: verifier.verify(Buffer.from(VECTOR.body), spelling) }).toEqual({ spelling, ok: false });
    }
    // The last character carries 2 spare bits: 'A=' and 'B=' decode to the same bytes.
    const spare = `${VECTOR.hmac.slice(0, 42)}${VECTOR.hmac[42] === 'A' ? 'B' : 'A'}=`;
    expect(verifier.verify(Buffer.from(VECTOR.body), spare)).toBe(false);
  });

  it('fails closed without a secret (SHOPIFY_WEBHOOK_SECRET unset)', () => {
    expect(new ShopifyHmacWebhookVerifier(undefined).verify(Buffer.from(VECTOR.body), VECTOR.hmac)).toBe(false);
    expect(new ShopifyHmacWebhookVerifier('').verify(Buffer.from(VECTOR.body), shopifyWebhookHmac('', VECTOR.body))).toBe(false);
  });
});
