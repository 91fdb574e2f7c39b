import fc from 'fast-check';
import {
  digitsOnly,
  isCheckoutPhone,
  isTaiwanPhone,
  normalizeTaiwanPhone,
  validateCheckoutPhone,
  validatePhonePrompt,
  validateReservePhone,
  validateTaiwanPhone,
} from './phone';

describe('Taiwan phone (spec 1 §5, register)', () => {
  it.each(['0912345678', '0912-345-678', '(02) 2345-6789', '02 2345 678', '037 123 456', '049-2345678', '0826-12345'])("'%s' is valid", (value) => {
    expect(validateTaiwanPhone(value)).toBeUndefined();
  });

  it.each(['1912345678', '+886912345678', '0-123456', 'abcdefg', '012345678901'])(
    "'%s' is 'enter a valid Taiwan phone number format'",
    (value) => {
      expect(validateTaiwanPhone(value)?.code).toBe('PHONE_TW_INVALID');
    },
  );

  it('spec 1 §5: the landline branch (0 + 1-2 + 7-8 digits) also admits 9 and 11 digit numbers starting 09, as written', () => {
    expect(validateTaiwanPhone('091234567')).toBeUndefined();
    expect(validateTaiwanPhone('09123456789')).toBeUndefined();
    expect(validateTaiwanPhone('091234567890')?.code).toBe('PHONE_TW_INVALID');
  });

  it('spec 1 §5: required', () => {
    expect(validateTaiwanPhone('')?.code).toBe('PHONE_REQUIRED');
    expect(validateTaiwanPhone('  ')?.code).toBe('PHONE_REQUIRED');
  });

  it('spec 1 §5: the digits-only phone is what gets sent', () => {
    expect(normalizeTaiwanPhone('0912-345 678')).toBe('0912345678');
    expect(digitsOnly('(02) 2345-6789')).toBe('0223456789');
  });

  it('spec 1 §5 (property): every 09 + 8 digits mobile is valid whatever separators surround the digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), fc.constantFrom('', '-', ' ', '.'), (rest, sep) => {
        const phone = `09${rest.slice(0, 2)}${sep}${rest.slice(2, 5)}${sep}${rest.slice(5)}`;
        expect(isTaiwanPhone(phone)).toBe(true);
        expect(normalizeTaiwanPhone(phone)).toBe(`09${rest}`);
      }),
    );
  });

  it('spec 1 §5 (property): valid only when the digits are 0 + 8 to 10 more digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,14}$/), (digits) => {
        const valid = isTaiwanPhone(digits);
        if (valid) expect(digits).toMatch(/^0\d{8,10}$/);
        if (/^0\d{8,10}$/.test(digits)) expect(valid).toBe(true);
      }),
    );
  });
});

describe('checkout phone (spec 2 §5)', () => {
  it("spec 2 §5: digits only, at least 8, else 'Please enter a valid phone number (at least 8 digits)'", () => {
    expect(validateCheckoutPhone('12345678')).toBeUndefined();
    expect(validateCheckoutPhone(' 0912345678 ')).toBeUndefined();
    expect(validateCheckoutPhone('1234567')).toEqual({ code: 'CHECKOUT_PHONE_INVALID', message: '請輸入有效的電話號碼（至少 8 位數字）' });
    expect(validateCheckoutPhone('0912-345-678')?.code).toBe('CHECKOUT_PHONE_INVALID');
    expect(validateCheckoutPhone('')?.code).toBe('CHECKOUT_PHONE_INVALID');
  });

  it('spec 2 §5 (property): a digit string is valid exactly when it has 8 to 15 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,20}$/), (digits) => {
        expect(isCheckoutPhone(digits)).toBe(digits.length >= 8 && digits.length <= 15);
      }),
    );
  });

  it('spec 2 §5 (property): any non-digit character makes it invalid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8,12}$/), fc.constantFrom('-', 'a', '+', '.', '０'), fc.nat(12), (digits, bad, at) => {
        const i = at % digits.length;
        expect(isCheckoutPhone(digits.slice(0, i) + bad + digits.slice(i))).toBe(false);
      }),
    );
  });
});

describe('reserve-dialog phone (spec 2 §5)', () => {
  it("spec 2 §5: 'Please enter a correct phone number' only when non-empty and invalid; 'Reserve now' disabled while invalid", () => {
    expect(validateReservePhone('')).toEqual({ valid: false });
    expect(validateReservePhone('  ')).toEqual({ valid: false });
    expect(validateReservePhone('1234')).toEqual({ valid: false, error: { code: 'RESERVE_PHONE_INVALID', message: '請輸入正確的電話號碼' } });
    expect(validateReservePhone('0912345678')).toEqual({ valid: true });
  });
});

describe('marketplace phone prompt (spec 1 §5)', () => {
  it("spec 1 §5: at least 8 characters, else 'Please enter a valid phone number'", () => {
    expect(validatePhonePrompt('1234567')?.code).toBe('PHONE_PROMPT_INVALID');
    expect(validatePhonePrompt('1234-567')).toBeUndefined();
    expect(validatePhonePrompt('  1234567  ')?.code).toBe('PHONE_PROMPT_INVALID');
  });
});
