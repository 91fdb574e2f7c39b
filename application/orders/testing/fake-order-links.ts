import { ORDER_LINK_LIFETIME_MS, type OrderLinks } from '../order-link.port';

/**
 * OrderLinks for unit tests: the token is readable (`fake-link.<order id>.<expiry ms>`), so a test can make an
 * expired one or one of another order; the real signing is adapters/security/order-links.ts's (and its tests').
 * A token the fake did not make (any other text) is refused, as a forged one is.
 */
export class FakeOrderLinks implements OrderLinks {
  linkFor(orderId: string, now: Date): string {
    return `https://shop.test/order-confirmation/${orderId}?link=${this.tokenFor(orderId, new Date(now.getTime() + ORDER_LINK_LIFETIME_MS))}`;
  }

  tokenFor(orderId: string, expiresAt: Date): string {
    return `fake-link.${orderId}.${expiresAt.getTime()}`;
  }

  verify(token: string, now: Date): { orderId: string } | undefined {
    const match = /^fake-link\.([A-Za-z0-9-]+)\.(\d+)$/.exec(token);
    if (!match || Number(match[2]) <= now.getTime()) return undefined;
    return { orderId: match[1] };
  }
}
