import type { Context } from 'koa';
import { formatMessage, isMessageCode, MESSAGES, negotiateLanguage, type Language, type MessageCode, type MessageParams } from '../../domain/messages';

/**
 * The language of a request's messages (docs/decisions.md, decision 10): `?lang=en` or `Accept-Language: en`
 * (q-values respected) answers in English; everything else, and no preference at all, in zh-TW.
 */
export function requestLanguage(ctx: Context): Language {
  const lang = ctx.query.lang;
  return negotiateLanguage(typeof lang === 'string' ? lang : undefined, ctx.get('Accept-Language') || undefined);
}

/** A catalogue message in the request's language: the one function a response body's `message` goes through. */
export function say(ctx: Context, code: MessageCode, params?: MessageParams): string {
  return formatMessage(code, params, requestLanguage(ctx));
}

const CODE_BY_ZH_TEXT = new Map<string, MessageCode>();
for (const code of Object.keys(MESSAGES) as MessageCode[]) {
  const text: string = MESSAGES[code];
  if (!text.includes('{') && !CODE_BY_ZH_TEXT.has(text)) CODE_BY_ZH_TEXT.set(text, code);
}

/**
 * A message a use case returned already rendered in zh-TW (e.g. `{ message }` of a reset step), in the
 * request's language: the catalogue entry with that exact text, rendered again. Text that is no catalogue
 * entry is returned unchanged.
 */
export function sayText(ctx: Context, zhText: string): string {
  const language = requestLanguage(ctx);
  if (language === 'zh-TW') return zhText;
  const code = CODE_BY_ZH_TEXT.get(zhText);
  return code === undefined ? zhText : formatMessage(code, {}, language);
}

export { isMessageCode };
