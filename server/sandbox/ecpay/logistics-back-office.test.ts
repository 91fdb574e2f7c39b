import Koa from 'koa';
import { signFields } from '../../../adapters/ecpay/check-mac-value';
import { ECPAY_STAGE_CONFIG, type EcpayConfig } from '../../../adapters/ecpay/ecpay-gateway';
import { parseFormBody } from '../../../adapters/ecpay/form-encoding';
import { EcpayLogisticsGateway } from '../../../adapters/ecpay/logistics-gateway';
import { formatEcpayDateTime } from '../../../adapters/ecpay/taipei-time';
import type { ShipmentRequest, ShipmentStatusNotification } from '../../../application/shipping/logistics-gateway.port';
import { closeServer, listen, waitFor as waitUntil, type LocalServer } from '../testing/local-servers';
import { ecpaySandboxRouter } from './ecpay-sandbox-router';
import { DELIVERY_CHAINS, UNKNOWN_STATUS_CODE } from './logistics-codes';
import type { NotificationDelivery } from './sandbox-options';

const waitFor = (condition: () => boolean, ms = 3000) => waitUntil(condition, ms);
const LOGISTICS = { merchantId: ECPAY_STAGE_CONFIG.logisticsMerchantId, hashKey: ECPAY_STAGE_CONFIG.logisticsHashKey, hashIv: ECPAY_STAGE_CONFIG.logisticsHashIv };

describe('ECPay simulator: C2C logistics back office, driven through the shop\'s gateway', () => {
  let sandbox: LocalServer;
  let shop: LocalServer;
  let elsewhere: LocalServer;
  let elsewhereHits: string[];
  let base: string;
  let gateway: EcpayLogisticsGateway;
  let deliveries: NotificationDelivery[];
  /** What the shop's ServerReplyURL received, verified by the gateway, and how it answers (the last answer repeats). */
  let received: Array<{ fields: Record<string, string>; notification: ShipmentStatusNotification | null }>;
  let answers: string[];

  const mount = (target: LocalServer, extra: { logisticsAutoAdvanceMs?: number } = {}) => {
    const app = new Koa();
    const router = ecpaySandboxRouter({
      credentials: ECPAY_STAGE_CONFIG,
      publicBaseUrl: `${target.origin}/sandbox/ecpay`,
      shopBaseUrl: shop.origin,
      retryDelaysMs: [30, 30, 30, 30],
      notifyTimeoutMs: 2000,
      onDelivery: (delivery) => deliveries.push(delivery),
      ...extra,
    });
    app.use(router.routes()).use(router.allowedMethods());
    target.handle(app.callback());
  };

  beforeAll(async () => {
    sandbox = await listen();
    shop = await listen();
    elsewhere = await listen();
    elsewhere.handle((req, res) => { elsewhereHits.push(`${req.method} ${req.url}`); res.end('1|OK'); });
    base = `${sandbox.origin}/sandbox/ecpay`;
    mount(sandbox);
    const config: EcpayConfig = { ...ECPAY_STAGE_CONFIG, logisticsBaseUrl: base };
    gateway = new EcpayLogisticsGateway(config);
    const shopApp = new Koa();
    shopApp.use(async (ctx) => {
      let text = '';
      for await (const chunk of ctx.req) text += String(chunk);
      const fields = parseFormBody(text);
      const verification = gateway.verifyStatusNotification(fields);
      received.push({ fields, notification: verification.ok ? verification.notification : null });
      ctx.type = 'text/plain';
      ctx.body = answers.length > 1 ? answers.shift()! : answers[0];
    });
    shop.handle(shopApp.callback());
  });
  afterAll(async () => { await closeServer(sandbox.server); await closeServer(shop.server); await closeServer(elsewhere.server); });
  beforeEach(() => { deliveries = []; received = []; answers = ['1|OK']; elsewhereHits = []; });

  let counter = 0;
  const tradeNo = () => `LGS${Date.now()}${counter++}`.slice(0, 20);
  const request = (overrides: Partial<ShipmentRequest> = {}): ShipmentRequest => ({
    merchantTradeNo: tradeNo(), tradeDate: new Date(), subType: 'UNIMARTC2C', goodsAmount: 1250, goodsName: '經典T恤 x2',
    collectOnPickup: true, receiverName: '陳美麗', receiverCellPhone: '0987654321', receiverStoreId: '131386',
    serverReplyUrl: `${shop.origin}/api/ecpay/logistics/notify`, ...overrides,
  });
  const created = async (overrides: Partial<ShipmentRequest> = {}) => {
    const outcome = await gateway.createShipment(request(overrides));
    if (outcome.kind !== 'created') throw new Error(`not created: ${outcome.message}`);
    return outcome.shipment;
  };
  const advance = (body: unknown) => fetch(`${base}/logistics/advance`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  /** A create form signed with the logistics keys, as a hand-written client would post it. */
  const createForm = (overrides: Record<string, string | undefined> = {}) => {
    const fields: Record<string, string> = {
      MerchantID: LOGISTICS.merchantId, MerchantTradeNo: tradeNo(), MerchantTradeDate: formatEcpayDateTime(new Date()), LogisticsType: 'CVS',
      LogisticsSubType: 'UNIMARTC2C', GoodsAmount: '500', IsCollection: 'Y', CollectionAmount: '500', GoodsName: '帆布袋', SenderName: '王小明',
      SenderCellPhone: '0912345678', ReceiverName: '陳美麗', ReceiverCellPhone: '0987654321', ReceiverStoreID: '131386',
      ServerReplyURL: `${shop.origin}/api/ecpay/logistics/notify`,
    };
    for (const [name, value] of Object.entries(overrides)) {
      if (value === undefined) delete fields[name];
      else fields[name] = value;
    }
    return fields;
  };
  const postCreate = async (fields: Record<string, string>) =>
    (await fetch(`${base}/Express/Create`, { method: 'POST', body: new URLSearchParams(fields) })).text();

  describe('/Express/Create', () => {
    it('7-ELEVEN: created with RtnCode 300, AllPayLogisticsID, CVSPaymentNo and a 4-digit CVSValidationNo (the answer\'s MD5 verified by the gateway)', async () => {
      const shipment = await created();
      expect(shipment).toMatchObject({ statusCode: 300, logisticsId: expect.stringMatching(/^\d{14}$/), paymentNo: expect.stringMatching(/^F\d{7}$/), validationNo: expect.stringMatching(/^\d{4}$/) });
    });

    it('FamilyMart: an 11-digit CVSPaymentNo and no CVSValidationNo', async () => {
      const shipment = await created({ subType: 'FAMIC2C', receiverStoreId: '006598', collectOnPickup: false });
      expect(shipment).toMatchObject({ statusCode: 300, paymentNo: expect.stringMatching(/^\d{11}$/), validationNo: null });
    });

    it('the same MerchantTradeNo again: refused as a duplicate, and findShipment recovers the first shipment', async () => {
      const first = request();
      const shipment = (await gateway.createShipment(first)) as Extract<Awaited<ReturnType<EcpayLogisticsGateway['createShipment']>>, { kind: 'created' }>;
      await expect(gateway.createShipment(first)).resolves.toMatchObject({ kind: 'refused', duplicate: true });
      await expect(gateway.findShipment(first.merchantTradeNo)).resolves.toEqual({ ...shipment.shipment, statusMessage: '' });
    });

    it('a store the chain does not have: refused, not a duplicate', async () => {
      await expect(gateway.createShipment(request({ receiverStoreId: '999999' }))).resolves.toMatchObject({ kind: 'refused', duplicate: false, message: expect.stringContaining('999999') });
      await expect(gateway.createShipment(request({ subType: 'FAMIC2C', receiverStoreId: '131386' }))).resolves.toMatchObject({ kind: 'refused', duplicate: false });
    });

    it.each<[string, Record<string, string | undefined>, RegExp]>([
      ['another merchant', { MerchantID: '2000132' }, /^0\|MerchantID/],
      ['UNIMARTC2C with CollectionAmount unlike GoodsAmount', { CollectionAmount: '400' }, /^0\|.*CollectionAmount 須等於商品金額/],
      ['GoodsAmount 20001', { GoodsAmount: '20001', CollectionAmount: '20001' }, /^0\|.*GoodsAmount/],
      ['GoodsAmount 0', { GoodsAmount: '0', IsCollection: 'N', CollectionAmount: undefined }, /^0\|.*GoodsAmount/],
      ['no GoodsName for 7-ELEVEN', { GoodsName: undefined }, /^0\|缺少必要參數：GoodsName/],
      ['no ReceiverStoreID', { ReceiverStoreID: undefined }, /^0\|缺少必要參數：ReceiverStoreID/],
      ['a receiver name with a space', { ReceiverName: 'Mary Jane' }, /^0\|ReceiverName/],
      ['a sender phone that is a landline', { SenderCellPhone: '0223456789' }, /^0\|SenderCellPhone/],
      ['LogisticsType HOME', { LogisticsType: 'HOME' }, /^0\|LogisticsType/],
      ['a ServerReplyURL outside the shop', { ServerReplyURL: 'http://127.0.0.1:1/api/ecpay/logistics/notify' }, /^0\|ServerReplyURL 不是本商店的網址/],
    ])('refuses %s with 0|message', async (_, overrides, answer) => {
      expect(await postCreate(signFields(createForm(overrides), LOGISTICS, 'md5'))).toMatch(answer);
    });

    it('refuses a wrong or missing MD5 CheckMacValue, and an SHA256 one', async () => {
      const fields = createForm();
      expect(await postCreate({ ...fields, CheckMacValue: '0'.repeat(32) })).toBe('0|CheckMacValue Error');
      expect(await postCreate(fields)).toBe('0|CheckMacValue Error');
      expect(await postCreate(signFields(fields, LOGISTICS, 'sha256'))).toBe('0|CheckMacValue Error');
    });

    it('counts the calls it answered by outcome (GET /logistics/calls): created, duplicate, refused, query', async () => {
      const calls = async () => (await (await fetch(`${base}/logistics/calls`)).json()) as { create: Record<string, number>; query: number };
      const before = await calls();
      const first = request();
      await gateway.createShipment(first);
      await gateway.createShipment(first);
      await gateway.createShipment(request({ receiverStoreId: '999999' }));
      await gateway.findShipment(first.merchantTradeNo);
      const after = await calls();
      expect({
        created: after.create.created - before.create.created, duplicate: after.create.duplicate - before.create.duplicate,
        refused: after.create.refused - before.create.refused, query: after.query - before.query,
      }).toEqual({ created: 1, duplicate: 1, refused: 1, query: 1 });
    });

    it('keeps no shipment it refused: the trade number can be used again once fixed', async () => {
      const fields = createForm({ CollectionAmount: '1' });
      expect(await postCreate(signFields(fields, LOGISTICS, 'md5'))).toMatch(/^0\|/);
      await expect(gateway.findShipment(fields.MerchantTradeNo)).resolves.toBeNull();
      expect(await postCreate(signFields({ ...fields, CollectionAmount: '500' }, LOGISTICS, 'md5'))).toMatch(/^1\|/);
    });
  });

  describe('the query and the status steps', () => {
    it('findShipment: null for a trade the simulator does not have', async () => {
      await expect(gateway.findShipment('NOSUCHTRADE1')).resolves.toBeNull();
    });

    it('a query with a stale TimeStamp or a wrong mac is refused (the gateway reads it as unavailable)', async () => {
      const stale = new EcpayLogisticsGateway({ ...ECPAY_STAGE_CONFIG, logisticsBaseUrl: base }, { clock: { now: () => new Date(Date.now() - 10 * 60_000) } });
      await expect(stale.findShipment('NOSUCHTRADE1')).rejects.toMatchObject({ code: 'LOGISTICS_UNAVAILABLE' });
      const forged = new EcpayLogisticsGateway({ ...ECPAY_STAGE_CONFIG, logisticsBaseUrl: base, logisticsHashKey: 'someoneElsesKey0' });
      await expect(forged.findShipment('NOSUCHTRADE1')).rejects.toMatchObject({ code: 'LOGISTICS_UNAVAILABLE' });
    });

    it.each<['UNIMARTC2C' | 'FAMIC2C', string]>([['UNIMARTC2C', '131386'], ['FAMIC2C', '006598']])(
      '%s: next step walks the whole chain, each step a signed notification the gateway verifies, then 409',
      async (subType, store) => {
        const shipment = await created({ subType, receiverStoreId: store });
        const chain = DELIVERY_CHAINS[subType];
        for (const code of chain.slice(1)) {
          const response = await advance({ logisticsId: shipment.logisticsId });
          expect(response.status).toBe(200);
          expect(await response.json()).toMatchObject({ logisticsId: shipment.logisticsId, statusCode: code, acknowledged: true });
        }
        expect(received.map((r) => r.notification?.statusCode)).toEqual(chain.slice(1));
        expect(received.every((r) => r.notification !== null && r.notification.logisticsId === shipment.logisticsId
          && r.notification.paymentNo === shipment.paymentNo && r.notification.subType === subType)).toBe(true);
        expect(received[0].fields).toMatchObject({ MerchantID: '2000933', LogisticsType: 'CVS', CheckMacValue: expect.stringMatching(/^[0-9A-F]{32}$/) });
        await expect(gateway.findShipment(shipment.merchantTradeNo)).resolves.toMatchObject({ statusCode: chain[chain.length - 1] });
        const end = await advance({ logisticsId: shipment.logisticsId });
        expect(end.status).toBe(409);
        expect(received).toHaveLength(chain.length - 1);
      },
    );

    it('not picked up (2074), then next step follows the return path (2072)', async () => {
      const shipment = await created();
      await advance({ logisticsId: shipment.logisticsId });
      expect(await (await advance({ logisticsId: shipment.logisticsId, code: 2074 })).json()).toMatchObject({ statusCode: 2074 });
      expect(await (await advance({ logisticsId: shipment.logisticsId })).json()).toMatchObject({ statusCode: 2072 });
      expect(received.map((r) => r.notification?.statusCode)).toEqual([2068, 2074, 2072]);
    });

    it('an unknown code is sent signed like any other (the shop must keep it)', async () => {
      const shipment = await created({ subType: 'FAMIC2C', receiverStoreId: '006598' });
      await advance({ logisticsId: shipment.logisticsId, code: String(UNKNOWN_STATUS_CODE) });
      expect(received[0].notification).toMatchObject({ statusCode: UNKNOWN_STATUS_CODE });
      // The chain continues from where it was.
      expect(await (await advance({ logisticsId: shipment.logisticsId })).json()).toMatchObject({ statusCode: 3032 });
    });

    it('redelivers a step until the shop answers exactly 1|OK, with the same signed fields', async () => {
      answers = ['0|busy', '1|OK ', 'OK', '1|OK'];
      const shipment = await created();
      const response = await advance({ logisticsId: shipment.logisticsId });
      expect(await response.json()).toMatchObject({ statusCode: 2068, acknowledged: false });
      await waitFor(() => deliveries.some((d) => d.acknowledged));
      expect(deliveries.map((d) => [d.attempt, d.acknowledged])).toEqual([[1, false], [2, false], [3, false], [4, true]]);
      expect(new Set(received.map((r) => r.fields.CheckMacValue)).size).toBe(1);
      expect(received.every((r) => r.notification?.statusCode === 2068)).toBe(true);
    });

    it.each<[string, unknown, number]>([
      ['no logisticsId', {}, 400],
      ['a numeric logisticsId', { logisticsId: 5 }, 400],
      ['an unknown shipment with a bad code (the shipment is looked up first)', { logisticsId: 'x', code: 'next' }, 404],
      ['an unknown shipment', { logisticsId: '123' }, 404],
    ])('advance API: %s -> %i', async (_, body, status) => {
      expect((await advance(body)).status).toBe(status);
    });

    it('advance API: a code out of bounds or malformed is 400, and nothing is sent', async () => {
      const shipment = await created();
      for (const code of ['1e3', -1, 0, '123456789', 2.5]) {
        expect((await advance({ logisticsId: shipment.logisticsId, code })).status).toBe(400);
      }
      const malformed = await fetch(`${base}/logistics/advance`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
      expect(malformed.status).toBe(400);
      expect(received).toHaveLength(0);
    });
  });

  describe('the /logistics page', () => {
    it('lists the shipments with their buttons, under the simulator\'s CSP', async () => {
      const shipment = await created({ receiverName: '林美玲' });
      const response = await fetch(`${base}/logistics`);
      const page = await response.text();
      expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*form-action 'self'/);
      expect(page).toContain(shipment.logisticsId);
      expect(page).toContain(shipment.merchantTradeNo);
      expect(page).toContain('林美玲');
      expect(page).toContain('下一步：2068');
      expect(page).toContain('買家未取貨（2074）');
      expect(page).toContain(`未知貨態（${UNKNOWN_STATUS_CODE}）`);
      expect(page).not.toMatch(/<script/);
      expect(page).toContain(`action="${base}/logistics/${shipment.logisticsId}/advance"`);
    });

    it('a button posts the step and goes back to the page (303)', async () => {
      const shipment = await created();
      const response = await fetch(`${base}/logistics/${shipment.logisticsId}/advance`, { method: 'POST', body: new URLSearchParams({ code: '2074' }), redirect: 'manual' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${base}/logistics`);
      expect(received.map((r) => r.notification?.statusCode)).toEqual([2074]);
      expect(elsewhereHits).toEqual([]);
    });
  });

  describe('SANDBOX_LOGISTICS_AUTO_MS', () => {
    let auto: LocalServer;
    beforeAll(async () => {
      auto = await listen();
      mount(auto, { logisticsAutoAdvanceMs: 20 });
    });
    afterAll(async () => { await closeServer(auto.server); });

    it('moves a new shipment along its chain by itself, up to picked up, and stops there', async () => {
      const autoGateway = new EcpayLogisticsGateway({ ...ECPAY_STAGE_CONFIG, logisticsBaseUrl: `${auto.origin}/sandbox/ecpay` });
      const outcome = await autoGateway.createShipment(request({ subType: 'FAMIC2C', receiverStoreId: '006598' }));
      expect(outcome.kind).toBe('created');
      await waitFor(() => received.some((r) => r.notification?.statusCode === 3022));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received.map((r) => r.notification?.statusCode)).toEqual([3032, 3024, 3018, 3022]);
    });
  });
});
