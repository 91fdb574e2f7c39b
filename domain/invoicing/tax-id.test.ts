import fc from 'fast-check';
import { isValidTaxId, taxIdChecksumSums } from './tax-id';

/**
 * A second, independent computation of the MOF checksum for the property test: per-place digit sums
 * from a lookup of the products, and the 7-in-7th rule as two explicit candidate strings of reduced digits.
 */
function reference(digits: string, divisor: number): boolean {
  const weights = [1, 2, 1, 2, 1, 2, 4, 1];
  const reduced = [...digits].map((d, i) => String(Number(d) * weights[i]).split('').reduce((a, c) => a + Number(c), 0));
  const candidates = digits[6] === '7' ? [reduced.map((r, i) => (i === 6 ? 1 : r)), reduced.map((r, i) => (i === 6 ? 0 : r))] : [reduced];
  return candidates.some((places) => places.reduce((a, b) => a + b, 0) % divisor === 0);
}

describe('統一編號 checksum (research §7)', () => {
  it.each(['04595257', '10458575', '97025978', '22099131'])('%s is valid under both rules', (id) => {
    expect([isValidTaxId(id), isValidTaxId(id, 'before-2023')]).toEqual([true, true]);
  });

  it.each(['04595252', '10458570'])('%s is valid only under the 2023 rule (/5, not /10)', (id) => {
    expect([isValidTaxId(id), isValidTaxId(id, 'before-2023')]).toEqual([true, false]);
  });

  it.each(['12345678', '04595253'])('%s is invalid under both rules', (id) => {
    expect([isValidTaxId(id), isValidTaxId(id, 'before-2023')]).toEqual([false, false]);
  });

  it('a 7 in the 7th place gives two sums, 1 and 0 for that place (10458575: 21 or 20)', () => {
    expect(taxIdChecksumSums('10458575')).toEqual([21, 20]);
    expect(taxIdChecksumSums('04595257')).toEqual([40]);
  });

  it.each(['1234567', '123456789', '1234567a', ' 4595257', ''])("'%s' is not 8 digits, so not valid", (id) => {
    expect(isValidTaxId(id)).toBe(false);
  });

  it('any 8 digits: valid iff the independent computation says so, under either rule', () => {
    const eightDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }).map((d) => d.join(''));
    fc.assert(
      fc.property(eightDigits, (id) => {
        expect(isValidTaxId(id)).toBe(reference(id, 5));
        expect(isValidTaxId(id, 'before-2023')).toBe(reference(id, 10));
      }),
      { numRuns: 2000 },
    );
  });

  it('every number valid under the old rule stays valid under the 2023 rule', () => {
    const eightDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }).map((d) => d.join(''));
    fc.assert(fc.property(eightDigits, (id) => !isValidTaxId(id, 'before-2023') || isValidTaxId(id)));
  });
});
