/**
 * ECPay sends every value as a string; the numbers among them are read only when they are plain integers
 * within the bounds below. A value outside them (2147483648, 1e30, '12abc', ' 5', '+5', '1.0') is not
 * something ECPay documents, so the message is rejected (NOTIFICATION_MALFORMED), never stored: our columns
 * are sized for these bounds, and a number that does not fit must not become a 500 or be silently rounded.
 *
 * - TradeAmt / TotalAmount: whole NT$, "Int" with SDK minimum 1 (research/ecpay.md section 2; ECPay publishes
 *   no maximum, so 99,999,999, eight digits, far above any card payment of this shop, is ours).
 * - RtnCode: ECPay's codes are positive numbers of up to 8 digits (10200073, 10100073); a signed 32-bit
 *   integer bounds them generously and fits any INT column.
 * - PaymentTypeChargeFee: a fee in NT$, 0 up to the amount bound.
 * - Logistics RtnCode / LogisticsStatus: a C2C status code (300, 2067, 3022...; research section 8.4): positive,
 *   at most 8 digits like the other codes. An unknown code within the bound is kept, never rejected.
 * - Logistics GoodsAmount: whole NT$ as ECPay echoes it; a CVS shipment is sent with 1..20000
 *   (logistics-fields.ts), but a notification is read with the generous amount bound (0 allowed), so a
 *   status ECPay reports differently is still recorded.
 */
export interface IntegerBounds {
  min: number;
  max: number;
}

export const TRADE_AMT_BOUNDS: IntegerBounds = { min: 1, max: 99_999_999 };
export const RTN_CODE_BOUNDS: IntegerBounds = { min: -2_147_483_648, max: 2_147_483_647 };
export const CHARGE_FEE_BOUNDS: IntegerBounds = { min: 0, max: 99_999_999 };
export const LOGISTICS_STATUS_BOUNDS: IntegerBounds = { min: 1, max: 99_999_999 };
export const LOGISTICS_GOODS_AMOUNT_BOUNDS: IntegerBounds = { min: 0, max: 99_999_999 };

/** Digits with an optional leading minus, at most 10 of them (more cannot be within any bound above). */
const PLAIN_INTEGER = /^-?\d{1,10}$/;

/** The integer `raw` spells, when it is a plain integer within `bounds`; undefined otherwise. */
export function boundedInteger(raw: unknown, bounds: IntegerBounds): number | undefined {
  if (typeof raw !== 'string' || !PLAIN_INTEGER.test(raw)) return undefined;
  const value = Number(raw);
  return value >= bounds.min && value <= bounds.max ? value : undefined;
}
