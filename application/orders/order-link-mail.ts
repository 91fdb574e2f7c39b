import { formatMailMessage } from '../../domain/messages/mail-catalogue';
import { SHOP_NAME } from '../accounts/password-reset';
import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/mailer.port';

/**
 * The mail of the guest lookup's "send me the link" (issue 30), in Traditional Chinese: the order's number and
 * its signed link, nothing else of the order (whoever reads the mailbox later learns no goods, phone or store).
 * Text and HTML say the same.
 */
export function orderLinkMail(input: { to: string; orderId: string; link: string }): MailMessage {
  const subject = formatMailMessage('MAIL_SUBJECT', { shop: SHOP_NAME, subject: formatMailMessage('ORDER_LINK_MAIL_SUBJECT', { orderId: input.orderId }) });
  const intro = formatMailMessage('ORDER_LINK_MAIL_INTRO', { shop: SHOP_NAME, orderId: input.orderId });
  const text = [
    intro,
    '',
    input.link,
    '',
    formatMailMessage('ORDER_LINK_MAIL_KEEP_SECRET'),
    formatMailMessage('ORDER_LINK_MAIL_NOT_ASKED'),
    '',
    formatMailMessage('MAIL_SIGNATURE', { shop: SHOP_NAME }),
    formatMailMessage('MAIL_AUTOMATIC'),
  ].join('\n');
  const href = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:'Noto Sans TC','PingFang TC','Microsoft JhengHei',sans-serif;color:#1c2127;line-height:1.6">
<p>${escapeHtml(intro)}</p>
<p style="margin:16px 0"><a href="${href}" style="display:inline-block;padding:10px 20px;background:#2d72d2;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(formatMailMessage('ORDER_LINK_MAIL_OPEN'))}</a></p>
<p style="font-size:13px;word-break:break-all;color:#5f6b7c">${href}</p>
<p>${escapeHtml(formatMailMessage('ORDER_LINK_MAIL_KEEP_SECRET'))}<br>${escapeHtml(formatMailMessage('ORDER_LINK_MAIL_NOT_ASKED'))}</p>
<p>${formatMailMessage('MAIL_SIGNATURE', { shop: SHOP_NAME })}<br><small style="color:#5f6b7c">${formatMailMessage('MAIL_AUTOMATIC')}</small></p>
</body></html>`;
  return { to: input.to, subject, text, html };
}
