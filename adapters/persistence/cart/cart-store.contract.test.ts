import { RESERVATION_HOLD_MS } from '../../../domain/cart/reservation';
import type { CartStore, ReserveRequest } from '../../../application/cart/cart-store.port';
import { InMemoryCartStore } from '../../../application/cart/testing/in-memory-cart-store';
import { describePortContract, fakeMaker, insertOutletItem, knexMakers, unique, uniquePhone } from '../testing/port-contract';
import { KnexCartStore } from './knex-cart-store';
import { insertShopeeProduct, type TestShopeeProduct } from './testing/shopee-test-rows';

/** The CartStore port (application/cart/cart-store.port.ts) on the fake, SQLite and MySQL. */
interface CartSubject {
  store: CartStore;
  /** An outlet item of this many units; its id. */
  addItem(totalQuantity: number): Promise<number>;
  /** A synced Shopee product (and its models), as the sync would leave it. */
  addShopeeProduct(product: TestShopeeProduct): Promise<void>;
  /** An outlet variant (2 units): an item sharing its product's sku, with its label and own SKU; its id. */
  addVariant(variant: Variant): Promise<number>;
  /** The catalogue changes a variant's label and SKU (a staff edit, a Shopify sync). */
  renameVariant(itemId: number, variant: Omit<Variant, 'sku'>): Promise<void>;
}

interface Variant {
  sku: string;
  variant_details: string;
  display_sku: string;
}

const T0 = new Date('2026-11-20T04:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;

describePortContract<CartSubject>('CartStore', [
  fakeMaker(() => {
    const store = new InMemoryCartStore();
    return {
      store,
      addItem: async (total_quantity) => { const id = unique(); store.items.set(id, { id, total_quantity }); return id; },
      addShopeeProduct: async (p) => {
        store.marketplace.set(p.itemId, {
          item_id: p.itemId, item_name: p.name, price: p.price, stock: p.stock, item_sku: p.sku ?? null, image_url: p.imageUrl ?? null,
          models: (p.models ?? []).map((m) => ({ model_id: m.modelId, name: m.name, price: m.price, stock: m.stock, available: m.available ?? true, model_sku: m.sku ?? null, image_url: m.imageUrl ?? null })),
        });
      },
      addVariant: async (variant) => { const id = unique(); store.items.set(id, { id, total_quantity: 2, ...variant }); return id; },
      renameVariant: async (id, variant) => { Object.assign(store.items.get(id)!, variant); },
    };
  }),
  ...knexMakers<CartSubject>((knex) => ({
    store: new KnexCartStore(knex),
    addItem: (total_quantity) => insertOutletItem(knex, { total_quantity }),
    addShopeeProduct: (product) => insertShopeeProduct(knex, product),
    addVariant: (variant) => insertOutletItem(knex, { total_quantity: 2, ...variant }),
    renameVariant: async (id, variant) => { await knex('outlet_items').where('id', id).update(variant); },
  })),
], (subject) => {
  const reserve = (phone: string, itemId: number, now = T0, extra: Partial<ReserveRequest> = {}) =>
    subject().store.reserveOutletLine({ phone, itemId, now, expiresAt: new Date(now.getTime() + RESERVATION_HOLD_MS), ...extra });

  it('reserves a unit and lists the line with its reservation', async () => {
    const { store, addItem } = subject();
    const phone = uniquePhone();
    const item = await addItem(3);
    const outcome = await reserve(phone, item);
    expect(outcome).toMatchObject({ kind: 'reserved', lineId: expect.any(Number) });
    const lines = await store.listLines(phone);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      id: (outcome as { lineId: number }).lineId, item_id: item, item_type: 'outlet', quantity: 1, variant_id: null,
      reservation: { expires_at: at(RESERVATION_HOLD_MS).toISOString(), is_confirmed: false },
    });
    expect(await store.countLines(phone)).toBe(1);
    const { lineId } = outcome as { lineId: number };
    expect(await store.findLine(phone, lineId)).toEqual(lines[0]);
    expect(await store.findLine(uniquePhone(), lineId)).toBeUndefined();
  });

  it('a reserved outcome that carries the line and the count (issue 29: no read after the hold) carries what the cart shows', async () => {
    const { store, addItem } = subject();
    const phone = uniquePhone();
    await reserve(phone, await addItem(2));
    const outcome = await reserve(phone, await addItem(2));
    expect(outcome.kind).toBe('reserved');
    const { lineId, line, count } = outcome as { lineId: number; line?: unknown; count?: number };
    if (line !== undefined) expect(line).toEqual(await store.findLine(phone, lineId));
    if (count !== undefined) expect(count).toBe(await store.countLines(phone));
  });

  it('lists a phone\'s lines id ascending and nobody else\'s', async () => {
    const { store, addItem } = subject();
    const phone = uniquePhone();
    const [a, b, c] = [await addItem(2), await addItem(2), await addItem(2)];
    await reserve(phone, b);
    await reserve(phone, a);
    await reserve(uniquePhone(), c);
    const ids = (await store.listLines(phone)).map((line) => Number(line.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect((await store.listLines(phone)).map((line) => line.item_id)).toEqual([b, a]);
    expect(await store.listLines(uniquePhone())).toEqual([]);
    expect(await store.countLines(uniquePhone())).toBe(0);
  });

  it('refuses a duplicate, a sold-out item and an unknown one', async () => {
    const { addItem, store } = subject();
    const phone = uniquePhone();
    const single = await addItem(1);
    await reserve(phone, single);
    expect(await reserve(phone, single)).toEqual({ kind: 'duplicate' });
    expect(await reserve(uniquePhone(), single)).toEqual({ kind: 'sold_out' });
    expect(await reserve(phone, 900_000_000 + unique())).toEqual({ kind: 'not_found' });
    expect(await store.countLines(phone)).toBe(1);
  });

  it('renews the line once its hold expired, and frees the unit for others when it lapses', async () => {
    const { addItem, store } = subject();
    const phone = uniquePhone();
    const single = await addItem(1);
    const first = await reserve(phone, single);
    const later = at(RESERVATION_HOLD_MS + MINUTE);
    const renewed = await reserve(phone, single, later);
    expect(renewed).toEqual({ kind: 'renewed', lineId: (first as { lineId: number }).lineId });
    expect(await store.countLines(phone)).toBe(1);
    expect(await reserve(uniquePhone(), single, later)).toEqual({ kind: 'sold_out' });
    expect(await reserve(uniquePhone(), single, new Date(later.getTime() + RESERVATION_HOLD_MS + MINUTE))).toMatchObject({ kind: 'reserved', lineId: expect.any(Number) });
  });

  it('refuses over the phone cap with the time until the first counted hold lapses', async () => {
    const { addItem } = subject();
    const phone = uniquePhone();
    const cap = { maxPerPhone: 2, maxPerClient: null };
    await reserve(phone, await addItem(5), T0, { cap });
    await reserve(phone, await addItem(5), at(MINUTE), { cap });
    expect(await reserve(phone, await addItem(5), at(2 * MINUTE), { cap })).toEqual({ kind: 'over_limit', scope: 'phone', retryAfterMs: RESERVATION_HOLD_MS - 2 * MINUTE });
  });

  it('refuses over the client cap across phones of one client IP', async () => {
    const { addItem } = subject();
    const clientIp = `203.0.113.${unique() % 250}-${unique()}`;
    const cap = { maxPerPhone: null, maxPerClient: 1 };
    expect(await reserve(uniquePhone(), await addItem(5), T0, { cap, clientIp })).toMatchObject({ kind: 'reserved', lineId: expect.any(Number) });
    expect(await reserve(uniquePhone(), await addItem(5), at(MINUTE), { cap, clientIp })).toEqual({ kind: 'over_limit', scope: 'client', retryAfterMs: RESERVATION_HOLD_MS - MINUTE });
    expect(await reserve(uniquePhone(), await addItem(5), at(MINUTE), { cap, clientIp: `${clientIp}-other` })).toMatchObject({ kind: 'reserved', lineId: expect.any(Number) });
  });

  describe('carts of one phone told apart by the browser\'s key hash (issue 22)', () => {
    const keyHash = () => `${unique()}`.padStart(64, 'a');

    it('lines, counts, duplicates, removes, clears, releases and the cap of one cart never touch another cart of the same phone', async () => {
      const { store, addItem } = subject();
      const phone = uniquePhone();
      const first = { phone, keyHash: keyHash() };
      const second = { phone, keyHash: keyHash() };
      const [x, y] = [await addItem(3), await addItem(3)];
      const cap = { maxPerPhone: 2, maxPerClient: null };
      const mine = await reserve(phone, x, T0, { ...first, cap });
      await reserve(phone, y, T0, { ...first, cap });
      expect(await store.listLines(second)).toEqual([]);
      expect(await store.listLines(phone)).toEqual([]);
      expect(await store.countLines(second)).toBe(0);
      // Not a duplicate, and not over the cap: the first cart's two holds are not this cart's.
      expect(await reserve(phone, x, T0, { ...second, cap })).toMatchObject({ kind: 'reserved', lineId: expect.any(Number) });
      const { lineId } = mine as { lineId: number };
      expect(await store.findLine(second, lineId)).toBeUndefined();
      expect(await store.removeLine(second, lineId, at(MINUTE))).toEqual({ kind: 'not_found' });
      expect(await store.releaseOutletItem(second, y, at(MINUTE))).toBe(false);
      expect(await store.clearUnconfirmed(second, at(MINUTE))).toEqual({ removedCount: 1, keptConfirmedCount: 0 });
      expect((await store.listLines(first)).map((line) => [line.item_id, line.reservation?.is_confirmed])).toEqual([[x, false], [y, false]]);
      expect(await reserve(phone, await addItem(3), T0, { ...first, cap })).toMatchObject({ kind: 'over_limit', scope: 'phone' });
      expect((await store.debugSnapshot(second)).lines).toEqual([]);
    });

    it('a merge moves the browser\'s line and its hold into the target: one unit, one hold; a target holding it already gives the other hold back', async () => {
      const { store, addItem } = subject();
      const browser = keyHash();
      const guest = { phone: uniquePhone(), keyHash: browser };
      const account = uniquePhone();
      const [x, z] = [await addItem(1), await addItem(2)];
      await reserve(guest.phone, x, T0, guest);
      await reserve(guest.phone, z, T0, guest);
      await reserve(account, z, T0);
      const moved = await reserve(account, x, at(MINUTE), { moveFromKeyHash: browser });
      expect(moved).toMatchObject({ kind: 'reserved', lineId: expect.any(Number) });
      expect(await reserve(account, z, at(MINUTE), { moveFromKeyHash: browser })).toEqual({ kind: 'duplicate' });
      // x's only unit moved with its 2-hour hold (its expiry is the first add's); nobody else can take it.
      expect((await store.listLines(account)).map((line) => [line.item_id, line.reservation?.expires_at])).toEqual([
        [x, at(RESERVATION_HOLD_MS).toISOString()], [z, at(RESERVATION_HOLD_MS).toISOString()],
      ]);
      expect(await store.listLines(guest)).toEqual([]);
      expect(await reserve(uniquePhone(), x, at(MINUTE))).toEqual({ kind: 'sold_out' });
      // z's second hold was the browser's: given back, so one of its two units is free again.
      expect(await reserve(uniquePhone(), z, at(MINUTE))).toMatchObject({ kind: 'reserved', lineId: expect.any(Number) });
      expect(await reserve(uniquePhone(), z, at(MINUTE))).toEqual({ kind: 'sold_out' });
    });

    it('a merge takes a fresh unit when the browser holds none, and never moves another browser\'s hold', async () => {
      const { store, addItem } = subject();
      const other = { phone: uniquePhone(), keyHash: keyHash() };
      const account = uniquePhone();
      const x = await addItem(1);
      await reserve(other.phone, x, T0, other);
      expect(await reserve(account, x, at(MINUTE), { moveFromKeyHash: keyHash() })).toEqual({ kind: 'sold_out' });
      expect((await store.listLines(other)).map((line) => line.item_id)).toEqual([x]);
    });
  });

  it('removes a line and releases its unit; an unknown or someone else\'s line is not_found', async () => {
    const { addItem, store } = subject();
    const phone = uniquePhone();
    const single = await addItem(1);
    const { lineId } = (await reserve(phone, single)) as { lineId: number };
    expect(await store.removeLine(uniquePhone(), lineId, at(MINUTE))).toEqual({ kind: 'not_found' });
    expect(await store.removeLine(phone, lineId, at(MINUTE))).toEqual({ kind: 'removed', released: true });
    expect(await store.removeLine(phone, lineId, at(MINUTE))).toEqual({ kind: 'not_found' });
    expect(await store.countLines(phone)).toBe(0);
    expect(await reserve(uniquePhone(), single, at(2 * MINUTE))).toMatchObject({ kind: 'reserved', lineId: expect.any(Number) });
  });

  it('removing a line whose hold already lapsed frees nothing', async () => {
    const { addItem, store } = subject();
    const phone = uniquePhone();
    const { lineId } = (await reserve(phone, await addItem(1))) as { lineId: number };
    expect(await store.removeLine(phone, lineId, at(RESERVATION_HOLD_MS + MINUTE))).toEqual({ kind: 'removed', released: false });
  });

  it('clears the unconfirmed lines of a phone and only that phone', async () => {
    const { addItem, store } = subject();
    const phone = uniquePhone();
    const other = uniquePhone();
    await reserve(phone, await addItem(2));
    await reserve(phone, await addItem(2));
    await reserve(other, await addItem(2));
    expect(await store.clearUnconfirmed(phone, at(MINUTE))).toEqual({ removedCount: 2, keptConfirmedCount: 0 });
    expect(await store.countLines(phone)).toBe(0);
    expect(await store.countLines(other)).toBe(1);
    expect(await store.clearUnconfirmed(phone, at(MINUTE))).toEqual({ removedCount: 0, keptConfirmedCount: 0 });
  });

  it('releases a phone\'s hold on an item: true when a unit was freed, the line goes either way', async () => {
    const { addItem, store } = subject();
    const phone = uniquePhone();
    const single = await addItem(1);
    await reserve(phone, single);
    expect(await store.releaseOutletItem(uniquePhone(), single, at(MINUTE))).toBe(false);
    expect(await store.releaseOutletItem(phone, single, at(MINUTE))).toBe(true);
    expect(await store.countLines(phone)).toBe(0);
    expect(await store.releaseOutletItem(phone, single, at(MINUTE))).toBe(false);
    const lapsed = await addItem(1);
    await reserve(phone, lapsed);
    expect(await store.releaseOutletItem(phone, lapsed, at(RESERVATION_HOLD_MS + MINUTE))).toBe(false);
    expect(await store.countLines(phone)).toBe(0);
  });

  it('sweeps expired holds once: the lines stay, their reservations read as lapsed', async () => {
    const { addItem, store } = subject();
    const phone = uniquePhone();
    const item = await addItem(1);
    await reserve(phone, item, T0);
    const sweepAt = at(RESERVATION_HOLD_MS + MINUTE);
    expect(await store.sweepExpired(sweepAt)).toBeGreaterThanOrEqual(1);
    expect(await store.sweepExpired(sweepAt)).toBe(0);
    expect(await store.countLines(phone)).toBe(1);
    expect(await reserve(phone, item, at(RESERVATION_HOLD_MS + 2 * MINUTE))).toEqual({ kind: 'renewed', lineId: expect.any(Number) });
  });

  it('issue 22: a line records the variant it was added in, its label and own SKU as the shopper saw them, whatever the catalogue says later', async () => {
    const { store, addVariant, renameVariant } = subject();
    const phone = uniquePhone();
    const sku = `OL-JK-${unique()}`;
    const black = await addVariant({ sku, variant_details: '黑色 / L', display_sku: `${sku}-BK-L` });
    const navy = await addVariant({ sku, variant_details: '深藍 / M', display_sku: `${sku}-NV-M` });
    await reserve(phone, black);
    await reserve(phone, navy);
    await renameVariant(black, { variant_details: '黑色 / XL', display_sku: `${sku}-BK-XL` });
    const variants = (await store.listLines(phone)).map((line) => ({
      item_id: line.item_id, sku: line.sku, variant_details: line.variant_details, display_sku: line.display_sku, variant_id: line.variant_id,
    }));
    // variant_id stays null on the wire: the outlet item is the variant, and the line's identity does not change.
    expect(variants).toEqual([
      { item_id: black, sku, variant_details: '黑色 / L', display_sku: `${sku}-BK-L`, variant_id: null },
      { item_id: navy, sku, variant_details: '深藍 / M', display_sku: `${sku}-NV-M`, variant_id: null },
    ]);
  });

  it('adds a marketplace line without holding anything: the model, its price floor(0.9 x price), availability; refusals by the same rule', async () => {
    const { store, addShopeeProduct } = subject();
    const phone = uniquePhone();
    const itemId = 2 ** 32 + unique() * 10;
    await addShopeeProduct({
      itemId, name: '條紋襯衫', price: 999, stock: 3, sku: 'SH', imageUrl: 'https://img/p', models: [
        { modelId: itemId + 1, name: '藍色,M', price: 999, stock: 3, sku: 'SH-M' }, { modelId: itemId + 2, name: '藍色,L', price: 999, stock: 0 },
      ],
    });
    const added = await store.addMarketplaceLine({ phone, itemId, modelId: itemId + 1, now: T0 });
    expect(added).toEqual({ kind: 'added', lineId: expect.any(Number) });
    expect(await store.addMarketplaceLine({ phone, itemId, modelId: itemId + 1, now: T0 })).toEqual({ kind: 'duplicate' });
    expect(await store.addMarketplaceLine({ phone, itemId, modelId: null, now: T0 })).toEqual({ kind: 'variant_required' });
    expect(await store.addMarketplaceLine({ phone, itemId, modelId: itemId + 3, now: T0 })).toEqual({ kind: 'variant_not_found' });
    expect(await store.addMarketplaceLine({ phone, itemId, modelId: itemId + 2, now: T0 })).toEqual({ kind: 'sold_out' });
    expect(await store.addMarketplaceLine({ phone, itemId: itemId + 5, modelId: null, now: T0 })).toEqual({ kind: 'not_found' });
    const lines = await store.listLines(phone);
    expect(lines).toEqual([{
      id: (added as { lineId: number }).lineId, item_id: itemId, item_type: 'shopee', title: '條紋襯衫', price: 999, discount_price: 899, quantity: 1,
      image_url: 'https://img/p', sku: 'SH-M', display_sku: 'SH-M', has_variations: true, variant_details: '藍色,M', variant_title: '藍色,M',
      variant_id: String(itemId + 1), reservation: null, availability: 'available',
    }]);
    expect(await store.countLines(phone)).toBe(1);
    expect(await store.removeLine(phone, Number(lines[0].id), T0)).toEqual({ kind: 'removed', released: false });
  });
});
