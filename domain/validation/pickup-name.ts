import { fieldError, type FieldError } from './field-error';
import type { MessageCode } from './messages';

/**
 * The pickup (receiver) name, the one rule the checkout form, the server's checkout and the shipment share
 * (issue 28). The store clerk hands the parcel over against the buyer's ID, and ECPay's C2C ReceiverName takes
 * 2 to 5 Chinese characters or 4 to 10 Latin letters, without digits, symbols or spaces (research/ecpay.md
 * section 8.1: String(10), and the forbidden characters and spaces of ECPay's announcement of 2023-03-02).
 *
 * Decisions (docs/decisions.md, issue 28, forms):
 * - The name is trimmed and made NFKC (full-width letters become half-width, the ideographic space a space).
 * - Spaces inside the name are the one thing the shop takes out: "Lin Wei Ting" is what the buyer confirms (and
 *   what the order keeps), "LinWeiTing" is what ECPay receives. Nothing is ever cut: a name that does not fit
 *   whole is refused, at the checkout with a field error, at the shipment with a reason for staff.
 * - Latin means the 26 letters ECPay counts as one column each; Chinese means Han characters. A name is one or
 *   the other (ECPay counts a Chinese character as two columns; a mix is neither rule).
 */
export const PICKUP_NAME_HAN = { min: 2, max: 5 } as const;
export const PICKUP_NAME_LATIN = { min: 4, max: 10 } as const;

const SPACES = /[ \u3000]+/gu;
const HAN_ONLY = /^\p{Script=Han}+$/u;
const LATIN_ONLY = /^[A-Za-z]+$/;
const ALLOWED = /^[A-Za-z\p{Script=Han}]*$/u;
const HAN = /\p{Script=Han}/u;
const LATIN = /[A-Za-z]/;

/** The name as the buyer confirmed it (trimmed, NFKC): what the order stores. */
export function normalizePickupName(value: string): string {
  return value.normalize('NFKC').trim();
}

/** Why `value` cannot be printed on the parcel, or undefined when it can. */
export function pickupNameProblem(value: string): MessageCode | undefined {
  const compact = normalizePickupName(value).replace(SPACES, '');
  const length = [...compact].length;
  if (length < PICKUP_NAME_HAN.min) return 'CHECKOUT_NAME_INVALID';
  if (!ALLOWED.test(compact)) return 'PICKUP_NAME_CHARACTERS';
  if (HAN.test(compact) && LATIN.test(compact)) return 'PICKUP_NAME_MIXED';
  if (HAN_ONLY.test(compact)) return length <= PICKUP_NAME_HAN.max ? undefined : 'PICKUP_NAME_CHINESE_LENGTH';
  if (LATIN_ONLY.test(compact)) return length >= PICKUP_NAME_LATIN.min && length <= PICKUP_NAME_LATIN.max ? undefined : 'PICKUP_NAME_LATIN_LENGTH';
  return 'PICKUP_NAME_CHARACTERS';
}

/**
 * The ReceiverName ECPay receives: the confirmed name without its spaces, whole; undefined when the name does
 * not fit the rule (the shop never cuts a name to make it fit).
 */
export function parcelName(value: string): string | undefined {
  if (pickupNameProblem(value) !== undefined) return undefined;
  return normalizePickupName(value).replace(SPACES, '');
}

/** The checkout's field error for the pickup name: why it cannot be printed on the parcel and what to type. */
export function validatePickupName(value: string): FieldError | undefined {
  const problem = pickupNameProblem(value);
  return problem === undefined ? undefined : fieldError(problem);
}
