import { RESERVATION_HOLD_MS } from '../../domain/cart/reservation';
import { AddToCart } from './add-to-cart';
import { ClearCart } from './clear-cart';
import { CountCart } from './count-cart';
import { GetCart } from './get-cart';
import { ReleaseOutletItem } from './release-outlet-item';
import { SweepExpiredReservations } from './sweep-expired-reservations';
import { cartFixture, PHONE } from './testing/test-fixture';

function setup() {
  const f = cartFixture([{ id: 1, total_quantity: 1, discount_price: 300 }, { id: 2, total_quantity: 3, discount_price: 500 }, { id: 3, total_quantity: 1, discount_price: 100 }]);
  return {
    ...f,
    add: (itemId: number) => new AddToCart(f.store, f.clock, f.invalidations).execute({ phone: PHONE, itemType: 'outlet', itemId }),
    clear: new ClearCart(f.store, f.clock, f.invalidations),
    release: new ReleaseOutletItem(f.store, f.clock, f.invalidations),
    get: new GetCart(f.store),
    count: new CountCart(f.store),
    sweep: new SweepExpiredReservations(f.store, f.clock),
  };
}

describe('GetCart and CountCart', () => {
  it('an unknown phone has an empty cart', async () => {
    const { get, count } = setup();
    expect(await get.execute(PHONE)).toEqual({ phone: PHONE, items: [], totals: { itemCount: 0, total: 0 } });
    expect(await count.execute(PHONE)).toBe(0);
  });

  it('lines come id ascending with totals of the discount prices', async () => {
    const { add, get } = setup();
    await add(2);
    await add(1);
    const cart = await get.execute(PHONE);
    expect(cart.items.map((line) => line.item_id)).toEqual([2, 1]);
    expect(cart.totals).toEqual({ itemCount: 2, total: 800 });
  });
});

describe('ClearCart', () => {
  it('removes unconfirmed lines (releasing) and keeps confirmed ones', async () => {
    const { add, clear, store, clock, count } = setup();
    const confirmed = await add(1);
    await add(2);
    await add(3);
    store.confirm(Number(confirmed.item.id), clock.now());
    expect(await clear.execute(PHONE)).toEqual({ removedCount: 2, keptConfirmedCount: 1 });
    expect(await count.execute(PHONE)).toBe(1);
    expect(store.available(2, clock.now())).toBe(3);
    expect(store.available(1, clock.now())).toBe(0);
  });
});

describe('ReleaseOutletItem', () => {
  it('releases the held unit and removes the line; a second call is released: false', async () => {
    const { add, release, store, clock, count } = setup();
    await add(1);
    expect(await release.execute(1, PHONE)).toEqual({ released: true });
    expect(await count.execute(PHONE)).toBe(0);
    expect(store.available(1, clock.now())).toBe(1);
    expect(await release.execute(1, PHONE)).toEqual({ released: false });
  });
});

describe('SweepExpiredReservations', () => {
  it('marks expired unconfirmed holds released at their expiry, once; the line stays', async () => {
    const { add, sweep, store, clock, count } = setup();
    const line = await add(1);
    const confirmed = await add(2);
    store.confirm(Number(confirmed.item.id), clock.now());
    expect(await sweep.execute()).toBe(0);
    clock.advance(RESERVATION_HOLD_MS);
    expect(await sweep.execute()).toBe(1);
    expect(await sweep.execute()).toBe(0);
    expect(store.reservations[0]).toMatchObject({ reason: 'expired', releasedAt: Date.parse(String(line.item.reservation?.expires_at)) });
    expect(await count.execute(PHONE)).toBe(2);
  });
});
