import Koa from 'koa';
import { signFields } from '../../../adapters/ecpay/check-mac-value';
import { ECPAY_STAGE_CONFIG, EcpayGateway } from '../../../adapters/ecpay/ecpay-gateway';
import { parseFormBody } from '../../../adapters/ecpay/form-encoding';
import { formatEcpayDateTime } from '../../../adapters/ecpay/taipei-time';
import type { NotificationVerification } from '../../../application/payments/payment-gateway.port';
import { closeServer, listen, waitFor as waitUntil, type LocalServer } from '../testing/local-servers';
import { ecpaySandboxRouter } from './ecpay-sandbox-router';
import { FOREIGN_URL_ERROR_CODE } from './result-codes';
import type { NotificationDelivery } from './sandbox-options';
import { escapeHtml } from './html';
import { SANDBOX_STORES } from './stores';


/** The forms of a page, as a browser would submit them (entities decoded). */
function formsOf(page: string): Array<{ action: string; fields: Record<string, string> }> {
  const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return [...page.matchAll(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)].map(([, action, body]) => ({
    action: decode(action),
    fields: Object.fromEntries([...body.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, n, v]) => [decode(n), decode(v)])),
  }));
}
const post = (url: string, fields: Record<string, string>, redirect: RequestRedirect = 'follow') =>
  fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect });

describe('ECPay sandbox router', () => {
  let sandbox: LocalServer;
  let shop: LocalServer;
  /** Another server the shop's network could reach (an internal service, a phishing page): must hear nothing. */
  let elsewhere: LocalServer;
  let elsewhereHits: string[];
  let base: string;
  let gateway: EcpayGateway;
  let deliveries: NotificationDelivery[];
  /** What the shop's ReturnURL received, and how it answers (in order; the last answer repeats). */
  let notifications: Array<{ path: string; fields: Record<string, string>; verification: NotificationVerification }>;
  let answers: string[];
  let mapReplies: Array<Record<string, string>>;

  beforeAll(async () => {
    sandbox = await listen();
    shop = await listen();
    elsewhere = await listen();
    elsewhere.handle((req, res) => { elsewhereHits.push(`${req.method} ${req.url}`); res.end('1|OK'); });
    base = `${sandbox.origin}/sandbox/ecpay`;
    const app = new Koa();
    const router = ecpaySandboxRouter({
      credentials: ECPAY_STAGE_CONFIG,
      publicBaseUrl: base,
      shopBaseUrl: shop.origin,
      retryDelaysMs: [30, 30, 30, 30],
      notifyTimeoutMs: 2000,
      onDelivery: (delivery) => deliveries.push(delivery),
    });
    app.use(router.routes()).use(router.allowedMethods());
    sandbox.handle(app.callback());
    gateway = new EcpayGateway({ aioBaseUrl: base, logisticsBaseUrl: base });

    const shopApp = new Koa();
    shopApp.use(async (ctx) => {
      let text = '';
      for await (const chunk of ctx.req) text += String(chunk);
      const fields = parseFormBody(text);
      if (ctx.path === '/api/ecpay/return') {
        const verification = gateway.verifyNotification(fields);
        notifications.push({ path: ctx.path, fields, verification });
        ctx.type = 'text/plain';
        ctx.body = answers.length > 1 ? answers.shift()! : answers[0];
      } else if (ctx.path === '/api/ecpay/cvs-map-reply') {
        mapReplies.push(fields);
        ctx.body = 'store received';
      } else {
        ctx.body = `shop page ${ctx.path}`;
      }
    });
    shop.handle(shopApp.callback());
  });
  afterAll(async () => { await closeServer(sandbox.server); await closeServer(shop.server); await closeServer(elsewhere.server); });
  beforeEach(() => { deliveries = []; notifications = []; answers = ['1|OK']; mapReplies = []; elsewhereHits = []; });

  let counter = 0;
  const newTradeNo = () => `SBX${Date.now()}${counter++}`.slice(0, 20);
  const prepare = (overrides: Partial<Parameters<EcpayGateway['preparePayment']>[0]> = {}) => gateway.preparePayment({
    tradeNo: newTradeNo(), amount: 1250, itemNames: ['經典T恤 x2', '帆布袋 (大) x1'], tradeDate: new Date(),
    returnUrl: `${shop.origin}/api/ecpay/return`, orderResultUrl: `${shop.origin}/checkout/result`, clientBackUrl: `${shop.origin}/orders/42`,
    reference: 'order-42', ...overrides,
  });
  async function openCardPage(form = prepare()) {
    const response = await post(form.paymentUrl, form.formData);
    const text = await response.text();
    const actions = formsOf(text);
    return { form, response, text, payUrl: actions[0]?.action ?? '', tradeNo: form.formData.MerchantTradeNo };
  }
  const waitFor = (condition: () => boolean, ms = 2000) => waitUntil(condition, ms);

  describe('AioCheckOut/V5', () => {
    it('answers a correct form with the card page: amount, trade no, items, test card, pay / fail / cancel, time-out link', async () => {
      const { response, text, tradeNo, payUrl } = await openCardPage();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(text).toContain('NT$ 1,250');
      expect(text).toContain(tradeNo);
      expect(text).toContain('<li>帆布袋 (大) x1</li>');
      expect(text).toContain('4311-9522-2222-2222');
      expect(text).toMatch(/確認付款[\s\S]*模擬付款失敗[\s\S]*取消/);
      expect(text).toContain('讓交易逾時');
      expect(payUrl).toMatch(new RegExp(`^${base}/Cashier/AioCheckOut/V5/[0-9a-f-]{36}/pay$`));
    });

    it('escapes what it echoes', async () => {
      const fields = signFields({ ...prepare().formData, ItemName: '<img src=x onerror=alert(1)>#"A&B"' }, ECPAY_STAGE_CONFIG, 'sha256');
      const text = await (await post(`${base}/Cashier/AioCheckOut/V5`, fields)).text();
      expect(text).not.toContain('<img');
      expect(text).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(text).toContain('&quot;A&amp;B&quot;');
      expect(escapeHtml(`<a href='x'>&</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
    });

    it('refuses a wrong CheckMacValue with ECPay\'s 10200073 CheckMacValue Error, and keeps nothing', async () => {
      const form = prepare();
      const tampered = { ...form.formData, TotalAmount: '1' };
      const text = await (await post(form.paymentUrl, tampered)).text();
      expect(text).toContain('10200073 CheckMacValue Error');
      const lower = await (await post(form.paymentUrl, { ...form.formData, CheckMacValue: 'A'.repeat(64) })).text();
      expect(lower).toContain('10200073');
      // the trade no was not used up by the refused attempts
      expect((await openCardPage(form)).text).toContain('NT$ 1,250');
    });

    it('refuses another merchant, a missing field, a reused trade no', async () => {
      const other = new EcpayGateway({ aioBaseUrl: base, merchantId: '3002599', hashKey: 'spPjZn66i0OhqJsQ', hashIv: 'hT5OJckN45isQTTs' });
      const otherForm = other.preparePayment({ tradeNo: newTradeNo(), amount: 5, itemNames: ['x'], tradeDate: new Date(), returnUrl: `${shop.origin}/r` });
      expect(await (await post(otherForm.paymentUrl, otherForm.formData)).text()).toContain('MerchantID Error');

      const withoutDesc = Object.fromEntries(Object.entries(prepare().formData).filter(([k]) => k !== 'TradeDesc'));
      expect(await (await post(`${base}/Cashier/AioCheckOut/V5`, signFields(withoutDesc, ECPAY_STAGE_CONFIG, 'sha256'))).text()).toContain('缺少必要參數：TradeDesc');

      const form = prepare();
      await openCardPage(form);
      expect(await (await post(form.paymentUrl, form.formData)).text()).toContain('10200047');
    });

    it('Pay: a signed notification the shop verifies, then the browser is POSTed the signed result to OrderResultURL', async () => {
      const { payUrl, tradeNo } = await openCardPage();
      const response = await post(payUrl, { CardNo: '4311-9522-2222-2222' });
      const text = await response.text();

      expect(notifications).toHaveLength(1);
      const [{ verification }] = notifications;
      expect(verification.ok).toBe(true);
      expect(verification.ok && verification.notification).toMatchObject({
        merchantTradeNo: tradeNo, rtnCode: 1, rtnMsg: '交易成功', tradeAmt: 1250, succeeded: true, simulatePaid: false,
        paymentType: 'Credit_CreditCard', reference: 'order-42',
      });
      expect(verification.ok && verification.notification.tradeNo).toMatch(/^\d{16}$/);
      expect(Object.keys(notifications[0].fields).sort()).toEqual(['CheckMacValue', 'CustomField1', 'CustomField2', 'CustomField3', 'CustomField4', 'MerchantID',
        'MerchantTradeNo', 'PaymentDate', 'PaymentType', 'PaymentTypeChargeFee', 'RtnCode', 'RtnMsg', 'SimulatePaid', 'StoreID', 'TradeAmt', 'TradeDate', 'TradeNo']);
      expect(deliveries).toEqual([expect.objectContaining({ attempt: 1, acknowledged: true, status: 200, body: '1|OK' })]);

      const [back] = formsOf(text);
      expect(back.action).toBe(`${shop.origin}/checkout/result`);
      expect(text).toContain(".submit()");
      expect(gateway.verifyNotification(back.fields)).toMatchObject({ ok: true, notification: { merchantTradeNo: tradeNo, succeeded: true } });

      expect(await gateway.queryTrade(tradeNo)).toMatchObject({ status: 'paid', tradeStatus: '1', tradeAmt: 1250, tradeNo: back.fields.TradeNo });
      // a second click does not pay twice
      expect((await post(payUrl, {})).status).toBe(409);
    });

    it('redelivers while the shop does not answer exactly 1|OK (resends say RtnMsg=paid), then stops', async () => {
      answers = ['OK', '1|OK\n', '1|OK'];
      const { payUrl } = await openCardPage();
      await post(payUrl, {});
      await waitFor(() => notifications.length >= 3);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(notifications).toHaveLength(3);
      expect(notifications.map((n) => n.fields.RtnMsg)).toEqual(['交易成功', 'paid', 'paid']);
      expect(notifications.every((n) => n.verification.ok)).toBe(true);
      expect(deliveries.map((d) => d.acknowledged)).toEqual([false, false, true]);
    });

    it('gives up after 4 redeliveries (5 in all) when the shop never acknowledges', async () => {
      answers = ['0|CheckMacValue Error'];
      const { payUrl } = await openCardPage();
      await post(payUrl, {});
      await waitFor(() => deliveries.length >= 5);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(deliveries.map((d) => d.attempt)).toEqual([1, 2, 3, 4, 5]);
    });

    it('Fail: a signed notification with an error RtnCode; the query says the trade failed', async () => {
      const { payUrl, tradeNo } = await openCardPage();
      const failUrl = payUrl.replace(/\/pay$/, '/fail');
      const text = await (await post(failUrl, {})).text();
      const [{ verification }] = notifications;
      expect(verification.ok && verification.notification).toMatchObject({ succeeded: false, rtnCode: 10100058 });
      expect(gateway.verifyNotification(formsOf(text)[0].fields)).toMatchObject({ ok: true, notification: { succeeded: false } });
      expect(await gateway.queryTrade(tradeNo)).toMatchObject({ status: 'other', tradeStatus: '10200095' });
    });

    it('without OrderResultURL the result page links back to ClientBackURL', async () => {
      const { payUrl } = await openCardPage(prepare({ orderResultUrl: undefined }));
      const text = await (await post(payUrl, {})).text();
      expect(text).toContain('付款成功');
      expect(text).toContain(`<a href="${shop.origin}/orders/42">返回商店</a>`);
    });

    it('Cancel: back to ClientBackURL with no notification; the trade stays unpaid', async () => {
      const { payUrl, tradeNo } = await openCardPage();
      const response = await post(payUrl.replace(/\/pay$/, '/cancel'), {}, 'manual');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`${shop.origin}/orders/42`);
      expect(notifications).toHaveLength(0);
      expect(await gateway.queryTrade(tradeNo)).toMatchObject({ status: 'unpaid', tradeStatus: '0', tradeNo: '' });
    });

    it('Time-out: no notification, unpaid, and paying afterwards is refused', async () => {
      const { payUrl, tradeNo } = await openCardPage();
      const text = await (await fetch(payUrl.replace(/\/pay$/, '/timeout'))).text();
      expect(text).toContain('付款逾時');
      expect((await post(payUrl, {})).status).toBe(409);
      expect(notifications).toHaveLength(0);
      expect((await gateway.queryTrade(tradeNo)).status).toBe('unpaid');
    });
  });

  describe('QueryTradeInfo/V5', () => {
    const queryUrl = () => `${base}/Cashier/QueryTradeInfo/V5`;
    const stamp = () => String(Math.floor(Date.now() / 1000));

    it('answers an unknown trade with a signed answer the client reads as other', async () => {
      expect(await gateway.queryTrade('NOSUCHTRADE1')).toMatchObject({ status: 'other', tradeStatus: 'SANDBOX_TRADE_NOT_FOUND' });
    });

    it('refuses a wrong mac, another merchant and a stale TimeStamp (the client then throws)', async () => {
      const fields = { MerchantID: '3002607', MerchantTradeNo: 'ABC', TimeStamp: stamp() };
      expect(await (await post(queryUrl(), { ...fields, CheckMacValue: 'X' })).text()).toBe('10200073|CheckMacValue Error');
      expect(await (await post(queryUrl(), signFields({ ...fields, MerchantID: '1' }, ECPAY_STAGE_CONFIG, 'sha256'))).text()).toBe('MerchantID Error');
      const stale = String(Math.floor(Date.now() / 1000) - 181);
      expect(await (await post(queryUrl(), signFields({ ...fields, TimeStamp: stale }, ECPAY_STAGE_CONFIG, 'sha256'))).text()).toMatch(/^TimeStamp Error/);
      const wrongKeys = new EcpayGateway({ aioBaseUrl: base, merchantId: '3002607', hashKey: 'x'.repeat(16), hashIv: ECPAY_STAGE_CONFIG.hashIv });
      await expect(wrongKeys.queryTrade('ABC')).rejects.toMatchObject({ reason: 'mac_invalid' });
    });
  });

  describe('Express/map', () => {
    it.each([['UNIMARTC2C', '7-ELEVEN'], ['FAMIC2C', '全家']] as const)('%s lists its stores, and a choice is POSTed back to ServerReplyURL', async (subType, prefix) => {
      const form = gateway.prepareStoreMap({ subType, tradeNo: 'MAP20250101A001', replyUrl: `${shop.origin}/api/ecpay/cvs-map-reply`, extraData: 'cart-7' });
      const text = await (await post(form.mapUrl, form.formData)).text();
      const forms = formsOf(text);
      expect(forms.length).toBe(SANDBOX_STORES[subType].length);
      expect(forms.length).toBeGreaterThanOrEqual(24);
      expect(forms.every((f) => f.action === `${shop.origin}/api/ecpay/cvs-map-reply` && f.fields.CVSStoreName.startsWith(prefix))).toBe(true);
      for (const city of ['台北市', '新北市', '台中市', '高雄市']) expect(text).toContain(`<h2>${city}</h2>`);

      const chosen = forms[1];
      const reply = await post(chosen.action, chosen.fields);
      expect(await reply.text()).toBe('store received');
      expect(mapReplies).toHaveLength(1);
      const result = gateway.parseStoreSelection(mapReplies[0]);
      expect(result).toEqual({ ok: true, selection: expect.objectContaining({ subType, merchantTradeNo: 'MAP20250101A001', extraData: 'cart-7', storeId: SANDBOX_STORES[subType][1].id, outlyingIsland: false }) });
      expect(Object.keys(mapReplies[0]).sort()).toEqual(['CVSAddress', 'CVSOutSide', 'CVSStoreID', 'CVSStoreName', 'CVSTelephone', 'ExtraData', 'LogisticsSubType', 'MerchantID', 'MerchantTradeNo']);
    });

    it('marks the outlying-island store', async () => {
      const form = gateway.prepareStoreMap({ subType: 'FAMIC2C', tradeNo: 'MAP1', replyUrl: `${shop.origin}/api/ecpay/cvs-map-reply` });
      const island = formsOf(await (await post(form.mapUrl, form.formData)).text()).find((f) => f.fields.CVSOutSide === '1');
      expect(island?.fields.CVSAddress).toMatch(/^金門縣/);
      expect(gateway.parseStoreSelection(island!.fields)).toMatchObject({ ok: true, selection: { outlyingIsland: true } });
    });

    it('accepts an unsigned request (ECPay\'s parameter list has no mac) but refuses a wrong one, another merchant, other chains', async () => {
      const form = gateway.prepareStoreMap({ subType: 'UNIMARTC2C', tradeNo: 'MAP2', replyUrl: `${shop.origin}/api/ecpay/cvs-map-reply`, device: 'mobile' });
      const unsigned = Object.fromEntries(Object.entries(form.formData).filter(([k]) => k !== 'CheckMacValue'));
      expect(await (await post(form.mapUrl, unsigned)).text()).toContain('選擇此門市');
      expect(await (await post(form.mapUrl, { ...form.formData, ExtraData: 'other' })).text()).toContain('10200073 CheckMacValue Error');
      expect(await (await post(form.mapUrl, { ...unsigned, MerchantID: '2000132' })).text()).toContain('MerchantID Error');
      expect(await (await post(form.mapUrl, { ...unsigned, LogisticsSubType: 'HILIFEC2C' })).text()).toContain('模擬器僅提供');
    });
  });

  describe('sends notifications and browsers only to the shop (no SSRF, no open redirect)', () => {
    const foreignUrls = () => [
      `${elsewhere.origin}/api/ecpay/return`,
      'http://169.254.169.254/latest/meta-data/',
      `${shop.origin.replace('http:', 'https:')}/api/ecpay/return`,
      `http://attacker@${shop.origin.slice('http://'.length)}/api/ecpay/return`,
    ];
    it.each(['ReturnURL', 'OrderResultURL', 'ClientBackURL'] as const)('an AIO form whose %s is elsewhere gets an error page; nothing is sent or kept', async (field) => {
      const urls = { ReturnURL: 'returnUrl', OrderResultURL: 'orderResultUrl', ClientBackURL: 'clientBackUrl' } as const;
      for (const url of foreignUrls()) {
        const form = prepare({ [urls[field]]: url });
        expect(form.formData[field]).toBe(url);
        const response = await post(form.paymentUrl, form.formData, 'manual');
        const text = await response.text();
        expect(response.status).toBe(200);
        expect(text).toContain(FOREIGN_URL_ERROR_CODE);
        expect(text).toContain(field);
        expect(formsOf(text)).toEqual([]);
        // The trade was not kept: the query does not know it, so no later step can call or redirect.
        expect(await gateway.queryTrade(form.formData.MerchantTradeNo)).toMatchObject({ status: 'other' });
      }
      expect(elsewhereHits).toEqual([]);
      expect(deliveries).toEqual([]);
    });

    it('a store map whose ServerReplyURL is elsewhere gets an error page, with no store form posting there', async () => {
      for (const url of foreignUrls()) {
        const form = gateway.prepareStoreMap({ subType: 'UNIMARTC2C', tradeNo: 'MAP3', replyUrl: url });
        const text = await (await post(form.mapUrl, form.formData)).text();
        expect(text).toContain(FOREIGN_URL_ERROR_CODE);
        expect(text).toContain('ServerReplyURL');
        expect(formsOf(text)).toEqual([]);
        expect(text).not.toContain('選擇此門市');
      }
      expect(elsewhereHits).toEqual([]);
    });
  });

  it('dates in notifications are Taipei time', async () => {
    const before = formatEcpayDateTime(new Date(Date.now() - 1000));
    const { payUrl } = await openCardPage();
    await post(payUrl, {});
    expect(notifications[0].fields.PaymentDate >= before).toBe(true);
  });
});
