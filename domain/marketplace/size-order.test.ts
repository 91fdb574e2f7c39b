import fc from 'fast-check';
import { compareSizes, isKnownSize, sizeRank, UNKNOWN_SIZE_RANK } from './size-order';

describe('size ordering (spec 1 §9)', () => {
  it('spec 1 §9: XS 1, S 2, M 3, L 4, XL 5, XXL/2XL 6, XXXL/3XL 7, 4XL 8, 5XL 9, 6XL 10, 7XL 11', () => {
    const table: Array<[string, number]> = [
      ['XS', 1], ['S', 2], ['M', 3], ['L', 4], ['XL', 5], ['XXL', 6], ['2XL', 6],
      ['XXXL', 7], ['3XL', 7], ['4XL', 8], ['5XL', 9], ['6XL', 10], ['7XL', 11],
    ];
    for (const [size, rank] of table) expect(sizeRank(size)).toBe(rank);
  });

  it('spec 1 §9: sizes compare case-insensitively and ignore surrounding spaces', () => {
    expect(sizeRank(' xl ')).toBe(5);
    expect(isKnownSize('2xl')).toBe(true);
  });

  it('spec 1 §9: unknown sizes go last', () => {
    expect(sizeRank('F')).toBe(UNKNOWN_SIZE_RANK);
    expect(['F', 'XL', '均碼', 'S', 'M'].sort(compareSizes)).toEqual(['S', 'M', 'XL', 'F', '均碼']);
  });

  it('spec 1 §9: a realistic shuffled list sorts into wearing order', () => {
    expect(['3XL', 'M', 'XXL', 'XS', '2XL', 'L', '7XL', 'S'].sort(compareSizes)).toEqual(['XS', 'S', 'M', 'L', 'XXL', '2XL', '3XL', '7XL']);
  });

  it('spec 1 §9 (ours): unknown numeric sizes sort numerically among themselves, before other unknown text', () => {
    expect(['100', '28', 'F', '30'].sort(compareSizes)).toEqual(['28', '30', '100', 'F']);
  });

  it('spec 1 §9 (property): the comparator is a consistent total order (antisymmetric, transitive, known before unknown)', () => {
    const size = fc.oneof(fc.constantFrom('XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', '3XL', '4XL', 'F', '28', '30', 'free', ''), fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(size, size, size, (a, b, c) => {
        expect(Math.sign(compareSizes(a, b))).toBe(-Math.sign(compareSizes(b, a)) || 0);
        if (compareSizes(a, b) <= 0 && compareSizes(b, c) <= 0) expect(compareSizes(a, c)).toBeLessThanOrEqual(0);
        if (isKnownSize(a) && !isKnownSize(b)) expect(compareSizes(a, b)).toBeLessThan(0);
      }),
    );
  });
});
