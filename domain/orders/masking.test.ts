import { maskName, maskPhone } from './masking';

describe('masking of the buyer on an order read without its token (decision 5)', () => {
  it.each([
    ['王小明', '王*明'],
    ['歐陽小明', '歐**明'],
    ['王明', '王*'],
    ['王', '*'],
    ['  王小明  ', '王*明'],
    ['John Smith', 'J********h'],
    ['😀ab😀', '😀**😀'],
    ['', ''],
  ])('name %j -> %j', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it.each([
    ['0912345678', '09******78'],
    ['12345678', '12****78'],
    ['886912345678901', '88***********01'],
    ['1234', '****'],
    ['', ''],
  ])('phone %j -> %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it('null stays null', () => {
    expect(maskName(null)).toBeNull();
    expect(maskPhone(undefined)).toBeNull();
  });

  it('never returns the middle of the value', () => {
    expect(maskPhone('0912345678')).not.toContain('345');
    expect(maskName('司馬相如')).not.toMatch(/馬|相/);
  });
});
