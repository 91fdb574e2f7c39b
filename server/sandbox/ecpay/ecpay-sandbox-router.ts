import { randomUUID } from 'node:crypto';
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { systemClock } from '../../../adapters/clock/system-clock';
import { AIO_CHECKOUT_PATH, AIO_QUERY_TRADE_PATH, ECPAY_ACK_BODY, type EcpayMerchant } from '../../../adapters/ecpay/aio-payment';
import { signFields, verifyCheckMacValue } from '../../../adapters/ecpay/check-mac-value';
import type { EcpayConfig } from '../../../adapters/ecpay/ecpay-gateway';
import { toEcpayAnswer, toFormBody } from '../../../adapters/ecpay/form-encoding';
import { readFormFields } from '../../http/form-body';
import { LOGISTICS_MAP_PATH } from '../../../adapters/ecpay/logistics-map';
import { formatEcpayDateTime, parseEcpayDateTime } from '../../../adapters/ecpay/taipei-time';
import type { Clock } from '../../../application/shared/clock.port';
import { STORE_CHAINS, type StoreChain } from '../../../application/payments/store-map.port';
import { autoSubmitPage, hiddenInputs, html, page, pagePolicy } from './html';
import { CHAIN_NAMES, SANDBOX_STORES } from './stores';

/**
 * An offline stand-in for ECPay (design.md section 5): AIO credit checkout with its card page and signed
 * notifications, QueryTradeInfo, and the C2C store map. It checks MerchantID and CheckMacValue exactly as
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
 *
 * State (the trades) is in memory: the simulator plays a remote service, it is not part of the shop.
 */

export type EcpaySandboxCredentials = Pick<EcpayConfig, 'merchantId' | 'hashKey' | 'hashIv' | 'logisticsMerchantId' | 'logisticsHashKey' | 'logisticsHashIv'>;

export interface NotificationDelivery {
  merchantTradeNo: string;
  /** 1 for the first delivery. */
  attempt: number;
  url: string;
  /** True when the shop answered exactly '1|OK'. */
  acknowledged: boolean;
  status?: number;
  body?: string;
  error?: string;
}

export interface EcpaySandboxOptions {
  /** The merchant accounts the simulator plays ECPay for (the same values the shop's EcpayGateway uses). */
  credentials: EcpaySandboxCredentials;
  /**
   * The absolute address browsers use to reach the simulator, e.g. 'http://localhost:3000/sandbox/ecpay'.
   * Its path is the router's prefix; the pages' forms post to it.
   */
  publicBaseUrl: string;
  /**
   * The shop's own base address (PUBLIC_BASE_URL). ReturnURL, OrderResultURL, ClientBackURL and ServerReplyURL
   * must lie under it: the simulator runs inside the shop's network, so posting to any URL a form names
   * would let anybody make the shop's server call internal addresses (SSRF), and redirecting anywhere would
   * make the shop's domain an open redirect. A request naming another address gets an error page.
   */
  shopBaseUrl: string;
  /** Delivers ReturnURL notifications (server to server). Default: global fetch. */
  fetch?: typeof fetch;
  clock?: Clock;
  /**
   * Delays before the redeliveries of a notification that was not answered '1|OK'. ECPay waits 5 to 15
   * minutes, 4 more times; the default is a compressed demo schedule.
   */
  retryDelaysMs?: readonly number[];
  /** How long one delivery may take (ECPay: about 10 s). */
  notifyTimeoutMs?: number;
  /** Called after every delivery attempt (logs, tests). */
  onDelivery?: (delivery: NotificationDelivery) => void;
}

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [10_000, 30_000, 60_000, 120_000];
const MAX_TRADES = 2000;

/** The simulator's own error for a callback address outside the shop (ECPay's wording for it is not public). */
export const FOREIGN_URL_ERROR_CODE = 'SANDBOX_FOREIGN_URL';

/** ECPay's error for a wrong mac (verified: ECPay/ECPayAIO_Node.js#9). The other codes below are the simulator's own. */
export const CHECK_MAC_VALUE_ERROR = { code: '10200073', message: 'CheckMacValue Error' };
/** 10200047 for a reused MerchantTradeNo comes from ECPay's API skill notes (UNVERIFIED). */
export const DUPLICATE_TRADE_NO_ERROR = { code: '10200047', message: '訂單編號重複（MerchantTradeNo 不可重複使用）' };
/** The RtnCode of a declined card; ECPay documents only "anything but 1 is abnormal", the value is the simulator's. */
export const DECLINED_RTN_CODE = '10100058';
/** TradeStatus of a failed trade in QueryTradeInfo (UNVERIFIED reading of 10200095 '交易未成立'). */
export const FAILED_TRADE_STATUS = '10200095';
export const UNKNOWN_TRADE_STATUS = 'SANDBOX_TRADE_NOT_FOUND';

type TradeState = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';

interface Trade {
  id: string;
  request: Record<string, string>;
  state: TradeState;
  receivedAt: Date;
  tradeNo: string;
  paymentDate: string;
}

export function ecpaySandboxRouter(options: EcpaySandboxOptions): Router {
  const base = new URL(options.publicBaseUrl);
  const publicBase = options.publicBaseUrl.replace(/\/+$/, '');
  const prefix = base.pathname.replace(/\/+$/, '');
  const router = new Router(prefix === '' ? {} : { prefix });
  const clock = options.clock ?? systemClock;
  const doFetch = options.fetch ?? ((input: string | URL | Request, init?: RequestInit) => fetch(input, init));
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const notifyTimeoutMs = options.notifyTimeoutMs ?? 10_000;
  const { credentials: c } = options;
  const isShopUrl = shopUrlCheck(options.shopBaseUrl);
  /** The first of `names` whose value is set but lies outside the shop; undefined when all are fine. */
  const foreignField = (fields: Record<string, string>, names: readonly string[]) =>
    names.find((name) => fields[name] !== undefined && fields[name] !== '' && !isShopUrl(fields[name]));
  const foreignUrlError = (ctx: Context, name: string) =>
    ecpayError(ctx, { code: FOREIGN_URL_ERROR_CODE, message: `${name} 不是本商店的網址（模擬器只回傳到 ${options.shopBaseUrl}）` });
  const payment: EcpayMerchant = { merchantId: c.merchantId, hashKey: c.hashKey, hashIv: c.hashIv };
  const logistics: EcpayMerchant = { merchantId: c.logisticsMerchantId, hashKey: c.logisticsHashKey, hashIv: c.logisticsHashIv };

  const trades = new Map<string, Trade>();
  const byMerchantTradeNo = new Map<string, Trade>();
  let sequence = 0;

  const policy = pagePolicy([base.origin, new URL(options.shopBaseUrl).origin]);
  const htmlAnswer = (ctx: Context, body: string, status = 200) => {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Security-Policy', policy);
    ctx.body = body;
  };
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
    htmlAnswer(ctx, cardPage(trade));
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
    ctx.body = toEcpayAnswer(signFields(queryAnswer(fields.MerchantTradeNo ?? '', trade), payment, 'sha256'));
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
    htmlAnswer(ctx, storeListPage(fields));
  });

  return router;

  // ---- helpers (closures over the state above) ------------------------------------------------------------

  function remember(trade: Trade): void {
    trades.set(trade.id, trade);
    byMerchantTradeNo.set(trade.request.MerchantTradeNo, trade);
    if (trades.size > MAX_TRADES) {
      const oldest = trades.values().next().value as Trade;
      trades.delete(oldest.id);
      byMerchantTradeNo.delete(oldest.request.MerchantTradeNo);
    }
  }

  function resultFields(trade: Trade, attempt: number): Record<string, string> {
    const r = trade.request;
    const paid = trade.state === 'paid';
    const amount = Number(r.TotalAmount);
    return {
      CustomField1: r.CustomField1 ?? '',
      CustomField2: r.CustomField2 ?? '',
      CustomField3: r.CustomField3 ?? '',
      CustomField4: r.CustomField4 ?? '',
      MerchantID: payment.merchantId,
      MerchantTradeNo: r.MerchantTradeNo,
      PaymentDate: trade.paymentDate,
      PaymentType: 'Credit_CreditCard',
      PaymentTypeChargeFee: paid ? String(Math.round(amount * 0.02)) : '0',
      RtnCode: paid ? '1' : DECLINED_RTN_CODE,
      // Observed on ECPay: the first delivery says 交易成功, redeliveries say 'paid'.
      RtnMsg: paid ? (attempt === 1 ? '交易成功' : 'paid') : '授權失敗（模擬）',
      SimulatePaid: '0',
      StoreID: r.StoreID ?? '',
      TradeAmt: r.TotalAmount,
      TradeDate: formatEcpayDateTime(trade.receivedAt),
      TradeNo: trade.tradeNo,
    };
  }

  async function deliver(trade: Trade, attempt: number): Promise<void> {
    const url = trade.request.ReturnURL;
    const delivery: NotificationDelivery = { merchantTradeNo: trade.request.MerchantTradeNo, attempt, url, acknowledged: false };
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
        body: toFormBody(signFields(resultFields(trade, attempt), payment, 'sha256')),
        signal: AbortSignal.timeout(notifyTimeoutMs),
        redirect: 'manual',
      });
      delivery.status = response.status;
      delivery.body = (await response.text()).slice(0, 200);
      delivery.acknowledged = response.status === 200 && delivery.body === ECPAY_ACK_BODY;
    } catch (error) {
      delivery.error = (error as Error)?.message ?? String(error);
    }
    options.onDelivery?.(delivery);
    const delay = retryDelays[attempt - 1];
    if (!delivery.acknowledged && delay !== undefined) {
      setTimeout(() => { void deliver(trade, attempt + 1); }, delay).unref();
    }
  }

  function queryAnswer(merchantTradeNo: string, trade: Trade | undefined): Record<string, string> {
    const r = trade?.request ?? {};
    const status = !trade ? UNKNOWN_TRADE_STATUS : trade.state === 'paid' ? '1' : trade.state === 'failed' ? FAILED_TRADE_STATUS : '0';
    const paid = trade?.state === 'paid';
    return {
      MerchantID: payment.merchantId,
      MerchantTradeNo: merchantTradeNo,
      StoreID: r.StoreID ?? '',
      TradeNo: trade?.tradeNo ?? '',
      TradeAmt: r.TotalAmount ?? '0',
      PaymentDate: paid ? trade.paymentDate : '',
      PaymentType: trade && trade.state !== 'pending' && trade.state !== 'expired' && trade.state !== 'cancelled' ? 'Credit_CreditCard' : '',
      HandlingCharge: paid ? String(Math.round(Number(r.TotalAmount) * 0.02)) : '0',
      PaymentTypeChargeFee: paid ? String(Math.round(Number(r.TotalAmount) * 0.02)) : '0',
      TradeDate: trade ? formatEcpayDateTime(trade.receivedAt) : '',
      TradeStatus: status,
      ItemName: r.ItemName ?? '',
      CustomField1: r.CustomField1 ?? '',
      CustomField2: r.CustomField2 ?? '',
      CustomField3: r.CustomField3 ?? '',
      CustomField4: r.CustomField4 ?? '',
    };
  }

  function cardPage(trade: Trade): string {
    const r = trade.request;
    const action = (name: string) => `${publicBase}${AIO_CHECKOUT_PATH}/${trade.id}/${name}`;
    const items = r.ItemName.split('#').map((item) => html`<li>${item}</li>`);
    return page('信用卡付款', html`<h1>信用卡一次付清</h1>
<dl><dt>特店訂單編號</dt><dd>${r.MerchantTradeNo}</dd><dt>商店代號</dt><dd>${r.MerchantID}</dd>
<dt>交易描述</dt><dd>${r.TradeDesc}</dd><dt>商品</dt><dd><ul>${items}</ul></dd>
<dt>付款金額</dt><dd class="amount">NT$ ${Number(r.TotalAmount).toLocaleString('en-US')}</dd></dl>
<p class="hint">測試卡號 4311-9522-2222-2222，安全碼 222，有效期限請填未來的月/年。此為模擬頁面，不會扣款。</p>
<form method="post" action="${action('pay')}"><label>信用卡卡號 <input name="CardNo" value="4311-9522-2222-2222" autocomplete="off"></label>
<p><button class="primary" type="submit">確認付款</button>
<button class="danger" type="submit" formaction="${action('fail')}">模擬付款失敗</button>
<button type="submit" formaction="${action('cancel')}">取消</button></p></form>
<p><a href="${action('timeout')}">不付款，讓交易逾時</a></p>`);
  }

  function storeListPage(fields: Record<string, string>): string {
    const chain = fields.LogisticsSubType as StoreChain;
    const stores = SANDBOX_STORES[chain];
    const cities = [...new Set(stores.map((s) => s.city))];
    const sections = cities.map((city) => html`<h2>${city}</h2><ul class="stores">${stores.filter((s) => s.city === city).map((store) => html`<li>
<form method="post" action="${fields.ServerReplyURL}">${hiddenInputs({
      MerchantID: logistics.merchantId,
      MerchantTradeNo: fields.MerchantTradeNo ?? '',
      LogisticsSubType: chain,
      CVSStoreID: store.id,
      CVSStoreName: store.name,
      CVSAddress: store.address,
      CVSTelephone: store.telephone,
      CVSOutSide: store.outlyingIsland ? '1' : '0',
      ExtraData: fields.ExtraData ?? '',
    })}<span><strong>${store.name}</strong>（店號 ${store.id}）<br><span class="meta">${store.address}・${store.telephone}</span></span>
<button type="submit">選擇此門市</button></form></li>`)}</ul>`);
    return page(`${CHAIN_NAMES[chain]} 門市地圖`, html`<h1>${CHAIN_NAMES[chain]} 取貨門市</h1><p>請選擇取貨門市（模擬的電子地圖，共 ${stores.length} 家）。</p>${sections}`);
  }
}

/** The AIO fields the simulator posts to (ReturnURL) or sends the browser to (the other two). */
const AIO_CALLBACK_FIELDS = ['ReturnURL', 'OrderResultURL', 'ClientBackURL'] as const;

/**
 * Whether a URL lies under the shop's base address: same scheme, host and port, and within its path prefix
 * (a base of https://shop.example.com/tw admits /tw and /tw/..., not /twx or /admin).
 */
function shopUrlCheck(shopBaseUrl: string): (value: string) => boolean {
  const shop = new URL(shopBaseUrl);
  const prefix = shop.pathname.replace(/\/+$/, '');
  return (value) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    if (url.origin !== shop.origin || url.username !== '' || url.password !== '') return false;
    return prefix === '' || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
  };
}

/** What ECPay would refuse in an AIO credit request whose mac verified (research section 2); undefined when fine. */
function checkoutProblem(f: Record<string, string>): string | undefined {
  const required = ['MerchantTradeNo', 'MerchantTradeDate', 'PaymentType', 'TotalAmount', 'TradeDesc', 'ItemName', 'ReturnURL', 'ChoosePayment', 'EncryptType'];
  const missing = required.filter((name) => !f[name]);
  if (missing.length > 0) return `缺少必要參數：${missing.join(', ')}`;
  if (!/^[A-Za-z0-9]{1,20}$/.test(f.MerchantTradeNo)) return 'MerchantTradeNo 須為 20 字以內英數字';
  if (!parseEcpayDateTime(f.MerchantTradeDate)) return 'MerchantTradeDate 格式須為 yyyy/MM/dd HH:mm:ss';
  if (f.PaymentType !== 'aio') return 'PaymentType 須為 aio';
  if (!/^[1-9]\d{0,8}$/.test(f.TotalAmount)) return 'TotalAmount 須為正整數';
  if (f.TradeDesc.length > 200) return 'TradeDesc 超過 200 字';
  if (!isHttpUrl(f.ReturnURL) || f.ReturnURL.length > 200) return 'ReturnURL 須為 200 字以內的網址';
  for (const name of ['OrderResultURL', 'ClientBackURL']) {
    if (f[name] !== undefined && f[name] !== '' && (!isHttpUrl(f[name]) || f[name].length > 200)) return `${name} 須為 200 字以內的網址`;
  }
  if (f.OrderResultURL && f.OrderResultURL === f.ReturnURL) return 'OrderResultURL 不可與 ReturnURL 相同';
  if (f.ChoosePayment !== 'Credit' && f.ChoosePayment !== 'ALL') return '模擬器僅支援信用卡（ChoosePayment=Credit）';
  if (f.EncryptType !== '1') return 'EncryptType 須為 1';
  return undefined;
}

function mapProblem(f: Record<string, string>): string | undefined {
  if (f.LogisticsType !== 'CVS') return 'LogisticsType 須為 CVS';
  if (!STORE_CHAINS.includes(f.LogisticsSubType as StoreChain)) return '模擬器僅提供 UNIMARTC2C（7-ELEVEN）與 FAMIC2C（全家）';
  if (f.IsCollection !== 'N' && f.IsCollection !== 'Y') return 'IsCollection 須為 N 或 Y';
  if (!isHttpUrl(f.ServerReplyURL ?? '') || f.ServerReplyURL.length > 200) return 'ServerReplyURL 須為 200 字以內的網址';
  if ((f.ExtraData ?? '').length > 20) return 'ExtraData 超過 20 字';
  if (f.MerchantTradeNo !== undefined && !/^[A-Za-z0-9]{0,20}$/.test(f.MerchantTradeNo)) return 'MerchantTradeNo 須為 20 字以內英數字';
  if (f.Device !== undefined && f.Device !== '' && f.Device !== '0' && f.Device !== '1') return 'Device 須為 0 或 1';
  return undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** ECPay's own trade number: yyMMddHHmmss (Taipei) and 4 digits, e.g. 2501010905071234. */
function ecpayTradeNo(now: Date, sequence: number): string {
  return formatEcpayDateTime(now).replace(/\D/g, '').slice(2) + String(sequence).padStart(4, '0');
}
