import type { OutletListItem } from '../src/domain';

let nextId = 1;

/** An outlet item with sensible defaults; override what the test is about. */
export function outletItem(overrides: Partial<OutletListItem> = {}): OutletListItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Item ${id}`,
    sku: `SKU-${id}`,
    price: 1000,
    discount_price: 800,
    image_url: `/images/${id}.jpg`,
    created_at: '2026-01-01T00:00:00Z',
    variant_details: 'Default',
    display_sku: `SKU-${id}`,
    total_quantity: 10,
    reserved_count: 0,
    ...overrides,
  };
}

/** A small catalogue: three cards, one with two sizes (the first sold out). */
export function sampleCatalogue(): OutletListItem[] {
  return [
    // 20% off, newest
    outletItem({ id: 101, title: '羊毛針織外套', sku: 'KNIT-01', price: 1600, discount_price: 1280, created_at: '2026-03-01T00:00:00Z' }),
    // 50% off, two variants: S sold out, M two left
    outletItem({ id: 201, title: 'Running Shoes 慢跑鞋', sku: 'RUN-02', price: 3000, discount_price: 1500, variant_details: 'S', total_quantity: 1, reserved_count: 1, created_at: '2026-01-01T00:00:00Z' }),
    outletItem({ id: 202, title: 'Running Shoes 慢跑鞋', sku: 'RUN-02', price: 3000, discount_price: 1500, variant_details: 'M', total_quantity: 2, reserved_count: 0, created_at: '2026-01-01T00:00:00Z' }),
    // 10% off, cheapest
    outletItem({ id: 301, title: '棉質帆布袋', sku: 'BAG-03', price: 500, discount_price: 450, created_at: '2026-02-01T00:00:00Z' }),
  ];
}
