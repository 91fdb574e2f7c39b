import type { MessageTexts } from './texts';

/**
 * The order mails (issue 30; application/mail/order-mails/): one subject and opening per kind, and the parts
 * every order mail shares (lines, totals, shipment, invoice, link). Ours: the spec does not word them.
 */
export const ORDER_MAIL_MESSAGES = {
  ORDER_MAIL_CARD_PAID_SUBJECT: { 'zh-TW': '訂單 {orderId} 付款成功', en: 'Payment received for order {orderId}' },
  ORDER_MAIL_CARD_PAID_INTRO: { 'zh-TW': '我們已收到您訂單 {orderId} 的信用卡付款，將盡快為您安排出貨。', en: 'We received the card payment of your order {orderId} and will ship it soon.' },
  ORDER_MAIL_STORE_PLACED_SUBJECT: { 'zh-TW': '訂單 {orderId} 已成立', en: 'Your order {orderId} is placed' },
  ORDER_MAIL_STORE_PLACED_INTRO: { 'zh-TW': '您的訂單 {orderId} 已成立，付款方式為超商取貨付款：請於取貨時在門市付款 {amount}。', en: 'Your order {orderId} is placed with payment at the store: pay {amount} when you pick it up.' },
  ORDER_MAIL_HANDED_IN_SUBJECT: { 'zh-TW': '訂單 {orderId} 已出貨', en: 'Your order {orderId} has shipped' },
  ORDER_MAIL_HANDED_IN_INTRO: { 'zh-TW': '您訂單 {orderId} 的包裹已交寄物流，送達取貨門市後我們會再通知您。', en: 'The parcel of your order {orderId} is on its way; we will tell you when it reaches the store.' },
  ORDER_MAIL_AT_STORE_SUBJECT: { 'zh-TW': '訂單 {orderId} 已送達取貨門市', en: 'Your order {orderId} is at the store' },
  ORDER_MAIL_AT_STORE_INTRO: { 'zh-TW': '您訂單 {orderId} 的包裹已送達門市，請攜帶身分證件前往取貨。', en: 'The parcel of your order {orderId} has reached the store; bring an ID to pick it up.' },
  ORDER_MAIL_AT_STORE_PAY: { 'zh-TW': '取貨時請付款 {amount}。', en: 'Pay {amount} when you pick it up.' },
  ORDER_MAIL_PICKUP_DEADLINE: { 'zh-TW': '請於台灣時間 {deadline} 前取貨，逾期包裹將退回。', en: 'Pick it up before {deadline} Taiwan time, or the parcel goes back.' },
  ORDER_MAIL_PICKED_UP_SUBJECT: { 'zh-TW': '訂單 {orderId} 已完成取貨', en: 'Your order {orderId} was picked up' },
  ORDER_MAIL_PICKED_UP_INTRO: { 'zh-TW': '您訂單 {orderId} 的包裹已於門市取貨完成，感謝您的購買！', en: 'The parcel of your order {orderId} was picked up at the store. Thank you for shopping with us!' },
  /** a heading of the text part (the HTML part has an h3) */
  ORDER_MAIL_TEXT_HEADING: { 'zh-TW': '【{heading}】', en: '[{heading}]' },
  ORDER_MAIL_LINES_HEADING: { 'zh-TW': '訂購內容', en: 'What you ordered' },
  ORDER_MAIL_LINE: { 'zh-TW': '{title} × {quantity}：{amount}', en: '{title} × {quantity}: {amount}' },
  ORDER_MAIL_LINE_VARIANT: { 'zh-TW': '顏色／尺寸：{variant}', en: 'Colour / size: {variant}' },
  ORDER_MAIL_SUBTOTAL: { 'zh-TW': '商品小計：{amount}', en: 'Items: {amount}' },
  ORDER_MAIL_SHIPPING_FEE: { 'zh-TW': '運費：{amount}', en: 'Shipping: {amount}' },
  ORDER_MAIL_TOTAL: { 'zh-TW': '訂單總額：{amount}', en: 'Order total: {amount}' },
  ORDER_MAIL_SHIPMENT_HEADING: { 'zh-TW': '配送資訊', en: 'Delivery details' },
  ORDER_MAIL_STORE: { 'zh-TW': '取貨門市：{store}（{address}）', en: 'Pickup store: {store} ({address})' },
  ORDER_MAIL_TRACKING_NUMBER: { 'zh-TW': '物流編號：{number}', en: 'Tracking number: {number}' },
  ORDER_MAIL_PICKUP_CODE: { 'zh-TW': '寄貨編號：{code}', en: 'Parcel code: {code}' },
  ORDER_MAIL_INVOICE_HEADING: { 'zh-TW': '您的電子發票', en: 'Your e-invoice' },
  ORDER_MAIL_INVOICE: { 'zh-TW': '發票號碼 {number}，開立於台灣時間 {issuedAt}，隨機碼 {randomCode}。', en: 'Invoice {number}, issued {issuedAt} Taiwan time, random code {randomCode}.' },
  ORDER_MAIL_LINK_INTRO: { 'zh-TW': '點選以下連結即可查看訂單，無須輸入任何資料（{days} 天內有效，請勿轉寄他人）：', en: 'Open your order with this link, nothing to type (valid for {days} days; do not forward it):' },
  ORDER_MAIL_LINK_BUTTON: { 'zh-TW': '查看我的訂單', en: 'See my order' },
} as const satisfies Record<string, MessageTexts>;
