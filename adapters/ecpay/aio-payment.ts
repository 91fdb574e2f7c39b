import type { Clock } from '../../application/shared/clock.port';
import { ProviderUnavailableError } from '../../application/errors';
import { formatMessage } from '../../domain/messages';
import type {
  NotificationAnswer, NotificationVerification, PaymentForm, PaymentNotification, TradeQueryResult,
} from '../../application/payments/payment-gateway.port';
import {
  CHECK_MAC_VALUE, signFields, verifyCheckMacValue, type EcpayFields, type MacCredentials,
} from './check-mac-value';
import { parseEcpayAnswer, postEcpayForm } from './form-encoding';
import { FieldProblems, sanitizeText, truncate } from './input-rules';
import { boundedInteger, CHARGE_FEE_BOUNDS, RTN_CODE_BOUNDS, TRADE_AMT_BOUNDS } from './numeric-fields';
import { formatEcpayDateTime, parseEcpayDateTime } from './taipei-time';

/**
 * ECPay AIO (全方位金流), credit card, one-time payment: the checkout form, the ReturnURL notification and
 * QueryTradeInfo (research sections 2, 4 and 5). SHA256 CheckMacValue everywhere.
 */

export interface EcpayMerchant extends MacCredentials {
  merchantId: string;
}

export const AIO_CHECKOUT_PATH = '/Cashier/AioCheckOut/V5';
export const AIO_QUERY_TRADE_PATH = '/Cashier/QueryTradeInfo/V5';
/** The exact body ECPay expects from a ReturnURL handler that accepted the notification. */
export const ECPAY_ACK_BODY = '1|OK';
export const MAX_ITEM_NAME_LENGTH = 200;
export const MAX_TRADE_DESC_LENGTH = 200;
export const MAX_CUSTOM_FIELD_LENGTH = 50;
export const DEFAULT_TRADE_DESC = formatMessage('ECPAY_TRADE_DESC');

export interface AioCreditRequest {
  merchantTradeNo: string;
  totalAmount: number;
  itemNames: readonly string[];
  tradeDate: Date;
  returnUrl: string;
  orderResultUrl?: string;
  clientBackUrl?: string;
  tradeDesc?: string;
  /** CustomField1, echoed back. */
  customField1?: string;
}

/** Joins a base address ('https://payment-stage.ecpay.com.tw', or the simulator's) and an API path. */
export function endpoint(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * The signed AioCheckOut/V5 form for a one-time credit-card payment.
 * @throws ValidationError (application/errors) with one entry per invalid field.
 */
export function buildAioCreditForm(request: AioCreditRequest, merchant: EcpayMerchant, baseUrl: string): PaymentForm {
  const problems = new FieldProblems();
  problems.tradeNo('tradeNo', request.merchantTradeNo);
  if (!Number.isSafeInteger(request.totalAmount) || request.totalAmount < 1) {
    problems.add('amount', 'ECPAY_AMOUNT_INVALID');
  }
  if (!Array.isArray(request.itemNames) || request.itemNames.length === 0 || request.itemNames.some((n) => typeof n !== 'string')) {
    problems.add('itemNames', 'ECPAY_ITEM_NAMES_INVALID');
  }
  if (!(request.tradeDate instanceof Date) || Number.isNaN(request.tradeDate.getTime())) {
    problems.add('tradeDate', 'ECPAY_TRADE_DATE_INVALID');
  }
  problems.url('returnUrl', request.returnUrl, true);
  problems.url('orderResultUrl', request.orderResultUrl, false);
  problems.url('clientBackUrl', request.clientBackUrl, false);
  if (request.orderResultUrl !== undefined && request.orderResultUrl === request.returnUrl) {
    problems.add('orderResultUrl', 'ECPAY_RESULT_URL_SAME_AS_RETURN_URL');
  }
  if (request.customField1 !== undefined && !/^[A-Za-z0-9_.-]{0,50}$/.test(request.customField1)) {
    problems.add('reference', 'ECPAY_REFERENCE_INVALID', { max: MAX_CUSTOM_FIELD_LENGTH });
  }
  problems.throwIfAny('ECPAY_CONTEXT_PAYMENT');

  const tradeDesc = truncate(sanitizeText(request.tradeDesc ?? DEFAULT_TRADE_DESC), MAX_TRADE_DESC_LENGTH) || DEFAULT_TRADE_DESC;
  const fields: Record<string, string> = {
    MerchantID: merchant.merchantId,
    MerchantTradeNo: request.merchantTradeNo,
    MerchantTradeDate: formatEcpayDateTime(request.tradeDate),
    PaymentType: 'aio',
    TotalAmount: String(request.totalAmount),
    TradeDesc: tradeDesc,
    ItemName: joinItemNames(request.itemNames),
    ReturnURL: request.returnUrl,
  };
  if (request.orderResultUrl !== undefined) fields.OrderResultURL = request.orderResultUrl;
  if (request.clientBackUrl !== undefined) fields.ClientBackURL = request.clientBackUrl;
  fields.ChoosePayment = 'Credit';
  fields.EncryptType = '1';
  fields.NeedExtraPaidInfo = 'N';
  if (request.customField1 !== undefined && request.customField1 !== '') fields.CustomField1 = request.customField1;
  return { paymentUrl: endpoint(baseUrl, AIO_CHECKOUT_PATH), formData: signFields(fields, merchant, 'sha256') };
}

/**
 * ItemName: sanitized names joined with '#' (one line each on ECPay's page), at most 200 characters
 * (ECPay truncates above 400; its SDK allows 200). Names that do not fit are summarised as '其他 N 項商品'.
 */
export function joinItemNames(names: readonly string[]): string {
  const clean = names.map((name) => sanitizeText(name) || formatMessage('ECPAY_ITEM_FALLBACK'));
  const joined = clean.join('#');
  if (joined.length <= MAX_ITEM_NAME_LENGTH) return joined;
  const rest = (n: number) => (n > 0 ? formatMessage('ECPAY_ITEMS_MORE', { n }) : '');
  const kept: string[] = [];
  for (let i = 0; i < clean.length; i += 1) {
    const candidate = [...kept, clean[i], rest(clean.length - i - 1)].filter((s) => s !== '').join('#');
    if (candidate.length > MAX_ITEM_NAME_LENGTH) break;
    kept.push(clean[i]);
  }
  if (kept.length === 0) {
    const suffix = rest(clean.length - 1);
    const room = MAX_ITEM_NAME_LENGTH - (suffix === '' ? 0 : suffix.length + 1);
    return [truncate(clean[0], room), suffix].filter((s) => s !== '').join('#');
  }
  return [...kept, rest(clean.length - kept.length)].filter((s) => s !== '').join('#');
}

/**
 * Verifies a ReturnURL (or OrderResultURL) notification: the SHA256 CheckMacValue over every received field
 * (extra ones included), then our MerchantID, then the shape of the fields we read. Nothing is read from a
 * notification whose mac does not verify.
 */
export function verifyAioNotification(fields: EcpayFields, merchant: EcpayMerchant): NotificationVerification {
  const reject = (code: Extract<NotificationVerification, { ok: false }>['rejection']['code'], message: string): NotificationVerification =>
    ({ ok: false, rejection: { code, message } });
  if (typeof fields[CHECK_MAC_VALUE] !== 'string' || fields[CHECK_MAC_VALUE] === '') {
    return reject('CHECK_MAC_VALUE_MISSING', 'notification without CheckMacValue');
  }
  if (!verifyCheckMacValue(fields, merchant, 'sha256')) {
    return reject('CHECK_MAC_VALUE_INVALID', 'CheckMacValue does not match the fields (forged, tampered, or signed with other keys)');
  }
  if (fields.MerchantID !== merchant.merchantId) {
    return reject('MERCHANT_ID_MISMATCH', `notification for merchant ${String(fields.MerchantID)}`);
  }
  const text = (name: string) => (typeof fields[name] === 'string' ? fields[name] : '');
  if (!/^[A-Za-z0-9]{1,20}$/.test(text('MerchantTradeNo'))) return reject('NOTIFICATION_MALFORMED', 'MerchantTradeNo missing or malformed');
  const malformedNumber = malformedNumericField(fields);
  if (malformedNumber !== undefined) return reject('NOTIFICATION_MALFORMED', malformedNumber);
  const rtnCode = Number(text('RtnCode'));
  const rest = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== CHECK_MAC_VALUE));
  const notification: PaymentNotification = {
    merchantTradeNo: text('MerchantTradeNo'),
    rtnCode,
    rtnMsg: text('RtnMsg'),
    tradeNo: text('TradeNo'),
    tradeAmt: Number(text('TradeAmt')),
    paymentDate: parseEcpayDateTime(text('PaymentDate')) ?? null,
    paymentType: text('PaymentType'),
    tradeDate: parseEcpayDateTime(text('TradeDate')) ?? null,
    succeeded: rtnCode === 1,
    simulatePaid: text('SimulatePaid') === '1',
    reference: text('CustomField1'),
    fields: rest,
  };
  return { ok: true, notification };
}

/**
 * The numeric fields of a notification, each a plain integer within its bound (numeric-fields.ts): RtnCode and
 * TradeAmt always, PaymentTypeChargeFee and SimulatePaid when sent non-empty. Returns the log's reason for the
 * first that is not (the value cut to 40 characters), or undefined when all fit.
 */
function malformedNumericField(fields: EcpayFields): string | undefined {
  const checks: Array<[string, boolean, (raw: string) => boolean]> = [
    ['RtnCode', true, (raw) => boundedInteger(raw, RTN_CODE_BOUNDS) !== undefined],
    ['TradeAmt', true, (raw) => boundedInteger(raw, TRADE_AMT_BOUNDS) !== undefined],
    ['PaymentTypeChargeFee', false, (raw) => boundedInteger(raw, CHARGE_FEE_BOUNDS) !== undefined],
    ['SimulatePaid', false, (raw) => raw === '0' || raw === '1'],
  ];
  for (const [name, required, fits] of checks) {
    const raw = fields[name];
    if (!required && (raw === undefined || raw === '')) continue;
    if (typeof raw !== 'string' || !fits(raw)) return `${name} missing, not a plain integer, or out of bounds: ${JSON.stringify(String(raw ?? '').slice(0, 40))}`;
  }
  return undefined;
}

/** '1|OK' (200, text/plain) once accepted; otherwise '0|<reason>' (400), which makes ECPay deliver it again. */
export function aioNotificationAnswer(verification: NotificationVerification): NotificationAnswer {
  if (verification.ok) return { status: 200, contentType: 'text/plain', body: ECPAY_ACK_BODY };
  const reason = verification.rejection.code.startsWith('CHECK_MAC_VALUE') ? 'CheckMacValue Error' : verification.rejection.code;
  return { status: 400, contentType: 'text/plain', body: `0|${reason}` };
}

export type EcpayQueryFailure = 'timeout' | 'network' | 'rate_limited' | 'http_status' | 'mac_invalid' | 'malformed';

/** QueryTradeInfo did not give a usable answer. `reason` and `detail` are for the log. */
export class EcpayQueryError extends ProviderUnavailableError {
  constructor(readonly reason: EcpayQueryFailure, readonly detail: string) {
    super('PAYMENT_PROVIDER_UNAVAILABLE', 'PAYMENT_PROVIDER_UNAVAILABLE');
  }
}

export interface QueryTradeOptions {
  merchant: EcpayMerchant;
  /** e.g. 'https://payment-stage.ecpay.com.tw' or the simulator's base. */
  baseUrl: string;
  clock: Clock;
  fetch?: typeof fetch;
  /** Default 10 s. */
  timeoutMs?: number;
}

export const DEFAULT_QUERY_TIMEOUT_MS = 10_000;

/**
 * QueryTradeInfo/V5: a server-to-server form POST (MerchantID, MerchantTradeNo, TimeStamp valid 3 minutes,
 * CheckMacValue); the `key=value&...` answer's CheckMacValue is verified before anything is read.
 * @throws ValidationError for a malformed trade number, EcpayQueryError (a ProviderUnavailableError) otherwise.
 */
export async function queryTradeInfo(merchantTradeNo: string, options: QueryTradeOptions): Promise<TradeQueryResult> {
  const problems = new FieldProblems();
  problems.tradeNo('tradeNo', merchantTradeNo);
  problems.throwIfAny('ECPAY_CONTEXT_QUERY');
  const { merchant } = options;
  const request = signFields({
    MerchantID: merchant.merchantId,
    MerchantTradeNo: merchantTradeNo,
    TimeStamp: String(Math.floor(options.clock.now().getTime() / 1000)),
  }, merchant, 'sha256');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  let text: string;
  try {
    const response = await postEcpayForm(doFetch, endpoint(options.baseUrl, AIO_QUERY_TRADE_PATH), request, timeoutMs);
    text = await response.text();
    if (response.status === 403) throw new EcpayQueryError('rate_limited', 'HTTP 403: queried too fast; ECPay asks to wait 30 minutes');
    if (!response.ok) throw new EcpayQueryError('http_status', `HTTP ${response.status}`);
  } catch (error) {
    if (error instanceof EcpayQueryError) throw error;
    const name = (error as { name?: string } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new EcpayQueryError('timeout', `no answer within ${timeoutMs} ms`);
    throw new EcpayQueryError('network', (error as Error)?.message ?? String(error));
  }
  const fields = parseEcpayAnswer(text);
  if (!verifyCheckMacValue(fields, merchant, 'sha256')) {
    throw new EcpayQueryError('mac_invalid', `answer without a valid CheckMacValue: ${text.slice(0, 120)}`);
  }
  if (fields.MerchantID !== merchant.merchantId || fields.MerchantTradeNo !== merchantTradeNo || typeof fields.TradeStatus !== 'string') {
    throw new EcpayQueryError('malformed', 'answer for another merchant or trade, or without TradeStatus');
  }
  const rest = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== CHECK_MAC_VALUE));
  // Absent or empty: 0 (an unpaid trade); present: a plain integer within the bound, like a notification's.
  const amount = fields.TradeAmt === undefined || fields.TradeAmt === '' ? 0 : boundedInteger(fields.TradeAmt, { ...TRADE_AMT_BOUNDS, min: 0 });
  if (amount === undefined) throw new EcpayQueryError('malformed', `TradeAmt not a plain integer within bounds: ${JSON.stringify(fields.TradeAmt.slice(0, 40))}`);
  return {
    merchantTradeNo,
    status: fields.TradeStatus === '1' ? 'paid' : fields.TradeStatus === '0' ? 'unpaid' : 'other',
    tradeStatus: fields.TradeStatus,
    tradeNo: fields.TradeNo ?? '',
    tradeAmt: amount,
    paymentDate: parseEcpayDateTime(fields.PaymentDate ?? '') ?? null,
    paymentType: fields.PaymentType ?? '',
    tradeDate: parseEcpayDateTime(fields.TradeDate ?? '') ?? null,
    fields: rest,
  };
}
