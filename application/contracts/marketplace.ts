import * as t from 'io-ts';
import type * as domain from '../../domain/marketplace/marketplace-product';
import { messageRef } from '../../domain/messages';
import { described, nullable, queryInteger, sameShape, Success, type Endpoints } from './shared';

/**
 * The marketplace's contract (issue 11; spec 1, section 7 "Marketplace catalogue" and "Staff and platform"):
 * the synced Shopee catalogue the storefront reads, the Shopee connection staff make, and the sync job's
 * progress. Answers use the spec's wire names (snake_case product fields).
 */

export const MARKETPLACE_DEFAULT_LIMIT = 20;
export const MARKETPLACE_MAX_LIMIT = 100;
/** page x limit beyond this is not a shopper's page (10,000 products at 20 a page is page 500). */
export const MARKETPLACE_MAX_PAGE = 10_000;
export const KEYWORD_MIN_LENGTH = 2;
export const KEYWORD_MAX_LENGTH = 100;
export const CATEGORY_MAX_LENGTH = 255;
/** Shopee ids are int64; every id Shopee issues today is below 2^53, so a JSON number holds it exactly. */
export const MAX_MARKETPLACE_ID = Number.MAX_SAFE_INTEGER;

/** A Shopee item id in a path: plain decimal, 1..2^53-1 ("01", "1e3", "-1", "abc" fail). */
export const MarketplaceItemIdFromString = described(new t.Type<number, string, unknown>(
  'MARKETPLACE_ITEM_ID_INVALID',
  (input): input is number => typeof input === 'number' && Number.isSafeInteger(input) && input > 0,
  (input, context) =>
    typeof input === 'string' && /^[1-9]\d{0,15}$/.test(input) && Number.isSafeInteger(Number(input))
      ? t.success(Number(input))
      : t.failure(input, context, messageRef('MARKETPLACE_ITEM_ID_INVALID')),
  (value) => String(value),
), { type: 'string', pattern: '^[1-9][0-9]{0,15}$' });

/** ?keyword: trimmed, 2..100 characters (counted as characters, so '襯衫' is 2). */
export const Keyword = described(new t.Type<string, string, unknown>(
  'KEYWORD_INVALID',
  (input): input is string => typeof input === 'string' && [...input.trim()].length >= KEYWORD_MIN_LENGTH && [...input.trim()].length <= KEYWORD_MAX_LENGTH,
  (input, context) => {
    const text = typeof input === 'string' ? input.trim() : '';
    const length = [...text].length;
    if (length < KEYWORD_MIN_LENGTH) return t.failure(input, context, messageRef('KEYWORD_TOO_SHORT', { min: KEYWORD_MIN_LENGTH }));
    if (length > KEYWORD_MAX_LENGTH) return t.failure(input, context, messageRef('TEXT_TOO_LONG', { max: KEYWORD_MAX_LENGTH }));
    return t.success(text);
  },
  t.identity,
), { type: 'string', minLength: KEYWORD_MIN_LENGTH, maxLength: KEYWORD_MAX_LENGTH });

/** ?category: a name from the categories call; absent or empty: all categories. */
export const CategoryFilter = described(new t.Type<string | undefined, string | undefined, unknown>(
  'CATEGORY_INVALID',
  (input): input is string | undefined => input === undefined || (typeof input === 'string' && input.length <= CATEGORY_MAX_LENGTH),
  (input, context) => {
    if (input === undefined || input === null || input === '') return t.success(undefined);
    return typeof input === 'string' && [...input].length <= CATEGORY_MAX_LENGTH
      ? t.success(input)
      : t.failure(input, context, messageRef('CATEGORY_INVALID'));
  },
  t.identity,
), { type: 'string', maxLength: CATEGORY_MAX_LENGTH });

const page = queryInteger('PAGE_INVALID', messageRef('PAGE_INVALID'), 1, MARKETPLACE_MAX_PAGE, 1);
const limit = queryInteger('LIMIT_INVALID', messageRef('LIMIT_INVALID', { max: MARKETPLACE_MAX_LIMIT }), 1, MARKETPLACE_MAX_LIMIT, MARKETPLACE_DEFAULT_LIMIT);

/** GET /api/shopee-products/list?page&limit&category. */
export const MarketplaceListQuery = t.type({ page, limit, category: CategoryFilter });
/** GET /api/shopee-products/search?keyword&page&limit. */
export const MarketplaceSearchQuery = t.type({ keyword: Keyword, page, limit });
/** GET /api/shopee-products/detail/{itemId}. */
export const MarketplaceDetailParams = t.type({ itemId: MarketplaceItemIdFromString });

// Responses.

const Image = t.type({ src: t.string }, 'MarketplaceImage');

/** One variation (a Shopee model) as the storefront reads it (domain PricedVariation). */
export const MarketplaceVariation = t.intersection([
  t.type({ model_id: t.union([t.number, t.string]), name: t.string, price: t.number, stock: t.number, discount_price: t.number, color: nullable(t.string), size: nullable(t.string) }),
  t.partial({ image_url: nullable(t.string), model_sku: nullable(t.string) }),
], 'MarketplaceVariation');
sameShape<t.TypeOf<typeof MarketplaceVariation>, domain.PricedVariation>(true);

/** A marketplace product, priced by the domain (discount_price = floor(0.9 x price)); list rows have variations []. */
export const MarketplaceProduct = t.intersection([
  t.type({
    item_id: t.union([t.number, t.string]), item_name: t.string, price: t.number, discount_price: t.number,
    all_images: t.array(Image), has_variations: t.boolean, variations: t.array(MarketplaceVariation), stock: t.number,
  }),
  t.partial({
    image_url: nullable(t.string), item_sku: nullable(t.string), category: nullable(t.string),
    description: nullable(t.string), last_synced_at: nullable(t.string),
  }),
], 'MarketplaceProduct');
export type MarketplaceProduct = t.TypeOf<typeof MarketplaceProduct>;
sameShape<MarketplaceProduct, domain.PricedMarketplaceProduct>(true);

export const MarketplacePagination = t.type({ page: t.number, limit: t.number, total: t.number, pages: t.number }, 'MarketplacePagination');
export const MarketplacePage = t.type({ products: t.array(MarketplaceProduct), pagination: MarketplacePagination }, 'MarketplacePage');
export type MarketplacePage = t.TypeOf<typeof MarketplacePage>;
export const MarketplaceCategories = t.array(t.string, 'MarketplaceCategories');

// The Shopee connection (staff) and its public check.

/** GET /api/shopee/auth/check: public; says only whether the shop is connected (the storefront's flag). */
export const ShopeeAuthCheck = t.type({ authenticated: t.boolean, shopeeAuthenticated: t.boolean, shopifyAuthenticated: t.boolean }, 'ShopeeAuthCheck');
/** GET /api/shopee/auth-url (staff). */
export const ShopeeAuthUrl = t.type({ authUrl: t.string }, 'ShopeeAuthUrl');
/** POST /api/shopee/auth/token (staff): the code and shop_id the authorisation page redirected back with, and the state we issued. */
export const ShopeeTokenBody = t.type({
  code: described(new t.Type<string, string, unknown>(
    'SHOPEE_CODE_INVALID',
    (input): input is string => typeof input === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(input),
    (input, context) => (typeof input === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(input) ? t.success(input) : t.failure(input, context, messageRef('SHOPEE_CODE_INVALID'))),
    t.identity,
  ), { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$' }),
  shopId: described(new t.Type<number, string, unknown>(
    'SHOPEE_SHOP_ID_INVALID',
    (input): input is number => typeof input === 'number' && Number.isSafeInteger(input) && input > 0,
    (input, context) => {
      const value = typeof input === 'number' ? input : typeof input === 'string' && /^[1-9]\d{0,15}$/.test(input) ? Number(input) : NaN;
      return Number.isSafeInteger(value) && value > 0 ? t.success(value) : t.failure(input, context, messageRef('SHOPEE_SHOP_ID_INVALID'));
    },
    // As Shopee's redirect gives it: decimal text (the storefront encodes its body with this codec).
    (shopId) => String(shopId),
  ), { type: ['integer', 'string'] }),
  state: t.union([t.string, t.undefined]),
});
/** The staff view of the connection: never a token. */
export const ShopeeConnectionStatus = t.type({
  success: t.literal(true),
  authenticated: t.boolean,
  shopeeAuthenticated: t.boolean,
  shopId: nullable(t.number),
  shopName: nullable(t.string),
  /** ISO times. */
  accessExpiresAt: nullable(t.string),
  authExpiresAt: nullable(t.string),
  status: nullable(t.keyof({ connected: null, reauthorize: null })),
}, 'ShopeeConnectionStatus');

// The sync job (staff).

export const SyncRunView = t.type({
  id: t.number,
  kind: t.keyof({ full: null, incremental: null }),
  status: t.keyof({ running: null, done: null, failed: null }),
  done: t.number,
  total: t.number,
  upserted: t.number,
  removed: t.number,
  errors: t.array(t.string),
  startedAt: t.string,
  finishedAt: nullable(t.string),
}, 'SyncRunView');
export const SyncStatus = t.type({
  success: t.literal(true),
  running: nullable(SyncRunView),
  last: nullable(SyncRunView),
  /** Minutes between scheduled incremental syncs; 0 when the schedule is off. */
  scheduleMinutes: t.number,
  nextRunAt: nullable(t.string),
  productCount: t.number,
}, 'SyncStatus');
export const SyncStartBody = t.type({ kind: t.union([t.keyof({ full: null, incremental: null }), t.undefined]) });

export const marketplaceEndpoints = {
  listCategories: { method: 'GET', path: '/api/shopee-products/categories', summary: 'Category names of the listed marketplace products', responses: { 200: MarketplaceCategories } },
  listProducts: { method: 'GET', path: '/api/shopee-products/list', summary: 'A page of marketplace products, newest first', query: MarketplaceListQuery, responses: { 200: MarketplacePage } },
  searchProducts: { method: 'GET', path: '/api/shopee-products/search', summary: 'Marketplace products whose name contains the keyword', query: MarketplaceSearchQuery, responses: { 200: MarketplacePage } },
  getProduct: { method: 'GET', path: '/api/shopee-products/detail/{itemId}', summary: 'A marketplace product with its variations', params: MarketplaceDetailParams, responses: { 200: MarketplaceProduct } },
  shopeeAuthCheck: { method: 'GET', path: '/api/shopee/auth/check', summary: 'Whether the shop is connected to Shopee (public)', responses: { 200: ShopeeAuthCheck } },
  shopeeAuthUrl: { method: 'GET', path: '/api/shopee/auth-url', summary: 'The Shopee authorisation link for staff', auth: 'staff', responses: { 200: ShopeeAuthUrl } },
  shopeeAuthToken: { method: 'POST', path: '/api/shopee/auth/token', summary: 'Exchange the authorisation code for the shop tokens (kept server-side)', auth: 'staff', body: ShopeeTokenBody, responses: { 200: ShopeeConnectionStatus } },
  shopeeLogout: { method: 'POST', path: '/api/shopee/auth/logout', summary: 'Disconnect the Shopee shop', auth: 'staff', responses: { 200: Success } },
  shopeeConnection: { method: 'GET', path: '/api/admin/shopee/connection', summary: 'The Shopee connection as staff see it', auth: 'staff', responses: { 200: ShopeeConnectionStatus } },
  syncStatus: { method: 'GET', path: '/api/admin/shopee/sync', summary: 'The sync job: running run, last result, schedule', auth: 'staff', responses: { 200: SyncStatus } },
  syncStart: { method: 'POST', path: '/api/admin/shopee/sync', summary: 'Start a sync now (full or incremental)', auth: 'staff', body: SyncStartBody, responses: { 202: SyncStatus } },
} as const satisfies Endpoints;
