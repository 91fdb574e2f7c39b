import type { EinvoiceGateway } from '../../invoicing/einvoice-gateway.port';
import { InMemoryRateLimiter } from '../../accounts/testing/in-memory-rate-limiter';
import { DEFAULT_ABUSE_LIMITS } from '../../shared/abuse-limits';
import { RecordingEventLog } from '../../shared/testing/recording-event-log';
import { OwnershipProof } from '../ownership-proof';
import { AddToCart } from '../../cart/add-to-cart';
import { cartFixture, PHONE } from '../../cart/testing/test-fixture';
import type { FakeOutletItem } from '../../cart/testing/in-memory-cart-store';
import { CheckoutCart, type CheckoutCartInput } from '../checkout-cart';
import { FakeOrderAccessTokens, InMemoryOrderStore } from './in-memory-order-store';
import { TransitionOrder } from '../transition-order';
import { FakeOrderLinks } from './fake-order-links';

export const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區建國南路一段 1 號', logisticsSubType: 'UNIMARTC2C' as const };

/**
 * What the order use-case tests share: the cart fixture, an order store over it, tokens, and checkout (which asks
 * `einvoices` for barcodes and love codes when one is given, under the default limits).
 */
export function orderFixture(items: FakeOutletItem[] = [
  { id: 1, total_quantity: 1, title: '外套', sku: 'OL-1', price: 3280, discount_price: 1290 },
  { id: 2, total_quantity: 3, title: '背包', sku: 'OL-2', price: 1500, discount_price: 990 },
], einvoices?: EinvoiceGateway) {
  const fixture = cartFixture(items);
  const orders = new InMemoryOrderStore(fixture.store);
  const tokens = new FakeOrderAccessTokens();
  const addToCart = new AddToCart(fixture.store, fixture.clock, fixture.invalidations);
  const marketplaceInvalidations = { count: 0, invalidate() { this.count += 1; } };
  const limiter = new InMemoryRateLimiter(fixture.clock);
  const eventLog = new RecordingEventLog();
  const checkout = new CheckoutCart(orders, tokens, fixture.clock, fixture.invalidations, marketplaceInvalidations, limiter, DEFAULT_ABUSE_LIMITS, eventLog, einvoices);
  const transition = new TransitionOrder(orders, fixture.clock);
  const checkoutInput = (overrides: Partial<CheckoutCartInput> = {}): CheckoutCartInput => ({
    name: '王小明', phone: PHONE, deliveryMethod: 'pickup', paymentMethod: 'store_cod', store: STORE, clientIp: '203.0.113.1', ...overrides,
  });
  const add = (itemId: number, phone = PHONE) => addToCart.execute({ phone, itemType: 'outlet', itemId });
  const links = new FakeOrderLinks();
  const proof = new OwnershipProof(orders, tokens, limiter, DEFAULT_ABUSE_LIMITS, eventLog, links, fixture.clock);
  return { ...fixture, cart: fixture.store, orders, tokens, links, checkout, marketplaceInvalidations, transition, checkoutInput, add, limiter, events: eventLog.events, proof };
}

export const errorOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);
