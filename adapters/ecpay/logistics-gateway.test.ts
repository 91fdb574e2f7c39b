import { ProviderUnavailableError, ValidationError } from '../../application/errors';
import type { ShipmentRequest } from '../../application/shipping/logistics-gateway.port';
import { computeCheckMacValue, signFields } from './check-mac-value';
import { ECPAY_STAGE_CONFIG, type EcpayConfig } from './ecpay-gateway';
import { C2C_STAGE_KEYS, MAC_VECTORS } from './ecpay-vectors';
import { parseFormBody, toEcpayAnswer } from './form-encoding';
import { EcpayLogisticsError, EcpayLogisticsGateway } from './logistics-gateway';

const NEW_E = MAC_VECTORS.find((v) => v.id === 'NEW-E')!;
const NEW_F = MAC_VECTORS.find((v) => v.id === 'NEW-F')!;
const MERCHANT = { merchantId: '2000933', ...C2C_STAGE_KEYS };

/** The configuration of vector NEW-E: ECPay's C2C stage account and NEW-E's sender. */
const CONFIG: EcpayConfig = { ...ECPAY_STAGE_CONFIG, logisticsBaseUrl: 'https://logistics.test', senderName: '王小明', senderCellPhone: '0912345678' };

/** NEW-E's inputs as a ShipmentRequest (10:00:00 Taipei = 02:00:00 UTC). */
const NEW_E_REQUEST: ShipmentRequest = {
  merchantTradeNo: 'LGS20250101A001',
  tradeDate: new Date('2025-01-01T02:00:00Z'),
  subType: 'FAMIC2C',
  goodsAmount: 1250,
  goodsName: '服飾一批',
  collectOnPickup: false,
  receiverName: '陳美麗',
  receiverCellPhone: '0987654321',
  receiverStoreId: '006598',
  serverReplyUrl: 'https://shop.example.com/api/ecpay/logistics-notify',
};

interface Call { url: string; fields: Record<string, string> }

/** A fetch that records the posted form and answers `answer` (a text, or a function of the form). */
function fakeFetch(answer: string | ((fields: Record<string, string>) => string), status = 200) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const fields = parseFormBody(String(init.body));
    calls.push({ url, fields });
    return new Response(typeof answer === 'string' ? answer : answer(fields), { status });
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

/** ECPay's `1|...` answer to a create form: signed fields for our merchant and this trade. */
const createdAnswer = (fields: Record<string, string>, overrides: Record<string, string> = {}) => `1|${toEcpayAnswer(signFields({
  MerchantID: MERCHANT.merchantId, MerchantTradeNo: fields.MerchantTradeNo, RtnCode: '300', RtnMsg: '訂單處理中', AllPayLogisticsID: '1718000000001',
  LogisticsType: 'CVS', LogisticsSubType: fields.LogisticsSubType, GoodsAmount: fields.GoodsAmount, UpdateStatusDate: '2025/01/01 10:00:05',
  ReceiverName: fields.ReceiverName, ReceiverPhone: '', ReceiverCellPhone: fields.ReceiverCellPhone, ReceiverEmail: '', ReceiverAddress: '',
  CVSPaymentNo: 'F1234567', CVSValidationNo: '8910', ...overrides,
}, MERCHANT, 'md5'))}`;

const gatewayWith = (fetch: typeof globalThis.fetch, config: EcpayConfig = CONFIG, timeoutMs?: number) =>
  new EcpayLogisticsGateway(config, { fetch, timeoutMs, clock: { now: () => new Date('2025-01-01T02:00:00Z') } });

describe('EcpayLogisticsGateway.createShipment', () => {
  it('posts exactly the form of vector NEW-E (MD5 CheckMacValue A0346982...) to /Express/Create', async () => {
    const { calls, fetch } = fakeFetch((fields) => createdAnswer(fields));
    await gatewayWith(fetch).createShipment(NEW_E_REQUEST);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('https://logistics.test/Express/Create');
    expect(calls[0].fields).toEqual({ ...NEW_E.fields, CheckMacValue: NEW_E.checkMacValue });
  });

  it('collection on pickup: IsCollection Y and CollectionAmount equal to GoodsAmount', async () => {
    const { calls, fetch } = fakeFetch((fields) => createdAnswer(fields));
    await gatewayWith(fetch).createShipment({ ...NEW_E_REQUEST, subType: 'UNIMARTC2C', collectOnPickup: true, receiverStoreId: '131386' });
    expect(calls[0].fields).toMatchObject({ IsCollection: 'Y', CollectionAmount: '1250', GoodsAmount: '1250', LogisticsSubType: 'UNIMARTC2C' });
    expect(computeCheckMacValue(calls[0].fields, C2C_STAGE_KEYS, 'md5')).toBe(calls[0].fields.CheckMacValue);
  });

  it('reads a 1|... answer: AllPayLogisticsID, CVSPaymentNo, CVSValidationNo and the status (any code, e.g. 2001)', async () => {
    const { fetch } = fakeFetch((fields) => createdAnswer(fields, { RtnCode: '2001', RtnMsg: '訂單傳送超商成功' }));
    await expect(gatewayWith(fetch).createShipment(NEW_E_REQUEST)).resolves.toEqual({
      kind: 'created',
      shipment: {
        merchantTradeNo: 'LGS20250101A001', logisticsId: '1718000000001', paymentNo: 'F1234567', validationNo: '8910',
        statusCode: 2001, statusMessage: '訂單傳送超商成功',
      },
    });
  });

  it('FamilyMart: an empty CVSValidationNo reads as null', async () => {
    const { fetch } = fakeFetch((fields) => createdAnswer(fields, { CVSValidationNo: '' }));
    const outcome = await gatewayWith(fetch).createShipment(NEW_E_REQUEST);
    expect(outcome).toMatchObject({ kind: 'created', shipment: { validationNo: null } });
  });

  it('sends the confirmed buyer name whole, only its spaces taken out (issue 28: never cut to 10)', async () => {
    const { calls, fetch } = fakeFetch((fields) => createdAnswer(fields));
    await gatewayWith(fetch).createShipment({ ...NEW_E_REQUEST, receiverName: 'Lin Wei Ting' });
    expect(calls[0].fields.ReceiverName).toBe('LinWeiTing');
  });

  it.each<[string, Partial<ShipmentRequest>, string]>([
    ['GoodsAmount 0', { goodsAmount: 0 }, 'goodsAmount'],
    ['GoodsAmount 20001 (ECPay: at most 20000 for CVS)', { goodsAmount: 20_001 }, 'goodsAmount'],
    ['GoodsAmount 12.5', { goodsAmount: 12.5 }, 'goodsAmount'],
    ['a goods name of 51 characters', { goodsName: 'x'.repeat(51) }, 'goodsName'],
    ['a buyer name nothing can be made of', { receiverName: '王' }, 'receiverName'],
    ['a buyer name that fits only cut (issue 28)', { receiverName: "Mary-Jane O'Neil" }, 'receiverName'],
    ['a buyer name of 11 letters', { receiverName: 'Lin Wei Tinga' }, 'receiverName'],
    ['a landline', { receiverCellPhone: '0223456789' }, 'receiverCellPhone'],
    ['a phone of 9 digits', { receiverCellPhone: '091234567' }, 'receiverCellPhone'],
    ['a store id of 7 characters', { receiverStoreId: '1313860' }, 'receiverStoreId'],
    ['a trade number with a dash', { merchantTradeNo: 'LGS-1' }, 'merchantTradeNo'],
    ['a relative ServerReplyURL', { serverReplyUrl: '/api/ecpay/logistics-notify' }, 'serverReplyUrl'],
    ['another chain', { subType: 'HILIFEC2C' as ShipmentRequest['subType'] }, 'subType'],
  ])('refuses %s before sending anything (ValidationError)', async (_, change, field) => {
    const { calls, fetch } = fakeFetch('1|');
    const error = await gatewayWith(fetch).createShipment({ ...NEW_E_REQUEST, ...change }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(Object.keys((error as ValidationError).fields!)).toEqual([field]);
    expect(calls).toHaveLength(0);
  });

  it('refuses a sender ECPay would refuse (configuration), before sending', async () => {
    const { calls, fetch } = fakeFetch('1|');
    const error = await gatewayWith(fetch, { ...CONFIG, senderName: 'Shop 24', senderCellPhone: '02-2345678' }).createShipment(NEW_E_REQUEST).catch((e: unknown) => e);
    expect(Object.keys((error as ValidationError).fields!)).toEqual(['senderName', 'senderCellPhone']);
    expect(calls).toHaveLength(0);
  });

  it('0|message: refused, flagged duplicate only for a reused MerchantTradeNo', async () => {
    const refused = (answer: string) => gatewayWith(fakeFetch(answer).fetch).createShipment(NEW_E_REQUEST);
    await expect(refused('0|訂單編號重複')).resolves.toEqual({ kind: 'refused', message: '訂單編號重複', duplicate: true });
    await expect(refused('0|10200047 MerchantTradeNo duplicate')).resolves.toMatchObject({ kind: 'refused', duplicate: true });
    await expect(refused('0|查無取件門市')).resolves.toEqual({ kind: 'refused', message: '查無取件門市', duplicate: false });
    await expect(refused('0|CheckMacValue Error')).resolves.toMatchObject({ kind: 'refused', duplicate: false });
  });

  const unavailable = async (gateway: EcpayLogisticsGateway, reason: string) => {
    const error = await gateway.createShipment(NEW_E_REQUEST).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EcpayLogisticsError);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(error).toMatchObject({ code: 'LOGISTICS_UNAVAILABLE', reason });
    // Never the keys, whatever went wrong.
    const text = `${(error as Error).message} ${(error as EcpayLogisticsError).detail}`;
    expect(text).not.toContain(C2C_STAGE_KEYS.hashKey);
    expect(text).not.toContain(C2C_STAGE_KEYS.hashIv);
    return error as EcpayLogisticsError;
  };

  it.each<[string, string | ((fields: Record<string, string>) => string), number]>([
    ['garbage', '<html>Service Unavailable</html>', 200],
    ['an empty answer', '', 200],
    ['1| with a forged CheckMacValue', (fields) => createdAnswer(fields).replace(/CheckMacValue=[0-9A-F]+/, `CheckMacValue=${'0'.repeat(32)}`), 200],
    ['1| signed with other keys', (fields) => createdAnswer(fields).replace(/CheckMacValue=[0-9A-F]+/, `CheckMacValue=${computeCheckMacValue({ a: '1' }, C2C_STAGE_KEYS, 'md5')}`), 200],
    ['1| for another trade', (fields) => createdAnswer({ ...fields, MerchantTradeNo: 'OTHER1' }), 200],
    ['1| whose RtnCode is out of bounds', (fields) => createdAnswer(fields, { RtnCode: '2147483648' }), 200],
    ['1| without AllPayLogisticsID', (fields) => createdAnswer(fields, { AllPayLogisticsID: '' }), 200],
  ])('%s -> LOGISTICS_UNAVAILABLE (garbled)', async (_, answer, status) => {
    await unavailable(gatewayWith(fakeFetch(answer, status).fetch), 'garbled');
  });

  it('HTTP 500 and 403 (called too fast) -> LOGISTICS_UNAVAILABLE', async () => {
    await unavailable(gatewayWith(fakeFetch('oops', 500).fetch), 'http_status');
    await unavailable(gatewayWith(fakeFetch('Forbidden', 403).fetch), 'rate_limited');
  });

  it('a network error and a timeout -> LOGISTICS_UNAVAILABLE', async () => {
    const refused = (async () => { throw new TypeError('fetch failed: ECONNREFUSED'); }) as unknown as typeof fetch;
    await unavailable(gatewayWith(refused), 'network');
    const silent = ((_: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
    })) as unknown as typeof fetch;
    await unavailable(gatewayWith(silent, CONFIG, 30), 'timeout');
  });
});

describe('EcpayLogisticsGateway.findShipment', () => {
  const queryAnswer = (overrides: Record<string, string> = {}) => toEcpayAnswer(signFields({
    MerchantID: MERCHANT.merchantId, MerchantTradeNo: 'LGS20250101A001', AllPayLogisticsID: '1718000000001', GoodsAmount: '1250',
    LogisticsStatus: '3024', LogisticsType: 'CVS_FAMIC2C', CVSPaymentNo: '12345678901', CVSValidationNo: '', ...overrides,
  }, MERCHANT, 'md5'));

  it('posts MerchantID, MerchantTradeNo and a TimeStamp (Unix seconds), MD5-signed, to /Helper/QueryLogisticsTradeInfo/V5', async () => {
    const { calls, fetch } = fakeFetch(queryAnswer());
    const shipment = await gatewayWith(fetch).findShipment('LGS20250101A001');
    expect(calls[0].url).toBe('https://logistics.test/Helper/QueryLogisticsTradeInfo/V5');
    expect(calls[0].fields).toEqual({
      MerchantID: '2000933', MerchantTradeNo: 'LGS20250101A001', TimeStamp: '1735696800',
      CheckMacValue: computeCheckMacValue({ MerchantID: '2000933', MerchantTradeNo: 'LGS20250101A001', TimeStamp: '1735696800' }, C2C_STAGE_KEYS, 'md5'),
    });
    expect(shipment).toEqual({
      merchantTradeNo: 'LGS20250101A001', logisticsId: '1718000000001', paymentNo: '12345678901', validationNo: null, statusCode: 3024, statusMessage: '',
    });
  });

  it('a verified answer without AllPayLogisticsID: no such shipment (null)', async () => {
    await expect(gatewayWith(fakeFetch(queryAnswer({ AllPayLogisticsID: '', LogisticsStatus: '' })).fetch).findShipment('LGS20250101A001')).resolves.toBeNull();
  });

  it('an unsigned or foreign answer, or a malformed status -> LOGISTICS_UNAVAILABLE', async () => {
    for (const answer of ['MerchantID Error', queryAnswer({ MerchantTradeNo: 'OTHER1' }), queryAnswer({ LogisticsStatus: '1e30' })]) {
      await expect(gatewayWith(fakeFetch(answer).fetch).findShipment('LGS20250101A001')).rejects.toMatchObject({ code: 'LOGISTICS_UNAVAILABLE', reason: 'garbled' });
    }
  });

  it('refuses a malformed trade number without calling', async () => {
    const { calls, fetch } = fakeFetch('');
    await expect(gatewayWith(fetch).findShipment('a&b=c')).rejects.toBeInstanceOf(ValidationError);
    expect(calls).toHaveLength(0);
  });
});

describe('EcpayLogisticsGateway.verifyStatusNotification', () => {
  const gateway = gatewayWith(fakeFetch('').fetch);
  const signed = (changes: Record<string, string>) => signFields({ ...NEW_F.fields, ...changes }, MERCHANT, 'md5');

  it('accepts vector NEW-F (ECPay C2C status 3018, MD5 676904167E...)', () => {
    expect(gateway.verifyStatusNotification({ ...NEW_F.fields, CheckMacValue: NEW_F.checkMacValue })).toEqual({ ok: true, notification: {
      merchantTradeNo: 'LGS20250101A001', logisticsId: '1234567', statusCode: 3018, statusMessage: '包裹配達取件門市',
      updatedAt: new Date('2025-01-03T06:22:10Z'), subType: 'FAMIC2C', paymentNo: '12345678901', validationNo: null,
    } });
  });

  it('keeps an unknown status code and extra fields ECPay may add (they are part of the mac)', () => {
    expect(gateway.verifyStatusNotification(signed({ RtnCode: '9998', Extra: 'x' }))).toMatchObject({ ok: true, notification: { statusCode: 9998 } });
  });

  it.each<[string, Record<string, string>, string, string]>([
    ['a forged CheckMacValue', { ...NEW_F.fields, CheckMacValue: '0'.repeat(32) }, 'CHECK_MAC_VALUE_INVALID', ''],
    ['a tampered field (RtnCode 3022 with the mac of 3018)', { ...NEW_F.fields, RtnCode: '3022', CheckMacValue: NEW_F.checkMacValue }, 'CHECK_MAC_VALUE_INVALID', ''],
    ['no CheckMacValue', { ...NEW_F.fields }, 'CHECK_MAC_VALUE_MISSING', ''],
    ['the SHA256 mac of the same fields', { ...NEW_F.fields, CheckMacValue: computeCheckMacValue(NEW_F.fields, C2C_STAGE_KEYS, 'sha256') }, 'CHECK_MAC_VALUE_INVALID', ''],
    ['another merchant (correctly signed with our keys)', signed({ MerchantID: '2000132' }), 'MERCHANT_ID_MISMATCH', ''],
    ['RtnCode 2147483648', signed({ RtnCode: '2147483648' }), 'NOTIFICATION_MALFORMED', 'RtnCode'],
    ['RtnCode 1e30', signed({ RtnCode: '1e30' }), 'NOTIFICATION_MALFORMED', 'RtnCode'],
    ['RtnCode 12abc', signed({ RtnCode: '12abc' }), 'NOTIFICATION_MALFORMED', 'RtnCode'],
    ['RtnCode empty', signed({ RtnCode: '' }), 'NOTIFICATION_MALFORMED', 'RtnCode'],
    ['RtnCode 0', signed({ RtnCode: '0' }), 'NOTIFICATION_MALFORMED', 'RtnCode'],
    ['RtnCode -300', signed({ RtnCode: '-300' }), 'NOTIFICATION_MALFORMED', 'RtnCode'],
    ['GoodsAmount 100000000', signed({ GoodsAmount: '100000000' }), 'NOTIFICATION_MALFORMED', 'GoodsAmount'],
    ['GoodsAmount 1250.5', signed({ GoodsAmount: '1250.5' }), 'NOTIFICATION_MALFORMED', 'GoodsAmount'],
    ['UpdateStatusDate 2025/02/30 14:22:10', signed({ UpdateStatusDate: '2025/02/30 14:22:10' }), 'NOTIFICATION_MALFORMED', 'UpdateStatusDate'],
    ['UpdateStatusDate missing', signed({ UpdateStatusDate: '' }), 'NOTIFICATION_MALFORMED', 'UpdateStatusDate'],
    ['AllPayLogisticsID of 21 characters', signed({ AllPayLogisticsID: '1'.repeat(21) }), 'NOTIFICATION_MALFORMED', 'AllPayLogisticsID'],
    ['MerchantTradeNo with a quote', signed({ MerchantTradeNo: "LGS'1" }), 'NOTIFICATION_MALFORMED', 'MerchantTradeNo'],
    ['CVSPaymentNo with markup', signed({ CVSPaymentNo: '<b>1</b>' }), 'NOTIFICATION_MALFORMED', 'CVSPaymentNo'],
  ])('refuses %s, and says why (%s, the field named)', (_, form, code, field) => {
    const verification = gateway.verifyStatusNotification(form);
    expect(verification).toMatchObject({ ok: false, rejection: { code } });
    if (!verification.ok) expect(verification.rejection.message).toContain(field);
  });
});
