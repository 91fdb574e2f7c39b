import { ProviderUnavailableError } from '../../errors';
import type {
  ShopifyAdmin, ShopifyCheckOutcome, ShopifyCredentialInput, ShopifyCredentials, ShopifyOrder, ShopifyProduct, ShopifyProductPage,
  ShopifyVariant, ShopifyWebhookVerifier,
} from '../shopify-admin.port';

export const FAKE_SHOP = 'outlet-demo.myshopify.com';
export const FAKE_TOKEN = 'shpat_fake_0123456789abcdef';
export const FAKE_CLIENT_ID = 'fake-client-id';
export const FAKE_CLIENT_SECRET = 'fake-client-secret';

/** A variant with believable defaults; ids are gids like the Admin API's. */
export function shopifyVariant(id: number, overrides: Partial<ShopifyVariant> = {}): ShopifyVariant {
  return {
    id: `gid://shopify/ProductVariant/${id}`, sku: `SF-${id}`, title: 'Default Title', price: 990, compareAtPrice: 1980,
    inventoryItemId: `gid://shopify/InventoryItem/${id}`, available: 5, ...overrides,
  };
}

export function shopifyProduct(id: number, variants: ShopifyVariant[], overrides: Partial<ShopifyProduct> = {}): ShopifyProduct {
  return {
    id: `gid://shopify/Product/${id}`, title: `商品 ${id}`, descriptionHtml: '<p>outlet</p>', productType: '', status: 'ACTIVE',
    imageUrls: [`https://cdn.example.test/${id}.jpg`], updatedAt: '2026-11-28T00:00:00Z', variants, ...overrides,
  };
}

export function shopifyOrder(overrides: Partial<ShopifyOrder> = {}): ShopifyOrder {
  return {
    name: '#1001', phone: '+886912345678', createdAt: '2026-11-26T03:00:00.000Z', totalPrice: 1580, displayFulfillmentStatus: 'FULFILLED',
    lineItems: [{ title: '羊毛圍巾', variantTitle: '灰色', sku: 'SF-1', quantity: 2, price: 790 }], ...overrides,
  };
}

/**
 * ShopifyAdmin in memory (issue 12), as the use cases need it: one shop at FAKE_SHOP that accepts FAKE_TOKEN, or
 * FAKE_CLIENT_ID + FAKE_CLIENT_SECRET (a 24-hour token per grant); products paged `pageSize` at a time with the
 * index of the next product as the cursor; orders by name. `failNext` makes the next calls throw (a Shopify
 * outage: SHOPIFY_UNAVAILABLE, or any error); `revoke()` makes the tokens unauthorized. Every call is recorded.
 */
export class FakeShopifyAdmin implements ShopifyAdmin {
  products: ShopifyProduct[] = [];
  readonly orders = new Map<string, ShopifyOrder>();
  pageSize = 2;
  now: () => Date = () => new Date('2026-11-29T00:00:00.000Z');
  readonly calls: Array<{ method: string; cursor?: string | null; name?: string; token?: string }> = [];
  private readonly tokens = new Set([FAKE_TOKEN]);
  private grants = 0;
  /** Errors thrown by the next calls of listProducts/findOrder, first first. */
  failNext: unknown[] = [];

  async checkShop(input: ShopifyCredentialInput): Promise<ShopifyCheckOutcome> {
    this.calls.push({ method: 'checkShop', token: input.accessToken });
    if (input.shopDomain !== FAKE_SHOP) return { kind: 'not_found' };
    if (input.accessToken === undefined) {
      if (input.clientId !== FAKE_CLIENT_ID || input.clientSecret !== FAKE_CLIENT_SECRET) return { kind: 'unauthorized' };
      this.grants += 1;
      const token = `granted-token-${this.grants}`;
      this.tokens.add(token);
      return { kind: 'ok', credentials: { shopDomain: FAKE_SHOP, accessToken: token }, shopName: 'Outlet Demo', myshopifyDomain: FAKE_SHOP, tokenExpiresAt: new Date(this.now().getTime() + 86_399_000) };
    }
    if (!this.tokens.has(input.accessToken)) return { kind: 'unauthorized' };
    return { kind: 'ok', credentials: { shopDomain: FAKE_SHOP, accessToken: input.accessToken }, shopName: 'Outlet Demo', myshopifyDomain: FAKE_SHOP, tokenExpiresAt: null };
  }

  async listProducts(credentials: ShopifyCredentials, cursor: string | null): Promise<ShopifyProductPage> {
    this.calls.push({ method: 'listProducts', cursor, token: credentials.accessToken });
    this.authorize(credentials);
    const start = cursor === null ? 0 : Number(cursor);
    const products = this.products.slice(start, start + this.pageSize);
    const next = start + this.pageSize;
    return { products: structuredClone(products), nextCursor: next < this.products.length ? String(next) : null };
  }

  async findOrder(credentials: ShopifyCredentials, name: string): Promise<ShopifyOrder | null> {
    this.calls.push({ method: 'findOrder', name, token: credentials.accessToken });
    this.authorize(credentials);
    return this.orders.get(name) ?? null;
  }

  revoke(): void {
    this.tokens.clear();
  }

  /** Sets the available quantity of a variant (by numeric id) in the shop. */
  setAvailable(variantNumericId: number, available: number): void {
    for (const product of this.products) {
      for (const variant of product.variants) if (variant.id === `gid://shopify/ProductVariant/${variantNumericId}`) variant.available = available;
    }
  }

  private authorize(credentials: ShopifyCredentials): void {
    const failure = this.failNext.shift();
    if (failure !== undefined) throw failure;
    if (credentials.shopDomain !== FAKE_SHOP || !this.tokens.has(credentials.accessToken)) {
      throw Object.assign(new ProviderUnavailableError('SHOPIFY_UNAUTHORIZED', 'SHOPIFY_UNAUTHORIZED'), {});
    }
  }
}

export const shopifyUnavailable = () => new ProviderUnavailableError('SHOPIFY_UNAVAILABLE', 'SHOPIFY_UNAVAILABLE');

/**
 * A stand-in for the HMAC verifier (the real one is adapters/shopify's, tested there): a delivery is genuine when
 * its header is fakeWebhookSignature of the exact bytes received, so a test still proves the route hands the
 * verifier the raw body, byte for byte.
 */
export class FakeWebhookVerifier implements ShopifyWebhookVerifier {
  verify(rawBody: Buffer, hmacHeader: string | undefined): boolean {
    return hmacHeader !== undefined && hmacHeader === fakeWebhookSignature(rawBody);
  }
}

export function fakeWebhookSignature(rawBody: Buffer): string {
  return `fake:${rawBody.toString('base64')}`;
}
