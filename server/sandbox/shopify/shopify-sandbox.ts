import { randomBytes } from 'node:crypto';
import { systemClock } from '../../../adapters/clock/system-clock';
import { DEFAULT_SHOPIFY_API_VERSION } from '../../../adapters/shopify/shopify-settings';
import { DEMO_SHOPIFY_WEBHOOK_SECRET, SANDBOX_SHOPIFY_CLIENT_ID, SANDBOX_SHOPIFY_SHOP_DOMAIN } from '../../shopify-config';
import { shopUrlCheck } from '../ecpay/request-checks';
import { LOCATION_ID, sandboxCatalogue, type SandboxProduct, type SandboxVariant } from './catalogue';
import { CostBucket } from './cost-bucket';
import { ORDER_ID_BASE, orderLine, orderTotal, sampleOrders, type SandboxOrder } from './orders';
import { DEFAULT_BUCKET_SIZE, DEFAULT_RESTORE_RATE, type ShopifySandboxOptions, type WebhookDelivery } from './shopify-sandbox-options';
import { deliverWebhook } from './webhooks';

/**
 * The offline Shopify Admin API (research/platforms.md part B), for PROVIDERS=sandbox: state and in-process
 * switches. shopify-sandbox-router.ts serves it over HTTP at /sandbox/shopify under PUBLIC_BASE_URL
 * (server/start.ts); the adapter reaches a shop {shop} at SHOPIFY_API_BASE/{shop} instead of https://{shop}.
 *
 * Endpoints (after the mount point):
 *   POST /{shop}/admin/api/{version}/graphql.json   X-Shopify-Access-Token; the operations of graphql-operations.ts
 *   POST /{shop}/admin/oauth/access_token            grant_type=client_credentials&client_id&client_secret (form)
 *   GET  /images/{productId}-{n}.svg                 the products' pictures
 *   /control/*                                       test switches (control-routes.ts)
 * What it answers like Shopify:
 *   unknown shop                        404 {"errors":"Not Found"}
 *   missing/wrong/revoked/expired token 401 {"errors":"[API] Invalid API key or access token (unrecognized login or wrong password)"}
 *                                       + www-authenticate: Basic Realm="Shopify API Authentication" (B3)
 *   bucket short of the requested cost  THROTTLED with extensions.cost (B6), HTTP 200 (or 429 by option)
 *   a query above 1000 points           MAX_COST_EXCEEDED
 *   every answer                        extensions.cost {requestedQueryCost, actualQueryCost, throttleStatus}
 *   client credentials                  {"access_token":"shpat_...","scope":"...","expires_in":86399}; a wrong
 *                                       id or secret: 400 {"error":"invalid_client"}
 *
 * The shop: outlet-demo.myshopify.com, 好物選品 Outlet（測試店）, one location.
 *   - 40 outlet products with 1 to 30 variants (catalogue.ts: zh-TW titles, SKUs OT-<kind>-<nn>-<colour>-<size>,
 *     TWD prices, a quantity per variant);
 *   - 10 past orders #1001..#1010 with phones 09xxxxxxxx in every place an order may hold one (orders.ts);
 *   - the demo app: its admin-created token SANDBOX_SHOPIFY_ACCESS_TOKEN (never expires, like a pre-2026 shpat_),
 *     and client id SANDBOX_SHOPIFY_CLIENT_ID + secret DEMO_SHOPIFY_WEBHOOK_SECRET for 24-hour tokens.
 * Switches: setInventory (sends inventory_levels/update), createOrder (takes stock; sends orders/create, then
 * inventory_levels/update per line), throttleNext(n), revokeToken / revokeAll / restoreTokens, webhooks on or off.
 * Webhooks go only to an address under the shop's PUBLIC_BASE_URL.
 *
 * State is in memory, per process: the simulator plays a remote service, it is not part of the shop.
 */

/** The demo app's admin-created token: public (in the repository), valid only here. */
export const SANDBOX_SHOPIFY_ACCESS_TOKEN = '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';
export const SANDBOX_SHOPIFY_SHOP_NAME = '好物選品 Outlet（測試店）';
export const SANDBOX_TOKEN_SCOPE = 'read_products,read_inventory,read_orders,read_customers';
/** expires_in of a client-credentials token (research B2: 86399 in third-party samples). */
export const CLIENT_TOKEN_SECONDS = 86_399;

export interface NewOrder {
  lines: Array<{ variantId: number; quantity: number }>;
  phone?: string | null;
}

export class ShopifySandbox {
  readonly shopDomain = SANDBOX_SHOPIFY_SHOP_DOMAIN;
  readonly shopName = SANDBOX_SHOPIFY_SHOP_NAME;
  readonly clientId = SANDBOX_SHOPIFY_CLIENT_ID;
  readonly clientSecret: string;
  readonly clock;
  readonly bucket: CostBucket;
  readonly throttledStatus: 200 | 429;
  readonly products: SandboxProduct[] = sandboxCatalogue();
  readonly orders: SandboxOrder[];
  /** Client-credentials tokens and their expiry (ms). */
  private readonly issued = new Map<string, number>();
  private readonly revoked = new Set<string>();
  private forcedThrottles = 0;
  private webhookAddress: string | undefined;
  private readonly isShopUrl: (url: string) => boolean;
  /** Deliveries started by the switches (tests await them). */
  readonly deliveries: Array<Promise<WebhookDelivery>> = [];

  constructor(readonly options: ShopifySandboxOptions) {
    this.clientSecret = options.clientSecret ?? DEMO_SHOPIFY_WEBHOOK_SECRET;
    this.clock = options.clock ?? systemClock;
    this.bucket = new CostBucket(options.bucketSize ?? DEFAULT_BUCKET_SIZE, options.restoreRate ?? DEFAULT_RESTORE_RATE, this.nowMs());
    this.throttledStatus = options.throttledStatus ?? 200;
    this.orders = sampleOrders(this.products);
    this.isShopUrl = shopUrlCheck(options.shopBaseUrl);
    if (options.webhookAddress !== undefined) this.setWebhookAddress(options.webhookAddress);
  }

  nowMs(): number {
    return this.clock.now().getTime();
  }

  // ---- tokens --------------------------------------------------------------------------------------------

  tokenValid(token: string | undefined): boolean {
    if (token === undefined || token === '' || this.revoked.has(token)) return false;
    if (token === SANDBOX_SHOPIFY_ACCESS_TOKEN) return true;
    const expires = this.issued.get(token);
    return expires !== undefined && expires > this.nowMs();
  }

  /** The client-credentials grant; undefined when the id or secret is wrong. */
  grantToken(clientId: string, clientSecret: string): { accessToken: string; expiresIn: number } | undefined {
    if (clientId !== this.clientId || clientSecret !== this.clientSecret) return undefined;
    const accessToken = `shpat_${randomBytes(16).toString('hex')}`;
    this.issued.set(accessToken, this.nowMs() + CLIENT_TOKEN_SECONDS * 1000);
    if (this.issued.size > 1000) this.issued.delete(this.issued.keys().next().value as string);
    return { accessToken, expiresIn: CLIENT_TOKEN_SECONDS };
  }

  /** As if the app were uninstalled or the token rotated: 401 from now on. */
  revokeToken(token: string = SANDBOX_SHOPIFY_ACCESS_TOKEN): void {
    this.revoked.add(token);
  }

  revokeAll(): void {
    this.revoked.add(SANDBOX_SHOPIFY_ACCESS_TOKEN);
    for (const token of this.issued.keys()) this.revoked.add(token);
  }

  /** Every revoked token works again (the demo token; issued ones until their expiry). */
  restoreTokens(): void {
    this.revoked.clear();
  }

  // ---- throttling ----------------------------------------------------------------------------------------

  /** The next `count` authenticated calls answer THROTTLED, whatever the bucket holds. */
  throttleNext(count: number): void {
    this.forcedThrottles = Math.max(0, Math.floor(count));
  }

  takeForcedThrottle(): boolean {
    if (this.forcedThrottles <= 0) return false;
    this.forcedThrottles -= 1;
    return true;
  }

  get pendingThrottles(): number {
    return this.forcedThrottles;
  }

  // ---- catalogue and orders ------------------------------------------------------------------------------

  variant(variantId: number): { product: SandboxProduct; variant: SandboxVariant } | undefined {
    for (const product of this.products) {
      const variant = product.variants.find((v) => v.id === variantId);
      if (variant) return { product, variant };
    }
    return undefined;
  }

  /** Sets a variant's quantity, bumps its product's updatedAt and sends inventory_levels/update. */
  setInventory(variantId: number, available: number): SandboxVariant | undefined {
    const found = this.variant(variantId);
    if (!found || !Number.isInteger(available) || available < 0) return undefined;
    found.variant.available = available;
    this.touch(found.product);
    this.sendInventoryUpdate(found.variant);
    return found.variant;
  }

  /**
   * A new order (#1011, #1012, ...) as a storefront checkout would place it: takes the units from stock, sends
   * orders/create, then inventory_levels/update for each line. undefined when a variant is unknown or short.
   */
  createOrder(order: NewOrder): SandboxOrder | undefined {
    if (order.lines.length === 0) return undefined;
    const lines = order.lines.map((line) => ({ found: this.variant(line.variantId), quantity: line.quantity }));
    if (lines.some(({ found, quantity }) => !found || !Number.isInteger(quantity) || quantity < 1 || found.variant.available < quantity)) return undefined;
    const number = 1001 + this.orders.length;
    const phone = order.phone ?? null;
    const created: SandboxOrder = {
      id: ORDER_ID_BASE + number,
      name: `#${number}`,
      createdAt: this.clock.now().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      phone,
      customerPhone: phone === null ? null : phone.replace(/^0/, '+886'),
      shippingPhone: phone,
      displayFulfillmentStatus: 'UNFULFILLED',
      lines: lines.map(({ found, quantity }) => orderLine(found!.product, found!.variant, quantity)),
    };
    this.orders.push(created);
    for (const { found, quantity } of lines) {
      found!.variant.available -= quantity;
      this.touch(found!.product);
    }
    this.send('orders/create', orderPayload(created));
    for (const { found } of lines) this.sendInventoryUpdate(found!.variant);
    return created;
  }

  // ---- webhooks ------------------------------------------------------------------------------------------

  get webhookTarget(): string | undefined {
    return this.webhookAddress;
  }

  /** Registers (or, with undefined, removes) the webhook address; it must lie under the shop's own base URL. */
  setWebhookAddress(address: string | undefined): void {
    if (address !== undefined && !this.isShopUrl(address)) throw new RangeError(`webhooks go only to the shop itself (${this.options.shopBaseUrl})`);
    this.webhookAddress = address;
  }

  private sendInventoryUpdate(variant: SandboxVariant): void {
    this.send('inventory_levels/update', {
      inventory_item_id: variant.inventoryItemId,
      location_id: LOCATION_ID,
      available: variant.available,
      updated_at: this.clock.now().toISOString(),
      admin_graphql_api_id: `gid://shopify/InventoryLevel/${LOCATION_ID}?inventory_item_id=${variant.inventoryItemId}`,
    });
  }

  private send(topic: WebhookDelivery['topic'], payload: Record<string, unknown>): void {
    if (this.webhookAddress === undefined) return;
    const target = { address: this.webhookAddress, secret: this.clientSecret, shopDomain: this.shopDomain, apiVersion: DEFAULT_SHOPIFY_API_VERSION };
    const delivery = deliverWebhook(target, topic, payload, this.options, this.clock.now());
    this.deliveries.push(delivery);
    if (this.deliveries.length > 100) this.deliveries.shift();
  }

  private touch(product: SandboxProduct): void {
    const now = this.clock.now().toISOString().replace(/\.\d{3}Z$/, 'Z');
    if (now > product.updatedAt) product.updatedAt = now;
  }
}

/** orders/create's body: the REST Order resource, the fields an integrator reads. */
function orderPayload(order: SandboxOrder): Record<string, unknown> {
  return {
    id: order.id,
    admin_graphql_api_id: `gid://shopify/Order/${order.id}`,
    name: order.name,
    order_number: Number(order.name.slice(1)),
    created_at: order.createdAt,
    phone: order.phone,
    email: null,
    currency: 'TWD',
    total_price: orderTotal(order).toFixed(2),
    financial_status: 'paid',
    fulfillment_status: null,
    customer: order.customerPhone === null ? null : { phone: order.customerPhone },
    shipping_address: order.shippingPhone === null ? null : { phone: order.shippingPhone },
    line_items: order.lines.map((line) => ({
      variant_id: line.variantId, product_id: line.productId, title: line.title, variant_title: line.variantTitle, sku: line.sku,
      quantity: line.quantity, price: line.price.toFixed(2), admin_graphql_api_id: `gid://shopify/LineItem/${line.variantId}`,
    })),
  };
}
