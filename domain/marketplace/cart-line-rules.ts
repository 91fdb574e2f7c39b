/**
 * The marketplace (Shopee) line of the shared cart (issue 11; spec 1, sections 3, 5 and 9; spec 2, section 4):
 * what an add decides and how a line stands later, from our synced rows (shopee_products, shopee_models).
 * Pure, so that the database adapter (inside its transaction) and the in-memory fake decide alike.
 *
 * A marketplace line holds nothing: Shopee owns the stock and the spec reserves outlet items only. So stock
 * is checked when the line is added and again, under lock, at checkout; between the two the line may sell out
 * or vanish, and the cart still shows it (availability) so the shopper can remove it.
 */

/** A marketplace line as it stands now: 'sold_out' (stock 0), 'unavailable' (product or model gone or not sellable). */
export type MarketplaceAvailability = 'available' | 'sold_out' | 'unavailable';
export const MARKETPLACE_AVAILABILITIES: readonly MarketplaceAvailability[] = ['available', 'sold_out', 'unavailable'];

export interface StockedProduct {
  stock: number;
  /** The product is sold by model (shopee_products.has_variations): a line must name one. */
  hasModels: boolean;
}

export interface StockedModel {
  stock: number;
  /** Shopee's model_status MODEL_NORMAL. */
  available: boolean;
}

export type MarketplaceAddDecision = 'add' | 'not_found' | 'variant_required' | 'variant_not_found' | 'sold_out';

/**
 * Add to cart: an unknown (or unlisted) product is not found; a product with models needs one ('please select
 * product spec'); a model the product does not have, or any model of a product without models, is not
 * found (so a made-up variant cannot make a second line of one product); stock 0 or a model that is not
 * sellable is sold out.
 */
export function decideMarketplaceAdd(product: StockedProduct | undefined, modelRequested: boolean, model: StockedModel | undefined): MarketplaceAddDecision {
  if (!product) return 'not_found';
  if (product.hasModels && !modelRequested) return 'variant_required';
  if (modelRequested && !model) return 'variant_not_found';
  const sellable = model ? model.available && model.stock > 0 : product.stock > 0;
  return sellable ? 'add' : 'sold_out';
}

/**
 * How a line added earlier stands now. Gone (product unlisted or deleted, model removed, a line without a model
 * of a product that now has models) or a model Shopee no longer sells: 'unavailable'; no stock: 'sold_out'.
 */
export function marketplaceLineAvailability(product: StockedProduct | undefined, modelRequested: boolean, model: StockedModel | undefined): MarketplaceAvailability {
  if (!product) return 'unavailable';
  if (modelRequested ? !model : product.hasModels) return 'unavailable';
  if (model && !model.available) return 'unavailable';
  return (model ? model.stock : product.stock) > 0 ? 'available' : 'sold_out';
}

/**
 * A Shopee model id as a client sends it (variantId): a positive safe integer, as a JSON number or as plain
 * decimal text ("01", "1e3", "-1", "1.5", " 7" are refused). undefined when it is not one.
 */
export function parseModelId(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
