import type { OutletImage } from '../../domain/outlet/outlet-item';
import { normalizeOutletCategory, OUTLET_CATEGORY_MAX_LENGTH } from '../../domain/outlet/categories';
import { outletPricesOf, outletSkuOfProduct, outletVariantOf } from '../../domain/shopify/stock-rules';
import type { ShopifyProduct, ShopifyVariant } from './shopify-admin.port';
import type { ShopifyVariantRecord } from './shopify-stock.port';

const MAX_TEXT = 255;
const MAX_SKU = 64;
const MAX_URL = 512;

/**
 * The inventory item's key as stored and matched: its numeric id. The Admin GraphQL API names it
 * 'gid://shopify/InventoryItem/123', the inventory_levels/update webhook (a REST payload) 123: both are '123'.
 */
export function inventoryItemKey(id: string | number): string {
  const text = String(id).trim();
  return /(\d+)$/.exec(text)?.[1] ?? text;
}

/**
 * One outlet row of a Shopify variant (issue 12). Our decisions: the product's title; the variant's title as the
 * outlet's variant ('Default Title' is 'Default'); the sku names the product so its variants form one card, the
 * variant's own SKU is the display sku; prices by outletPricesOf; the product's pictures; a product that is not
 * ACTIVE (draft, archived) has no units to sell here (its quantity is 0, still never below what is committed).
 * Texts are cut to the columns' sizes.
 */
export function variantRecordOf(product: ShopifyProduct, variant: ShopifyVariant): ShopifyVariantRecord {
  const sku = outletSkuOfProduct(product.id).slice(0, MAX_SKU);
  const { variantTitle, variantDetails } = outletVariantOf(variant.title);
  const { price, discountPrice } = outletPricesOf(variant);
  const images = product.imageUrls.filter((url) => url.length <= MAX_URL);
  const allImages: OutletImage[] = images.map((src, index) => ({ id: index + 1, src, position: index + 1 }));
  return {
    variantId: variant.id, productId: product.id, inventoryItemId: inventoryItemKey(variant.inventoryItemId),
    sku, displaySku: (variant.sku?.trim() || sku).slice(0, MAX_SKU),
    title: product.title.slice(0, MAX_TEXT), variantTitle: variantTitle.slice(0, MAX_TEXT), variantDetails: variantDetails.slice(0, MAX_TEXT),
    price, discountPrice, imageUrl: images[0] ?? '', allImages: JSON.stringify(allImages), description: product.descriptionHtml,
    quantity: product.status === 'ACTIVE' ? variant.available : 0,
    category: categoryOf(product.productType),
  };
}

/** Shopify's product type as an outlet category: normalised, cut to the column; none when blank or unusable. */
function categoryOf(productType: string): string | null {
  return normalizeOutletCategory([...productType.trim()].slice(0, OUTLET_CATEGORY_MAX_LENGTH).join('')) ?? null;
}
