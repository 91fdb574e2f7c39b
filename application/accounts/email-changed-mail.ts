import { formatMessage } from '../../domain/validation/messages';
import type { MailMessage } from '../mail/mailer.port';
import { formatTaipeiTime, SHOP_NAME } from './password-reset';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]);

/**
 * The notice to the OLD address after the account's e-mail was changed (issue 9): if a stolen session or
 * password did it, the owner learns it at the address they still read. The new address is named only
 * partly, so the notice leaks no full address to whoever reads the old mailbox later.
 */
export function emailChangedMail(input: { to: string; name: string; newEmail: string; at: Date }): MailMessage {
  const subject = `【${SHOP_NAME}】${formatMessage('EMAIL_CHANGED_SUBJECT')}`;
  const masked = input.newEmail.replace(/^(.)[^@]*(@.*)$/, '$1***$2');
  const lines = [
    `${input.name} 您好：`,
    `您在${SHOP_NAME}的會員電子郵件已於台灣時間 ${formatTaipeiTime(input.at)} 變更為 ${masked}。`,
    '如果這不是您本人的操作，請立即聯絡客服，並使用「忘記密碼」重設密碼。',
    `${SHOP_NAME} 敬上`,
  ];
  const html = `<!doctype html>\n<html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`;
  return { to: input.to, subject, text: lines.join('\n\n'), html };
}
