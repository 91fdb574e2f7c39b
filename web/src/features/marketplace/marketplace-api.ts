import { MarketplaceCategories, MarketplaceItemIdFromString, MarketplacePage, MarketplaceProduct } from '../../../../application/contracts/marketplace';
import { apiRequest } from '../../api/client';
import { messages } from '../../i18n/messages';

/**
 * The marketplace catalogue (spec 1 §7 'Marketplace catalogue'), decoded with the contract's codecs
 * (application/contracts/marketplace.ts). Products arrive priced by the server (discount_price, colour and
 * size of every variation); all_images is already an array on the wire.
 */
export type MarketplacePageAnswer = MarketplacePage;
export type MarketplaceProductAnswer = MarketplaceProduct;

export const MARKETPLACE_PAGE_SIZE = 20;

export interface MarketplaceRequestOptions {
  signal?: AbortSignal;
}

const text = messages.marketplace;

/** GET /api/shopee-products/categories -> category names. */
export function fetchMarketplaceCategories(options: MarketplaceRequestOptions = {}): Promise<string[]> {
  return apiRequest('/api/shopee-products/categories', { ...options, defaultMessage: text.categoriesFailed, decode: MarketplaceCategories });
}

/** GET /api/shopee-products/list?page&limit=20[&category]. */
export function fetchMarketplaceList(page: number, category: string | null, options: MarketplaceRequestOptions = {}): Promise<MarketplacePage> {
  const query = new URLSearchParams({ page: String(page), limit: String(MARKETPLACE_PAGE_SIZE) });
  if (category) query.set('category', category);
  return apiRequest(`/api/shopee-products/list?${query.toString()}`, { ...options, defaultMessage: text.loadFailed, decode: MarketplacePage });
}

/** GET /api/shopee-products/search?keyword&page&limit=20 (the keyword has at least 2 characters). */
export function searchMarketplace(keyword: string, page: number, options: MarketplaceRequestOptions = {}): Promise<MarketplacePage> {
  const query = new URLSearchParams({ keyword, page: String(page), limit: String(MARKETPLACE_PAGE_SIZE) });
  return apiRequest(`/api/shopee-products/search?${query.toString()}`, { ...options, defaultMessage: text.searchFailed, decode: MarketplacePage });
}

/** GET /api/shopee-products/detail/{itemId} -> the product with its variations; 404 MARKETPLACE_PRODUCT_NOT_FOUND. */
export function fetchMarketplaceProduct(itemId: string, options: MarketplaceRequestOptions = {}): Promise<MarketplaceProduct> {
  return apiRequest(`/api/shopee-products/detail/${encodeURIComponent(itemId)}`, {
    ...options,
    defaultMessage: messages.marketplaceProduct.loadFailed,
    decode: MarketplaceProduct,
  });
}

/** An id the detail route can be asked for (the contract's path codec: plain decimal, 1..2^53-1). */
export function isMarketplaceItemId(itemId: string): boolean {
  return MarketplaceItemIdFromString.decode(itemId)._tag === 'Right';
}
