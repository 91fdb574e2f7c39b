import { CATALOGUE, type Language, type MessageCode } from '../domain';

/**
 * One screen text of the storefront in both columns of the shop's catalogue (zh-TW, the storefront's
 * language; en, the tone of domain/messages' English column). A column is a text, a list of texts, or a
 * phrase: a function of its parameters, the same signature in both columns.
 */
export interface Entry<T> {
  readonly 'zh-TW': T;
  readonly en: T;
}

export type Phrase<A extends readonly unknown[]> = (...args: A) => string;

/** A text. */
export function text(zh: string, en: string): Entry<string> {
  return { 'zh-TW': zh, en };
}

/** A list of texts (the same length in both columns: web/src/i18n/catalogue.test.ts). */
export function list(zh: readonly string[], en: readonly string[]): Entry<readonly string[]> {
  return { 'zh-TW': zh, en };
}

/** A text with parameters. */
export function phrase<A extends readonly unknown[]>(zh: Phrase<A>, en: Phrase<A>): Entry<Phrase<A>> {
  return { 'zh-TW': zh, en };
}

/** The server catalogue's entry itself, where the screen says what the server says: a text is written once. */
export function fromDomain<C extends MessageCode>(code: C): (typeof CATALOGUE)[C] {
  return CATALOGUE[code];
}

export function isEntry(value: unknown): value is Entry<unknown> {
  return typeof value === 'object' && value !== null && 'zh-TW' in value && 'en' in value;
}

/** A keyed catalogue seen in one language: each entry replaced by its column, the key paths unchanged. */
export type Rendered<T> = T extends Entry<infer V> ? V : { readonly [K in keyof T]: Rendered<T[K]> };

export function renderCatalogue<T extends object>(catalogue: T, language: Language): Rendered<T> {
  const render = (node: unknown): unknown =>
    isEntry(node)
      ? node[language]
      : Object.fromEntries(Object.entries(node as object).map(([key, value]) => [key, render(value)]));
  return render(catalogue) as Rendered<T>;
}
