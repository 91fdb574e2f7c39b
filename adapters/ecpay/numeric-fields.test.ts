import { boundedInteger, RTN_CODE_BOUNDS, TRADE_AMT_BOUNDS } from './numeric-fields';

describe('boundedInteger (ECPay numbers that fit our columns and ECPay\'s documented ranges)', () => {
  it.each([
    ['1', TRADE_AMT_BOUNDS, 1], ['1290', TRADE_AMT_BOUNDS, 1290], ['99999999', TRADE_AMT_BOUNDS, 99_999_999],
    ['1', RTN_CODE_BOUNDS, 1], ['10200073', RTN_CODE_BOUNDS, 10_200_073], ['-1', RTN_CODE_BOUNDS, -1],
    ['2147483647', RTN_CODE_BOUNDS, 2_147_483_647], ['-2147483648', RTN_CODE_BOUNDS, -2_147_483_648],
  ])('%s fits', (raw, bounds, value) => {
    expect(boundedInteger(raw, bounds)).toBe(value);
  });

  it.each([
    ['0', TRADE_AMT_BOUNDS], ['100000000', TRADE_AMT_BOUNDS], ['2147483648', TRADE_AMT_BOUNDS], ['-5', TRADE_AMT_BOUNDS],
    ['2147483648', RTN_CODE_BOUNDS], ['-2147483649', RTN_CODE_BOUNDS], ['99999999999', RTN_CODE_BOUNDS],
    ['1e30', RTN_CODE_BOUNDS], ['12abc', TRADE_AMT_BOUNDS], ['', TRADE_AMT_BOUNDS], [' 5', TRADE_AMT_BOUNDS], ['+5', TRADE_AMT_BOUNDS],
    ['1.0', TRADE_AMT_BOUNDS], ['0x10', TRADE_AMT_BOUNDS], ['１２', TRADE_AMT_BOUNDS],
  ])('%s does not fit', (raw, bounds) => {
    expect(boundedInteger(raw, bounds)).toBeUndefined();
  });
});
