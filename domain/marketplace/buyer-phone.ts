import { digitsOnly } from '../validation/phone';

/**
 * Link-order for a Shopee order (issue 11): the shopper proves the order with the buyer's phone, compared with
 * the recipient phone Shopee's order detail returns. Our decisions (the spec words none of this):
 *
 * - Phones compare by their digits, in national form: Taiwan's country code is dropped ('886912345678',
 *   '+886 912 345 678' and '0912345678' are one phone).
 * - Shopee masks the phone for most apps ('******5678'): then only the digits after the last '*'
 *   count. At least MIN_VISIBLE_DIGITS of them must be visible (fewer would let nearly any phone through), and
 *   they must equal the end of the given phone. Digits visible before the mask are not compared (their place
 *   in the number is unknown when the mask's length is not the number's).
 * - The given phone must have at least 8 digits (the shop's phone rule); a missing Shopee phone matches nothing.
 * A masked match proves less than a full one; what keeps guessing out is the order-proof limit
 * (application/orders/ownership-proof.ts), which every failed attempt counts toward.
 */
export const MIN_VISIBLE_DIGITS = 4;
const MIN_PHONE_DIGITS = 8;

/** The digits of a phone in national form: '886' + 9 digits becomes '0' + 9 digits. */
export function nationalDigits(phone: string): string {
  const digits = digitsOnly(phone);
  return digits.startsWith('886') && digits.length >= 11 ? `0${digits.slice(3)}` : digits;
}

export function shopeeBuyerPhoneMatches(givenPhone: string, shopeePhone: string | null | undefined): boolean {
  const given = nationalDigits(givenPhone);
  if (given.length < MIN_PHONE_DIGITS || !shopeePhone) return false;
  const afterMask = /\*([^*]*)$/.exec(shopeePhone);
  if (!afterMask) return nationalDigits(shopeePhone) === given;
  const visible = digitsOnly(afterMask[1]);
  return visible.length >= MIN_VISIBLE_DIGITS && given.endsWith(visible);
}
