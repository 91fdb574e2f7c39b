import fc from 'fast-check';
import {
  checkMacSource, computeCheckMacValue, ecpayUrlEncode, signFields, verifyCheckMacValue, type MacAlgorithm,
} from './check-mac-value';
import { AIO_STAGE_KEYS, C2C_STAGE_KEYS, MAC_VECTORS, NEW_C_ENCODED, NEW_D_FIELDS, NEW_D_RAW, OV1_ENCODED, OV1_FIELDS } from './ecpay-vectors';

describe('CheckMacValue: the published vectors (research section 3.2 and 3.3)', () => {
  it.each(MAC_VECTORS)('$id ($algorithm)', ({ fields, credentials, algorithm, checkMacValue }) => {
    expect(computeCheckMacValue(fields, credentials, algorithm)).toBe(checkMacValue);
    expect(verifyCheckMacValue({ ...fields, CheckMacValue: checkMacValue }, credentials, algorithm)).toBe(true);
  });

  it('OV1: the encoded string is exactly the one ECPay prints (step 4 and 5)', () => {
    expect(checkMacSource(OV1_FIELDS, AIO_STAGE_KEYS)).toBe(OV1_ENCODED);
  });

  it('NEW-C: the encoder stress string (quote, star, parentheses, plus, percent, tilde, @#$)', () => {
    const fields = MAC_VECTORS.find((v) => v.id === 'NEW-C')!.fields;
    expect(checkMacSource(fields, AIO_STAGE_KEYS)).toBe(NEW_C_ENCODED);
  });

  it('NEW-D: the raw string before encoding', () => {
    expect(checkMacSource(NEW_D_FIELDS, C2C_STAGE_KEYS)).toBe(ecpayUrlEncode(NEW_D_RAW));
  });

  it('encodes a space as + (a %20 gives the wrong mac), and keeps -_.!*() literal', () => {
    expect(ecpayUrlEncode("a b-_.!*()'~")).toBe('a+b-_.!*()%27%7e');
  });

  it('sorts like strcasecmp, not localeCompare: a1, A2, a_b, ab', () => {
    const source = checkMacSource({ ab: '4', a_b: '3', A2: '2', a1: '1' }, { hashKey: 'K', hashIv: 'I' });
    expect(source).toBe(ecpayUrlEncode('HashKey=K&a1=1&A2=2&a_b=3&ab=4&HashIV=I').toLowerCase());
  });

  it('ignores an incoming CheckMacValue when computing, and refuses non-string values', () => {
    const vector = MAC_VECTORS[0];
    expect(computeCheckMacValue({ ...vector.fields, CheckMacValue: 'X' }, vector.credentials, 'sha256')).toBe(vector.checkMacValue);
    expect(() => computeCheckMacValue({ TotalAmount: 100 as unknown as string }, AIO_STAGE_KEYS, 'sha256')).toThrow(TypeError);
  });

  it('verify: lower-case hex accepted, missing / empty / truncated / wrong refused', () => {
    const { fields, credentials, checkMacValue } = MAC_VECTORS[0];
    expect(verifyCheckMacValue({ ...fields, CheckMacValue: checkMacValue.toLowerCase() }, credentials, 'sha256')).toBe(true);
    expect(verifyCheckMacValue(fields, credentials, 'sha256')).toBe(false);
    expect(verifyCheckMacValue({ ...fields, CheckMacValue: '' }, credentials, 'sha256')).toBe(false);
    expect(verifyCheckMacValue({ ...fields, CheckMacValue: checkMacValue.slice(1) }, credentials, 'sha256')).toBe(false);
    expect(verifyCheckMacValue({ ...fields, CheckMacValue: checkMacValue }, credentials, 'md5')).toBe(false);
    expect(verifyCheckMacValue({ ...fields, CheckMacValue: checkMacValue }, { ...credentials, hashIv: 'x' }, 'sha256')).toBe(false);
  });
});

const KEYS = ['MerchantID', 'MerchantTradeNo', 'MerchantTradeDate', 'TotalAmount', 'TradeDesc', 'ItemName', 'ReturnURL', 'RtnMsg', 'CustomField1', 'StoreID'];
const fieldsArb = fc.dictionary(fc.constantFrom(...KEYS), fc.string({ unit: 'grapheme', maxLength: 30 }), { minKeys: 1 });
const keysArb = fc.record({ hashKey: fc.string({ minLength: 1, maxLength: 20 }), hashIv: fc.string({ minLength: 1, maxLength: 20 }) });
const algArb = fc.constantFrom<MacAlgorithm>('sha256', 'md5');

describe('CheckMacValue: properties', () => {
  it('the order of the fields does not matter', () => {
    fc.assert(fc.property(fieldsArb, keysArb, algArb, (fields, keys, alg) => {
      const reversed = Object.fromEntries(Object.entries(fields).reverse());
      expect(computeCheckMacValue(reversed, keys, alg)).toBe(computeCheckMacValue(fields, keys, alg));
    }));
  });

  it('changing any value, or the key, or the IV changes the mac, and verification then fails', () => {
    fc.assert(fc.property(fieldsArb, keysArb, algArb, fc.nat(), fc.string({ minLength: 1, maxLength: 5 }), (fields, keys, alg, pick, extra) => {
      const signed = signFields(fields, keys, alg);
      expect(verifyCheckMacValue(signed, keys, alg)).toBe(true);
      const names = Object.keys(fields);
      const name = names[pick % names.length];
      const tampered = { ...signed, [name]: fields[name] + extra };
      expect(computeCheckMacValue(tampered, keys, alg)).not.toBe(signed.CheckMacValue);
      expect(verifyCheckMacValue(tampered, keys, alg)).toBe(false);
      expect(verifyCheckMacValue(signed, { ...keys, hashKey: keys.hashKey + extra }, alg)).toBe(false);
      expect(verifyCheckMacValue(signed, { ...keys, hashIv: keys.hashIv + extra }, alg)).toBe(false);
    }));
  });

  it('the mac is 64 (SHA256) or 32 (MD5) upper-case hex digits', () => {
    fc.assert(fc.property(fieldsArb, keysArb, algArb, (fields, keys, alg) => {
      expect(computeCheckMacValue(fields, keys, alg)).toMatch(alg === 'sha256' ? /^[0-9A-F]{64}$/ : /^[0-9A-F]{32}$/);
    }));
  });
});

/**
 * The official npm packages as an independent oracle (research section 9), on the inputs they handle
 * correctly: string values without `"`, `\`, control characters or non-ASCII cased letters.
 */
type OracleHelper = { gen_chk_mac_value(params: Record<string, string>, mode: 0 | 1): string };
function loadOracles(): { aio: (keys: { hashKey: string; hashIv: string }) => OracleHelper; logistics: () => OracleHelper } | undefined {
  try {
    const AioHelper = require('ecpay_aio_nodejs/lib/ecpay_payment/helper.js') as new (options: unknown) => OracleHelper;
    const LogisticsHelper = require('ecpay_logistics_nodejs/lib/ecpay_logistics/helper.js') as new () => OracleHelper;
    return {
      aio: (keys) => new AioHelper({ MercProfile: { MerchantID: '3002607', HashKey: keys.hashKey, HashIV: keys.hashIv } }),
      logistics: () => new LogisticsHelper(),
    };
  } catch {
    return undefined;
  }
}
const oracles = loadOracles();
const describeOracle = oracles ? describe : describe.skip;

describeOracle('CheckMacValue: the official npm SDKs agree (ecpay_aio_nodejs@1.2.2, ecpay_logistics_nodejs@1.0.2)', () => {
  // The SDKs console.log the encoded string, HashKey included.
  let log: jest.SpyInstance;
  beforeEach(() => { log = jest.spyOn(console, 'log').mockImplementation(() => undefined); });
  afterEach(() => log.mockRestore());

  it.each(MAC_VECTORS)('ecpay_aio_nodejs reproduces $id', ({ fields, credentials, algorithm, checkMacValue }) => {
    expect(oracles!.aio(credentials).gen_chk_mac_value({ ...fields }, algorithm === 'sha256' ? 1 : 0)).toBe(checkMacValue);
  });

  it.each(MAC_VECTORS.filter((v) => v.credentials === C2C_STAGE_KEYS))('ecpay_logistics_nodejs (its built-in C2C stage profile) reproduces $id', ({ fields }) => {
    expect(oracles!.logistics().gen_chk_mac_value({ ...fields }, 0)).toBe(computeCheckMacValue(fields, C2C_STAGE_KEYS, 'md5'));
  });

  // Not `{` `}` either: the SDK builds the string from JSON.stringify and a regex on `{"` / `"}`, so a
  // value starting with `{` or ending with `}` comes out wrong there (found by this property).
  const safeChars = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.!*()\'~@#$%^&+=/:;?,<>[]|`', '訂', '單', '測', '試', '商', '品', '（', '）', '　'];
  const safeString = fc.array(fc.constantFrom(...safeChars), { maxLength: 30 }).map((chars) => chars.join(''));
  const safeKey = fc.stringMatching(/^[A-Za-z0-9]{16}$/);

  it('agrees with ecpay_aio_nodejs on random fields and keys (SHA256 and MD5)', () => {
    fc.assert(fc.property(
      fc.dictionary(fc.constantFrom(...KEYS), safeString, { minKeys: 1 }),
      fc.record({ hashKey: safeKey, hashIv: safeKey }),
      algArb,
      (fields, keys, alg) => {
        expect(computeCheckMacValue(fields, keys, alg)).toBe(oracles!.aio(keys).gen_chk_mac_value({ ...fields }, alg === 'sha256' ? 1 : 0));
      },
    ), { numRuns: 300 });
  });

  // Logistics (issue 12): the MD5 of the create form, the create answer and the status notification.
  const LOGISTICS_KEYS = ['MerchantID', 'MerchantTradeNo', 'MerchantTradeDate', 'LogisticsType', 'LogisticsSubType', 'GoodsAmount', 'IsCollection',
    'CollectionAmount', 'GoodsName', 'SenderName', 'SenderCellPhone', 'ReceiverName', 'ReceiverCellPhone', 'ReceiverStoreID', 'ServerReplyURL',
    'RtnCode', 'RtnMsg', 'AllPayLogisticsID', 'UpdateStatusDate', 'CVSPaymentNo', 'CVSValidationNo', 'BookingNote', 'TimeStamp'];

  it('agrees with ecpay_logistics_nodejs (MD5, its C2C stage profile) on random logistics fields', () => {
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...LOGISTICS_KEYS), safeString, { minKeys: 1 }), (fields) => {
      expect(computeCheckMacValue(fields, C2C_STAGE_KEYS, 'md5')).toBe(oracles!.logistics().gen_chk_mac_value({ ...fields }, 0));
    }), { numRuns: 300 });
  });
});
