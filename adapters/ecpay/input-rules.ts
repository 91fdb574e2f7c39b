import { fieldProblem, ValidationError, type FieldErrors } from '../../application/errors';
import { formatMessage, type MessageCode, type MessageParams } from '../../domain/messages';

/** Field rules shared by the ECPay form builders (research sections 2 and 7). */

/** MerchantTradeNo: "英數字大小寫混合", at most 20 (ECPay's own SDK pattern also lets `_` through: we don't). */
export const TRADE_NO = /^[A-Za-z0-9]{1,20}$/;
export const MAX_URL_LENGTH = 200;

/** Collects field problems and throws them all at once. */
export class FieldProblems {
  private readonly problems: FieldErrors = {};

  /** A problem of a field: its code is the catalogue entry of its message. */
  add(field: string, code: MessageCode, params?: MessageParams): void {
    if (!this.problems[field]) this.problems[field] = fieldProblem(code, { code, params });
  }

  tradeNo(field: string, value: unknown): void {
    if (typeof value !== 'string' || !TRADE_NO.test(value)) {
      this.add(field, 'ECPAY_TRADE_NO_INVALID');
    }
  }

  url(field: string, value: unknown, required: boolean): void {
    if (value === undefined && !required) return;
    if (typeof value !== 'string' || !isHttpUrl(value) || value.length > MAX_URL_LENGTH) {
      this.add(field, 'ECPAY_URL_INVALID', { max: MAX_URL_LENGTH });
    }
  }

  /** `context` names the request (ECPAY_CONTEXT_PAYMENT...); its text, in zh-TW, fills the message. */
  throwIfAny(context: MessageCode): void {
    if (Object.keys(this.problems).length > 0) {
      const names = Object.keys(this.problems).join(', ');
      throw new ValidationError('ECPAY_REQUEST_INVALID', { code: 'ECPAY_REQUEST_INVALID', params: { context: formatMessage(context), names } }, { ...this.problems });
    }
  }
}

function isHttpUrl(value: string): boolean {
  if (value.trim() !== value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * ECPay refuses or mis-signs "special symbols" and HTML in free text (research section 10): keep letters,
 * digits and marks of any script, spaces and `-_.()`; everything else becomes a space.
 */
export function sanitizeText(text: string): string {
  return text.replace(/[^\p{L}\p{N}\p{M} \-_.()]/gu, ' ').replace(/\s+/g, ' ').trim();
}

/** At most `max` UTF-16 units, never splitting a surrogate pair. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out;
}
