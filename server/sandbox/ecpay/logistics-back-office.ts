import type { Router } from '@koa/router';
import type { Context } from 'koa';
import type { EcpayMerchant } from '../../../adapters/ecpay/aio-payment';
import { signFields, verifyCheckMacValue } from '../../../adapters/ecpay/check-mac-value';
import { toEcpayAnswer, toFormBody } from '../../../adapters/ecpay/form-encoding';
import { LOGISTICS_CREATE_PATH } from '../../../adapters/ecpay/logistics-create';
import { LOGISTICS_QUERY_PATH } from '../../../adapters/ecpay/logistics-status';
import { boundedInteger, LOGISTICS_STATUS_BOUNDS } from '../../../adapters/ecpay/numeric-fields';
import { formatEcpayDateTime } from '../../../adapters/ecpay/taipei-time';
import type { Clock } from '../../../application/shared/clock.port';
import type { C2cSubType } from '../../../application/shipping/logistics-gateway.port';
import { readFormFields } from '../../http/form-body';
import { isRecord, MALFORMED, readJson } from '../shopee/request-input';
import { deliverer } from './delivery';
import { CREATED_STATUS, statusMessage } from './logistics-codes';
import { createShipmentProblem } from './logistics-checks';
import { logisticsPage } from './logistics-page';
import { CHECK_MAC_VALUE_ERROR } from './result-codes';
import type { EcpaySandboxOptions } from './sandbox-options';
import { moveTo, nextCode, shipmentBook, shipmentNumbers, type SandboxShipment } from './shipments';

/** ECPay's answer to a reused MerchantTradeNo, in the wording the adapter recognises (research section 10). */
export const DUPLICATE_SHIPMENT_ANSWER = '0|訂單編號重複（MerchantTradeNo 不可重複使用）';

export interface LogisticsBackOfficeContext {
  options: EcpaySandboxOptions;
  logistics: EcpayMerchant;
  clock: Clock;
  /** The simulator's absolute base, e.g. http://localhost:3000/sandbox/ecpay. */
  publicBase: string;
  isShopUrl: (url: string) => boolean;
  htmlAnswer: (ctx: Context, body: string, status?: number) => void;
}

/**
 * ECPay's C2C logistics, played by the simulator (research sections 8.1 to 8.4):
 *   POST /Express/Create                       server-to-server: ECPay's checks, then `1|...` (RtnCode 300) or `0|message`
 *   POST /Helper/QueryLogisticsTradeInfo/V5    server-to-server: the shipment, signed key=value
 *   GET  /logistics                            the back office page: shipments and their buttons
 *   POST /logistics/:logisticsId/advance       a button (form, optional `code`), then back to the page
 *   POST /logistics/advance                    tests: JSON (or form) {logisticsId, code?} -> JSON
 *   GET  /logistics/calls                      the bench: how many create and query calls it answered, and how
 *                                              (created, duplicate, refused): what "ECPay calls" costs the shop
 * Each step posts the signed status notification (MD5) to the shipment's ServerReplyURL, which lies under the
 * shop's base URL (checked at creation), redelivered until the shop answers exactly 1|OK.
 */
export function mountLogisticsBackOffice(router: Router, context: LogisticsBackOfficeContext): void {
  const { options, logistics, clock, publicBase, isShopUrl, htmlAnswer } = context;
  const { byLogisticsId, byMerchantTradeNo, remember } = shipmentBook();
  const deliver = deliverer(options);
  let sequence = 0;
  /** The calls the shop made, by answer (the bench counts ECPay calls per shipment with these). */
  const calls = { create: { created: 0, duplicate: 0, refused: 0 }, query: 0 };

  const textAnswer = (ctx: Context, body: string) => {
    ctx.status = 200;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = body;
  };

  /** The signed fields of a status notification for the shipment as it is now (kept for its redeliveries). */
  const statusFields = (s: SandboxShipment): Record<string, string> => signFields({
    MerchantID: logistics.merchantId,
    MerchantTradeNo: s.request.MerchantTradeNo,
    RtnCode: String(s.statusCode),
    RtnMsg: statusMessage(s.statusCode),
    AllPayLogisticsID: s.logisticsId,
    LogisticsType: 'CVS',
    LogisticsSubType: s.subType,
    GoodsAmount: s.request.GoodsAmount,
    UpdateStatusDate: formatEcpayDateTime(s.history[s.history.length - 1].at),
    ReceiverName: s.request.ReceiverName,
    ReceiverPhone: '',
    ReceiverCellPhone: s.request.ReceiverCellPhone,
    ReceiverEmail: '',
    ReceiverAddress: '',
    CVSPaymentNo: s.paymentNo,
    CVSValidationNo: s.validationNo,
    BookingNote: '',
  }, logistics, 'md5');

  /** Moves the shipment to `code` and notifies the shop; resolves after the first delivery. */
  async function advance(shipment: SandboxShipment, code: number): Promise<boolean> {
    moveTo(shipment, code, clock.now());
    const step = shipment.history[shipment.history.length - 1];
    const body = toFormBody(statusFields(shipment));
    const first = await deliver({ url: shipment.request.ServerReplyURL, merchantTradeNo: shipment.request.MerchantTradeNo, body: () => body });
    step.acknowledged = first.acknowledged;
    return first.acknowledged;
  }

  /** The demo's auto-advance: one step of the delivery chain every logisticsAutoAdvanceMs, until picked up. */
  function scheduleAutoAdvance(shipment: SandboxShipment): void {
    const every = options.logisticsAutoAdvanceMs ?? 0;
    if (every <= 0) return;
    setTimeout(() => {
      const next = shipment.path === 'delivery' ? nextCode(shipment) : undefined;
      if (next === undefined || byLogisticsId.get(shipment.logisticsId) !== shipment) return;
      void advance(shipment, next).finally(() => scheduleAutoAdvance(shipment));
    }, every).unref();
  }

  // ---- /Express/Create ----------------------------------------------------------------------------------------
  router.post(LOGISTICS_CREATE_PATH, async (ctx) => {
    const fields = await readFormFields(ctx);
    const refuse = (answer: string) => {
      calls.create.refused += 1;
      textAnswer(ctx, answer);
    };
    if (fields.MerchantID !== logistics.merchantId) return refuse(`0|MerchantID 錯誤（${fields.MerchantID ?? ''}）`);
    if (!verifyCheckMacValue(fields, logistics, 'md5')) return refuse(`0|${CHECK_MAC_VALUE_ERROR.message}`);
    const problem = createShipmentProblem(fields);
    if (problem) return refuse(`0|${problem}`);
    // Checked before the shipment is kept: a shipment never holds an address the simulator would not call.
    if (!isShopUrl(fields.ServerReplyURL)) return refuse(`0|ServerReplyURL 不是本商店的網址（模擬器只回傳到 ${options.shopBaseUrl}）`);
    if (byMerchantTradeNo.has(fields.MerchantTradeNo)) {
      calls.create.duplicate += 1;
      return textAnswer(ctx, DUPLICATE_SHIPMENT_ANSWER);
    }
    calls.create.created += 1;

    const now = clock.now();
    const subType = fields.LogisticsSubType as C2cSubType;
    const request = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'CheckMacValue'));
    sequence += 1;
    const shipment: SandboxShipment = {
      ...shipmentNumbers(now, sequence, subType),
      request, subType, statusCode: CREATED_STATUS, path: 'delivery', step: 0, createdAt: now,
      history: [{ code: CREATED_STATUS, at: now, acknowledged: true }],
    };
    remember(shipment);
    scheduleAutoAdvance(shipment);
    const answer = signFields({
      MerchantID: logistics.merchantId,
      MerchantTradeNo: request.MerchantTradeNo,
      RtnCode: String(CREATED_STATUS),
      RtnMsg: statusMessage(CREATED_STATUS),
      AllPayLogisticsID: shipment.logisticsId,
      LogisticsType: 'CVS',
      LogisticsSubType: subType,
      GoodsAmount: request.GoodsAmount,
      UpdateStatusDate: formatEcpayDateTime(now),
      ReceiverName: request.ReceiverName,
      ReceiverPhone: '',
      ReceiverCellPhone: request.ReceiverCellPhone,
      ReceiverEmail: '',
      ReceiverAddress: '',
      CVSPaymentNo: shipment.paymentNo,
      CVSValidationNo: shipment.validationNo,
    }, logistics, 'md5');
    textAnswer(ctx, `1|${toEcpayAnswer(answer)}`);
  });

  // ---- the shipment query ---------------------------------------------------------------------------------------
  router.post(LOGISTICS_QUERY_PATH, async (ctx) => {
    const fields = await readFormFields(ctx);
    calls.query += 1;
    if (fields.MerchantID !== logistics.merchantId) return textAnswer(ctx, 'MerchantID Error');
    if (!verifyCheckMacValue(fields, logistics, 'md5')) return textAnswer(ctx, `${CHECK_MAC_VALUE_ERROR.code}|${CHECK_MAC_VALUE_ERROR.message}`);
    const stamp = Number(fields.TimeStamp);
    if (!/^\d{10}$/.test(fields.TimeStamp ?? '') || Math.abs(clock.now().getTime() / 1000 - stamp) > 180) {
      return textAnswer(ctx, 'TimeStamp Error（須為 3 分鐘內的 Unix 秒數）');
    }
    const merchantTradeNo = fields.MerchantTradeNo ?? '';
    const s = byMerchantTradeNo.get(merchantTradeNo);
    const r = s?.request ?? {};
    textAnswer(ctx, toEcpayAnswer(signFields({
      MerchantID: logistics.merchantId,
      MerchantTradeNo: merchantTradeNo,
      AllPayLogisticsID: s?.logisticsId ?? '',
      GoodsAmount: r.GoodsAmount ?? '',
      GoodsName: r.GoodsName ?? '',
      HandlingCharge: s ? '60' : '',
      LogisticsStatus: s ? String(s.statusCode) : '',
      LogisticsType: s ? `CVS_${s.subType}` : '',
      TradeDate: s ? formatEcpayDateTime(s.createdAt) : '',
      CollectionAmount: r.IsCollection === 'Y' ? r.CollectionAmount : '0',
      CVSPaymentNo: s?.paymentNo ?? '',
      CVSValidationNo: s?.validationNo ?? '',
      BookingNote: '',
    }, logistics, 'md5')));
  });

  // ---- the back office ------------------------------------------------------------------------------------------
  router.get('/logistics/calls', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = calls;
  });

  router.get('/logistics', (ctx) => {
    htmlAnswer(ctx, logisticsPage(publicBase, [...byLogisticsId.values()].reverse()));
  });

  router.post('/logistics/advance', async (ctx) => {
    const input = ctx.is('application/x-www-form-urlencoded') ? await readFormFields(ctx) : await readJson(ctx);
    const fail = (status: number, code: string, message: string) => {
      ctx.status = status;
      ctx.body = { code, message };
    };
    if (input === MALFORMED || !isRecord(input) || typeof input.logisticsId !== 'string') {
      return fail(400, 'SANDBOX_BAD_REQUEST', 'body must be {"logisticsId": string, "code"?: integer}');
    }
    const shipment = byLogisticsId.get(input.logisticsId);
    if (!shipment) return fail(404, 'SANDBOX_NOT_FOUND', 'no shipment with this logisticsId');
    const code = requestedCode(input.code, shipment);
    if (code === 'invalid') return fail(400, 'SANDBOX_BAD_REQUEST', 'code must be a positive integer of at most 8 digits');
    if (code === undefined) return fail(409, 'SANDBOX_NO_NEXT_STEP', `shipment is at the end of its path (${shipment.statusCode})`);
    const acknowledged = await advance(shipment, code);
    ctx.body = {
      logisticsId: shipment.logisticsId,
      merchantTradeNo: shipment.request.MerchantTradeNo,
      statusCode: shipment.statusCode,
      statusMessage: statusMessage(shipment.statusCode),
      acknowledged,
    };
  });

  router.post('/logistics/:logisticsId/advance', async (ctx) => {
    const fields = await readFormFields(ctx);
    const shipment = byLogisticsId.get(ctx.params.logisticsId);
    if (!shipment) return htmlAnswer(ctx, logisticsPage(publicBase, [...byLogisticsId.values()].reverse()), 404);
    const code = requestedCode(fields.code, shipment);
    if (code !== undefined && code !== 'invalid') await advance(shipment, code);
    ctx.status = 303;
    ctx.redirect(`${publicBase}/logistics`);
  });
}

/** The code a request asks for: its `code` when given (bounded), else the next step; undefined at the end. */
function requestedCode(raw: unknown, shipment: SandboxShipment): number | 'invalid' | undefined {
  if (raw === undefined || raw === '' || raw === null) return nextCode(shipment);
  const code = boundedInteger(typeof raw === 'number' ? String(raw) : raw, LOGISTICS_STATUS_BOUNDS);
  return code ?? 'invalid';
}
