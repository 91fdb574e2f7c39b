/**
 * The card-payment provider, as the checkout use cases see it (design.md section 5). Implemented by
 * adapters/ecpay/ecpay-gateway.ts (ECPay AIO, credit card, one-time payment) against ECPay's stage or
 * production addresses or the offline simulator (server/sandbox/ecpay); which one is configuration only.
 *
 * The flow: preparePayment gives a form that the shopper's BROWSER must POST (full page, no iframe, no
 * server-side fetch) to paymentUrl. The provider later POSTs a signed notification to returnUrl, server to
 * server: pass its form fields to verifyNotification and answer with notificationAnswer(result). Fulfil orders
 * from verified notifications (or queryTrade), never from the browser's return to orderResultUrl.
 */

export interface PreparePaymentInput {
  /**
   * The provider's MerchantTradeNo: 1 to 20 ASCII letters or digits, unique FOREVER per merchant. Every
   * payment attempt needs a new one (a reused number is refused, even after an abandoned attempt), so keep
   * order id -> trade numbers in the database.
   */
  tradeNo: string;
  /** Whole New Taiwan dollars, at least 1. */
  amount: number;
  /** One entry per line shown on the payment page. Characters the provider rejects are replaced by spaces. */
  itemNames: readonly string[];
  /** The order's creation instant; sent as Taipei local time. */
  tradeDate: Date;
  /** Server-to-server notification address; must be public (port 80/443) on stage and production. */
  returnUrl: string;
  /** Where the browser is POSTed the (signed) result after paying; must differ from returnUrl. */
  orderResultUrl?: string;
  /** The provider page's "back to the shop" link (carries no result). */
  clientBackUrl?: string;
  /** Echoed back in notifications and queries (CustomField1, at most 50 characters): e.g. the order id. */
  reference?: string;
}

export interface PaymentForm {
  /** The form's action. */
  paymentUrl: string;
  /** Hidden fields, in order, signed; render each as <input type="hidden"> (HTML-escaped). */
  formData: Record<string, string>;
}

/** A notification whose signature verified. */
export interface PaymentNotification {
  merchantTradeNo: string;
  /** The provider's code: 1 = paid; anything else is a failed or abnormal transaction. */
  rtnCode: number;
  rtnMsg: string;
  /** The provider's own trade number (keep it next to the order). */
  tradeNo: string;
  /** The amount the provider charged: compare it with the order before fulfilling. */
  tradeAmt: number;
  /**
   * When the provider says the buyer paid; null when it sent none or one the adapter cannot read. The
   * provider's own format is the adapter's business: instants cross this port, never provider strings.
   */
  paymentDate: Date | null;
  paymentType: string;
  /** When the provider registered the trade; null when absent or unreadable. */
  tradeDate: Date | null;
  /** rtnCode === 1. */
  succeeded: boolean;
  /**
   * A payment simulated from the provider's back office: no money moves, never ship on it.
   * A real payment is `succeeded && !simulatePaid`.
   */
  simulatePaid: boolean;
  /** The echoed reference of PreparePaymentInput (CustomField1), '' when none. */
  reference: string;
  /** Every received field except the signature, for the audit log. */
  fields: Record<string, string>;
}

export type NotificationRejectionCode =
  | 'CHECK_MAC_VALUE_MISSING'
  | 'CHECK_MAC_VALUE_INVALID'
  | 'MERCHANT_ID_MISMATCH'
  | 'NOTIFICATION_MALFORMED';

export interface NotificationRejection {
  code: NotificationRejectionCode;
  /** For the log (English, no secrets). */
  message: string;
}

/**
 * A refused notification whose signature verified (the provider's own, or someone holding our keys): kept for a
 * person (provider-message-rejections.port.ts). A forged one (CHECK_MAC_VALUE_*) is only logged.
 */
export function isSignedRejection(rejection: NotificationRejection): boolean {
  return !rejection.code.startsWith('CHECK_MAC_VALUE');
}

export type NotificationVerification =
  | { ok: true; notification: PaymentNotification }
  | { ok: false; rejection: NotificationRejection };

/** The HTTP answer the provider expects to a notification (ECPay: 200 text/plain '1|OK'). */
export interface NotificationAnswer {
  status: number;
  contentType: string;
  body: string;
}

export type TradeQueryStatus = 'paid' | 'unpaid' | 'other';

export interface TradeQueryResult {
  merchantTradeNo: string;
  /** 'paid' (TradeStatus 1), 'unpaid' (0: not paid yet, or the bank has not answered) or 'other'. */
  status: TradeQueryStatus;
  /** The provider's raw TradeStatus. */
  tradeStatus: string;
  tradeNo: string;
  tradeAmt: number;
  /** When the provider says the trade was paid; null when not paid, absent or unreadable. */
  paymentDate: Date | null;
  paymentType: string;
  /** When the provider registered the trade; null when absent or unreadable. */
  tradeDate: Date | null;
  /** Every answered field except the signature. */
  fields: Record<string, string>;
}

export interface PaymentGateway {
  /** @throws ValidationError (application/errors) naming the invalid input fields. */
  preparePayment(input: PreparePaymentInput): PaymentForm;
  /** Never throws: a forged, tampered or malformed notification is a rejection. */
  verifyNotification(fields: Readonly<Record<string, string>>): NotificationVerification;
  /** What to answer the provider for this verification ('1|OK' once accepted; a retry-provoking body otherwise). */
  notificationAnswer(verification: NotificationVerification): NotificationAnswer;
  /**
   * Asks the provider for a trade's state (reconciliation when the notification is late: ECPay asks for
   * 10 minutes after payment, and answers HTTP 403 to callers that poll too fast).
   * @throws ProviderUnavailableError when the provider does not answer, answers an error, or its answer's
   * signature does not verify.
   */
  queryTrade(tradeNo: string): Promise<TradeQueryResult>;
}

export const PAYMENT_GATEWAY = Symbol.for('PaymentGateway');
