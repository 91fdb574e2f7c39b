import { fromDomain, text } from '../entry';
import { common } from './common';
import { order } from './order';

/** The guest order lookup, /orders/lookup (issue 30): the order number and the checkout phone open the order. */
export const orderLookup = {
  title: common.orderLookup,
  intro: text('輸入訂單編號與訂購時填寫的手機號碼，即可查看訂單；不需要登入。', 'Enter the order number and the mobile number given at checkout to see the order; no sign-in needed.'),
  orderId: common.orderNumber,
  orderIdPlaceholder: common.orderNumberPlaceholder,
  orderIdHint: text('訂單編號在付款完成頁面與訂單通知信中。', 'The order number is on the payment result page and in the order mails.'),
  orderIdInvalid: fromDomain('ORDER_ID_INVALID'),
  phone: order.proofPhone,
  open: fromDomain('ORDER_LINK_MAIL_OPEN'),
  /** 404: an unknown order and a wrong phone read alike, so the page cannot tell which field is wrong either. */
  noMatch: text('查無符合的訂單，請確認訂單編號與手機號碼。', 'No order matches; check the order number and the mobile number.'),
  failed: text('目前無法查詢訂單，請稍後再試。', 'The order cannot be looked up now, please try again later.'),
  sendLinkTitle: text('寄送訂單連結', 'Mail me the link'),
  sendLinkBody: text('不方便輸入資料時，我們可以把訂單連結寄到訂購時填寫的電子郵件，點開即可查看訂單。', 'We can mail the order\'s link to the e-mail address given at checkout; open it to see the order.'),
  sendLink: text('寄送連結到電子郵件', 'Mail the link'),
  linkRequested: fromDomain('ORDER_LINK_REQUESTED'),
};
