import { randomUUID } from 'node:crypto';
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { systemClock } from '../../../adapters/clock/system-clock';
import { AIO_CHECKOUT_PATH, AIO_QUERY_TRADE_PATH, type EcpayMerchant } from '../../../adapters/ecpay/aio-payment';
import { signFields, verifyCheckMacValue } from '../../../adapters/ecpay/check-mac-value';
import { toEcpayAnswer } from '../../../adapters/ecpay/form-encoding';
import { readFormFields } from '../../http/form-body';
import { LOGISTICS_MAP_PATH } from '../../../adapters/ecpay/logistics-map';
import { formatEcpayDateTime } from '../../../adapters/ecpay/taipei-time';
import { autoSubmitPage, html, htmlAnswerUnder, page, pagePolicy } from './html';
import { cardPage } from './card-page';
import { notifications } from './notifications';
import { AIO_CALLBACK_FIELDS, checkoutProblem, mapProblem, shopUrlCheck } from './request-checks';
import { CHECK_MAC_VALUE_ERROR, DUPLICATE_TRADE_NO_ERROR, FOREIGN_URL_ERROR_CODE } from './result-codes';
import type { EcpaySandboxOptions } from './sandbox-options';
import { mountEinvoices } from './einvoices';
import { mountLogisticsBackOffice } from './logistics-back-office';
import { storeListPage } from './store-map-page';
import { queryAnswer } from './trade-query';
import { ecpayTradeNo, tradeBook, type Trade } from './trades';

/**
 * An offline stand-in for ECPay (design.md section 5): AIO credit checkout with its card page and signed
 * notifications, QueryTradeInfo, the C2C store map, and C2C shipments with their status notifications. It checks MerchantID and CheckMacValue exactly as
 * ECPay does (research/ecpay.md section 3) and speaks the same wire formats, so the shop's adapter
 * (adapters/ecpay) works against it unchanged: point ECPAY_AIO_URL and ECPAY_LOGISTICS_URL at publicBaseUrl.
 *
 * Paths, under the path of publicBaseUrl (e.g. /sandbox/ecpay):
 *   POST /Cashier/AioCheckOut/V5            the browser's checkout form -> card page (or ECPay's error page)
 *   POST /Cashier/AioCheckOut/V5/:id/pay    card page buttons: pay / fail / cancel
 *   POST /Cashier/AioCheckOut/V5/:id/fail
 *   POST /Cashier/AioCheckOut/V5/:id/cancel
 *   GET  /Cashier/AioCheckOut/V5/:id/timeout   'let it time out': the trade stays unpaid, nothing is sent
 *   POST /Cashier/QueryTradeInfo/V5         server-to-server query, signed key=value answer
 *   POST /Express/map                       the browser's e-map form -> store list; a store POSTs back to ServerReplyURL
 *   POST /Express/Create, POST /Helper/QueryLogisticsTradeInfo/V5, GET /logistics, POST /logistics/advance
 *                                           C2C shipments and their back office (logistics-back-office.ts)
 *   POST /B2CInvoice/Issue, Invalid, GetIssue, CheckBarcode, CheckLoveCode   B2C e-invoices (einvoices.ts)
 *
 * State (the trades, the shipments) is in memory: the simulator plays a remote service, it is not part of the shop.
 */

export function ecpaySandboxRouter(options: EcpaySandboxOptions): Router {
  const base = new URL(options.publicBaseUrl);
  const publicBase = options.publicBaseUrl.replace(/\/+$/, '');
  const prefix = base.pathname.replace(/\/+$/, '');
  const router = new Router(prefix === '' ? {} : { prefix });
  const clock = options.clock ?? systemClock;
  const { credentials: c } = options;
  const isShopUrl = shopUrlCheck(options.shopBaseUrl);
  /** The first of `names` whose value is set but lies outside the shop; undefined when all are fine. */
  const foreignField = (fields: Record<string, string>, names: readonly string[]) =>
    names.find((name) => fields[name] !== undefined && fields[name] !== '' && !isShopUrl(fields[name]));
  const foreignUrlError = (ctx: Context, name: string) =>
    ecpayError(ctx, { code: FOREIGN_URL_ERROR_CODE, message: `${name} 不是本商店的網址（模擬器只回傳到 ${options.shopBaseUrl}）` });
  const payment: EcpayMerchant = { merchantId: c.merchantId, hashKey: c.hashKey, hashIv: c.hashIv };
  const logistics: EcpayMerchant = { merchantId: c.logisticsMerchantId, hashKey: c.logisticsHashKey, hashIv: c.logisticsHashIv };

  const { trades, byMerchantTradeNo, remember } = tradeBook();
  let sequence = 0;
  const { resultFields, deliver } = notifications(options, payment);

  const policy = pagePolicy([base.origin, new URL(options.shopBaseUrl).origin]);
  const htmlAnswer = htmlAnswerUnder(policy);
  const ecpayError = (ctx: Context, error: { code: string; message: string }, status = 200) =>
    htmlAnswer(ctx, page('交易失敗', html`<h1>交易失敗</h1><p class="error">${error.code} ${error.message}</p>`), status);

  // ---- AIO checkout -------------------------------------------------------------------------------------
  router.post(AIO_CHECKOUT_PATH, async (ctx) => {
    const fields = await readFormFields(ctx);
    if (fields.MerchantID !== payment.merchantId) return ecpayError(ctx, { code: 'SANDBOX_MERCHANT_ID', message: `MerchantID Error（${fields.MerchantID ?? ''}）` });
    if (!verifyCheckMacValue(fields, payment, 'sha256')) return ecpayError(ctx, CHECK_MAC_VALUE_ERROR);
    const problem = checkoutProblem(fields);
    if (problem) return ecpayError(ctx, { code: 'SANDBOX_PARAMETER_ERROR', message: problem });
    // Checked before the trade is kept: a trade never holds an address the simulator would not call.
    const foreign = foreignField(fields, AIO_CALLBACK_FIELDS);
    if (foreign) return foreignUrlError(ctx, foreign);
    if (byMerchantTradeNo.has(fields.MerchantTradeNo)) return ecpayError(ctx, DUPLICATE_TRADE_NO_ERROR);

    const trade: Trade = { id: randomUUID(), request: fields, state: 'pending', receivedAt: clock.now(), tradeNo: '', paymentDate: '' };
    remember(trade);
    htmlAnswer(ctx, cardPage(publicBase, trade));
  });

  router.post(`${AIO_CHECKOUT_PATH}/:id/:action`, async (ctx) => {
    await readFormFields(ctx);
    const trade = trades.get(ctx.params.id);
    const action = ctx.params.action;
    if (!trade || !['pay', 'fail', 'cancel'].includes(action)) return ecpayError(ctx, { code: 'SANDBOX_NOT_FOUND', message: '查無此交易' }, 404);
    if (trade.state !== 'pending') return ecpayError(ctx, { code: 'SANDBOX_TRADE_CLOSED', message: `此交易已結束（${trade.state}）` }, 409);
    const r = trade.request;
    if (action === 'cancel') {
      trade.state = 'cancelled';
      if (r.ClientBackURL) return ctx.redirect(r.ClientBackURL);
      return htmlAnswer(ctx, page('已取消付款', html`<h1>已取消付款</h1><p>訂單 ${r.MerchantTradeNo} 未付款，您可以關閉此頁面。</p>`));
    }
    const now = clock.now();
    trade.state = action === 'pay' ? 'paid' : 'failed';
    trade.tradeNo = ecpayTradeNo(now, (sequence = (sequence + 1) % 10000));
    trade.paymentDate = formatEcpayDateTime(now);
    const result = resultFields(trade, 1);
    await deliver(trade, 1);

    if (r.OrderResultURL) return htmlAnswer(ctx, autoSubmitPage('付款結果', '正在返回商店…', r.OrderResultURL, signFields(result, payment, 'sha256')));
    const back = r.ClientBackURL ? html`<p><a href="${r.ClientBackURL}">返回商店</a></p>` : html``;
    const headline = trade.state === 'paid' ? '付款成功' : '付款失敗';
    return htmlAnswer(ctx, page(headline, html`<h1>${headline}</h1><p>訂單編號 ${r.MerchantTradeNo}，綠界交易編號 ${trade.tradeNo}</p>${back}`));
  });

  router.get(`${AIO_CHECKOUT_PATH}/:id/timeout`, (ctx) => {
    const trade = trades.get(ctx.params.id);
    if (!trade) return ecpayError(ctx, { code: 'SANDBOX_NOT_FOUND', message: '查無此交易' }, 404);
    if (trade.state === 'pending') trade.state = 'expired';
    const back = trade.request.ClientBackURL ? html`<p><a href="${trade.request.ClientBackURL}">返回商店</a></p>` : html``;
    htmlAnswer(ctx, page('付款逾時', html`<h1>付款逾時</h1><p>訂單 ${trade.request.MerchantTradeNo} 未在時限內完成付款，交易未成立；不會發送付款通知。</p>${back}`));
  });

  // ---- QueryTradeInfo -----------------------------------------------------------------------------------
  router.post(AIO_QUERY_TRADE_PATH, async (ctx) => {
    const fields = await readFormFields(ctx);
    ctx.type = 'text/html; charset=utf-8';
    if (fields.MerchantID !== payment.merchantId) return void (ctx.body = 'MerchantID Error');
    if (!verifyCheckMacValue(fields, payment, 'sha256')) return void (ctx.body = `${CHECK_MAC_VALUE_ERROR.code}|${CHECK_MAC_VALUE_ERROR.message}`);
    const stamp = Number(fields.TimeStamp);
    if (!/^\d{10}$/.test(fields.TimeStamp ?? '') || Math.abs(clock.now().getTime() / 1000 - stamp) > 180) {
      return void (ctx.body = 'TimeStamp Error（須為 3 分鐘內的 Unix 秒數）');
    }
    const trade = byMerchantTradeNo.get(fields.MerchantTradeNo ?? '');
    ctx.body = toEcpayAnswer(signFields(queryAnswer(payment, fields.MerchantTradeNo ?? '', trade), payment, 'sha256'));
  });

  // ---- e-map ---------------------------------------------------------------------------------------------
  router.post(LOGISTICS_MAP_PATH, async (ctx) => {
    const fields = await readFormFields(ctx);
    if (fields.MerchantID !== logistics.merchantId) return ecpayError(ctx, { code: 'SANDBOX_MERCHANT_ID', message: `MerchantID Error（${fields.MerchantID ?? ''}）` });
    // ECPay's parameter list has no CheckMacValue here; the current SDKs send an MD5 one. A sent one must verify.
    if (fields.CheckMacValue !== undefined && !verifyCheckMacValue(fields, logistics, 'md5')) return ecpayError(ctx, CHECK_MAC_VALUE_ERROR);
    const problem = mapProblem(fields);
    if (problem) return ecpayError(ctx, { code: 'SANDBOX_PARAMETER_ERROR', message: problem });
    if (foreignField(fields, ['ServerReplyURL'])) return foreignUrlError(ctx, 'ServerReplyURL');
    htmlAnswer(ctx, storeListPage(logistics, fields));
  });

  // ---- C2C shipments and the logistics back office (issue 12) -------------------------------------------------
  mountLogisticsBackOffice(router, { options, logistics, clock, publicBase, isShopUrl, htmlAnswer });

  // ---- B2C e-invoices (issue 30) ----------------------------------------------------------------------------
  mountEinvoices(router, { merchantId: c.invoiceMerchantId, hashKey: c.invoiceHashKey, hashIv: c.invoiceHashIv }, clock);

  return router;
}
