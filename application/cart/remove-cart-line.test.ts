import { RESERVATION_HOLD_MS } from '../../domain/cart/reservation';
import { AddToCart } from './add-to-cart';
import { RemoveCartLine } from './remove-cart-line';
import { cartFixture, OTHER_PHONE, PHONE } from './testing/test-fixture';

function setup() {
  const f = cartFixture();
  return { ...f, add: new AddToCart(f.store, f.clock, f.invalidations), remove: new RemoveCartLine(f.store, f.clock, f.invalidations) };
}

describe('RemoveCartLine', () => {
  it('removes an unconfirmed line and releases its unit', async () => {
    const { add, remove, store, clock } = setup();
    const { item } = await add.execute({ phone: PHONE, itemType: 'outlet', itemId: 1 });
    expect(await remove.execute(PHONE, Number(item.id))).toEqual({ released: true, count: 0 });
    expect(store.available(1, clock.now())).toBe(1);
    expect(store.reservations[0]).toMatchObject({ releasedAt: clock.now().getTime(), reason: 'removed' });
  });

  it('removing an expired line frees nothing more (released: false) but removes it', async () => {
    const { add, remove, clock } = setup();
    const { item } = await add.execute({ phone: PHONE, itemType: 'outlet', itemId: 1 });
    clock.advance(RESERVATION_HOLD_MS);
    expect(await remove.execute(PHONE, Number(item.id))).toEqual({ released: false, count: 0 });
  });

  it("another phone's line is CART_LINE_NOT_FOUND and stays", async () => {
    const { add, remove, store } = setup();
    const { item } = await add.execute({ phone: PHONE, itemType: 'outlet', itemId: 1 });
    await expect(remove.execute(OTHER_PHONE, Number(item.id))).rejects.toMatchObject({ kind: 'not_found', code: 'CART_LINE_NOT_FOUND' });
    expect(await store.countLines(PHONE)).toBe(1);
  });

  it('a confirmed line is refused with CART_ITEM_CONFIRMED', async () => {
    const { add, remove, store, clock } = setup();
    const { item } = await add.execute({ phone: PHONE, itemType: 'outlet', itemId: 1 });
    store.confirm(Number(item.id), clock.now());
    await expect(remove.execute(PHONE, Number(item.id))).rejects.toMatchObject({
      kind: 'conflict', code: 'CART_ITEM_CONFIRMED', message: '已確認的商品無法從購物車移除',
    });
    expect(await store.countLines(PHONE)).toBe(1);
  });
});
