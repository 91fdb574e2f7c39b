import { createHmac } from 'node:crypto';
import { ORDER_LINK_LIFETIME_MS } from '../../application/orders/order-link.port';
import { hmacOrderLinks, orderLinkToken } from './order-links';

const SECRET = 'a-test-token-secret-of-at-least-32-characters';
const NOW = new Date('2026-12-03T08:00:00.000Z');
const links = hmacOrderLinks(SECRET, 'https://shop.example/');

describe('hmacOrderLinks (the signed order link, issue 30)', () => {
  it('links to the buyer order page with a token that opens that order, not a bare order id', () => {
    const link = links.linkFor('ORD-12345678', NOW);
    expect(link).toMatch(/^https:\/\/shop\.example\/order-confirmation\/ORD-12345678\?link=v1\.ORD-12345678\.\d+\.[A-Za-z0-9_-]{43}$/);
    const token = orderLinkToken(link) as string;
    expect(links.verify(token, NOW)).toEqual({ orderId: 'ORD-12345678' });
    expect(links.verify(token, new Date(NOW.getTime() + ORDER_LINK_LIFETIME_MS - 1000))).toEqual({ orderId: 'ORD-12345678' });
  });

  it('refuses an expired link: 30 days after it was made', () => {
    const token = orderLinkToken(links.linkFor('ORD-12345678', NOW)) as string;
    expect(links.verify(token, new Date(NOW.getTime() + ORDER_LINK_LIFETIME_MS))).toBeUndefined();
  });

  it('refuses a forged link (another secret), an altered order id or expiry, an altered mac, and garbage', () => {
    const token = orderLinkToken(links.linkFor('ORD-12345678', NOW)) as string;
    expect(hmacOrderLinks(`${SECRET}-other`, 'https://shop.example').verify(token, NOW)).toBeUndefined();
    const [version, , expiry, mac] = token.split('.');
    expect(links.verify([version, 'ORD-12345679', expiry, mac].join('.'), NOW)).toBeUndefined(); // another order
    expect(links.verify([version, 'ORD-12345678', String(Number(expiry) + 86_400), mac].join('.'), NOW)).toBeUndefined(); // kept alive
    expect(links.verify(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, NOW)).toBeUndefined();
    for (const bad of ['', 'ORD-12345678', 'v1.ORD-12345678.1.abc', `${token}.x`, 'x'.repeat(10_000)]) expect(links.verify(bad, NOW)).toBeUndefined();
  });

  it('uses a key of its own: a MAC made with TOKEN_SECRET itself (as token hashes are) is refused', () => {
    const expiry = String(Math.floor(NOW.getTime() / 1000) + 3600);
    const raw = createHmac('sha256', SECRET).update(`ORD-12345678.${expiry}`).digest('base64url');
    expect(links.verify(`v1.ORD-12345678.${expiry}.${raw}`, NOW)).toBeUndefined();
  });
});
