import { createHash } from 'node:crypto';
import type { Context } from 'koa';

/** Tiny server-side HTML helpers of the simulator pages: every interpolated value goes through escapeHtml. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

/** A tagged template that escapes its values; nest already-built markup with `raw()`. */
export interface Markup { readonly html: string }
export const raw = (html: string): Markup => ({ html });
export function html(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  let out = strings[0];
  values.forEach((value, i) => {
    const part = Array.isArray(value)
      ? value.map((v) => (isMarkup(v) ? v.html : escapeHtml(v))).join('')
      : isMarkup(value) ? value.html : escapeHtml(value);
    out += part + strings[i + 1];
  });
  return raw(out);
}
const isMarkup = (v: unknown): v is Markup => typeof v === 'object' && v !== null && 'html' in v;

const STYLE = `body{font-family:system-ui,"Noto Sans TC","PingFang TC","Microsoft JhengHei",sans-serif;margin:0;background:#f4f6f8;color:#1c2127}
header{background:#00a15f;color:#fff;padding:12px 20px;font-weight:600}header small{font-weight:400;opacity:.85;margin-left:8px}
main{max-width:720px;margin:24px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
dl{display:grid;grid-template-columns:8em 1fr;gap:6px 12px}dt{color:#5f6b7c}dd{margin:0}
.amount{font-size:1.6em;font-weight:700;color:#c23030}.hint{background:#fff8e1;border:1px solid #f0c36d;padding:8px 12px;border-radius:4px}
button{font-size:1em;padding:8px 16px;margin:4px 8px 4px 0;border-radius:4px;border:1px solid #abb3bf;background:#fff;cursor:pointer}
button.primary{background:#00a15f;color:#fff;border-color:#00a15f}button.danger{color:#c23030;border-color:#c23030}
.error{color:#c23030;font-weight:600}ul.stores{list-style:none;padding:0}ul.stores li{border-bottom:1px solid #e5e8eb;padding:8px 0}
ul.stores form{display:flex;justify-content:space-between;align-items:center;gap:12px}ul.stores .meta{color:#5f6b7c;font-size:.9em}`;

export function page(title: string, body: Markup): string {
  return html`<!doctype html>
<html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title><style>${raw(STYLE)}</style></head>
<body><header>綠界科技 ECPay<small>離線模擬器（非真實付款）</small></header><main>${body}</main></body></html>`.html;
}

/** Hidden inputs of a form; values escaped. */
export function hiddenInputs(fields: Readonly<Record<string, string>>): Markup {
  return raw(Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`.html).join('\n'));
}

/** A page whose form POSTs itself to `action` (the way ECPay returns a browser), with a button when scripts are off. */
export function autoSubmitPage(title: string, message: string, action: string, fields: Readonly<Record<string, string>>): string {
  return page(title, html`<p>${message}</p>
<form id="ecpay-return" method="post" action="${action}">${hiddenInputs(fields)}<button class="primary" type="submit">繼續</button></form>
<script>${raw(AUTO_SUBMIT_SCRIPT)}</script>`);
}

const AUTO_SUBMIT_SCRIPT = "document.getElementById('ecpay-return').submit();";

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy of the simulator's pages, replacing the shop's: they carry one inline style
 * sheet and one inline script (the auto-submit, as ECPay's own return page has), allowed by their hashes
 * rather than by 'unsafe-inline', so an echoed value could still not run. `formTargets`: the origins the
 * pages' forms post to (the simulator's own and the shop's).
 */
export function pagePolicy(formTargets: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src ${sha256Source(STYLE)}`,
    `script-src ${sha256Source(AUTO_SUBMIT_SCRIPT)}`,
    `form-action 'self' ${[...new Set(formTargets)].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** Answers with one of the simulators' HTML pages: never cached, under the pages' Content-Security-Policy. */
export function htmlAnswerUnder(policy: string) {
  return (ctx: Context, body: string, status = 200): void => {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Security-Policy', policy);
    ctx.body = body;
  };
}
