import { DEFAULT_VARIANT } from '../outlet/outlet-item';

/**
 * How Shopify's stock becomes outlet stock (issue 12; docs/decisions.md "Shopify stock"). Pure rules: the sync
 * job and the inventory webhook apply them to a locked outlet_items row.
 *
 * An outlet item is one Shopify variant. Shopify's available quantity (summed over locations) is taken as the
 * item's total units, and the outlet's own availability rule (domain/cart/hold-rules.ts HOLD_TAKES_UNIT: total
 * minus active holds and sales) still applies on top of it. The one thing Shopify may never do is take back
 * units this shop already promised: a total below the units held or sold here would leave a shopper's
 * reservation, or a paid order, without stock. So the total never goes below what is committed here; when
 * Shopify says fewer, the total is set to exactly the committed units (nobody new can buy it, nobody who holds
 * it loses it) and the difference is reported to staff as a conflict, never silently written.
 */
export interface StockDecision {
  /** What total_quantity becomes. */
  total: number;
  /** Shopify says fewer units than are held or sold here: reported, Shopify's number not written. */
  conflict: { shopifyQuantity: number; committed: number } | null;
}

/**
 * @param shopifyQuantity Shopify's available quantity (negative when oversold there; read as 0 units).
 * @param committed units of this item held (active holds) or sold here: HOLD_TAKES_UNIT's count.
 */
export function reconcileShopifyQuantity(shopifyQuantity: number, committed: number): StockDecision {
  const shopify = Math.max(0, Math.trunc(shopifyQuantity));
  const held = Math.max(0, Math.trunc(committed));
  if (shopify >= held) return { total: shopify, conflict: null };
  return { total: held, conflict: { shopifyQuantity: Math.trunc(shopifyQuantity), committed: held } };
}

/**
 * The outlet's two prices from a variant's: the outlet shows an original price and the price it sells at
 * (discount_price). Shopify's compareAtPrice is the merchant's "was" price, so it is the original when it is
 * higher than the price; otherwise there is no markdown and both are the price. Whole NT$, never negative.
 */
export function outletPricesOf(variant: { price: number; compareAtPrice: number | null }): { price: number; discountPrice: number } {
  const selling = Math.max(0, Math.round(variant.price));
  const was = variant.compareAtPrice === null ? null : Math.max(0, Math.round(variant.compareAtPrice));
  return { price: was !== null && was > selling ? was : selling, discountPrice: selling };
}

/** Shopify names the only variant of a product without options 'Default Title'. */
export const SHOPIFY_DEFAULT_VARIANT_TITLE = 'Default Title';

/** variant_title and variant_details of the outlet row: a product without options is the outlet's 'Default'. */
export function outletVariantOf(variantTitle: string): { variantTitle: string; variantDetails: string } {
  const title = variantTitle.trim();
  if (title === '' || title === SHOPIFY_DEFAULT_VARIANT_TITLE) return { variantTitle: '', variantDetails: DEFAULT_VARIANT };
  return { variantTitle: title, variantDetails: title };
}

/**
 * The outlet sku of a Shopify product. Outlet rows sharing a sku are ONE product card (domain/outlet/grouping.ts),
 * so the sku must name the product, not the variant: 'SHOPIFY-' + the product's numeric id. The variant's own
 * SKU is shown as display_sku.
 */
export function outletSkuOfProduct(productGid: string): string {
  const numeric = /(\d+)$/.exec(productGid)?.[1];
  return `SHOPIFY-${numeric ?? productGid.replace(/[^A-Za-z0-9-]/g, '').slice(-40)}`;
}

/**
 * An order name as a shopper types it: '#1001', '1001', ' #1001 ' are '#1001'. Shopify names are the shop's
 * prefix (default '#') and a number; we accept '#' or nothing plus 1 to 12 digits, anything else is answered
 * like an unknown order without asking Shopify.
 */
export function normalizeShopifyOrderName(value: string): string | undefined {
  const match = /^#?\s*(\d{1,12})$/.exec(value.trim());
  return match ? `#${match[1]}` : undefined;
}
