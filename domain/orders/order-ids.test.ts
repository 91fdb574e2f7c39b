import fc from 'fast-check';
import { DomainError } from '../shared/domain-error';
import {
  buildCartPreviewRef,
  buildOrderId,
  buildProviderTradeNo,
  buildStoreMapRef,
  isCartPreviewRef,
  isOrderId,
  isProviderTradeNo,
  isStoreMapRef,
  parseProviderTradeNo,
} from './order-ids';

describe('reference shapes (spec 2 §3, §9)', () => {
  const ts = 1717236000123;

  it('spec 2 §3: checkout order ids are ORD-{last 8 digits of the timestamp}', () => {
    expect(buildOrderId(ts)).toBe('ORD-36000123');
    expect(isOrderId('ORD-36000123')).toBe(true);
  });

  it('spec 2 §3: cart preview OL-{last 6 digits}, store map MAP-{last 6 digits}', () => {
    expect(buildCartPreviewRef(ts)).toBe('OL-000123');
    expect(buildStoreMapRef(ts)).toBe('MAP-000123');
    expect(isCartPreviewRef('OL-000123')).toBe(true);
    expect(isStoreMapRef('MAP-000123')).toBe(true);
  });

  it('spec 2 §9: short numbers are zero-padded so the shape is fixed; bigints work too', () => {
    expect(buildOrderId(42)).toBe('ORD-00000042');
    expect(buildOrderId(123456789012345678901n)).toBe('ORD-45678901');
  });

  it('spec 2 §9: recognisers reject other shapes', () => {
    for (const bad of ['ORD-1234567', 'ORD-123456789', 'ord-12345678', 'ORD-1234567a', ' ORD-12345678']) expect(isOrderId(bad)).toBe(false);
    expect(isCartPreviewRef('OL-12345')).toBe(false);
    expect(isStoreMapRef('MAP-1234567')).toBe(false);
  });

  it('design §1: ids come from the caller; a negative or fractional number is a programming error', () => {
    expect(() => buildOrderId(-1)).toThrow(DomainError);
    expect(() => buildOrderId(1.5)).toThrow(DomainError);
  });

  it('spec 2 §9 (property): builders always produce what the recognisers accept', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(isOrderId(buildOrderId(n))).toBe(true);
        expect(isCartPreviewRef(buildCartPreviewRef(n))).toBe(true);
        expect(isStoreMapRef(buildStoreMapRef(n))).toBe(true);
        expect(buildOrderId(n).endsWith(String(n).slice(-8))).toBe(true);
      }),
    );
  });
});

describe('provider trade number (design §2)', () => {
  it('design §2: alphanumeric, at most 20 characters, one per attempt', () => {
    expect(buildProviderTradeNo('ORD-12345678', 1)).toBe('ORD12345678R1');
    expect(buildProviderTradeNo('ORD-12345678', 2)).toBe('ORD12345678R2');
    expect(buildProviderTradeNo('ORD-12345678', 99_999_999)).toHaveLength(20);
  });

  it('design §2: refuses what cannot fit 20 characters, and attempts below 1', () => {
    expect(() => buildProviderTradeNo('ORD-12345678', 100_000_000)).toThrow(DomainError);
    expect(() => buildProviderTradeNo('ORD-12345678', 0)).toThrow(DomainError);
    expect(() => buildProviderTradeNo('---', 1)).toThrow(DomainError);
  });

  it('design §2: a callback trade number reads back into its order and attempt', () => {
    expect(parseProviderTradeNo('ORD12345678R7')).toEqual({ orderKey: 'ORD12345678', orderId: 'ORD-12345678', attempt: 7 });
    expect(parseProviderTradeNo('SHOPR2R3')).toEqual({ orderKey: 'SHOPR2', orderId: null, attempt: 3 });
    expect(parseProviderTradeNo('ORD12345678')).toBeNull();
    expect(parseProviderTradeNo('ORD-1R1')).toBeNull();
    expect(isProviderTradeNo('ORD12345678R0')).toBe(false);
  });

  it('design §2 (property): unique per (order, attempt), alphanumeric, <= 20, and round-trips', () => {
    const order = fc.integer({ min: 0, max: 99_999_999 }).map(buildOrderId);
    const attempt = fc.integer({ min: 1, max: 99_999_999 });
    fc.assert(
      fc.property(order, attempt, order, attempt, (o1, a1, o2, a2) => {
        const t1 = buildProviderTradeNo(o1, a1);
        const t2 = buildProviderTradeNo(o2, a2);
        expect(t1).toMatch(/^[A-Za-z0-9]{1,20}$/);
        expect(t1 === t2).toBe(o1 === o2 && a1 === a2);
        expect(parseProviderTradeNo(t1)).toMatchObject({ orderId: o1, attempt: a1 });
      }),
    );
  });
});
