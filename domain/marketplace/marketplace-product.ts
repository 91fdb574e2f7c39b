import { marketplaceDiscountPrice } from '../money/pricing';
import { parseVariationName } from './variation-name';

/**
 * Marketplace (Shopee) products as the storefront sees them (spec 1, section 3), with the wire names of the
 * API. discount_price, color and size are derived here, once, for the server and the web alike.
 */
export type MarketplaceId = number | string;

export interface MarketplaceImage {
  src: string;
}

export interface MarketplaceVariation {
  model_id: MarketplaceId;
  name: string;
  /** Marketplace original price, whole NT$. */
  price: number;
  stock: number;
  image_url?: string | null;
  model_sku?: string | null;
}

export interface PricedVariation extends MarketplaceVariation {
  discount_price: number;
  /** Parsed from the name; null when the name does not parse (spec 1, section 9). */
  color: string | null;
  size: string | null;
}

export interface MarketplaceProduct {
  item_id: MarketplaceId;
  item_name: string;
  price: number;
  image_url?: string | null;
  /** An array of {src}, or the same as a JSON string (spec 1, section 3). */
  all_images?: MarketplaceImage[] | string | null;
  has_variations: boolean;
  variations?: MarketplaceVariation[] | null;
  stock: number;
  item_sku?: string | null;
  category?: string | null;
  description?: string | null;
  last_synced_at?: string | null;
}

export interface PricedMarketplaceProduct extends Omit<MarketplaceProduct, 'variations' | 'all_images'> {
  discount_price: number;
  all_images: MarketplaceImage[];
  variations: PricedVariation[];
}

/** discount_price = floor(0.9 x price) and the parsed colour and size of one variation. */
export function priceVariation(variation: MarketplaceVariation): PricedVariation {
  const parsed = parseVariationName(variation.name);
  return {
    ...variation,
    discount_price: marketplaceDiscountPrice(variation.price),
    color: parsed?.color ?? null,
    size: parsed?.size ?? null,
  };
}

/** all_images may arrive as a JSON string; anything unreadable is an empty gallery, not an error. */
export function parseMarketplaceImages(value: MarketplaceImage[] | string | null | undefined): MarketplaceImage[] {
  let list: unknown = value ?? [];
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      list = [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .map((entry: unknown) => (typeof entry === 'string' ? { src: entry } : entry))
    .filter((entry): entry is MarketplaceImage => typeof entry === 'object' && entry !== null && typeof (entry as MarketplaceImage).src === 'string' && (entry as MarketplaceImage).src !== '')
    .map((entry) => ({ src: entry.src }));
}

/** The product with every derived field filled (spec 1, sections 3 and 9). */
export function priceProduct(product: MarketplaceProduct): PricedMarketplaceProduct {
  return {
    ...product,
    discount_price: marketplaceDiscountPrice(product.price),
    all_images: parseMarketplaceImages(product.all_images),
    variations: (product.variations ?? []).map(priceVariation),
  };
}

/** The picture of a product: image_url, else the first of all_images (spec 2, section 7). */
export function marketplacePrimaryImage(product: Pick<MarketplaceProduct, 'image_url' | 'all_images'>): string | null {
  if (product.image_url) return product.image_url;
  return parseMarketplaceImages(product.all_images)[0]?.src ?? null;
}
