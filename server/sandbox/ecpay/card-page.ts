import { AIO_CHECKOUT_PATH } from '../../../adapters/ecpay/aio-payment';
import { html, page } from './html';
import type { Trade } from './trades';

/** ECPay's card page of a pending trade; its buttons post to the router (pay, fail, cancel) or let it time out. */
export function cardPage(publicBase: string, trade: Trade): string {
  const r = trade.request;
  const action = (name: string) => `${publicBase}${AIO_CHECKOUT_PATH}/${trade.id}/${name}`;
  const items = r.ItemName.split('#').map((item) => html`<li>${item}</li>`);
  return page('信用卡付款', html`<h1>信用卡一次付清</h1>
<dl><dt>特店訂單編號</dt><dd>${r.MerchantTradeNo}</dd><dt>商店代號</dt><dd>${r.MerchantID}</dd>
<dt>交易描述</dt><dd>${r.TradeDesc}</dd><dt>商品</dt><dd><ul>${items}</ul></dd>
<dt>付款金額</dt><dd class="amount">NT$ ${Number(r.TotalAmount).toLocaleString('en-US')}</dd></dl>
<p class="hint">測試卡號 4311-9522-2222-2222，安全碼 222，有效期限請填未來的月/年。此為模擬頁面，不會扣款。</p>
<form method="post" action="${action('pay')}"><label>信用卡卡號 <input name="CardNo" value="4311-9522-2222-2222" autocomplete="off"></label>
<p><button class="primary" type="submit">確認付款</button>
<button class="danger" type="submit" formaction="${action('fail')}">模擬付款失敗</button>
<button type="submit" formaction="${action('cancel')}">取消</button></p></form>
<p><a href="${action('timeout')}">不付款，讓交易逾時</a></p>`);
}
