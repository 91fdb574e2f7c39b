import { FakeClock } from '../../shared/testing/fake-clock';
import { InMemoryCartStore, type FakeOutletItem } from './in-memory-cart-store';

/** What the use-case tests share: a store over a few items, a fake clock and a counting invalidation port. */
export function cartFixture(items: FakeOutletItem[] = [{ id: 1, total_quantity: 1 }, { id: 2, total_quantity: 3 }]) {
  const store = new InMemoryCartStore(items);
  const clock = new FakeClock();
  const invalidations = { count: 0, invalidate() { this.count += 1; } };
  return { store, clock, invalidations };
}

export const PHONE = '0912345678';
export const OTHER_PHONE = '0987654321';
