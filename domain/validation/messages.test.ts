import { fieldError, collectErrors, isValidForm, charLength } from './field-error';
import { MAIL_CATALOGUE } from '../messages/mail-catalogue';
import { formatMessage, isMessageCode, MESSAGES } from './messages';

describe('message catalogue', () => {
  // The shop's catalogue and the mails' (domain/messages/mail-catalogue.ts) are held to the same rules.
  const TEXTS: Readonly<Record<string, string>> = { ...MESSAGES, ...Object.fromEntries(Object.entries(MAIL_CATALOGUE).map(([code, texts]) => [code, texts['zh-TW']])) };
  const codes = Object.keys(TEXTS);

  it('spec 1 §1 / spec 2 §1: every message is non-empty Traditional Chinese shopper text (or a brand/badge)', () => {
    const latinOnly = new Set<string>(['SOURCE_SHOPIFY', 'DISCOUNT_BADGE', 'MAIL_SUBJECT', 'ORDER_MAIL_TEXT_HEADING', 'ORDER_MAIL_LINE']);
    for (const code of codes) {
      expect(TEXTS[code].trim()).not.toBe('');
      if (!latinOnly.has(code)) expect(TEXTS[code]).toMatch(/\p{Script=Han}/u);
    }
  });

  it('spec 1 §1: uses Traditional, not Simplified, forms of common characters', () => {
    const simplifiedOnly = /[请码设确认购车订单个页无过销务询]/u;
    for (const code of codes) expect(TEXTS[code]).not.toMatch(simplifiedOnly);
  });

  it('stable codes are UPPER_SNAKE_CASE', () => {
    for (const code of codes) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it("spec 1 §5: 'This item is already in your cart.' and spec 2 §5 names render faithfully", () => {
    expect(MESSAGES.CART_ITEM_DUPLICATE).toBe('此商品已在購物車中。');
    expect(MESSAGES.CHECKOUT_NAME_INVALID).toBe('請輸入姓名（至少 2 個字）');
  });

  it('formatMessage fills {placeholders} and leaves unknown ones visible', () => {
    expect(formatMessage('STOCK_REMAINING', { n: 3 })).toBe('剩餘 3 件');
    expect(formatMessage('RESERVATION_REMAINING', { h: 1 })).toBe('1 小時 {m} 分');
  });

  it('isMessageCode recognises catalogue codes only', () => {
    expect(isMessageCode('EMAIL_INVALID')).toBe(true);
    expect(isMessageCode('toString')).toBe(false);
    expect(isMessageCode('NOPE')).toBe(false);
  });
});

describe('field errors', () => {
  it('design §2: a field error is { code, message } with the catalogue text', () => {
    expect(fieldError('EMAIL_INVALID')).toEqual({ code: 'EMAIL_INVALID', message: MESSAGES.EMAIL_INVALID });
  });

  it('design §2: an empty error object means valid; passing fields are left out', () => {
    const errors = collectErrors({ a: undefined, b: fieldError('NAME_REQUIRED') });
    expect(errors).toEqual({ b: fieldError('NAME_REQUIRED') });
    expect('a' in errors).toBe(false);
    expect(isValidForm(errors)).toBe(false);
    expect(isValidForm(collectErrors({ a: undefined }))).toBe(true);
  });

  it('spec 1 §9: lengths count characters as a shopper does (one CJK character or emoji is one)', () => {
    expect(charLength('王小明')).toBe(3);
    expect(charLength('😀😀')).toBe(2);
  });
});
