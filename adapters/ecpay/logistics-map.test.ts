import { ValidationError } from '../../application/errors';
import { verifyCheckMacValue } from './check-mac-value';
import { C2C_STAGE_KEYS, NEW_D_FIELDS, NEW_D_MAC } from './ecpay-vectors';
import { ECPAY_STAGE_CONFIG, EcpayGateway } from './ecpay-gateway';
import { buildStoreMapForm, parseStoreMapReply } from './logistics-map';

const MERCHANT = { merchantId: '2000933', ...C2C_STAGE_KEYS };
const input = { subType: 'UNIMARTC2C' as const, tradeNo: 'MAP20250101A001', replyUrl: 'https://shop.example.com/api/ecpay/cvs-map-reply', extraData: 'cart-7' };

describe('Express/map e-map form', () => {
  it('builds exactly vector NEW-D (MD5 CheckMacValue, like the current official SDKs)', () => {
    const form = buildStoreMapForm(input, MERCHANT, 'https://logistics-stage.ecpay.com.tw');
    expect(form).toEqual({ mapUrl: 'https://logistics-stage.ecpay.com.tw/Express/map', formData: { ...NEW_D_FIELDS, CheckMacValue: NEW_D_MAC } });
  });

  it('FamilyMart, mobile, no extra data', () => {
    const form = buildStoreMapForm({ ...input, subType: 'FAMIC2C', device: 'mobile', extraData: undefined }, MERCHANT, 'http://x/sandbox/ecpay');
    expect(form.formData).toMatchObject({ LogisticsSubType: 'FAMIC2C', Device: '1', ExtraData: '', IsCollection: 'N', LogisticsType: 'CVS' });
    expect(verifyCheckMacValue(form.formData, MERCHANT, 'md5')).toBe(true);
  });

  it('refuses a bad chain, trade no, reply URL, extra data and device', () => {
    try {
      buildStoreMapForm({ subType: 'HILIFEC2C' as never, tradeNo: 'a-b', replyUrl: '/relative', extraData: 'x'.repeat(21), device: 'tv' as never }, MERCHANT, 'http://x');
      throw new Error('expected a ValidationError');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect(Object.keys((error as ValidationError).fields ?? {}).sort()).toEqual(['device', 'extraData', 'replyUrl', 'subType', 'tradeNo']);
    }
  });
});

describe('the map reply', () => {
  const reply = {
    MerchantID: '2000933', MerchantTradeNo: 'MAP20250101A001', LogisticsSubType: 'FAMIC2C', CVSStoreID: '006598',
    CVSStoreName: '全家 信義松仁店', CVSAddress: '台北市信義區松仁路100號', CVSTelephone: '02-27201234', CVSOutSide: '0', ExtraData: 'cart-7',
  };

  it('reads the nine fields', () => {
    expect(parseStoreMapReply(reply, '2000933')).toEqual({
      ok: true,
      selection: {
        subType: 'FAMIC2C', storeId: '006598', storeName: '全家 信義松仁店', address: '台北市信義區松仁路100號', telephone: '02-27201234',
        outlyingIsland: false, merchantTradeNo: 'MAP20250101A001', extraData: 'cart-7',
      },
    });
  });

  it.each([
    ['another merchant', { MerchantID: '2000132' }, 'MERCHANT_ID_MISMATCH'],
    ['an unknown chain', { LogisticsSubType: 'UNIMART' }, 'STORE_SELECTION_MALFORMED'],
    ['a 7-character store id', { CVSStoreID: '1234567' }, 'STORE_SELECTION_MALFORMED'],
    ['a store id with symbols', { CVSStoreID: "1'--" }, 'STORE_SELECTION_MALFORMED'],
    ['no store name', { CVSStoreName: '' }, 'STORE_SELECTION_MALFORMED'],
    ['a long ExtraData', { ExtraData: 'x'.repeat(21) }, 'STORE_SELECTION_MALFORMED'],
  ])('rejects %s', (_name, change, code) => {
    const result = parseStoreMapReply({ ...reply, ...change }, '2000933');
    expect(!result.ok && result.rejection.code).toBe(code);
  });
});

describe('EcpayGateway (the ports)', () => {
  it('defaults to the published stage accounts and addresses', () => {
    const gateway = new EcpayGateway();
    expect(gateway.config).toEqual(ECPAY_STAGE_CONFIG);
    const payment = gateway.preparePayment({
      tradeNo: 'SHOP20250101A001', amount: 1250, itemNames: ['經典T恤 x2', '帆布袋 (大) x1'], tradeDate: new Date('2025-01-01T01:05:07Z'),
      returnUrl: 'https://shop.example.com/api/ecpay/return', orderResultUrl: 'https://shop.example.com/checkout/result',
      clientBackUrl: 'https://shop.example.com/orders/42', reference: 'order-42',
    });
    expect(payment.paymentUrl).toBe('https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5');
    expect(payment.formData.CheckMacValue).toBe('83E3C673D2334980BBAC1EB506E64E194ED065734CBA6A937A9C952D5C8141E1');
    const map = gateway.prepareStoreMap(input);
    expect(map.formData.CheckMacValue).toBe(NEW_D_MAC);
    expect(gateway.parseStoreSelection({ ...map.formData, CVSStoreID: '131386', CVSStoreName: '7-ELEVEN 測試門市', CVSAddress: '', CVSTelephone: '', CVSOutSide: '0' }).ok).toBe(true);
  });

  it('uses configured credentials and addresses (empty values fall back to stage)', () => {
    const gateway = new EcpayGateway({ aioBaseUrl: 'http://127.0.0.1:3000/sandbox/ecpay', merchantId: '', logisticsBaseUrl: 'http://127.0.0.1:3000/sandbox/ecpay' });
    expect(gateway.config.merchantId).toBe('3002607');
    expect(gateway.usesPublicStageCredentials).toBe(true);
    expect(gateway.prepareStoreMap(input).mapUrl).toBe('http://127.0.0.1:3000/sandbox/ecpay/Express/map');
    const other = new EcpayGateway({ merchantId: '1234567', hashKey: 'k'.repeat(16), hashIv: 'i'.repeat(16) });
    const form = other.preparePayment({ tradeNo: 'A1', amount: 1, itemNames: ['x'], tradeDate: new Date(), returnUrl: 'https://a.tw/r' });
    expect(form.formData.MerchantID).toBe('1234567');
    expect(other.verifyNotification(form.formData).ok).toBe(false); // a request is not a notification (no RtnCode)
  });

  it('refuses a partly given credential group (a real merchant id with the public stage keys)', () => {
    expect(() => new EcpayGateway({ merchantId: '1234567' })).toThrow('hashKey, hashIv missing');
    expect(() => new EcpayGateway({ logisticsHashKey: 'k', logisticsHashIv: '' })).toThrow('logisticsMerchantId, logisticsHashIv missing');
    const accounts = { merchantId: '1', hashKey: 'a', hashIv: 'b', logisticsMerchantId: '2', logisticsHashKey: 'c', logisticsHashIv: 'd' };
    expect(new EcpayGateway({ ...accounts, invoiceMerchantId: '3', invoiceHashKey: 'e', invoiceHashIv: 'f' }).usesPublicStageCredentials).toBe(false);
    // The e-invoice account left to its default is the public stage one (2000132).
    expect(new EcpayGateway(accounts).usesPublicStageCredentials).toBe(true);
  });
});
