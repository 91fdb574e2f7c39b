import { createHash } from 'node:crypto';
import { hiddenInputs, html, raw, type Markup } from '../ecpay/html';
import type { SandboxShop } from './shopee-sandbox';

/**
 * The seller's authorisation page (Shopee's open.shopee.com/auth, research/platforms.md A2): pick one of the
 * test shops, approve or cancel. No script at all; one inline style sheet allowed by its hash.
 */
const STYLE = `body{font-family:system-ui,"Noto Sans TC","PingFang TC","Microsoft JhengHei",sans-serif;margin:0;background:#f5f5f5;color:#222}
header{background:#ee4d2d;color:#fff;padding:12px 20px;font-weight:600}header small{font-weight:400;opacity:.85;margin-left:8px}
main{max-width:560px;margin:24px auto;background:#fff;border-radius:4px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
fieldset{border:0;padding:0;margin:16px 0}legend{font-weight:600;margin-bottom:8px}
label.shop{display:flex;gap:12px;align-items:center;border:1px solid #ddd;border-radius:4px;padding:12px;margin-bottom:8px;cursor:pointer}
label.shop small{display:block;color:#757575}
.hint{background:#fff8e1;border:1px solid #f0c36d;padding:8px 12px;border-radius:4px;font-size:.9em}
button{font-size:1em;padding:8px 20px;margin:4px 8px 4px 0;border-radius:2px;border:1px solid #ccc;background:#fff;cursor:pointer}
button.primary{background:#ee4d2d;color:#fff;border-color:#ee4d2d}.error{color:#d0011b;font-weight:600}`;

export function shopeePage(title: string, body: Markup): string {
  return html`<!doctype html>
<html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title><style>${raw(STYLE)}</style></head>
<body><header>Shopee 蝦皮開放平台<small>離線模擬器（非真實授權）</small></header><main>${body}</main></body></html>`.html;
}

/** The pages' Content-Security-Policy: no script, the style by hash, forms only to the simulator and the shop. */
export function authPagePolicy(formTargets: readonly string[]): string {
  const styleHash = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;
  return [
    "default-src 'none'",
    `style-src ${styleHash}`,
    "script-src 'none'",
    // Approving posts to the simulator, whose 303 continues to the shop: form-action covers the redirect too.
    `form-action 'self' ${[...new Set(formTargets)].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export interface AuthRequest {
  partnerId: string;
  redirectUri: string;
  state: string | undefined;
}

export function authPage(actionBase: string, request: AuthRequest, shops: readonly SandboxShop[], partnerName: string): string {
  const fields: Record<string, string> = { partner_id: request.partnerId, redirect_uri: request.redirectUri };
  if (request.state !== undefined) fields.state = request.state;
  const choices = shops.map((shop, i) => html`<label class="shop"><input type="radio" name="shop_id" value="${shop.shopId}"${raw(i === 0 ? ' checked' : '')}>
<span>${shop.name}<small>商店 ID ${shop.shopId}・台灣 (TW)</small></span></label>`);
  return shopeePage('授權應用程式', html`<h1>授權 ${partnerName}</h1>
<p>應用程式（partner_id ${request.partnerId}）要求存取您的商店：讀取商店資訊、商品與訂單。</p>
<form method="post" action="${actionBase}/auth/approve">${hiddenInputs(fields)}
<fieldset><legend>請選擇要授權的商店</legend>${choices}</fieldset>
<p class="hint">授權期限 365 天。此為模擬頁面，不需登入蝦皮帳號（真實沙箱的登入驗證碼為 123456）。</p>
<p><button class="primary" type="submit">確認授權</button>
<button type="submit" formaction="${actionBase}/auth/cancel">取消</button></p></form>`);
}

export function cancelledPage(redirectUri: string): string {
  return shopeePage('已取消授權', html`<h1>已取消授權</h1><p>您沒有授權任何商店，應用程式不會取得存取權。</p>
<p><a href="${redirectUri}">返回應用程式</a></p>`);
}

export function authErrorPage(message: string): string {
  return shopeePage('授權失敗', html`<h1>授權失敗</h1><p class="error">${message}</p>`);
}
