import type { IntegerBounds } from './numeric-fields';

/**
 * The field rules of a C2C logistics order (research/ecpay.md section 8.1), shared by the gateway (which
 * checks before sending) and the simulator (which refuses like ECPay).
 */

export const C2C_SUB_TYPES = ['UNIMARTC2C', 'FAMIC2C'] as const;

/** GoodsAmount of a CVS shipment: whole NT$, 1 to 20000 (LOGINODE; SKILL: above 20000 is error 10500040). */
export const CVS_GOODS_AMOUNT_BOUNDS: IntegerBounds = { min: 1, max: 20_000 };
export const MAX_GOODS_NAME_LENGTH = 50;
/** SenderCellPhone / ReceiverCellPhone: 09 and 8 digits. */
export const CELL_PHONE = /^09\d{8}$/;
/** ReceiverStoreID: the e-map's CVSStoreID, String(6). */
export const STORE_ID = /^[A-Za-z0-9]{1,6}$/;
/** AllPayLogisticsID, CVSPaymentNo, CVSValidationNo: ECPay's letters and digits, bounded for our columns. */
export const LOGISTICS_ID = /^[A-Za-z0-9]{1,20}$/;
export const PAYMENT_NO = /^[A-Za-z0-9]{0,20}$/;
export const VALIDATION_NO = /^[A-Za-z0-9]{0,10}$/;

/**
 * SenderName / ReceiverName: String(10), no digits or symbols, and since ECPay's announcement of 2023-03-02
 * none of ^ ' ` ! @ # % & * + \ " < > | _ [ ] nor spaces (research section 8.1, PARTIAL). We read "4 to 10
 * characters" the way ECPay's String(10) counts: a CJK (full-width) character counts 2 and a Latin letter 1,
 * so 2 to 5 Chinese characters or 4 to 10 Latin letters.
 */
export const NAME_MIN_WIDTH = 4;
export const NAME_MAX_WIDTH = 10;

/** Letters of any script (and their combining marks) are the only characters a name may keep. */
const NAME_CHARACTER = /^[\p{L}\p{M}]$/u;
/** Full-width: Han, kana, Hangul, full-width forms (2 columns of String(10)). */
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6]/u;

export function nameWidth(name: string): number {
  let width = 0;
  for (const ch of name) width += WIDE.test(ch) ? 2 : 1;
  return width;
}

/** True when ECPay accepts `name` as a SenderName / ReceiverName. */
export function isValidPersonName(name: string): boolean {
  if (typeof name !== 'string' || name === '') return false;
  for (const ch of name) if (!NAME_CHARACTER.test(ch)) return false;
  const width = nameWidth(name);
  return width >= NAME_MIN_WIDTH && width <= NAME_MAX_WIDTH;
}

/**
 * A buyer's name as ECPay accepts it, or undefined when nothing acceptable is left. The checkout takes any
 * name of 2 characters or more, so the shipment cleans it instead of failing on it:
 * - every character that is not a letter is dropped (spaces, digits, ECPay's forbidden symbols, dots and
 *   hyphens), full-width letters become half-width first;
 * - a name wider than 10 keeps its first characters up to width 10 ("Mary-Jane O'Neil 2" ships as "MaryJaneON":
 *   the store clerk matches the start of the name with the ID; the phone's last digits are the other check);
 * - narrower than 4 (a single Chinese character, "Al"): undefined. The shop cannot invent a name, so the
 *   shipment is refused before sending and staff must fix the name (ECPay would refuse it anyway).
 */
export function cleanPersonName(raw: string): string | undefined {
  let kept = '';
  for (const ch of raw.normalize('NFKC')) if (NAME_CHARACTER.test(ch)) kept += ch;
  let out = '';
  let width = 0;
  for (const ch of kept) {
    const w = WIDE.test(ch) ? 2 : 1;
    if (width + w > NAME_MAX_WIDTH) break;
    out += ch;
    width += w;
  }
  return isValidPersonName(out) ? out : undefined;
}
