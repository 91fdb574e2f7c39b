import { MAIL_MESSAGES } from './catalogue/mail';
import { ORDER_MAIL_MESSAGES } from './catalogue/order-mails';
import { CATALOGUE, DEFAULT_LANGUAGE, fillPlaceholders, type Language, type MessageCode, type MessageParams } from './index';

/**
 * The mails' texts (the account mails, the order mails): the server's alone, so kept out of CATALOGUE, which every
 * storefront page loads first. Nothing of the web imports this file, and the bundler leaves it out.
 */
export const MAIL_CATALOGUE = { ...MAIL_MESSAGES, ...ORDER_MAIL_MESSAGES } as const;

/** The areas, for the check that no code is defined twice, here or in CATALOGUE. */
export const MAIL_CATALOGUE_AREAS = [MAIL_MESSAGES, ORDER_MAIL_MESSAGES] as const;

export type MailMessageCode = keyof typeof MAIL_CATALOGUE;

/** What a mail may say: its own texts and any of the shop's (the shop's name, an order's status). */
export type MailTextCode = MailMessageCode | MessageCode;

function isMailCode(code: MailTextCode): code is MailMessageCode {
  return Object.prototype.hasOwnProperty.call(MAIL_CATALOGUE, code);
}

/** formatMessage for a mail: the text of a mail code or of a shop code, in a language, with its {placeholders} filled. */
export function formatMailMessage(code: MailTextCode, params: MessageParams = {}, language: Language = DEFAULT_LANGUAGE): string {
  const texts: Readonly<Record<Language, string>> = isMailCode(code) ? MAIL_CATALOGUE[code] : CATALOGUE[code];
  return fillPlaceholders(texts[language], params);
}
