/**
 * 統一編號 (the 8-digit business tax id) and the Ministry of Finance checksum (research ecpay-einvoice.md §7):
 * multiply the digits by 1,2,1,2,1,2,4,1, replace each product by the sum of its digits, add them up.
 * Since 2023-04-01 the sum must divide by 5 (it was 10 before: MOF widened the range as numbers ran out).
 * When the 7th digit is 7 its product 28 reduces to 10, and that place counts as 1 or as 0: the number is
 * valid when either sum passes (PARTIAL in the research: two independent write-ups agree, no MOF page read).
 */
export type TaxIdRule = 'since-2023' | 'before-2023';

const WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1] as const;
const TAX_ID_FORMAT = /^\d{8}$/;

export function isTaxIdFormat(value: string): boolean {
  return TAX_ID_FORMAT.test(value);
}

/** The checksum sums of an 8-digit string: one sum, or two when the 7th digit is 7 (the place counts 1 or 0). */
export function taxIdChecksumSums(digits: string): readonly number[] {
  let sum = 0;
  for (let i = 0; i < 8; i += 1) {
    const product = Number(digits[i]) * WEIGHTS[i];
    sum += Math.floor(product / 10) + (product % 10);
  }
  // With a 7 in the 7th place the loop added 2+8 = 10; the rule counts that place as 1 (its digits' sum again) or 0.
  return digits[6] === '7' ? [sum - 9, sum - 10] : [sum];
}

/** True when the 8 digits pass the checksum under a rule (the current one unless told). */
export function isValidTaxId(value: string, rule: TaxIdRule = 'since-2023'): boolean {
  if (!isTaxIdFormat(value)) return false;
  const divisor = rule === 'since-2023' ? 5 : 10;
  return taxIdChecksumSums(value).some((sum) => sum % divisor === 0);
}
