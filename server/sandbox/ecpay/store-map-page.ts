import type { EcpayMerchant } from '../../../adapters/ecpay/aio-payment';
import type { StoreChain } from '../../../application/payments/store-map.port';
import { hiddenInputs, html, page } from './html';
import { CHAIN_NAMES, SANDBOX_STORES } from './stores';

/** The e-map's store list of one chain; choosing a store posts its fields to the shop's ServerReplyURL. */
export function storeListPage(logistics: EcpayMerchant, fields: Record<string, string>): string {
  const chain = fields.LogisticsSubType as StoreChain;
  const stores = SANDBOX_STORES[chain];
  const cities = [...new Set(stores.map((s) => s.city))];
  const sections = cities.map((city) => html`<h2>${city}</h2><ul class="stores">${stores.filter((s) => s.city === city).map((store) => html`<li>
<form method="post" action="${fields.ServerReplyURL}">${hiddenInputs({
    MerchantID: logistics.merchantId,
    MerchantTradeNo: fields.MerchantTradeNo ?? '',
    LogisticsSubType: chain,
    CVSStoreID: store.id,
    CVSStoreName: store.name,
    CVSAddress: store.address,
    CVSTelephone: store.telephone,
    CVSOutSide: store.outlyingIsland ? '1' : '0',
    ExtraData: fields.ExtraData ?? '',
  })}<span><strong>${store.name}</strong>（店號 ${store.id}）<br><span class="meta">${store.address}・${store.telephone}</span></span>
<button type="submit">選擇此門市</button></form></li>`)}</ul>`);
  return page(`${CHAIN_NAMES[chain]} 門市地圖`, html`<h1>${CHAIN_NAMES[chain]} 取貨門市</h1><p>請選擇取貨門市（模擬的電子地圖，共 ${stores.length} 家）。</p>${sections}`);
}
