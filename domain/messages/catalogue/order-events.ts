import type { MessageTexts } from './texts';

/** Issue 30: the outbox's deliveries, as staff see them in the console. */
export const ORDER_EVENT_MESSAGES = {
  DELIVERY_NOT_FAILED: { 'zh-TW': '這筆作業目前不是失敗狀態，無需重試', en: 'This job has not failed: there is nothing to retry' },
  ADMIN_ORDER_CANCELLED: { 'zh-TW': '訂單已取消。', en: 'The order is cancelled.' },
  ADMIN_ORDER_REFUNDED: { 'zh-TW': '已記錄退款，訂單已結束。', en: 'The refund is recorded and the order has ended.' },
  DELIVERY_RETRIED: { 'zh-TW': '已重新排入處理，稍後會再試一次。', en: 'Queued again: it will be tried shortly.' },
} as const satisfies Record<string, MessageTexts>;
