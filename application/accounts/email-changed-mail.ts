import { formatMailMessage } from '../../domain/messages/mail-catalogue';
import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/mailer.port';
import { formatTaipeiTime, SHOP_NAME } from './password-reset';


/**
 * The notice to the OLD address after the account's e-mail was changed (issue 9): if a stolen session or
 * password did it, the owner learns it at the address they still read. The new address is named only
 * partly, so the notice leaks no full address to whoever reads the old mailbox later.
 */
export function emailChangedMail(input: { to: string; name: string; newEmail: string; at: Date }): MailMessage {
  const subject = formatMailMessage('MAIL_SUBJECT', { shop: SHOP_NAME, subject: formatMailMessage('EMAIL_CHANGED_SUBJECT') });
  const masked = input.newEmail.replace(/^(.)[^@]*(@.*)$/, '$1***$2');
  const lines = [
    formatMailMessage('MAIL_GREETING', { name: input.name }),
    formatMailMessage('EMAIL_CHANGED_BODY', { shop: SHOP_NAME, at: formatTaipeiTime(input.at), email: masked }),
    formatMailMessage('EMAIL_CHANGED_NOT_YOU'),
    formatMailMessage('MAIL_SIGNATURE', { shop: SHOP_NAME }),
  ];
  const html = `<!doctype html>\n<html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`;
  return { to: input.to, subject, text: lines.join('\n\n'), html };
}
