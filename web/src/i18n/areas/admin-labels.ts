import type { PaymentAttemptStatus, StatusReasonKind } from '../../domain';
import { fromDomain, phrase, text } from '../entry';
import { adminOrders } from './admin-orders';
import { shopify } from './admin-shopify';
import { connections } from './connections';
import { consoleWords } from './console-words';

const actions = adminOrders.order.actions;

/**
 * Issue 28: the console's words for the codes it reads (a payment attempt's status, the shipment job's state, where a
 * shipment step came from, why an order moved, an audited action and its details, a refused provider message).
 * Typed over the domain's unions where there is one, so a new code without a label fails to compile; the lists the
 * server keeps as free text (audit actions, refusal reasons) fall back to the code itself (web/src/features/admin/console-labels.ts).
 */
export const labels = {
  attemptStatuses: {
    pending: text('等待綠界回覆', 'Waiting for ECPay'),
    reconciling: text('向綠界查詢中', 'Checking with ECPay'),
    paid: text('付款成功', 'Payment succeeded'),
    failed: fromDomain('BANNER_FAILED'),
    cancelled: text('顧客取消付款', 'Cancelled by the buyer'),
    timeout: text('逾時未付款', 'Not paid in time'),
    superseded: text('已由新的付款取代', 'Replaced by a newer payment'),
    amount_mismatch: consoleWords.amountMismatch,
    simulated: text('綠界模擬付款（未實際收款）', 'ECPay simulation (no money moved)'),
  } satisfies Record<PaymentAttemptStatus, unknown>,
  shipmentJob: {
    creating: text('建立中（失敗時自動重試）', 'Being created (retried automatically)'),
    created: text('已建立', 'Created'),
    failed: text('建立失敗', 'Creation failed'),
  },
  eventSources: {
    create: text('建立物流單時', 'When created'),
    notification: text('綠界通知', 'ECPay notice'),
    manual: text('人員標記', 'Marked by staff'),
  },
  statusReasons: {
    checkout: text('顧客下單', 'Order placed'),
    provider_paid: phrase((tradeNo: string) => `綠界確認付款成功（交易編號 ${tradeNo}）`, (tradeNo: string) => `ECPay confirmed the payment (trade ${tradeNo})`),
    late_paid: text('逾時後綠界確認已付款', 'ECPay confirmed a late payment'),
    timed_out: text('逾時未付款（已向綠界查詢）', 'Not paid in time (checked with ECPay)'),
    buyer_cancelled: text('顧客在綠界頁面取消付款', 'The buyer cancelled on ECPay\'s page'),
    settlement: text('依付款結果更新', 'Updated from the payment result'),
    payment_retry: text('顧客重新付款', 'The buyer paid again'),
    shipment_created: text('已建立綠界物流單', 'ECPay logistics order created'),
    other: text('其他', 'Other'),
  } satisfies Record<StatusReasonKind, unknown>,
  auditActions: {
    'shipment.create': actions.ship,
    'shipment.retry': actions.retry,
    'order.mark_delivered': actions.delivered,
    'payment.refund_recorded': actions.refund,
    'payment.attention_resolved': text('標記付款問題已處理', 'Marked a payment issue handled'),
    'shopify.connect': shopify.connect,
    'shopify.disconnect': text('中斷 Shopify 連線', 'Disconnected Shopify'),
    'shopify.sync': text('開始同步 Shopify 庫存', 'Started the Shopify stock sync'),
    'shopee.connect': connections.connect,
    'shopee.disconnect': text('中斷蝦皮連線', 'Disconnected Shopee'),
    'shopee.sync': text('開始同步蝦皮商品', 'Started the Shopee product sync'),
    'invoice.retried': text('重試電子發票', 'Retried an e-invoice'),
  },
  auditDetailKeys: {
    kind: text('同步範圍', 'Sync scope'),
    runId: text('同步編號', 'Sync run'),
    shopDomain: shopify.shopDomain,
    mode: shopify.mode,
    shopId: connections.shopId,
    shopName: consoleWords.shopName,
    outcome: adminOrders.order.columns.result,
    changed: text('狀態有變更', 'Status changed'),
    attemptId: text('付款紀錄編號', 'Payment record'),
    merchantTradeNo: consoleWords.tradeNo,
    amount: consoleWords.amount,
    alreadyRecorded: text('先前已記錄', 'Recorded before'),
    reason: consoleWords.reason,
  },
  syncKinds: {
    full: text('全部重新同步', 'Everything again'),
    incremental: text('僅更新有變動的商品', 'Changed products only'),
    auto: text('由系統決定', 'Chosen by the shop'),
  },
  shipmentOutcomes: {
    created: text('已送出建立', 'Sent for creation'),
    retry_scheduled: text('已排定重試', 'Retry scheduled'),
    already_created: text('先前已建立', 'Created before'),
  },
  yes: text('是', 'Yes'),
  no: text('否', 'No'),
  providers: { ecpay: text('綠界科技 ECPay', 'ECPay') },
  messageKinds: {
    payment_notification: text('付款結果通知', 'Payment result notice'),
    logistics_status: text('物流狀態通知', 'Shipping status notice'),
  },
  rejectionReasons: {
    NOTIFICATION_MALFORMED: text('通知內容格式不符', 'The notice is malformed'),
    MERCHANT_ID_MISMATCH: text('特店編號不是本店的', 'Not this shop\'s merchant ID'),
    SHIPMENT_NOT_FOUND: text('找不到對應的物流單', 'No shipment has this trade number'),
    UNKNOWN_TRADE: text('找不到對應的付款', 'No payment has this trade number'),
  },
  pair: phrase((label: string, value: string) => `${label}：${value}`, (label: string, value: string) => `${label} — ${value}`),
};
