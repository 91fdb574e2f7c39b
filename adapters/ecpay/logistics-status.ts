import type { NotificationRejection } from '../../application/payments/payment-gateway.port';
import type { EcpayShipment, StatusNotificationVerification } from '../../application/shipping/logistics-gateway.port';
import type { EcpayMerchant } from './aio-payment';
import { verifyCheckMacValue, type EcpayFields } from './check-mac-value';
import { GarbledAnswer } from './logistics-create';
import { LOGISTICS_ID, PAYMENT_NO, VALIDATION_NO } from './logistics-fields';
import { boundedInteger, LOGISTICS_GOODS_AMOUNT_BOUNDS, LOGISTICS_STATUS_BOUNDS } from './numeric-fields';
import { parseEcpayDateTime } from './taipei-time';

/**
 * What ECPay tells about a shipment: the status notification it POSTs to ServerReplyURL (research section
 * 8.3) and the answer of the shipment query. Both carry an MD5 CheckMacValue over every field they send.
 */

/**
 * The shipment query. Research (section 1) names /V5 (ECPay's API skill notes) and /V2 (the 2017 Node SDK)
 * and cannot say which is current: we use /V5, the newer, by MerchantTradeNo with a TimeStamp (valid 3
 * minutes, like QueryTradeInfo). The path is one constant if a live check says otherwise.
 */
export const LOGISTICS_QUERY_PATH = '/Helper/QueryLogisticsTradeInfo/V5';

const TRADE_NO = /^[A-Za-z0-9]{1,20}$/;
const SUB_TYPE = /^[A-Z0-9]{1,20}$/;
const MAX_MESSAGE_LENGTH = 200;

/**
 * A status notification, verified: the MD5 CheckMacValue over every received field (extra ones included),
 * then our MerchantID, then every field we read: MerchantTradeNo and AllPayLogisticsID as ECPay spells them,
 * RtnCode a plain integer status within its bound (an unknown code is kept), GoodsAmount bounded when sent,
 * UpdateStatusDate a real Taipei date, CVSPaymentNo / CVSValidationNo letters and digits. Nothing is read from a
 * notification that does not verify; a signed one that does not fit says which field (for the person who reads
 * the rejection; the field's value is cut, it may be 400 digits long).
 */
export function verifyLogisticsStatus(fields: EcpayFields, merchant: EcpayMerchant): StatusNotificationVerification {
  const reject = (code: NotificationRejection['code'], message: string): StatusNotificationVerification => ({ ok: false, rejection: { code, message } });
  if (typeof fields.CheckMacValue !== 'string' || fields.CheckMacValue === '') return reject('CHECK_MAC_VALUE_MISSING', 'notification without CheckMacValue');
  if (!verifyCheckMacValue(fields, merchant, 'md5')) {
    return reject('CHECK_MAC_VALUE_INVALID', 'CheckMacValue does not match the fields (forged, tampered, or signed with other keys)');
  }
  if (fields.MerchantID !== merchant.merchantId) return reject('MERCHANT_ID_MISMATCH', `notification for merchant ${String(fields.MerchantID).slice(0, 20)}`);
  const text = (name: string) => (typeof fields[name] === 'string' ? fields[name] : '');
  const malformed = (name: string) => reject('NOTIFICATION_MALFORMED', `${name} missing or malformed: '${text(name).slice(0, 40)}'`);
  if (!TRADE_NO.test(text('MerchantTradeNo'))) return malformed('MerchantTradeNo');
  if (!LOGISTICS_ID.test(text('AllPayLogisticsID'))) return malformed('AllPayLogisticsID');
  const statusCode = boundedInteger(fields.RtnCode, LOGISTICS_STATUS_BOUNDS);
  if (statusCode === undefined) return malformed('RtnCode');
  if (text('GoodsAmount') !== '' && boundedInteger(text('GoodsAmount'), LOGISTICS_GOODS_AMOUNT_BOUNDS) === undefined) return malformed('GoodsAmount');
  const updatedAt = parseEcpayDateTime(text('UpdateStatusDate'));
  if (updatedAt === undefined) return malformed('UpdateStatusDate');
  for (const [name, rule] of [['LogisticsSubType', SUB_TYPE], ['CVSPaymentNo', PAYMENT_NO], ['CVSValidationNo', VALIDATION_NO]] as const) {
    if (!rule.test(text(name))) return malformed(name);
  }
  return {
    ok: true,
    notification: {
      merchantTradeNo: text('MerchantTradeNo'),
      logisticsId: text('AllPayLogisticsID'),
      statusCode,
      statusMessage: text('RtnMsg').slice(0, MAX_MESSAGE_LENGTH),
      updatedAt,
      subType: text('LogisticsSubType'),
      paymentNo: text('CVSPaymentNo') === '' ? null : text('CVSPaymentNo'),
      validationNo: text('CVSValidationNo') === '' ? null : text('CVSValidationNo'),
    },
  };
}

/**
 * The query's `key=value&...` answer, already parsed: its CheckMacValue must verify and it must be for our
 * merchant and this MerchantTradeNo. ECPay's "no such shipment" answer is not published: a verified answer
 * without AllPayLogisticsID is read as none (null), which is what the simulator sends.
 * @throws GarbledAnswer otherwise.
 */
export function parseQueryAnswer(fields: EcpayFields, merchant: EcpayMerchant, merchantTradeNo: string): EcpayShipment | null {
  if (!verifyCheckMacValue(fields, merchant, 'md5')) throw new GarbledAnswer('query answer without a valid CheckMacValue');
  if (fields.MerchantID !== merchant.merchantId || fields.MerchantTradeNo !== merchantTradeNo) {
    throw new GarbledAnswer(`query answer for merchant ${String(fields.MerchantID)} / trade ${String(fields.MerchantTradeNo)}`);
  }
  const logisticsId = fields.AllPayLogisticsID ?? '';
  if (logisticsId === '') return null;
  const statusCode = boundedInteger(fields.LogisticsStatus, LOGISTICS_STATUS_BOUNDS);
  const paymentNo = fields.CVSPaymentNo ?? '';
  const validationNo = fields.CVSValidationNo ?? '';
  if (statusCode === undefined || !LOGISTICS_ID.test(logisticsId) || !PAYMENT_NO.test(paymentNo) || !VALIDATION_NO.test(validationNo)) {
    throw new GarbledAnswer('query answer with a malformed LogisticsStatus, AllPayLogisticsID, CVSPaymentNo or CVSValidationNo');
  }
  return {
    merchantTradeNo,
    logisticsId,
    paymentNo: paymentNo === '' ? null : paymentNo,
    validationNo: validationNo === '' ? null : validationNo,
    statusCode,
    // The query has no status text of its own (LogisticsStatus only); the caller's mapping names the code.
    statusMessage: '',
  };
}
