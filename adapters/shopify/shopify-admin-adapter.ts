import { UnauthorizedError, ValidationError } from '../../application/errors';
import type {
  ShopifyAdmin, ShopifyCheckOutcome, ShopifyCredentialInput, ShopifyCredentials, ShopifyOrder, ShopifyProduct, ShopifyProductPage, ShopifyVariant,
} from '../../application/shopify/shopify-admin.port';
import { normaliseShopDomain, MYSHOPIFY_SUFFIX } from '../../domain/shopify/shop-domain';
import { requestClientCredentialsToken } from './shopify-client-credentials';
import { ShopifyGraphqlClient, ShopifyShopNotFound, shopifyUnavailable, type ShopifyHttpOptions } from './shopify-graphql-client';
import { ORDER_BY_NAME, PAGE_SIZES, PRODUCTS, PRODUCT_VARIANTS, SHOP_CHECK, type PageSizes } from './shopify-queries';
import type { ShopifyApiSettings } from './shopify-settings';
import {
  OrderByNameData, ProductsData, ProductVariantsData, ShopCheckData, type ShopifyOrderNode, type ShopifyProductNode, type ShopifyVariantNode,
} from './shopify-wire';

/**
 * ShopifyAdmin over the GraphQL Admin API (research/platforms.md part B; the port's doc says what each method
 * promises). Mapping choices:
 * - prices: Money strings rounded to whole NT$ (the port's unit); an amount that is not a number is a
 *   malformed answer;
 * - status: ACTIVE, DRAFT, ARCHIVED as given; any other (Shopify adds values, e.g. UNLISTED) reads as DRAFT, the
 *   one that sells nothing;
 * - available: inventoryQuantity (the sum over locations), null (untracked or hidden) as 0;
 * - images: the product's MediaImage urls in the merchant's order; videos and 3D models are skipped.
 */
export interface ShopifyAdminOptions extends ShopifyHttpOptions {
  /** Page sizes (tests make them small); see shopify-queries.ts for the costs of the defaults. */
  pageSizes?: Partial<PageSizes>;
}

/** An order name as Shopify writes them ('#1001', or with the shop's prefix/suffix): no spaces, quotes or colons to widen the search. */
const ORDER_NAME = /^#?[A-Za-z0-9-]{1,32}$/;

export class ShopifyAdminAdapter implements ShopifyAdmin {
  private readonly graphql: ShopifyGraphqlClient;
  private readonly sizes: PageSizes;

  constructor(private readonly settings: ShopifyApiSettings, private readonly options: ShopifyAdminOptions) {
    this.graphql = new ShopifyGraphqlClient(settings, options);
    this.sizes = { ...PAGE_SIZES, ...options.pageSizes };
  }

  async checkShop(input: ShopifyCredentialInput): Promise<ShopifyCheckOutcome> {
    const checked = normaliseShopDomain(input.shopDomain, this.settings.customDomains);
    // The caller validates first (a 400 with the field); a domain that still fails is never contacted.
    if (!checked.ok) return { kind: 'not_found' };
    const shopDomain = checked.domain;
    try {
      let accessToken = input.accessToken ?? '';
      let tokenExpiresAt: Date | null = null;
      if (input.clientId && input.clientSecret) {
        const grant = await requestClientCredentialsToken(this.settings, shopDomain, { clientId: input.clientId, clientSecret: input.clientSecret }, this.options);
        if (grant.kind === 'refused') return { kind: 'unauthorized' };
        accessToken = grant.accessToken;
        tokenExpiresAt = grant.expiresAt;
      }
      if (accessToken === '') return { kind: 'unauthorized' };
      const { shop } = await this.graphql.query({ shopDomain, accessToken }, SHOP_CHECK, {}, ShopCheckData);
      // Research B1: confirm with shop { myshopifyDomain }. Later calls go to the shop's own myshopify address
      // (a custom domain the staff typed may stop pointing at the shop), when it is one.
      const own = normaliseShopDomain(shop.myshopifyDomain);
      const canonical = own.ok && own.domain.endsWith(MYSHOPIFY_SUFFIX) ? own.domain : shopDomain;
      return { kind: 'ok', credentials: { shopDomain: canonical, accessToken }, shopName: shop.name, myshopifyDomain: shop.myshopifyDomain, tokenExpiresAt };
    } catch (error) {
      if (error instanceof UnauthorizedError) return { kind: 'unauthorized' };
      if (error instanceof ShopifyShopNotFound) return { kind: 'not_found' };
      throw error;
    }
  }

  async listProducts(credentials: ShopifyCredentials, cursor: string | null): Promise<ShopifyProductPage> {
    const data = await this.call(() => this.graphql.query(credentials, PRODUCTS, {
      first: this.sizes.products, after: cursor, mediaFirst: this.sizes.media, variantsFirst: this.sizes.variants,
    }, ProductsData));
    const products: ShopifyProduct[] = [];
    for (const node of data.products.nodes) {
      const variants = [...node.variants.nodes];
      let page = node.variants.pageInfo;
      // A product with more variants than one page (up to 2048, B4) is completed before the page is returned.
      while (page.hasNextPage && page.endCursor) {
        const more = await this.call(() => this.graphql.query(credentials, PRODUCT_VARIANTS, { id: node.id, first: this.sizes.moreVariants, after: page.endCursor }, ProductVariantsData));
        if (!more.product) throw shopifyUnavailable();
        variants.push(...more.product.variants.nodes);
        page = more.product.variants.pageInfo;
      }
      products.push(toProduct(node, variants));
    }
    const { hasNextPage, endCursor } = data.products.pageInfo;
    return { products, nextCursor: hasNextPage && endCursor ? endCursor : null };
  }

  async findOrder(credentials: ShopifyCredentials, name: string): Promise<ShopifyOrder | null> {
    const trimmed = name.trim();
    if (!ORDER_NAME.test(trimmed)) return null;
    const wanted = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
    const data = await this.call(() => this.graphql.query(credentials, ORDER_BY_NAME, {
      query: `name:${wanted}`, first: this.sizes.orders, lineItemsFirst: this.sizes.lineItems,
    }, OrderByNameData));
    const node = data.orders.nodes.find((order) => order.name.toLowerCase() === wanted.toLowerCase());
    return node ? toOrder(node) : null;
  }

  /** listProducts and findOrder: a shop that has disappeared (404) or a stored domain that no longer passes is unavailable. */
  private async call<A>(run: () => Promise<A>): Promise<A> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ShopifyShopNotFound || error instanceof ValidationError) throw shopifyUnavailable();
      throw error;
    }
  }
}

/** Whole NT$ from a Money value; a value that is not a finite amount >= 0 is a malformed answer. */
function toDollars(value: string | number): number {
  const amount = typeof value === 'number' ? value : /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isFinite(amount) || amount < 0) throw shopifyUnavailable();
  return Math.round(amount);
}

const STATUSES = ['ACTIVE', 'DRAFT', 'ARCHIVED'] as const;

function toProduct(node: ShopifyProductNode, variants: readonly ShopifyVariantNode[]): ShopifyProduct {
  const status = (STATUSES as readonly string[]).includes(node.status) ? (node.status as ShopifyProduct['status']) : 'DRAFT';
  return {
    id: node.id,
    title: node.title,
    descriptionHtml: node.descriptionHtml ?? '',
    productType: node.productType ?? '',
    status,
    imageUrls: (node.media?.nodes ?? []).flatMap((media) => (media.image?.url ? [media.image.url] : [])),
    updatedAt: node.updatedAt,
    variants: variants.map(toVariant),
  };
}

function toVariant(node: ShopifyVariantNode): ShopifyVariant {
  return {
    id: node.id,
    sku: node.sku ? node.sku : null,
    title: node.title,
    price: toDollars(node.price),
    compareAtPrice: node.compareAtPrice === null || node.compareAtPrice === undefined || node.compareAtPrice === '' ? null : toDollars(node.compareAtPrice),
    inventoryItemId: node.inventoryItem?.id ?? '',
    available: Math.max(0, Math.trunc(node.inventoryQuantity ?? 0)),
  };
}

function toOrder(node: ShopifyOrderNode): ShopifyOrder {
  const candidates = [node.phone, node.customer?.defaultPhoneNumber?.phoneNumber, node.shippingAddress?.phone]
    .map((phone) => (phone ?? '').trim())
    .filter((phone) => phone !== '');
  const phones = [...new Set(candidates)];
  return {
    name: node.name,
    phone: phones[0] ?? null,
    phones,
    createdAt: node.createdAt,
    totalPrice: toDollars(node.totalPriceSet.shopMoney.amount),
    displayFulfillmentStatus: node.displayFulfillmentStatus ?? 'UNFULFILLED',
    lineItems: node.lineItems.nodes.map((line) => ({
      title: line.title,
      variantTitle: line.variantTitle ?? null,
      sku: line.sku ? line.sku : null,
      quantity: line.quantity,
      price: toDollars(line.originalUnitPriceSet.shopMoney.amount),
    })),
  };
}
