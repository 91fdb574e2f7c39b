/**
 * Builders of valid domain values for the unit tests: each test states only the fields it is about.
 * Not exported from domain/index.ts.
 */
import type { CartLine } from '../cart/cart-line';
import type { OutletListItem, OutletProductGroup } from '../outlet/outlet-item';
import type { MarketplaceVariation } from '../marketplace/marketplace-product';

export function outletItem(overrides: Partial<OutletListItem> = {}): OutletListItem {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Item ${id}`,
    sku: `SKU-${id}`,
    price: 1000,
    discount_price: 600,
    image_url: `https://img.example/${id}.jpg`,
    created_at: '2024-05-01T00:00:00.000Z',
    variant_details: 'Default',
    display_sku: `SKU-${id}`,
    total_quantity: 5,
    reserved_count: 0,
    ...overrides,
  };
}

export function group(variants: OutletListItem[]): OutletProductGroup {
  return { sku: variants[0].sku, primary: variants[0], variants };
}

export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  const id = overrides.id ?? 1;
  return {
    id,
    item_id: id,
    item_type: 'outlet',
    title: `Item ${String(id)}`,
    price: 1000,
    discount_price: 600,
    quantity: 1,
    variant_id: null,
    ...overrides,
  };
}

export function variation(overrides: Partial<MarketplaceVariation> = {}): MarketplaceVariation {
  return { model_id: 1, name: '黑色/M', price: 500, stock: 3, image_url: null, model_sku: null, ...overrides };
}
