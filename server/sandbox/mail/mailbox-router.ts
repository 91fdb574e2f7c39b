import { Router } from '@koa/router';
import type { OutboxMail } from '../../../adapters/persistence/mail/knex-outbox';
import { formatTaipeiTime } from '../../../application/accounts/password-reset';
import { html, raw, type Markup } from '../ecpay/html';

/** Where startServer mounts the mailbox (only with the outbox mailer, never in production). */
export const SANDBOX_MAIL_PATH = '/sandbox/mail';

/** How many mails the mailbox shows: the newest. */
export const MAILBOX_SIZE = 100;

export interface MailboxOptions {
  /** The outbox reader (KnexOutbox). */
  outbox: { latest(limit: number): Promise<OutboxMail[]> };
}

/**
 * The sandbox mailbox: GET /sandbox/mail lists the mail_outbox newest first, so that a developer or a test
 * can read the reset code the shop "sent" without any mail server. An HTML page by default (every value
 * escaped; a mail's HTML part is shown in a sandboxed iframe, scripts off), JSON with Accept: application/json:
 * `{ mails: [{ id, to, subject, text, html, createdAt }] }`.
 */
export function mailboxRouter(options: MailboxOptions): Router {
  const router = new Router();
  router.get(SANDBOX_MAIL_PATH, async (ctx) => {
    const mails = await options.outbox.latest(MAILBOX_SIZE);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    if (ctx.accepts(['html', 'json']) === 'json') {
      ctx.body = { mails };
      return;
    }
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'");
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = mailboxPage(mails);
  });
  return router;
}

const STYLE = `body{font-family:system-ui,"Noto Sans TC","PingFang TC","Microsoft JhengHei",sans-serif;margin:0;background:#f4f6f8;color:#1c2127}
header{background:#2d72d2;color:#fff;padding:12px 20px;font-weight:600}header small{font-weight:400;opacity:.85;margin-left:8px}
main{max-width:860px;margin:24px auto;padding:0 12px}.empty{color:#5f6b7c}
article{background:#fff;border-radius:8px;padding:16px 20px;margin-bottom:16px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h2{font-size:1.1em;margin:0 0 8px}dl{display:grid;grid-template-columns:5em 1fr;gap:4px 12px;margin:0 0 12px}dt{color:#5f6b7c}dd{margin:0}
pre{white-space:pre-wrap;background:#f6f7f9;border:1px solid #e5e8eb;border-radius:4px;padding:12px;margin:0}
iframe{width:100%;height:360px;border:1px solid #e5e8eb;border-radius:4px;background:#fff}summary{cursor:pointer;margin-top:8px;color:#2d72d2}`;

function mailboxPage(mails: readonly OutboxMail[]): string {
  const items: Markup[] = mails.map((mail) => html`<article data-mail-id="${mail.id}">
<h2>${mail.subject}</h2>
<dl><dt>收件人</dt><dd class="to">${mail.to}</dd><dt>時間</dt><dd><time datetime="${mail.createdAt}">${formatTaipeiTime(new Date(mail.createdAt))}（台灣時間）</time></dd></dl>
<pre class="text">${mail.text}</pre>
<details><summary>HTML 版本</summary><iframe sandbox title="${mail.subject}" srcdoc="${mail.html}"></iframe></details>
</article>`);
  const body = items.length > 0 ? items : [html`<p class="empty">目前沒有信件。</p>`];
  return html`<!doctype html>
<html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>測試信箱（${mails.length}）</title><style>${raw(STYLE)}</style></head>
<body><header>測試信箱<small>商店寄出的信件（未設定 SMTP_URL，信件不會真的寄出）</small></header><main>${body}</main></body></html>`.html;
}
