/**
 * The Shopify Admin API as the shop needs it (issue 12; research/platforms.md part B): check a credential,
 * read products with variants and inventory, find an order by its name, and verify webhooks. Implemented by
 * adapters/shopify/ (GraphQL Admin API, version from configuration); in the demo and tests it talks to the
 * simulator under server/sandbox/shopify over real HTTP.
 *
 * Errors: ProviderUnavailableError SHOPIFY_UNAVAILABLE (down, throttled beyond the adapter's retries, malformed
 * answer); UnauthorizedError-like refusal is an outcome of checkShop, and SHOPIFY_UNAUTHORIZED elsewhere.
 */
export interface ShopifyCredentials {
  /** Normalised: '<name>.myshopify.com' or a configured custom domain; no scheme, no path. */
  shopDomain: string;
  /** An Admin API access token (shpat_...), or a token obtained by the client-credentials grant. */
  accessToken: string;
}

/** What staff enter: a token, or a client id + secret for the client-credentials grant (research B2). */
export interface ShopifyCredentialInput {
  shopDomain: string;
  accessToken?: string;
  clientId?: string;
  clientSecret?: string;
}

export type ShopifyCheckOutcome =
  | { kind: 'ok'; credentials: ShopifyCredentials; shopName: string; myshopifyDomain: string; tokenExpiresAt: Date | null }
  | { kind: 'unauthorized' }
  | { kind: 'not_found' };

export interface ShopifyVariant {
  /** gid://shopify/ProductVariant/... */
  id: string;
  sku: string | null;
  title: string;
  /** Whole NT$ (TWD has no minor unit in practice; rounded). */
  price: number;
  compareAtPrice: number | null;
  inventoryItemId: string;
  /** Available quantity summed over locations. */
  available: number;
}

export interface ShopifyProduct {
  id: string;
  title: string;
  descriptionHtml: string;
  /** The merchant's product type (Product.productType), '' when none: the outlet category (issue 28). */
  productType: string;
  status: 'ACTIVE' | 'DRAFT' | 'ARCHIVED';
  imageUrls: string[];
  updatedAt: string;
  variants: ShopifyVariant[];
}

export interface ShopifyProductPage {
  products: ShopifyProduct[];
  /** null on the last page. */
  nextCursor: string | null;
}

export interface ShopifyOrder {
  /** '#1001'. */
  name: string;
  /** The order's phone, else the customer's, else the shipping address's; null when none. */
  phone: string | null;
  /**
   * Every distinct phone the order carries, in the order above (added by the adapter, issue 12): a buyer may give
   * the recipient's phone while the checkout phone is another; the caller may accept a match with any of them.
   */
  phones?: string[];
  createdAt: string;
  totalPrice: number;
  displayFulfillmentStatus: string;
  lineItems: { title: string; variantTitle: string | null; sku: string | null; quantity: number; price: number }[];
}

export interface ShopifyAdmin {
  /** Exchanges a client id + secret when given, then runs `shop { name myshopifyDomain }`. */
  checkShop(input: ShopifyCredentialInput): Promise<ShopifyCheckOutcome>;
  listProducts(credentials: ShopifyCredentials, cursor: string | null): Promise<ShopifyProductPage>;
  findOrder(credentials: ShopifyCredentials, name: string): Promise<ShopifyOrder | null>;
}

/** Webhook HMAC (research B7): base64 HMAC-SHA256 of the RAW body with the app's secret, compared in constant time. */
export interface ShopifyWebhookVerifier {
  verify(rawBody: Buffer, hmacHeader: string | undefined): boolean;
}

export const SHOPIFY_ADMIN = Symbol.for('ShopifyAdmin');
export const SHOPIFY_WEBHOOK_VERIFIER = Symbol.for('ShopifyWebhookVerifier');
