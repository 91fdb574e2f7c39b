import type { CreateShipmentOutcome, ShipmentRequest } from '../../application/shipping/logistics-gateway.port';
import { formatMessage } from '../../domain/messages';
import type { EcpayMerchant } from './aio-payment';
import { signFields, verifyCheckMacValue } from './check-mac-value';
import { parseEcpayAnswer } from './form-encoding';
import { FieldProblems, sanitizeText } from './input-rules';
import {
  C2C_SUB_TYPES, CELL_PHONE, CVS_GOODS_AMOUNT_BOUNDS, isValidPersonName, LOGISTICS_ID, MAX_GOODS_NAME_LENGTH,
  PAYMENT_NO, receiverNameOf, STORE_ID, VALIDATION_NO,
} from './logistics-fields';
import { boundedInteger, LOGISTICS_STATUS_BOUNDS } from './numeric-fields';
import { formatEcpayDateTime } from './taipei-time';

/**
 * /Express/Create for a C2C store-to-store shipment (research/ecpay.md sections 8.1 and 8.2): the signed
 * server-to-server form (MD5 CheckMacValue), and the plain-text answer `1|k=v&...` or `0|message`.
 */

export const LOGISTICS_CREATE_PATH = '/Express/Create';

/** The shop's sender of every shipment (configuration: ECPAY_SENDER_NAME / ECPAY_SENDER_PHONE). */
export interface ShipmentSender {
  name: string;
  cellPhone: string;
}

/**
 * ECPay's answer to a reused MerchantTradeNo. ECPay's exact logistics wording is not published (research
 * section 10 has "訂單編號重複" for AIO, and 10200047 from the API skill notes): both are recognised. This is
 * a pattern to read ECPay's answer, not a text the shop shows.
 */
const DUPLICATE_TRADE_NO = /訂單編號重複|10200047|MerchantTradeNo\s*(is\s+)?(duplicate|repeated)/i;

/**
 * The signed form. `receiverName` loses its spaces, never a letter (logistics-fields.ts receiverNameOf), and `goodsName` sanitized of
 * the symbols ECPay refuses; every other rule is checked as given.
 * @throws ValidationError (application/errors) with one entry per field ECPay would refuse; nothing is sent.
 */
export function buildCreateShipmentForm(request: ShipmentRequest, merchant: EcpayMerchant, sender: ShipmentSender): Record<string, string> {
  const problems = new FieldProblems();
  problems.tradeNo('merchantTradeNo', request.merchantTradeNo);
  if (!(request.tradeDate instanceof Date) || Number.isNaN(request.tradeDate.getTime())) problems.add('tradeDate', 'ECPAY_TRADE_DATE_INVALID');
  if (!C2C_SUB_TYPES.includes(request.subType)) problems.add('subType', 'ECPAY_STORE_CHAIN_INVALID');
  const amount = Number.isSafeInteger(request.goodsAmount) ? boundedInteger(String(request.goodsAmount), CVS_GOODS_AMOUNT_BOUNDS) : undefined;
  if (amount === undefined) problems.add('goodsAmount', 'ECPAY_GOODS_AMOUNT_INVALID', { ...CVS_GOODS_AMOUNT_BOUNDS });
  const goodsName = typeof request.goodsName === 'string' ? sanitizeText(request.goodsName) || formatMessage('ECPAY_ITEM_FALLBACK') : '';
  if (goodsName === '' || goodsName.length > MAX_GOODS_NAME_LENGTH) problems.add('goodsName', 'ECPAY_GOODS_NAME_INVALID', { max: MAX_GOODS_NAME_LENGTH });
  const receiverName = typeof request.receiverName === 'string' ? receiverNameOf(request.receiverName) : undefined;
  if (receiverName === undefined) problems.add('receiverName', 'ECPAY_PERSON_NAME_INVALID');
  if (typeof request.receiverCellPhone !== 'string' || !CELL_PHONE.test(request.receiverCellPhone)) problems.add('receiverCellPhone', 'ECPAY_CELL_PHONE_INVALID');
  if (typeof request.receiverStoreId !== 'string' || !STORE_ID.test(request.receiverStoreId)) problems.add('receiverStoreId', 'ECPAY_STORE_ID_INVALID');
  problems.url('serverReplyUrl', request.serverReplyUrl, true);
  // The sender is configuration, checked at startup (server/ecpay-config.ts); checked again so a bad one never leaves.
  if (!isValidPersonName(sender.name)) problems.add('senderName', 'ECPAY_PERSON_NAME_INVALID');
  if (!CELL_PHONE.test(sender.cellPhone)) problems.add('senderCellPhone', 'ECPAY_CELL_PHONE_INVALID');
  problems.throwIfAny('ECPAY_CONTEXT_SHIPMENT');

  const fields: Record<string, string> = {
    MerchantID: merchant.merchantId,
    MerchantTradeNo: request.merchantTradeNo,
    MerchantTradeDate: formatEcpayDateTime(request.tradeDate),
    LogisticsType: 'CVS',
    LogisticsSubType: request.subType,
    GoodsAmount: String(amount),
    IsCollection: request.collectOnPickup ? 'Y' : 'N',
  };
  // Collection on pickup: ECPay collects the goods amount (UNIMARTC2C requires CollectionAmount = GoodsAmount).
  if (request.collectOnPickup) fields.CollectionAmount = String(amount);
  Object.assign(fields, {
    GoodsName: goodsName,
    SenderName: sender.name,
    SenderCellPhone: sender.cellPhone,
    ReceiverName: receiverName!,
    ReceiverCellPhone: request.receiverCellPhone,
    ReceiverStoreID: request.receiverStoreId,
    ServerReplyURL: request.serverReplyUrl,
  });
  return signFields(fields, merchant, 'md5');
}

/** Why an answer could not be read; the gateway turns it into LOGISTICS_UNAVAILABLE (retry later). */
export class GarbledAnswer extends Error {}

/**
 * The answer of /Express/Create. `1|...`: the fields, whose MD5 CheckMacValue must verify and which must be for
 * our merchant and this MerchantTradeNo (RtnCode is a logistics status, 300 normally, 2001 seen on Hi-Life:
 * any bounded code is accepted). `0|message`: refused; a duplicate MerchantTradeNo is flagged so the caller
 * recovers the existing shipment with findShipment.
 * @throws GarbledAnswer for anything else.
 */
export function parseCreateAnswer(text: string, merchant: EcpayMerchant, merchantTradeNo: string): CreateShipmentOutcome {
  const body = text.trim();
  const bar = body.indexOf('|');
  const flag = bar < 0 ? body : body.slice(0, bar);
  const rest = bar < 0 ? '' : body.slice(bar + 1);
  if (flag === '0') {
    const message = rest.trim().slice(0, 200);
    return { kind: 'refused', message, duplicate: DUPLICATE_TRADE_NO.test(message) };
  }
  if (flag !== '1') throw new GarbledAnswer(`neither 1|... nor 0|...: ${JSON.stringify(body.slice(0, 120))}`);
  const fields = parseEcpayAnswer(rest);
  if (!verifyCheckMacValue(fields, merchant, 'md5')) throw new GarbledAnswer('1|... without a valid CheckMacValue');
  if (fields.MerchantID !== merchant.merchantId || fields.MerchantTradeNo !== merchantTradeNo) {
    throw new GarbledAnswer(`answer for merchant ${String(fields.MerchantID)} / trade ${String(fields.MerchantTradeNo)}`);
  }
  const statusCode = boundedInteger(fields.RtnCode, LOGISTICS_STATUS_BOUNDS);
  if (statusCode === undefined) throw new GarbledAnswer(`RtnCode not a bounded status code: ${JSON.stringify(String(fields.RtnCode ?? '').slice(0, 40))}`);
  const logisticsId = fields.AllPayLogisticsID ?? '';
  const paymentNo = fields.CVSPaymentNo ?? '';
  const validationNo = fields.CVSValidationNo ?? '';
  if (!LOGISTICS_ID.test(logisticsId) || !PAYMENT_NO.test(paymentNo) || !VALIDATION_NO.test(validationNo)) {
    throw new GarbledAnswer('AllPayLogisticsID, CVSPaymentNo or CVSValidationNo missing or malformed');
  }
  return {
    kind: 'created',
    shipment: {
      merchantTradeNo,
      logisticsId,
      paymentNo: paymentNo === '' ? null : paymentNo,
      validationNo: validationNo === '' ? null : validationNo,
      statusCode,
      statusMessage: (fields.RtnMsg ?? '').slice(0, 200),
    },
  };
}
