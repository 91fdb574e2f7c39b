import { RESERVATION_HOLD_MS } from '../../domain/cart/reservation';
import { ConflictError, NotFoundError } from '../errors';
import { AddToCart } from './add-to-cart';
import { cartFixture, OTHER_PHONE, PHONE } from './testing/test-fixture';

function setup() {
  const fixture = cartFixture();
  return { ...fixture, addToCart: new AddToCart(fixture.store, fixture.clock, fixture.invalidations) };
}

const errorOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('AddToCart', () => {
  it('reserves one unit for 2 hours, returns the line and the count, and invalidates the list', async () => {
    const { addToCart, clock, store, invalidations } = setup();
    const { item, count } = await addToCart.execute({ phone: PHONE, itemType: 'outlet', itemId: 2 });
    expect(item).toMatchObject({ item_id: 2, item_type: 'outlet', quantity: 1, variant_id: null });
    expect(item.reservation).toEqual({ expires_at: new Date(clock.now().getTime() + RESERVATION_HOLD_MS).toISOString(), is_confirmed: false });
    expect(count).toBe(1);
    expect(store.available(2, clock.now())).toBe(2);
    expect(invalidations.count).toBe(1);
  });

  it('issue 29: a store that answers the line and the count with the hold is not asked again', async () => {
    const { addToCart, store } = setup();
    const reserve = store.reserveOutletLine.bind(store);
    // As the database adapter's hot path does: the line and the count come with the outcome.
    jest.spyOn(store, 'reserveOutletLine').mockImplementation(async (request) => {
      const outcome = await reserve(request);
      if (outcome.kind !== 'reserved') return outcome;
      const line = await store.findLine(request.phone, outcome.lineId);
      return { ...outcome, line: line && { ...line, title: 'from the outcome' }, count: 7 };
    });
    const findLine = jest.spyOn(store, 'findLine');
    const countLines = jest.spyOn(store, 'countLines');
    const { item, count } = await addToCart.execute({ phone: PHONE, itemType: 'outlet', itemId: 2 });
    expect({ title: item.title, count }).toEqual({ title: 'from the outcome', count: 7 });
    expect(findLine).toHaveBeenCalledTimes(1); // the mock's own call, none after it
    expect(countLines).not.toHaveBeenCalled();
  });

  it('refuses the same item twice for one phone with CART_ITEM_DUPLICATE and changes nothing', async () => {
    const { addToCart, store, clock, invalidations } = setup();
    await addToCart.execute({ phone: PHONE, itemType: 'outlet', itemId: 2 });
    const error = await errorOf(addToCart.execute({ phone: PHONE, itemType: 'outlet', itemId: 2 }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ code: 'CART_ITEM_DUPLICATE', message: '此商品已在購物車中。' });
    expect(store.available(2, clock.now())).toBe(2);
    expect(invalidations.count).toBe(1);
  });

  it('refuses a sold-out item with OUTLET_ITEM_SOLD_OUT and changes nothing', async () => {
    const { addToCart, store } = setup();
    await addToCart.execute({ phone: PHONE, itemType: 'outlet', itemId: 1 });
    const error = await errorOf(addToCart.execute({ phone: OTHER_PHONE, itemType: 'outlet', itemId: 1 }));
    expect(error).toMatchObject({ kind: 'conflict', code: 'OUTLET_ITEM_SOLD_OUT', message: '這件商品剛被搶購一空，請看看其他商品。' });
    expect(await store.countLines(OTHER_PHONE)).toBe(0);
    expect(store.reservations).toHaveLength(1);
  });

  it('renews an expired line in place (same id, new expiry) when a unit is free', async () => {
    const { addToCart, clock } = setup();
    const first = await addToCart.execute({ phone: PHONE, itemType: 'outlet', itemId: 1 });
    clock.advance(RESERVATION_HOLD_MS);
    const again = await addToCart.execute({ phone: PHONE, itemType: 'outlet', itemId: 1 });
    expect(again.item.id).toBe(first.item.id);
    expect(again.item.reservation?.expires_at).toBe(new Date(clock.now().getTime() + RESERVATION_HOLD_MS).toISOString());
    expect(again.count).toBe(1);
  });

  it('an expired line whose unit went to someone else is sold out, and the line stays expired', async () => {
    const { addToCart, clock, store } = setup();
    const first = await addToCart.execute({ phone: PHONE, itemType: 'outlet', itemId: 1 });
    clock.advance(RESERVATION_HOLD_MS + 1);
    await addToCart.execute({ phone: OTHER_PHONE, itemType: 'outlet', itemId: 1 });
    const error = await errorOf(addToCart.execute({ phone: PHONE, itemType: 'outlet', itemId: 1 }));
    expect(error).toMatchObject({ code: 'OUTLET_ITEM_SOLD_OUT' });
    expect(await store.findLine(PHONE, Number(first.item.id))).toEqual(first.item);
  });

  it('a confirmed line is a duplicate even after its 2 hours', async () => {
    const { addToCart, clock, store } = setup();
    const first = await addToCart.execute({ phone: PHONE, itemType: 'outlet', itemId: 2 });
    store.confirm(Number(first.item.id), clock.now());
    clock.advance(RESERVATION_HOLD_MS * 3);
    await expect(addToCart.execute({ phone: PHONE, itemType: 'outlet', itemId: 2 })).rejects.toMatchObject({ code: 'CART_ITEM_DUPLICATE' });
  });

  it('unknown outlet item is OUTLET_ITEM_NOT_FOUND; an unknown marketplace item MARKETPLACE_PRODUCT_NOT_FOUND', async () => {
    const { addToCart } = setup();
    const unknown = await errorOf(addToCart.execute({ phone: PHONE, itemType: 'outlet', itemId: 99 }));
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect(unknown).toMatchObject({ code: 'OUTLET_ITEM_NOT_FOUND' });
    await expect(addToCart.execute({ phone: PHONE, itemType: 'shopee', itemId: 1 })).rejects.toMatchObject({ kind: 'not_found', code: 'MARKETPLACE_PRODUCT_NOT_FOUND' });
  });
});
