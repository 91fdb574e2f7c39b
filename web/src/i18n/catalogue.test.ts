import { CATALOGUE, LANGUAGES, type Language } from '../domain';
import { WEB_CATALOGUE } from './catalogue';
import { isEntry, renderCatalogue, type Entry } from './entry';
import { messages as checkoutMessages } from './contexts/checkout';
import { messages } from './messages';

/** A phrase is compared by its text with numbered placeholders for its parameters. */
function textsOf(column: unknown): string[] {
  if (typeof column === 'string') return [column];
  if (Array.isArray(column)) return column.flatMap(textsOf);
  if (typeof column === 'function') {
    const phrase = column as (...args: string[]) => string;
    return [phrase(...Array.from({ length: phrase.length }, (_, i) => `{${i}}`))];
  }
  throw new Error(`not a column: ${String(column)}`);
}

interface Found { path: string; entry: Entry<unknown> }

function entriesOf(node: unknown, path: string): Found[] {
  if (isEntry(node)) return [{ path, entry: node }];
  return Object.entries(node as object).flatMap(([key, value]) => entriesOf(value, path ? `${path}.${key}` : key));
}

const web = entriesOf(WEB_CATALOGUE, '');
const domain = Object.entries(CATALOGUE).map(([code, entry]) => ({ path: `domain:${code}`, entry }));

/**
 * Two server codes whose zh-TW is one text but whose English differs ('a product spec' / 'product spec'):
 * the English is what an integrator reads with ?lang=en, and this issue changes nothing anyone sees.
 */
const KNOWN_TWINS = new Set(['domain:SPEC_REQUIRED, domain:MARKETPLACE_VARIANT_REQUIRED']);

/**
 * The text of each language and the entries that hold it. Two entries holding one text is a text written
 * twice: the later one should be the first one itself (fromDomain, or a shared word of areas/common.ts).
 */
function holdersByText(found: readonly Found[], language: Language): Map<string, Found[]> {
  const byText = new Map<string, Found[]>();
  for (const item of found) {
    for (const text of new Set(textsOf(item.entry[language]))) {
      const holders = byText.get(text) ?? [];
      if (!holders.some((holder) => holder.entry === item.entry)) holders.push(item);
      byText.set(text, holders);
    }
  }
  return byText;
}

function textsWrittenTwice(found: readonly Found[], language: Language): string[] {
  return [...holdersByText(found, language)]
    .filter(([, holders]) => holders.length > 1 && !KNOWN_TWINS.has(holders.map((holder) => holder.path).join(', ')))
    .map(([text, holders]) => `${JSON.stringify(text)}: ${holders.map((holder) => holder.path).join(', ')}`);
}

describe('the web catalogue: screen texts keyed, in zh-TW and en, none written twice (issue 24)', () => {
  it.each(LANGUAGES)('no %s text stands twice across the web catalogue and the server catalogue', (language) => {
    expect(textsWrittenTwice([...domain, ...web], language)).toEqual([]);
  });

  it('catches a text written twice: a web entry copying a server text, and two web entries with one text', () => {
    const copy = { 'zh-TW': CATALOGUE.CART_EMPTY['zh-TW'], en: 'Nothing in the cart' };
    const cartEmpty = { path: 'domain:CART_EMPTY', entry: CATALOGUE.CART_EMPTY };
    expect(textsWrittenTwice([cartEmpty, { path: 'cart.empty', entry: copy }], 'zh-TW')).toEqual([
      `${JSON.stringify(CATALOGUE.CART_EMPTY['zh-TW'])}: domain:CART_EMPTY, cart.empty`,
    ]);
    const cancel = { 'zh-TW': '取消', en: 'Cancel' };
    const again = { 'zh-TW': '不要了', en: 'Cancel' };
    expect(textsWrittenTwice([{ path: 'a.cancel', entry: cancel }, { path: 'b.cancel', entry: again }], 'en')).toHaveLength(1);
    expect(textsWrittenTwice([{ path: 'a.cancel', entry: cancel }, { path: 'b.cancel', entry: cancel }], 'en')).toEqual([]);
  });

  it('every entry has an English column of the same kind as its zh-TW, without Chinese', () => {
    for (const { path, entry } of web) {
      const zh = textsOf(entry['zh-TW']);
      const en = textsOf(entry.en);
      expect([path, typeof entry.en, en.length]).toEqual([path, typeof entry['zh-TW'], zh.length]);
      for (const text of en) expect([path, /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/.test(text)]).toEqual([path, false]);
    }
  });

  it('the storefront reads the zh-TW column; the en column renders the same keys', () => {
    expect(messages.cart.addFailed).toBe('無法加入購物車，請稍後再試');
    expect(checkoutMessages.checkout.summaryItems(3)).toBe('共 3 件商品');
    expect(checkoutMessages.cart).toBe(messages.cart);
    expect(messages.app.brand).toBe(CATALOGUE.SHOP_NAME['zh-TW']);
    const english = renderCatalogue(WEB_CATALOGUE, 'en');
    expect(english.cart.addFailed).toBe('Unable to add to cart, please try again later');
    expect(english.checkout.summaryItems(3)).toBe('3 items in all');
    expect(english.admin.orderStatuses.PAID).toBe(CATALOGUE.CHIP_PAID.en);
  });
});
