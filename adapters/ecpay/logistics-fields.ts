import { parcelName } from '../../domain/validation/pickup-name';
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
 * SenderName / ReceiverName: 2 to 5 Chinese characters or 4 to 10 Latin letters, no digits, symbols or spaces
 * (research section 8.1). The rule is the domain's (domain/validation/pickup-name.ts, issue 28), the one the
 * checkout holds the buyer's name to; here it is checked on the value as sent, so a space is refused.
 */
export function isValidPersonName(name: string): boolean {
  return typeof name === 'string' && name !== '' && parcelName(name) === name;
}

/**
 * The ReceiverName sent for a buyer's confirmed name: the name without its spaces, whole (domain parcelName);
 * undefined when it does not fit, and then nothing is sent. A name is never cut to fit (issue 28: "Lin Wei
 * Ting" was shipped as "LinWeiTi", and the clerk checks this name against the buyer's ID).
 */
export function receiverNameOf(confirmed: string): string | undefined {
  return parcelName(confirmed);
}
