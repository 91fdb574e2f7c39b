import type { SourceModel, SourceProduct } from '../../application/marketplace/marketplace-source.port';
import { unavailable } from './shopee-http-client';
import type { ShopeeBaseItem, ShopeeModelList, ShopeeStockInfo } from './shopee-wire';

/**
 * get_item_base_info and get_model_list answers as the port's SourceProduct (research/platforms.md A5).
 *
 * - Prices are original_price (not current_price, which carries Shopee promotions: our 10% off applies to the
 *   original price, spec 1 section 3). TW prices are whole NT$; rounded in case a decimal slips through.
 * - Stock: stock_info_v2.summary_info.total_available_stock, or the sum of seller_stock[].stock when the summary
 *   is missing, else 0.
 * - An item with models: a model's name is its tier options joined with '/' (one tier: the option itself; the
 *   domain parses 'colour/size', domain/marketplace/variation-name.ts), in tier order. The item's price is the
 *   lowest price and its stock the sum over the models that can be sold (model_status MODEL_NORMAL): an
 *   unavailable model's units cannot be bought, so they must not make the item look in stock. With no sellable
 *   model, the lowest price of all models shows (and stock 0).
 * - An item's price with no price_info, or a model without one, is a malformed answer (SHOPEE_UNAVAILABLE):
 *   price 0 would sell it for nothing.
 */
export function toSourceProduct(item: ShopeeBaseItem, models: ShopeeModelList | null): SourceProduct {
  const sourceModels = models ? toSourceModels(models) : [];
  const sellable = sourceModels.filter((model) => model.available);
  const priced = sellable.length > 0 ? sellable : sourceModels;
  const hasModels = item.has_model === true && sourceModels.length > 0;
  return {
    itemId: item.item_id,
    name: item.item_name,
    description: descriptionOf(item),
    sku: nonEmpty(item.item_sku),
    categoryId: item.category_id ?? null,
    status: item.item_status,
    updateTime: item.update_time,
    imageUrls: (item.image?.image_url_list ?? []).filter((url) => url !== ''),
    price: hasModels ? Math.min(...priced.map((model) => model.price)) : priceOf(item.price_info),
    stock: hasModels ? sellable.reduce((sum, model) => sum + model.stock, 0) : stockOf(item.stock_info_v2),
    models: hasModels ? sourceModels : [],
  };
}

function toSourceModels(list: ShopeeModelList): SourceModel[] {
  const tiers = list.tier_variation ?? [];
  return [...list.model]
    .sort((a, b) => compareTierIndex(a.tier_index, b.tier_index))
    .map((model) => {
      const options = model.tier_index.map((index, tier) => tiers[tier]?.option_list[index]);
      const names = options.map((option) => option?.option.trim() ?? '').filter((name) => name !== '');
      return {
        modelId: model.model_id,
        name: names.join('/'),
        price: priceOf(model.price_info),
        stock: stockOf(model.stock_info_v2),
        sku: nonEmpty(model.model_sku),
        // Shopee keeps a variation's picture on the first tier's option (the colour), not on the model.
        imageUrl: nonEmpty(options[0]?.image?.image_url),
        available: (model.model_status ?? 'MODEL_NORMAL') === 'MODEL_NORMAL',
      };
    });
}

function compareTierIndex(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const difference = (a[i] ?? -1) - (b[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

function priceOf(priceInfo: readonly { original_price: number }[] | null | undefined): number {
  const first = priceInfo?.[0];
  if (!first) throw unavailable();
  return Math.round(first.original_price);
}

function stockOf(stock: ShopeeStockInfo | null | undefined): number {
  const summary = stock?.summary_info?.total_available_stock;
  if (typeof summary === 'number') return Math.max(0, summary);
  const sellerStock = (stock?.seller_stock ?? []).reduce((sum, location) => sum + (location.stock ?? 0), 0);
  return Math.max(0, sellerStock);
}

/** `description` for normal descriptions; the text fields of an extended one (whitelisted sellers). */
function descriptionOf(item: ShopeeBaseItem): string {
  if (item.description) return item.description;
  const fields = item.description_info?.extended_description?.field_list ?? [];
  return fields.filter((field) => field.field_type === 'text' && field.text).map((field) => field.text).join('\n');
}

const nonEmpty = (text: string | null | undefined): string | null => (text && text.trim() !== '' ? text : null);
