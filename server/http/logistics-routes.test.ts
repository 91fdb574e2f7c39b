import { fetchAsBrowser } from '../../test/support/cart-key';
import type { Knex } from 'knex';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { formsOf, formPoster } from '../../test/support/html-forms';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { SANDBOX_STORES } from '../sandbox/ecpay/stores';
import { startServer, type RunningServer } from '../start';

/** This suite's calls come from one browser: its guest carts are phone + this browser's cart key (issue 22). */
const fetch = fetchAsBrowser();

const T0 = '2026-11-20T04:00:00.000Z';
const TTL_MS = 30 * 60 * 1000;
const INVALID = '/checkout?error=store_selection_invalid';

const postForm = formPoster(fetch);

interface MapAnswer { success: true; mapUrl: string; formData: Record<string, string> }

describe.each(databasesUnderTest)('store map API through the ECPay simulator on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  const clock = new FakeClock(T0);
  let refCounter = 0;
  /** A MAP-{6 digits} no other test uses. */
  const newRef = () => `MAP-${String(200_000 + (refCounter += 1))}`;
  const url = (pathname: string) => `${server.url}${pathname}`;
  const postJson = (pathname: string, body: unknown) => fetch(url(pathname), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const get = async (pathname: string) => {
    const response = await fetch(url(pathname));
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const openMap = async (body: Record<string, unknown>): Promise<MapAnswer> => {
    const response = await postJson('/api/ecpay/logistics/map', body);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await response.json()) as MapAnswer;
  };
  /** The browser submits the form to the map (the simulator) and gets the store list page. */
  const storeList = async (map: MapAnswer) => {
    const response = await postForm(map.mapUrl, map.formData);
    expect(response.status).toBe(200);
    const page = await response.text();
    return { page, stores: formsOf(page) };
  };
  const row = (mapRef: string) => knex('store_selections').where('map_ref', mapRef).first();

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    await insertOutletItems(knex, buildDemoCatalogue(new Date(T0), 3));
    server = await startServer(
      { port: 0, host: '127.0.0.1', providers: 'sandbox', listCacheTtlMs: 0, reservationSweepMs: 0, reconcileEveryMs: 0 },
      { knex, logger: silentLogger, clock, env: {} },
    );
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  beforeEach(() => clock.set(T0));

  it('7-ELEVEN: map form -> simulator store list -> pick a store -> 303 back with storeSelected and mapRef -> selection', async () => {
    const mapRef = newRef();
    const map = await openMap({ logisticsSubType: 'UNIMARTC2C', isCollection: 'N', merchantTradeNo: mapRef, device: 1, extraData: 'web', returnUrl: '/checkout' });
    expect(map).toEqual({ success: true, mapUrl: `${server.url}/sandbox/ecpay/Express/map`, formData: expect.any(Object) });
    expect(map.formData).toMatchObject({
      MerchantID: '2000933', MerchantTradeNo: mapRef.replace('-', ''), LogisticsType: 'CVS', LogisticsSubType: 'UNIMARTC2C', IsCollection: 'N',
      ServerReplyURL: `${server.url}/api/ecpay/logistics/map-reply`, Device: '1', ExtraData: expect.stringMatching(/^[A-Za-z0-9_-]{20}$/),
      CheckMacValue: expect.stringMatching(/^[0-9A-F]{32}$/),
    });
    expect(await row(mapRef)).toMatchObject({ map_ref: mapRef, sub_type: 'UNIMARTC2C', return_url: '/checkout', store_id: null, selected_at: null });
    expect((await get(`/api/ecpay/logistics/selection/${mapRef}`)).body).toEqual({ code: 'STORE_SELECTION_NOT_FOUND', message: expect.any(String) });

    const { page, stores } = await storeList(map);
    expect(page).toContain('7-ELEVEN');
    expect(stores.map((s) => s.fields.CVSStoreID).sort()).toEqual(SANDBOX_STORES.UNIMARTC2C.map((s) => s.id).sort());
    const picked = stores[1];
    expect(picked.action).toBe(map.formData.ServerReplyURL);

    clock.advance(5 * 60_000);
    const reply = await postForm(picked.action, picked.fields);
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe(`/checkout?storeSelected=true&mapRef=${mapRef}`);
    expect(reply.headers.get('cache-control')).toBe('no-store');

    const selection = await get(`/api/ecpay/logistics/selection/${mapRef}`);
    expect(selection.status).toBe(200);
    expect(selection.headers.get('cache-control')).toBe('no-store');
    const store = SANDBOX_STORES.UNIMARTC2C.find((s) => s.id === picked.fields.CVSStoreID)!;
    expect(selection.body).toEqual({
      success: true, storeId: store.id, storeName: picked.fields.CVSStoreName, storeAddress: store.address, logisticsSubType: 'UNIMARTC2C',
      storeTelephone: store.telephone, merchantTradeNo: mapRef, selectedAt: clock.now().toISOString(),
    });
  });

  it('FamilyMart, defaults (device 1, isCollection N) and a custom same-site return path', async () => {
    const mapRef = newRef();
    const map = await openMap({ logisticsSubType: 'FAMIC2C', merchantTradeNo: mapRef, returnUrl: '/checkout/store' });
    expect(map.formData).toMatchObject({ LogisticsSubType: 'FAMIC2C', IsCollection: 'N', Device: '1' });
    const { page, stores } = await storeList(map);
    expect(page).toContain('全家便利商店');
    expect(stores.map((s) => s.fields.CVSStoreID).sort()).toEqual(SANDBOX_STORES.FAMIC2C.map((s) => s.id).sort());
    const reply = await postForm(stores[0].action, stores[0].fields);
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe(`/checkout/store?storeSelected=true&mapRef=${mapRef}`);
    expect((await get(`/api/ecpay/logistics/selection/${mapRef}`)).body).toMatchObject({ storeId: stores[0].fields.CVSStoreID, logisticsSubType: 'FAMIC2C' });

    const defaults = await openMap({ merchantTradeNo: newRef(), device: 0 });
    expect(defaults.formData).toMatchObject({ LogisticsSubType: 'UNIMARTC2C', IsCollection: 'N', Device: '0' });
    const [first] = (await storeList(defaults)).stores;
    expect((await postForm(first.action, first.fields)).headers.get('location')).toMatch(/^\/checkout\?storeSelected=true&mapRef=MAP-\d{6}$/);
  });

  it('unknown reference, forged token, other chain, expired request, malformed or empty reply: 303 to the error, nothing saved', async () => {
    const mapRef = newRef();
    const map = await openMap({ merchantTradeNo: mapRef });
    const [store] = (await storeList(map)).stores;
    const refused: Array<Record<string, string>> = [
      { ...store.fields, MerchantTradeNo: 'MAP999999' },
      { ...store.fields, MerchantTradeNo: mapRef },
      { ...store.fields, ExtraData: 'AAAAAAAAAAAAAAAAAAAA' },
      { ...store.fields, ExtraData: '' },
      { ...store.fields, LogisticsSubType: 'FAMIC2C' },
      { ...store.fields, MerchantID: '3002607' },
      { ...store.fields, CVSStoreID: '' },
      {},
    ];
    for (const fields of refused) {
      const reply = await postForm(url('/api/ecpay/logistics/map-reply'), fields);
      expect(reply.status).toBe(303);
      expect(reply.headers.get('location')).toBe(INVALID);
    }
    const json = await fetch(url('/api/ecpay/logistics/map-reply'), {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(store.fields), redirect: 'manual',
    });
    expect([json.status, json.headers.get('location')]).toEqual([303, INVALID]);

    clock.advance(TTL_MS);
    const late = await postForm(store.action, store.fields);
    expect([late.status, late.headers.get('location')]).toEqual([303, INVALID]);
    expect(await row(mapRef)).toMatchObject({ store_id: null, store_name: null, selected_at: null });
    expect(await row('MAP-999999')).toBeUndefined();
    const selection = await get(`/api/ecpay/logistics/selection/${mapRef}`);
    expect(selection.status).toBe(404);
    expect(selection.body).toMatchObject({ code: 'STORE_SELECTION_NOT_FOUND' });
  });

  it('a reference already open is 409 STORE_MAP_REF_IN_USE; after 30 minutes it can be opened again', async () => {
    const mapRef = newRef();
    await openMap({ merchantTradeNo: mapRef });
    const again = await postJson('/api/ecpay/logistics/map', { merchantTradeNo: mapRef, logisticsSubType: 'FAMIC2C' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'STORE_MAP_REF_IN_USE' });
    clock.advance(TTL_MS);
    expect((await openMap({ merchantTradeNo: mapRef, logisticsSubType: 'FAMIC2C' })).formData.LogisticsSubType).toBe('FAMIC2C');
  });

  it('400 VALIDATION_FAILED, nothing recorded: open redirects, bad references, collection, device, chain, extraData', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ returnUrl: 'https://evil.example' }, 'returnUrl', 'RETURN_URL_INVALID'],
      [{ returnUrl: '//evil.example' }, 'returnUrl', 'RETURN_URL_INVALID'],
      [{ returnUrl: '/\\evil.example' }, 'returnUrl', 'RETURN_URL_INVALID'],
      [{ returnUrl: 'javascript:alert(1)' }, 'returnUrl', 'RETURN_URL_INVALID'],
      [{ returnUrl: '/checkout?x=1' }, 'returnUrl', 'RETURN_URL_INVALID'],
      [{ merchantTradeNo: 'MAP-12345' }, 'merchantTradeNo', 'STORE_MAP_REF_INVALID'],
      [{ merchantTradeNo: 'ORD-12345678' }, 'merchantTradeNo', 'STORE_MAP_REF_INVALID'],
      [{ merchantTradeNo: undefined }, 'merchantTradeNo', 'STORE_MAP_REF_INVALID'],
      [{ isCollection: 'Y' }, 'isCollection', 'IS_COLLECTION_INVALID'],
      [{ device: 2 }, 'device', 'DEVICE_INVALID'],
      [{ logisticsSubType: 'HILIFEC2C' }, 'logisticsSubType', 'LOGISTICS_SUB_TYPE_INVALID'],
      [{ extraData: 'x'.repeat(21) }, 'extraData', 'EXTRA_DATA_INVALID'],
    ];
    for (const [change, field, code] of cases) {
      const mapRef = newRef();
      const response = await postJson('/api/ecpay/logistics/map', { merchantTradeNo: mapRef, ...change });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: { code, message: expect.any(String) } } });
      expect(await row(mapRef)).toBeUndefined();
    }
    const notJson = await fetch(url('/api/ecpay/logistics/map'), { method: 'POST' });
    expect(notJson.status).toBe(400);
    const badRef = await get('/api/ecpay/logistics/selection/MAP-1');
    expect(badRef.status).toBe(400);
    expect(badRef.body).toMatchObject({ fields: { mapRef: { code: 'STORE_MAP_REF_INVALID' } } });
  });

  it("GET /api/ecpay/logistics/order/{orderId}?platform=web: the order's store; 404 unknown, 400 malformed", async () => {
    const phone = '0912300001';
    const [item] = await knex('outlet_items').select('id').orderBy('id').limit(1);
    expect((await postJson('/api/cart/add', { phone, itemId: item.id })).status).toBe(201);
    const storeData = { storeId: '006598', storeName: '全家台北站前店', storeAddress: '台北市中正區館前路8號', logisticsSubType: 'FAMIC2C' };
    const checkout = await postJson('/api/cart/checkout', { name: '王小明', phone, deliveryMethod: 'pickup', paymentMethod: 'store_cod', storeData });
    expect(checkout.status).toBe(201);
    const { orderId, accessToken } = (await checkout.json()) as { orderId: string; accessToken: string };

    const answer = await get(`/api/ecpay/logistics/order/${orderId}?platform=web&token=${accessToken}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // Issue 12: the shipment fields too; before the shipment job runs, pending and empty (shipment-routes.test.ts follows one).
    expect(answer.body).toEqual({
      store_id: '006598', store_name: '全家台北站前店', store_address: '台北市中正區館前路8號', logistics_sub_type: 'FAMIC2C',
      shipping_status: 'pending', tracking_number: null, payment_no: null, shipped_at: null, delivered_at: null, logistics_id: null, history: [], fulfilment_stage: 'pending',
    });
    expect(await get('/api/ecpay/logistics/order/ORD-00000000?platform=web')).toMatchObject({ status: 404, body: { code: 'ORDER_NOT_FOUND' } });
    expect(await get('/api/ecpay/logistics/order/ORD-1?platform=web')).toMatchObject({ status: 400, body: { fields: { orderId: { code: 'ORDER_ID_INVALID' } } } });
  });
});
