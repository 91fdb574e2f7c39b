import type { ShopifyStock, ShopifyVariantRecord } from '../../../application/shopify/shopify-stock.port';
import { InMemoryShopifyStock } from '../../../application/shopify/testing/in-memory-shopify-stock';
import type { StoredHold } from '../../../domain/cart/hold-rules';
import { describePortContract, fakeMaker, knexMakers, unique } from '../testing/port-contract';
import { KnexShopifyStock } from './knex-shopify-stock';

/**
 * The ShopifyStock port (application/shopify/shopify-stock.port.ts) on the fake, SQLite and MySQL: the outlet
 * item of a variant, its total never below the units held or sold here, and the conflicts reported to staff.
 * `read` looks at the item as the shop sells it (outlet_items), `hold` places a shopper's hold on it.
 */
interface StockSubject {
  port: ShopifyStock;
  hold(variantId: string, hold: StoredHold): Promise<void>;
  read(variantId: string): Promise<{ total: number; title: string; displaySku: string; price: number; discountPrice: number } | undefined>;
  category(variantId: string): Promise<string | null | undefined>;
}

const HOUR = 3_600_000;
let hours = 0;
/** An instant of this test only, an hour after the previous test's. */
const clock = () => {
  hours += 1;
  return new Date(Date.UTC(2026, 10, 29, 0) + hours * HOUR);
};

function record(overrides: Partial<ShopifyVariantRecord> = {}): ShopifyVariantRecord {
  const n = unique();
  return {
    variantId: `gid://shopify/ProductVariant/${n}`, productId: `gid://shopify/Product/${n}`, inventoryItemId: String(n), sku: `SF-P${n}`,
    displaySku: `SF-${n}`, title: '羊毛圍巾', variantTitle: 'Default', variantDetails: 'Default', price: 1980, discountPrice: 990,
    imageUrl: 'https://cdn.example.test/1.jpg', allImages: '[]', description: '<p>outlet</p>', quantity: 5, category: null, ...overrides,
  };
}

describePortContract<StockSubject>('ShopifyStock', [
  fakeMaker(() => {
    const port = new InMemoryShopifyStock();
    return {
      port,
      hold: async (variantId, hold) => port.hold(variantId, hold),
      async read(variantId) {
        const item = port.items.get(variantId);
        return item && { total: item.totalQuantity, title: item.title, displaySku: item.displaySku, price: item.price, discountPrice: item.discountPrice };
      },
      category: async (variantId) => port.items.get(variantId)?.category,
    };
  }),
  ...knexMakers<StockSubject>((knex) => ({
    port: new KnexShopifyStock(knex),
    async hold(variantId, hold) {
      const item = await knex('outlet_items').where({ shopify_variant_id: variantId }).first('id');
      const date = (ms: number | null) => (ms === null ? null : new Date(ms));
      await knex('outlet_reservations').insert({
        outlet_item_id: item.id, reserved_by: '0911111111', created_at: new Date(hold.expiresAt - HOUR), expires_at: new Date(hold.expiresAt),
        confirmed_at: date(hold.confirmedAt), released_at: date(hold.releasedAt),
      });
    },
    async read(variantId) {
      const row = await knex('outlet_items').where({ shopify_variant_id: variantId }).first();
      return row && { total: Number(row.total_quantity), title: row.title, displaySku: row.display_sku, price: Number(row.price), discountPrice: Number(row.discount_price) };
    },
    async category(variantId) {
      const row = await knex('outlet_items').where({ shopify_variant_id: variantId }).first('category');
      return row?.category as string | null | undefined;
    },
  })),
], (subject) => {
  it('files the item under Shopify\'s product type; a product without one keeps the category it has (issue 28)', async () => {
    const now = clock();
    const variant = record({ category: '圍巾配件' });
    await subject().port.applyVariant(variant, now);
    expect(await subject().category(variant.variantId)).toBe('圍巾配件');
    await subject().port.applyVariant({ ...variant, category: null }, now);
    expect(await subject().category(variant.variantId)).toBe('圍巾配件');
    await subject().port.applyVariant({ ...variant, category: '包包配件' }, now);
    expect(await subject().category(variant.variantId)).toBe('包包配件');
  });

  it('creates the outlet item of a new variant with Shopify\'s quantity, then updates that same item', async () => {
    const now = clock();
    const before = await subject().port.countItems();
    const variant = record();
    const created = await subject().port.applyVariant(variant, now);
    expect(created).toEqual({ outcome: 'created', outletItemId: expect.any(Number), conflict: null });
    expect(await subject().port.countItems()).toBe(before + 1);
    expect(await subject().read(variant.variantId)).toEqual({ total: 5, title: '羊毛圍巾', displaySku: variant.displaySku, price: 1980, discountPrice: 990 });

    const updated = await subject().port.applyVariant({ ...variant, title: '羊毛圍巾 (新)', price: 2200, discountPrice: 1100, quantity: 3 }, now);
    expect(updated).toEqual({ outcome: 'updated', outletItemId: created.outletItemId, conflict: null });
    expect(await subject().port.countItems()).toBe(before + 1);
    expect(await subject().read(variant.variantId)).toEqual({ total: 3, title: '羊毛圍巾 (新)', displaySku: variant.displaySku, price: 2200, discountPrice: 1100 });
  });

  it('two writers of the same new variant make one item', async () => {
    const now = clock();
    const before = await subject().port.countItems();
    const variant = record();
    const applied = await Promise.all([subject().port.applyVariant(variant, now), subject().port.applyVariant({ ...variant, quantity: 4 }, now)]);
    expect(applied.map((outcome) => outcome.outcome).sort()).toEqual(['created', 'updated']);
    expect(new Set(applied.map((outcome) => outcome.outletItemId)).size).toBe(1);
    expect(await subject().port.countItems()).toBe(before + 1);
  });

  it('never drops the total below the units held or sold here: Shopify saying fewer is a conflict, reported, and cleared once covered', async () => {
    const now = clock();
    const variant = record();
    const { outletItemId } = await subject().port.applyVariant(variant, now);
    const soon = now.getTime() + HOUR;
    await subject().hold(variant.variantId, { expiresAt: soon, confirmedAt: null, releasedAt: null });
    await subject().hold(variant.variantId, { expiresAt: now.getTime() - HOUR, confirmedAt: now.getTime() - 2 * HOUR, releasedAt: null });
    // Neither an expired hold nor a released one takes a unit.
    await subject().hold(variant.variantId, { expiresAt: now.getTime(), confirmedAt: null, releasedAt: null });
    await subject().hold(variant.variantId, { expiresAt: soon, confirmedAt: null, releasedAt: now.getTime() });

    const conflict = { variantId: variant.variantId, outletItemId, shopifyQuantity: 1, committed: 2, totalQuantity: 2, detectedBy: 'sync', detectedAt: now };
    expect(await subject().port.applyVariant({ ...variant, quantity: 1 }, now)).toEqual({ outcome: 'updated', outletItemId, conflict });
    expect((await subject().read(variant.variantId))?.total).toBe(2);
    const listed = await subject().port.listConflicts(100);
    expect(listed.conflicts.filter((c) => c.variantId === variant.variantId)).toEqual([conflict]);

    const later = new Date(now.getTime() + 60_000);
    expect(await subject().port.applyQuantity(variant.inventoryItemId, 2, later)).toEqual({ outcome: 'updated', outletItemId, conflict: null });
    expect((await subject().read(variant.variantId))?.total).toBe(2);
    expect((await subject().port.listConflicts(100)).conflicts.some((c) => c.variantId === variant.variantId)).toBe(false);
    expect((await subject().port.listConflicts(100)).total).toBe(listed.total - 1);
  });

  it('applies a webhook\'s quantity by inventory item: an oversold Shopify (negative) keeps the committed units, reported as the webhook\'s; unknown items are said so', async () => {
    const now = clock();
    const variant = record();
    const { outletItemId } = await subject().port.applyVariant(variant, now);
    await subject().hold(variant.variantId, { expiresAt: now.getTime() + HOUR, confirmedAt: null, releasedAt: null });
    const applied = await subject().port.applyQuantity(variant.inventoryItemId, -2, now);
    expect(applied).toEqual({ outcome: 'updated', outletItemId, conflict: { variantId: variant.variantId, outletItemId, shopifyQuantity: -2, committed: 1, totalQuantity: 1, detectedBy: 'webhook', detectedAt: now } });
    expect(await subject().read(variant.variantId)).toMatchObject({ total: 1, title: '羊毛圍巾' });
    expect(await subject().port.applyQuantity(`9${unique()}`, 3, now)).toEqual({ outcome: 'unknown' });
  });

  it('lists the open conflicts newest first, at most `limit`, with how many there are', async () => {
    const now = clock();
    const before = (await subject().port.listConflicts(1000)).total;
    const variants = [record(), record(), record()];
    for (const [index, variant] of variants.entries()) {
      await subject().port.applyVariant(variant, now);
      await subject().hold(variant.variantId, { expiresAt: now.getTime() + HOUR, confirmedAt: null, releasedAt: null });
      await subject().port.applyQuantity(variant.inventoryItemId, 0, new Date(now.getTime() + index * 1000));
    }
    const { conflicts, total } = await subject().port.listConflicts(2);
    expect(total).toBe(before + 3);
    expect(conflicts.map((c) => c.variantId)).toEqual([variants[2].variantId, variants[1].variantId]);
  });
});
