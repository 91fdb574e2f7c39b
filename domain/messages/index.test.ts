import { CATALOGUE_AREAS } from './catalogue';
import { formatMailMessage, MAIL_CATALOGUE, MAIL_CATALOGUE_AREAS } from './mail-catalogue';
import { CATALOGUE, formatMessage, messageRef, negotiateLanguage, parseMessageRef, renderMessage } from './index';

describe('the one message catalogue (issue 10, section 2)', () => {
  it('every entry has an English text with exactly the placeholders of its zh-TW text', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const both: Readonly<Record<string, { 'zh-TW': string; en: string }>> = { ...CATALOGUE, ...MAIL_CATALOGUE };
    for (const code of Object.keys(both)) {
      const { 'zh-TW': zh, en } = both[code];
      expect(en.trim()).not.toBe('');
      expect(en).not.toMatch(/\p{Script=Han}/u);
      expect([code, placeholders(en)]).toEqual([code, placeholders(zh)]);
    }
  });

  it('defines each code in one area only (a second definition would silently replace the first)', () => {
    const codes = CATALOGUE_AREAS.flatMap((area) => Object.keys(area));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBe(Object.keys(CATALOGUE).length);
    // The mails' catalogue: its own areas once each, and no code of the shop's (formatMailMessage would hide it).
    const mailCodes = MAIL_CATALOGUE_AREAS.flatMap((area) => Object.keys(area));
    expect(new Set([...codes, ...mailCodes]).size).toBe(codes.length + mailCodes.length);
    expect(mailCodes.length).toBe(Object.keys(MAIL_CATALOGUE).length);
  });

  it('a mail formats its own texts and the shop\'s, in either language', () => {
    expect(formatMailMessage('MAIL_SUBJECT', { shop: formatMailMessage('SHOP_NAME'), subject: formatMailMessage('PASSWORD_RESET_SUBJECT') })).toBe('【好物選品】密碼重設驗證碼');
    expect(formatMailMessage('MAIL_GREETING', { name: 'Mei' }, 'en')).toBe('Dear Mei,');
  });

  it("keeps the spec's English texts as the English column", () => {
    expect(formatMessage('CART_ITEM_ADDED', {}, 'en')).toBe('Item added to cart successfully!');
    expect(formatMessage('CART_HAS_EXPIRED_ITEMS', {}, 'en')).toBe('Your cart contains expired items. Please remove them and try again.');
    expect(formatMessage('ORDER_ITEMS_RESTORED', { n: 3 }, 'en')).toBe('Restored 3 items to cart.');
  });

  it('renders zh-TW by default and fills placeholders in either language', () => {
    expect(formatMessage('TEXT_TOO_LONG', { max: 20 })).toBe('最多 20 個字。');
    expect(renderMessage({ code: 'TEXT_TOO_LONG', params: { max: 20 } }, 'en')).toBe('At most 20 characters.');
    expect(renderMessage('CART_EMPTY')).toBe('您的購物車是空的');
  });

  it.each<[string | undefined, string | undefined, 'zh-TW' | 'en']>([
    [undefined, undefined, 'zh-TW'],
    ['en', undefined, 'en'],
    ['EN-us', 'zh-TW', 'en'],
    ['zh-TW', 'en', 'zh-TW'],
    ['fr', 'en', 'en'],
    [undefined, 'en', 'en'],
    [undefined, 'en-US,en;q=0.9', 'en'],
    [undefined, 'zh-TW,zh;q=0.9,en-US;q=0.8,en;q=0.7', 'zh-TW'],
    [undefined, 'fr-FR,en;q=0.5,zh-TW;q=0.8', 'zh-TW'],
    [undefined, 'zh-TW;q=0.2, en;q=0.7', 'en'],
    [undefined, 'en;q=0, zh;q=0.1', 'zh-TW'],
    [undefined, 'de, fr', 'zh-TW'],
    [undefined, 'en;q=abc', 'zh-TW'],
  ])('?lang=%s with Accept-Language %s answers in %s', (query, header, expected) => {
    expect(negotiateLanguage(query, header)).toBe(expected);
  });

  it('a message reference survives a text-only channel and anything else is no reference', () => {
    expect(parseMessageRef(messageRef('SKU_INVALID', { max: 64 }))).toEqual({ code: 'SKU_INVALID', params: { max: 64 } });
    expect(parseMessageRef(messageRef('CART_EMPTY'))).toEqual({ code: 'CART_EMPTY' });
    expect(parseMessageRef('@NO_SUCH_CODE')).toBeUndefined();
    expect(parseMessageRef('請求內容有誤')).toBeUndefined();
    expect(parseMessageRef('@CART_EMPTY?{bad')).toBeUndefined();
  });
});
