import { CATALOGUE } from './catalogue';

export { CATALOGUE } from './catalogue';

/** The languages the shop speaks: zh-TW is the default everywhere; en is the specs' own wording. */
export const LANGUAGES = ['zh-TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-TW';

export type MessageCode = keyof typeof CATALOGUE;
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message not yet rendered: a catalogue code and its placeholder values. The HTTP edge renders it in the request's language. */
export interface Message {
  readonly code: MessageCode;
  readonly params?: MessageParams;
}

export function isMessageCode(value: string): value is MessageCode {
  return Object.prototype.hasOwnProperty.call(CATALOGUE, value);
}

/** The zh-TW column: the text of every code in the shop's default language. */
export const MESSAGES: { readonly [C in MessageCode]: (typeof CATALOGUE)[C]['zh-TW'] } = Object.fromEntries(
  Object.entries(CATALOGUE).map(([code, texts]) => [code, texts['zh-TW']]),
) as { readonly [C in MessageCode]: (typeof CATALOGUE)[C]['zh-TW'] };

/** The catalogue text of a code in a language (zh-TW unless told) with its {placeholders} filled; unknown placeholders stay visible. */
export function formatMessage(code: MessageCode, params: MessageParams = {}, language: Language = DEFAULT_LANGUAGE): string {
  const texts: Readonly<Record<Language, string>> = CATALOGUE[code];
  return fillPlaceholders(texts[language], params);
}

/** A text's {placeholders} filled from params; unknown ones stay visible. Shared with the mails' catalogue. */
export function fillPlaceholders(text: string, params: MessageParams): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.prototype.hasOwnProperty.call(params, key) ? String(params[key]) : whole));
}

/** A Message (or a bare code) rendered in a language. */
export function renderMessage(message: Message | MessageCode, language: Language = DEFAULT_LANGUAGE): string {
  return typeof message === 'string' ? formatMessage(message, {}, language) : formatMessage(message.code, message.params, language);
}

/**
 * The language a request asks for: `?lang=` wins when it names a language we speak (en, en-US, zh-TW,
 * zh-Hant...), else the Accept-Language header by q-value (RFC 9110 section 12.5.4: the highest q wins,
 * ties go to the earlier entry, q=0 means "not this one"), else zh-TW. Any zh* counts as zh-TW.
 */
export function negotiateLanguage(query: string | undefined, acceptLanguage: string | undefined): Language {
  const fromQuery = query === undefined ? undefined : languageOfTag(query.trim());
  if (fromQuery) return fromQuery;
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number } | undefined;
  for (const part of acceptLanguage.split(',').slice(0, 20)) {
    const [tag, ...parameters] = part.trim().split(';');
    const language = languageOfTag(tag.trim());
    if (!language) continue;
    const qParameter = parameters.map((p) => p.trim()).find((p) => /^q=/i.test(p));
    const q = qParameter === undefined ? 1 : Number(qParameter.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

function languageOfTag(tag: string): Language | undefined {
  const primary = tag.toLowerCase().split('-')[0];
  if (primary === 'en') return 'en';
  if (primary === 'zh') return 'zh-TW';
  return undefined;
}

/**
 * A Message as one string, for channels that carry only text (an io-ts failure message): `@CODE` or
 * `@CODE?{"max":64}`. parseMessageRef() reads it back; any other text is no reference.
 */
export function messageRef(code: MessageCode, params?: MessageParams): string {
  return params === undefined ? `@${code}` : `@${code}?${JSON.stringify(params)}`;
}

export function parseMessageRef(text: string | undefined): Message | undefined {
  const match = text === undefined ? null : /^@([A-Z0-9_]+)(?:\?(\{.*\}))?$/s.exec(text);
  if (!match || !isMessageCode(match[1])) return undefined;
  if (match[2] === undefined) return { code: match[1] };
  try {
    const params: unknown = JSON.parse(match[2]);
    if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
    return { code: match[1], params: params as MessageParams };
  } catch {
    return undefined;
  }
}
