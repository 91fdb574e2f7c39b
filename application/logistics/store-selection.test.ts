import { ConflictError, NotFoundError } from '../errors';
import { errorOf } from '../orders/testing/test-fixture';
import { isSafeReturnPath, mapRefOfProviderTradeNo, providerTradeNoOf, STORE_MAP_REQUEST_TTL_MS } from './store-map-request';
import { logisticsFixture, MAP_URL, REPLY_URL } from './testing/test-fixture';

describe('store map rules', () => {
  it('MAP-{6 digits} travels to ECPay as letters and digits only, and comes back', () => {
    expect(providerTradeNoOf('MAP-012345')).toBe('MAP012345');
    expect(mapRefOfProviderTradeNo('MAP012345')).toBe('MAP-012345');
    for (const other of ['MAP-012345', 'MAP12345', 'MAP0123456', 'ORD12345678R1', 'map012345', '']) expect(mapRefOfProviderTradeNo(other)).toBeNull();
  });

  it('a return address is a path of this site: never another host, scheme or a browser-normalised trick', () => {
    for (const ok of ['/checkout', '/', '/order-confirmation/ORD-12345678', '/a-b_c.d~e/%E4%B8%AD']) expect(isSafeReturnPath(ok)).toBe(true);
    for (const bad of [
      'https://evil.example', '//evil.example', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', 'checkout', '',
      '/\t/evil.example', '/ /x', '/checkout?x=1', '/checkout#x', `/${'a'.repeat(200)}`, '/\u4e2d',
    ]) expect(isSafeReturnPath(bad)).toBe(false);
  });
});

describe('OpenStoreMap', () => {
  it('builds the provider form with a fresh token as ExtraData and records the pending request', async () => {
    const f = logisticsFixture();
    const form = await f.open.execute(f.openInput({ subType: 'FAMIC2C', device: 'pc', returnUrl: '/checkout' }));
    expect(form).toEqual({
      mapUrl: MAP_URL,
      formData: { MerchantTradeNo: 'MAP123456', LogisticsSubType: 'FAMIC2C', ServerReplyURL: REPLY_URL, ExtraData: 'tk000001', Device: '0' },
    });
    expect(await f.store.findRequest('MAP-123456')).toEqual({
      mapRef: 'MAP-123456', subType: 'FAMIC2C', returnUrl: '/checkout', createdAt: f.clock.now(), selection: null,
    });
  });

  it('a reference opened in the last 30 minutes is 409 STORE_MAP_REF_IN_USE; an expired one is reused from scratch', async () => {
    const f = logisticsFixture();
    const first = await f.open.execute(f.openInput());
    f.clock.advance(STORE_MAP_REQUEST_TTL_MS - 1);
    const error = await errorOf(f.open.execute(f.openInput({ subType: 'FAMIC2C' })));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ code: 'STORE_MAP_REF_IN_USE' });
    expect(await f.receive.execute(f.replyTo(first))).toMatchObject({ accepted: true });

    f.clock.advance(1);
    const second = await f.open.execute(f.openInput({ subType: 'FAMIC2C', returnUrl: '/elsewhere' }));
    expect(await f.store.findRequest('MAP-123456')).toMatchObject({ subType: 'FAMIC2C', returnUrl: '/elsewhere', selection: null });
    expect(await f.receive.execute(f.replyTo(first))).toMatchObject({ accepted: false });
    expect(await f.receive.execute(f.replyTo(second, { CVSStoreID: '006598', CVSStoreName: '全家台北站前店' }))).toEqual({ accepted: true, mapRef: 'MAP-123456', returnUrl: '/elsewhere' });
  });
});

describe('ReceiveStoreSelection and GetStoreSelection', () => {
  it('a reply with the request token saves the store; the selection reads back with the spec fields', async () => {
    const f = logisticsFixture();
    const form = await f.open.execute(f.openInput());
    const notYet = await errorOf(f.getSelection.execute('MAP-123456'));
    expect(notYet).toBeInstanceOf(NotFoundError);
    expect(notYet).toMatchObject({ code: 'STORE_SELECTION_NOT_FOUND' });

    f.clock.advance(60_000);
    expect(await f.receive.execute(f.replyTo(form))).toEqual({ accepted: true, mapRef: 'MAP-123456', returnUrl: '/checkout' });
    expect(await f.getSelection.execute('MAP-123456')).toEqual({
      storeId: '131386', storeName: '台北車站門市', storeAddress: '台北市中正區忠孝西路一段49號', logisticsSubType: 'UNIMARTC2C',
      storeTelephone: '02-23713862', merchantTradeNo: 'MAP-123456', selectedAt: f.clock.now().toISOString(),
    });
  });

  it('the shopper may choose again within the 30 minutes: the last reply wins', async () => {
    const f = logisticsFixture();
    const form = await f.open.execute(f.openInput());
    await f.receive.execute(f.replyTo(form));
    f.clock.advance(STORE_MAP_REQUEST_TTL_MS - 1);
    expect(await f.receive.execute(f.replyTo(form, { CVSStoreID: '118765', CVSStoreName: '站前門市' }))).toMatchObject({ accepted: true });
    expect(await f.getSelection.execute('MAP-123456')).toMatchObject({ storeId: '118765', storeName: '站前門市' });
  });

  it('refused, and nothing saved: unknown reference, expired request, wrong or missing token, other chain, malformed reply', async () => {
    const f = logisticsFixture();
    const form = await f.open.execute(f.openInput());
    const refused = [
      f.replyTo(form, { MerchantTradeNo: 'MAP654321' }),
      f.replyTo(form, { MerchantTradeNo: 'MAP-123456' }),
      f.replyTo(form, { MerchantTradeNo: 'ORD12345678R1' }),
      f.replyTo(form, { ExtraData: 'tk000002' }),
      f.replyTo(form, { ExtraData: '' }),
      f.replyTo(form, { LogisticsSubType: 'FAMIC2C' }),
      f.replyTo(form, { CVSStoreID: '' }),
      {},
    ];
    for (const reply of refused) expect(await f.receive.execute(reply)).toMatchObject({ accepted: false, reason: expect.any(String) });
    f.clock.advance(STORE_MAP_REQUEST_TTL_MS);
    expect(await f.receive.execute(f.replyTo(form))).toMatchObject({ accepted: false });
    expect(await f.store.findRequest('MAP-123456')).toMatchObject({ selection: null });
  });
});
