import { publicBaseString, shopBaseString, shopeeSign, signMatches } from './signing';

/** research/platforms.md A3, vectors computed with key 'test-partner-key' (Node crypto and Python hmac agreed). */
describe('the simulator\'s Shopee signatures', () => {
  it('matches the research vectors for the public and the shop base strings', () => {
    expect(shopeeSign('test-partner-key', publicBaseString(2001887, '/api/v2/auth/token/get', 1655714431)))
      .toBe('1b1e6cc0a0d759e2ddb0644d67c752dd9cd727e9fbe4f33c14f51ad0c4e24dd3');
    expect(shopeeSign('test-partner-key', shopBaseString(2001887, '/api/v2/product/get_item_list', 1655714431, '59777174636562737266615546704c6d', 14701711)))
      .toBe('3615e559c3d1c14df40224958dc1761a004c1add7d82fa43ed0472553f5b2d28');
  });

  it('accepts only the exact lowercase 64-hex sign', () => {
    const base = shopBaseString(2001887, '/api/v2/shop/get_shop_info', 1655714431, '59777174636562737266615546704c6d', 14701711);
    const sign = 'faf4a60d51e5807794fd37d18f605d4e8d1370ba96d66245e23d22c77cb6f090';
    expect(signMatches('test-partner-key', base, sign)).toBe(true);
    expect(signMatches('test-partner-key', base, sign.toUpperCase())).toBe(false);
    expect(signMatches('test-partner-key', base, sign.slice(1))).toBe(false);
    expect(signMatches('test-partner-key', base, '')).toBe(false);
  });
});
