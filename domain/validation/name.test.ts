import { validateCheckoutName, validateRegisterName } from './name';

describe('register name (spec 1 §5)', () => {
  it.each(['王小明', '歐陽 娜娜', '王　小明', 'John Smith', "Mary O'Brien", 'Mary O’Brien', 'Jean-Luc Picard', 'José Álvarez', 'Anna·Lee', 'Anna・Lee', '李 John', '  陳大文  '])(
    "accepts '%s'",
    (value) => {
      expect(validateRegisterName(value)).toBeUndefined();
    },
  );

  it("spec 1 §5: required ('name cannot be empty'), blank after trimming included", () => {
    expect(validateRegisterName('')?.code).toBe('NAME_REQUIRED');
    expect(validateRegisterName('   ')?.code).toBe('NAME_REQUIRED');
  });

  it('spec 1 §5: at least 2 characters', () => {
    expect(validateRegisterName('王')?.code).toBe('NAME_TOO_SHORT');
    expect(validateRegisterName('王明')).toBeUndefined();
  });

  it.each(['John  Smith', 'John--Smith', "John '-Smith", '-John Smith', "John Smith'", 'John3 Smith', 'John_Smith', 'Иван Петров', 'アン・Lee', '王小明!', '王 😀', 'John Smith.'])(
    "spec 1 §5: '%s' is 'please enter a valid name' (only Chinese/Latin letters with single separators)",
    (value) => {
      expect(validateRegisterName(value)?.code).toBe('NAME_INVALID');
    },
  );

  it("spec 1 §5: without Chinese characters a single word needs 'family and given' names", () => {
    expect(validateRegisterName('John')?.code).toBe('NAME_FULL_NAME_REQUIRED');
    expect(validateRegisterName('Jean-Luc')?.code).toBe('NAME_FULL_NAME_REQUIRED');
    expect(validateRegisterName("O'Brien")?.code).toBe('NAME_FULL_NAME_REQUIRED');
    expect(validateRegisterName('John Smith')).toBeUndefined();
    expect(validateRegisterName('王明')).toBeUndefined();
  });
});

describe('checkout name (spec 2 §5)', () => {
  it("spec 2 §5: at least 2 characters after trimming, else 'Please enter your name (at least 2 characters)'", () => {
    expect(validateCheckoutName(' 王 ')).toEqual({ code: 'CHECKOUT_NAME_INVALID', message: '請輸入姓名（至少 2 個字）' });
    expect(validateCheckoutName('')?.code).toBe('CHECKOUT_NAME_INVALID');
    expect(validateCheckoutName(' 王明 ')).toBeUndefined();
    expect(validateCheckoutName('Al')?.code).toBe('PICKUP_NAME_LATIN_LENGTH');
  });

  it('issue 28: is the pickup name rule (pickup-name.ts), the one the shipment sends', () => {
    expect(validateCheckoutName('Lin Wei Ting')).toBeUndefined();
    expect(validateCheckoutName('王小明2')?.code).toBe('PICKUP_NAME_CHARACTERS');
  });
});

describe('the one cap of a name (issue 28)', () => {
  it('a register or profile name has at most 50 characters (code points)', () => {
    expect(validateRegisterName('王'.repeat(50))).toBeUndefined();
    expect(validateRegisterName('王'.repeat(51))).toEqual({ code: 'NAME_TOO_LONG', message: '姓名最多 50 個字' });
    expect(validateRegisterName(`Ann ${'b'.repeat(47)}`)?.code).toBe('NAME_TOO_LONG');
  });
});
