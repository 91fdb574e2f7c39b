import { formatEcpayDateTime } from '../../../adapters/ecpay/taipei-time';
import { html, page } from './html';
import { RETURN_CHAINS, statusMessage, UNKNOWN_STATUS_CODE } from './logistics-codes';
import { nextCode, type SandboxShipment } from './shipments';
import { CHAIN_NAMES } from './stores';

/**
 * The simulator's logistics back office (no login: it plays ECPay's, not the shop's): every shipment, newest
 * first, with its history and buttons that push it along. Plain forms, no script: the pages' CSP holds.
 */
export function logisticsPage(publicBase: string, shipments: readonly SandboxShipment[]): string {
  const action = (shipment: SandboxShipment) => `${publicBase}/logistics/${encodeURIComponent(shipment.logisticsId)}/advance`;
  const rows = shipments.map((s) => {
    const next = nextCode(s);
    const notPickedUp = RETURN_CHAINS[s.subType][0];
    const history = s.history.map((step) => html`<li>${formatEcpayDateTime(step.at)} ${step.code} ${statusMessage(step.code)}${step.acknowledged ? '' : '（商店尚未回覆 1|OK）'}</li>`);
    return html`<li><dl>
<dt>物流交易編號</dt><dd>${s.logisticsId}</dd><dt>特店交易編號</dt><dd>${s.request.MerchantTradeNo}</dd>
<dt>超商</dt><dd>${CHAIN_NAMES[s.subType]}・門市 ${s.request.ReceiverStoreID}</dd>
<dt>商品名稱</dt><dd>${s.request.GoodsName ?? ''}</dd>
<dt>收件人</dt><dd>${s.request.ReceiverName}・${s.request.ReceiverCellPhone}</dd>
<dt>金額</dt><dd>NT$ ${s.request.GoodsAmount}${s.request.IsCollection === 'Y' ? '（取貨付款）' : ''}</dd>
<dt>寄貨編號</dt><dd>${s.paymentNo}${s.validationNo ? ` 驗證碼 ${s.validationNo}` : ''}</dd>
<dt>目前貨態</dt><dd><strong>${s.statusCode} ${statusMessage(s.statusCode)}</strong></dd></dl>
<ol>${history}</ol>
<form method="post" action="${action(s)}">
${next !== undefined ? html`<button class="primary" type="submit">下一步：${next} ${statusMessage(next)}</button>` : html`<span>已到最後一步</span>`}
${s.path === 'delivery' && next !== undefined ? html`<button class="danger" type="submit" name="code" value="${notPickedUp}">買家未取貨（${notPickedUp}）</button>` : html``}
<button type="submit" name="code" value="${UNKNOWN_STATUS_CODE}">未知貨態（${UNKNOWN_STATUS_CODE}）</button>
</form></li>`;
  });
  const list = shipments.length === 0 ? html`<p>尚無物流訂單。商店建立物流訂單後會出現在這裡。</p>` : html`<ul class="stores">${rows}</ul>`;
  return page('物流訂單（模擬後台）', html`<h1>物流訂單（模擬後台）</h1>
<p class="hint">每按一次按鈕，模擬器就把貨態通知（MD5 檢查碼）送到該訂單的 ServerReplyURL，直到商店回覆 1|OK。</p>${list}`);
}
