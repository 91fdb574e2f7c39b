import type { MessageTexts } from './texts';

/** The guest order lookup (issue 30): the neutral answer of "send me the link" and the short mail it sends. */
export const ORDER_LOOKUP_MESSAGES = {
  /** ours: the one answer of POST /api/orders/send-link, whatever happened (no oracle) */
  ORDER_LINK_REQUESTED: {
    'zh-TW': '若訂單編號與手機號碼相符，我們已將訂單連結寄到訂單上的電子郵件地址。',
    en: 'If the details match, we sent the order\'s link to the e-mail address on the order.',
  },
  ORDER_LINK_MAIL_SUBJECT: { 'zh-TW': '您的訂單 {orderId} 連結', en: 'The link to your order {orderId}' },
  ORDER_LINK_MAIL_INTRO: {
    'zh-TW': '您在{shop}的訂單查詢頁要求寄送訂單 {orderId} 的連結。點選下方連結即可查看訂單，無需再輸入資料：',
    en: 'The order lookup of {shop} was asked to send the link to order {orderId}. Open it to see the order without typing anything:',
  },
  ORDER_LINK_MAIL_OPEN: { 'zh-TW': '查看訂單', en: 'Open the order' },
  ORDER_LINK_MAIL_KEEP_SECRET: {
    'zh-TW': '此連結有使用期限，請勿轉寄給他人；任何取得連結的人都能看到這筆訂單。',
    en: 'The link expires; do not forward it: whoever has it can see the order.',
  },
  ORDER_LINK_MAIL_NOT_ASKED: {
    'zh-TW': '如果您沒有提出這項要求，請忽略這封信，您的訂單不會有任何變更。',
    en: 'If you did not ask for it, ignore this mail; nothing changes on your order.',
  },
} as const satisfies Record<string, MessageTexts>;
