import { AddToCart } from './add-to-cart';
import { MergeCarts } from './merge-carts';
import { cartFixture, PHONE } from './testing/test-fixture';

/** AddToCart and MergeCarts for Shopee lines (issue 11; spec 1, sections 3, 5 and 9), over the in-memory store. */
const ITEM = 2 ** 32 + 7;
const MODEL = 2 ** 32 + 8;

function fixture() {
  const f = cartFixture();
  f.store.marketplace.set(ITEM, {
    item_id: ITEM, item_name: '條紋襯衫', price: 1000, stock: 1, models: [{ model_id: MODEL, name: '藍色,M', price: 1290, stock: 1 }],
  });
  f.store.marketplace.set(ITEM + 100, { item_id: ITEM + 100, item_name: '馬克杯', price: 399, stock: 0 });
  const addToCart = new AddToCart(f.store, f.clock, f.invalidations);
  const add = (variantId: unknown, phone = PHONE, itemId = ITEM) => addToCart.execute({ phone, itemType: 'shopee', itemId, variantId, cap: { maxPerPhone: 0, maxPerClient: 0 } });
  return { ...f, add, merge: new MergeCarts(f.store, f.clock, f.invalidations) };
}

describe('AddToCart of a Shopee line', () => {
  it('adds the model (number or text) priced floor(0.9 x price), holding nothing, so no hold cap applies', async () => {
    const f = fixture();
    const { item, count } = await f.add(String(MODEL));
    expect(item).toMatchObject({ item_type: 'shopee', item_id: ITEM, variant_id: String(MODEL), price: 1290, discount_price: 1161, reservation: null, availability: 'available' });
    expect(count).toBe(1);
    expect(f.store.reservations).toEqual([]);
    expect(f.invalidations.count).toBe(0);
    await expect(f.add(MODEL)).rejects.toMatchObject({ kind: 'conflict', code: 'CART_ITEM_DUPLICATE' });
    expect(await f.add(MODEL, '0987654321')).toMatchObject({ count: 1 });
  });

  it.each([['abc'], ['01'], ['1.5'], [-3], [0], [1.5], [{}], [true], [2 ** 53]])('refuses variantId %j with 400 fields.variantId, nothing added', async (variantId) => {
    const f = fixture();
    await expect(f.add(variantId)).rejects.toMatchObject({ kind: 'validation', code: 'VALIDATION_FAILED', fields: { variantId: { code: 'MARKETPLACE_VARIANT_ID_INVALID' } } });
    expect(f.store.lines).toEqual([]);
  });

  it('a product with models without one: 400 MARKETPLACE_VARIANT_REQUIRED; unknown model 404; unknown product 404; no stock 409', async () => {
    const f = fixture();
    for (const absent of [undefined, null, '']) {
      await expect(f.add(absent)).rejects.toMatchObject({ kind: 'validation', code: 'MARKETPLACE_VARIANT_REQUIRED', fields: { variantId: { code: 'MARKETPLACE_VARIANT_REQUIRED' } } });
    }
    await expect(f.add(MODEL + 1)).rejects.toMatchObject({ kind: 'not_found', code: 'MARKETPLACE_VARIANT_NOT_FOUND' });
    await expect(f.add(null, PHONE, ITEM + 1)).rejects.toMatchObject({ kind: 'not_found', code: 'MARKETPLACE_PRODUCT_NOT_FOUND' });
    await expect(f.add(null, PHONE, ITEM + 100)).rejects.toMatchObject({ kind: 'conflict', code: 'MARKETPLACE_SOLD_OUT' });
    expect(f.store.lines).toEqual([]);
  });
});

describe('MergeCarts with Shopee lines', () => {
  it('merges a known model in stock once, skips the rest, and reports them as skipped', async () => {
    const f = fixture();
    const result = await f.merge.execute(PHONE, [
      { item_type: 'shopee', item_id: ITEM, variant_id: MODEL }, { item_type: 'shopee', item_id: ITEM, variant_id: String(MODEL) },
      { item_type: 'shopee', item_id: ITEM }, { item_type: 'shopee', item_id: ITEM + 100 }, { item_type: 'shopee', item_id: ITEM, variant_id: 'M' },
      { item_type: 'outlet', item_id: 1 },
    ]);
    expect(result).toMatchObject({ mergedCount: 2, skippedCount: 4, limitedCount: 0 });
    expect(result.items.map((line) => [line.item_type, line.item_id])).toEqual([['shopee', ITEM], ['outlet', 1]]);
  });
});

describe('MergeCarts moves a guest\'s Shopee lines into the account (issue 28)', () => {
  const KEY = 'b'.repeat(64);
  it('the line joins the account cart and leaves the browser\'s guest cart of the phone, as an outlet line moves with its hold', async () => {
    const f = fixture();
    const guest = { phone: PHONE, keyHash: KEY };
    await f.store.addMarketplaceLine({ ...guest, itemId: ITEM, modelId: MODEL, now: f.clock.now() });
    const result = await f.merge.execute(PHONE, [{ item_type: 'shopee', item_id: ITEM, variant_id: MODEL }], { moveFromKeyHash: KEY });
    expect(result).toMatchObject({ mergedCount: 1 });
    expect(result.items.map((line) => [line.item_type, line.item_id, line.variant_id])).toEqual([['shopee', ITEM, String(MODEL)]]);
    // After logout the guest cart does not bring it back.
    expect(await f.store.listLines(guest)).toEqual([]);
  });

  it('a line the account already has still leaves the guest cart; another browser\'s cart and a merge into the guest cart itself keep theirs', async () => {
    const f = fixture();
    const guest = { phone: PHONE, keyHash: KEY };
    const other = { phone: PHONE, keyHash: 'c'.repeat(64) };
    for (const cart of [PHONE, guest, other]) await f.store.addMarketplaceLine({ ...(typeof cart === 'string' ? { phone: cart } : cart), itemId: ITEM, modelId: MODEL, now: f.clock.now() });
    expect(await f.merge.execute(guest, [{ item_type: 'shopee', item_id: ITEM, variant_id: MODEL }], { moveFromKeyHash: KEY })).toMatchObject({ mergedCount: 0 });
    expect(await f.store.listLines(guest)).toHaveLength(1);
    expect(await f.merge.execute(PHONE, [{ item_type: 'shopee', item_id: ITEM, variant_id: MODEL }], { moveFromKeyHash: KEY })).toMatchObject({ mergedCount: 0, skippedCount: 1 });
    expect(await f.store.listLines(guest)).toEqual([]);
    expect(await f.store.listLines(other)).toHaveLength(1);
    expect(await f.store.listLines(PHONE)).toHaveLength(1);
  });
});
