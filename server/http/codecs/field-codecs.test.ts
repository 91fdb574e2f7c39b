import { ValidationError } from '../../../application/errors';
import { decodeOrThrow } from './decode';
import { AdminEndOrderBody } from '../../../application/contracts/admin';
import { OutletItemParams, OutletVariantsParams } from '../../../application/contracts/catalogue';

function fieldsOf(attempt: () => unknown) {
  try {
    attempt();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: '請求內容有誤' });
    return (error as ValidationError).fields;
  }
  throw new Error('expected a ValidationError');
}

describe('outlet path codecs', () => {
  it.each([['1', 1], ['42', 42], ['2147483647', 2147483647]])('accepts id %s', (raw, value) => {
    expect(decodeOrThrow(OutletItemParams, { id: raw })).toEqual({ id: value });
  });

  it.each(['abc', '-1', '0', '01', '1.5', '1e3', '', ' 1', '2147483648', '99999999999999999999'])('rejects id %j with fields.id', (raw) => {
    expect(fieldsOf(() => decodeOrThrow(OutletItemParams, { id: raw }))).toEqual({
      id: { code: 'NOT_A_POSITIVE_INTEGER', message: '商品編號必須是正整數。' },
    });
  });

  it('accepts a sku of 1 to 64 characters, Chinese included', () => {
    expect(decodeOrThrow(OutletVariantsParams, { sku: 'OL-JK-1024' })).toEqual({ sku: 'OL-JK-1024' });
    expect(decodeOrThrow(OutletVariantsParams, { sku: '外套-黑' })).toEqual({ sku: '外套-黑' });
    expect(decodeOrThrow(OutletVariantsParams, { sku: 'x'.repeat(64) })).toEqual({ sku: 'x'.repeat(64) });
  });

  it.each(['', '   ', 'x'.repeat(65)])('rejects sku %j with fields.sku', (raw) => {
    expect(fieldsOf(() => decodeOrThrow(OutletVariantsParams, { sku: raw }))).toEqual({
      sku: { code: 'INVALID_SKU', message: '商品貨號不可空白，且最多 64 個字元。' },
    });
  });
});

describe('a body of required and optional fields (an intersection)', () => {
  it('names the field that failed, not the member of the intersection', () => {
    expect(Object.keys(fieldsOf(() => decodeOrThrow(AdminEndOrderBody, { to: 'DONE' })) ?? {})).toEqual(['to']);
    expect(Object.keys(fieldsOf(() => decodeOrThrow(AdminEndOrderBody, { to: 'REFUNDED', note: 'x'.repeat(201) })) ?? {})).toEqual(['note']);
    expect(Object.keys(fieldsOf(() => decodeOrThrow(AdminEndOrderBody, 'REFUNDED')) ?? {})).toEqual(['_']);
  });
});
