import { charLength, fieldError, type FieldError } from './field-error';
import { validatePickupName } from './pickup-name';

/**
 * Register name (spec 1, section 5): required; at least 2 characters (and at most 50, issue 28); only Chinese or Latin letters joined
 * by single separators (space, ideographic space U+3000, middle dot U+00B7 or katakana middle dot U+30FB,
 * apostrophe, hyphen); without any Chinese character it needs at least two words (family and given name).
 *
 * Decisions (the spec leaves them open):
 * - The value is trimmed first, so leading and trailing spaces neither count nor fail.
 * - Latin letters include accented ones (José, Zoë): \p{Script=Latin} restricted to letters.
 * - The apostrophe accepts the typewriter ' and the typographic ’ (U+2019) that phone keyboards insert.
 * - "Words" are split by the spaces and middle dots only: apostrophes and hyphens join parts of one name
 *   (O'Brien, Jean-Luc), so "Jean-Luc" alone is still one word and asks for the family name.
 */
const LETTER = String.raw`(?:\p{Script=Han}|(?=\p{L})\p{Script=Latin})`;
const SEPARATOR = String.raw`[ \u3000\u00B7\u30FB'\u2019\-]`;
const NAME_PATTERN = new RegExp(String.raw`^${LETTER}+(?:${SEPARATOR}${LETTER}+)*$`, 'u');
const HAN = /\p{Script=Han}/u;
const WORD_BREAK = /[ \u3000\u00B7\u30FB]/u;

export const NAME_MIN_LENGTH = 2;
/** Issue 28: the one cap of a person's name (register, profile, staff), in the forms and on the server. */
export const NAME_MAX_LENGTH = 50;

export function normalizeName(value: string): string {
  return value.trim();
}

export function validateRegisterName(value: string): FieldError | undefined {
  const name = normalizeName(value);
  if (name === '') return fieldError('NAME_REQUIRED');
  if (charLength(name) < NAME_MIN_LENGTH) return fieldError('NAME_TOO_SHORT');
  if (charLength(name) > NAME_MAX_LENGTH) return fieldError('NAME_TOO_LONG', { max: NAME_MAX_LENGTH });
  if (!NAME_PATTERN.test(name)) return fieldError('NAME_INVALID');
  if (!HAN.test(name) && name.split(WORD_BREAK).length < 2) return fieldError('NAME_FULL_NAME_REQUIRED');
  return undefined;
}

/**
 * Checkout name (spec 2, section 5: at least 2 characters after trimming). It is the pickup name the store
 * clerk checks against the buyer's ID and ECPay prints on the parcel, so issue 28 holds it to ECPay's rule:
 * pickup-name.ts, the one rule of the form, the server's checkout and the shipment.
 */
export function validateCheckoutName(value: string): FieldError | undefined {
  return validatePickupName(value);
}
