import fc from 'fast-check';
import { availability, detailStock, isLowStock } from './availability';

describe('availability (spec 2 §3)', () => {
  it('spec 2 §3: available_count when the server sends it', () => {
    expect(availability({ total_quantity: 10, reserved_count: 2, available_count: 3 })).toBe(3);
    expect(availability({ total_quantity: 10, reserved_count: 2, available_count: 0 })).toBe(0);
  });

  it('spec 2 §3: otherwise total_quantity - reserved_count', () => {
    expect(availability({ total_quantity: 10, reserved_count: 2 })).toBe(8);
  });

  it('spec 2 §3 (property): never negative, and equals max(0, total - reserved) without available_count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (total, reserved) => {
        const value = availability({ total_quantity: total, reserved_count: reserved });
        expect(value).toBe(Math.max(0, total - reserved));
        expect(value).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('spec 2 §3: detail stock is the first present of available_count, available_quantity, total_quantity', () => {
    expect(detailStock({ available_count: 1, available_quantity: 2, total_quantity: 3 })).toBe(1);
    expect(detailStock({ available_quantity: 2, total_quantity: 3 })).toBe(2);
    expect(detailStock({ total_quantity: 3 })).toBe(3);
    expect(detailStock({})).toBe(0);
    expect(detailStock({ available_count: 0, total_quantity: 3 })).toBe(0); // 0 is present, not absent
    expect(detailStock({ available_count: -2 })).toBe(0);
  });

  it('spec 2 §9: low stock is 1 to 3 units', () => {
    expect([0, 1, 2, 3, 4].map(isLowStock)).toEqual([false, true, true, true, false]);
  });
});
