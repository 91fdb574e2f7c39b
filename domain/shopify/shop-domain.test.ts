import fc from 'fast-check';
import { isValidCustomDomain, normaliseShopDomain, type ShopDomainProblem } from './shop-domain';

const CUSTOM = ['shop.example.com.tw'];

describe('normaliseShopDomain (issue 12: only *.myshopify.com or a configured custom domain; research B1)', () => {
  it.each([
    ['outlet-demo', 'outlet-demo.myshopify.com'],
    ['outlet-demo.myshopify.com', 'outlet-demo.myshopify.com'],
    ['  Outlet-Demo.MyShopify.com  ', 'outlet-demo.myshopify.com'],
    ['https://outlet-demo.myshopify.com', 'outlet-demo.myshopify.com'],
    ['HTTPS://outlet-demo.myshopify.com///', 'outlet-demo.myshopify.com'],
    ['https://admin.shopify.com/store/outlet-demo', 'outlet-demo.myshopify.com'],
    ['admin.shopify.com/store/Outlet-Demo/', 'outlet-demo.myshopify.com'],
    ['shop.example.com.tw', 'shop.example.com.tw'],
    ['https://SHOP.example.com.tw/', 'shop.example.com.tw'],
  ])('accepts %j as %s', (input, domain) => {
    expect(normaliseShopDomain(input, CUSTOM)).toEqual({ ok: true, domain });
  });

  it.each<[string, ShopDomainProblem]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['http://outlet-demo.myshopify.com', 'scheme'],
    ['ftp://outlet-demo.myshopify.com', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['outlet-demo.myshopify.com/admin', 'path'],
    ['https://outlet-demo.myshopify.com/../evil.com', 'path'],
    ['outlet-demo.myshopify.com?x=1', 'path'],
    ['outlet-demo.myshopify.com#x', 'path'],
    ['https://admin.shopify.com/store/a/orders', 'path'],
    ['outlet-demo.myshopify.com:8443', 'port'],
    ['https://outlet-demo.myshopify.com:443', 'port'],
    ['https://evil.com@outlet-demo.myshopify.com', 'userinfo'],
    ['outlet-demo.myshopify.com@evil.com', 'userinfo'],
    ['127.0.0.1', 'ip'],
    ['2130706433', 'ip'],
    ['0x7f.1', 'ip'],
    ['169.254.169.254', 'ip'],
    ['[::1]', 'ip'],
    ['https://[fd00::1]/', 'ip'],
    ['outlet demo.myshopify.com', 'malformed'],
    ['outlet-demo.myshopify.com\\@evil.com', 'malformed'],
    ['outlet-demo.myshopify.com.', 'malformed'],
    ['.myshopify.com', 'malformed'],
    ['店.myshopify.com', 'malformed'],
    ['xn--outlet.myshopify.com\u0000', 'malformed'],
    ['-outlet', 'malformed'],
    ['evil.com', 'not_shopify'],
    ['outlet-demo.myshopify.com.evil.com', 'not_shopify'],
    ['a.b.myshopify.com', 'not_shopify'],
    ['myshopify.com', 'not_shopify'],
    ['outlet-demo.shopify.com', 'not_shopify'],
    ['sub.shop.example.com.tw', 'not_shopify'],
    ['localhost.', 'malformed'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(normaliseShopDomain(input, CUSTOM)).toEqual({ ok: false, problem });
  });

  it('accepts a custom domain only when it is configured', () => {
    expect(normaliseShopDomain('shop.example.com.tw')).toEqual({ ok: false, problem: 'not_shopify' });
  });

  // Property: whatever staff (or an attacker) type, the result is a host the adapter may send a token to.
  it('property: every accepted input is exactly <label>.myshopify.com or a configured custom domain', () => {
    const pieces = fc.constantFrom('https://', 'http://', '//', 'outlet', '-', '.', 'myshopify.com', '.myshopify.com', ':443', '@', '/', '?', '#',
      '127.0.0.1', '0x7f', 'admin.shopify.com', '/store/', 'shop.example.com.tw', 'evil.com', '%2e', '\\', ' ', 'A');
    fc.assert(fc.property(fc.oneof(fc.array(pieces, { maxLength: 8 }).map((p) => p.join('')), fc.string({ maxLength: 40 })), (input) => {
      const result = normaliseShopDomain(input, CUSTOM);
      if (!result.ok) return true;
      return /^[a-z0-9][a-z0-9-]{0,62}\.myshopify\.com$/.test(result.domain) || CUSTOM.includes(result.domain);
    }), { numRuns: 3000 });
  });

  it('property: normalising is idempotent', () => {
    fc.assert(fc.property(fc.stringMatching(/^(https:\/\/)?[A-Za-z0-9][A-Za-z0-9-]{0,20}(\.myshopify\.com)?\/?$/), (input) => {
      const once = normaliseShopDomain(input);
      if (!once.ok) return true;
      expect(normaliseShopDomain(once.domain)).toEqual(once);
      return true;
    }), { numRuns: 500 });
  });
});

describe('isValidCustomDomain (SHOPIFY_CUSTOM_DOMAINS)', () => {
  it.each(['shop.example.com', 'shop.example.com.tw', 'a-b.c0.tw'])('accepts %s', (domain) => expect(isValidCustomDomain(domain)).toBe(true));
  it.each(['localhost', '127.0.0.1', '10.0.0.1', 'Shop.example.com', 'shop..example.com', '-a.example.com', 'shop.example.com.', 'a.123', 'https://shop.example.com'])(
    'refuses %s', (domain) => expect(isValidCustomDomain(domain)).toBe(false));
});
