import { readReturnParams, searchWithoutReturnParams } from './return-params';

describe('return flags of the confirmation page (spec 2 §2.5)', () => {
  it.each([
    ['?payment=success', 'success'],
    ['?payment=FAILED', 'failed'],
    ['?payment=cancelled', 'cancelled'],
    ['?payment=timeout', 'timeout'],
    ['?payment=bogus', null],
    ['?RtnCode=1', 'success'],
    ['?RtnCode=0', 'failed'],
    ['?RtnCode=10100058', 'failed'],
    ['?RtnCode=', null],
    ['', null],
    ['?payment=failed&RtnCode=1', 'failed'],
  ])('%s reads as %s', (search, state) => {
    expect(readReturnParams(search).returnState).toBe(state);
  });

  it('keeps the provider trade number', () => {
    expect(readReturnParams('?RtnCode=1&MerchantTradeNo=ORD12345678T2').providerTradeNo).toBe('ORD12345678T2');
    expect(readReturnParams('?RtnCode=1').providerTradeNo).toBeNull();
  });

  it('removes only the return flags', () => {
    expect(searchWithoutReturnParams('?payment=success')).toBe('');
    expect(searchWithoutReturnParams('?RtnCode=1&MerchantTradeNo=X&ref=mail')).toBe('?ref=mail');
    expect(searchWithoutReturnParams('?ref=mail')).toBeNull();
    expect(searchWithoutReturnParams('')).toBeNull();
  });
});
