import { nationalDigits, shopeeBuyerPhoneMatches } from './buyer-phone';

describe("the Shopee buyer's phone as link-order's proof (issue 11, our rule)", () => {
  it('compares digits in national form: +886 and separators do not matter', () => {
    expect(nationalDigits('+886 912-345-678')).toBe('0912345678');
    expect(shopeeBuyerPhoneMatches('0912345678', '886912345678')).toBe(true);
    expect(shopeeBuyerPhoneMatches('0912 345 678', '0912345678')).toBe(true);
    expect(shopeeBuyerPhoneMatches('0912345679', '886912345678')).toBe(false);
  });

  it('a masked phone matches on the digits after the mask, at least 4 of them', () => {
    expect(shopeeBuyerPhoneMatches('0912345678', '******5678')).toBe(true);
    expect(shopeeBuyerPhoneMatches('0912345678', '88691****678')).toBe(false);
    expect(shopeeBuyerPhoneMatches('0912345678', '******1678')).toBe(false);
    expect(shopeeBuyerPhoneMatches('0912345678', '09******78')).toBe(false);
  });

  it('nothing matches a missing phone, and a given phone needs at least 8 digits', () => {
    expect(shopeeBuyerPhoneMatches('0912345678', null)).toBe(false);
    expect(shopeeBuyerPhoneMatches('0912345678', '')).toBe(false);
    expect(shopeeBuyerPhoneMatches('5678', '******5678')).toBe(false);
  });
});
