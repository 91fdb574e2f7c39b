/**
 * The shop's own addresses handed to the payment provider (ReturnURL, OrderResultURL, ClientBackURL). They
 * are built from PUBLIC_BASE_URL, which the server only knows for sure once it listens (PORT=0), so the
 * composition root binds this port after resolving it.
 */
export interface PaymentCallbackUrls {
  /** Server-to-server result notification: POST /api/ecpay/payment-notify. */
  returnUrl(): string;
  /** The browser's signed result form: POST /api/ecpay/payment-result. */
  orderResultUrl(): string;
  /**
   * The payment page's back/cancel link: GET /api/ecpay/payment-back/{orderId}?tradeNo={merchantTradeNo}. The trade
   * number names the attempt the buyer leaves, so the buyer's cancel (issue 28) applies to that attempt only.
   */
  clientBackUrl(orderId: string, merchantTradeNo?: string): string;
}

export const PAYMENT_CALLBACK_URLS = Symbol.for('PaymentCallbackUrls');

/** The callback URLs under one public origin (no trailing slash needed). */
export function paymentCallbackUrlsAt(publicBaseUrl: string): PaymentCallbackUrls {
  const base = publicBaseUrl.replace(/\/+$/, '');
  return {
    returnUrl: () => `${base}/api/ecpay/payment-notify`,
    orderResultUrl: () => `${base}/api/ecpay/payment-result`,
    clientBackUrl: (orderId, merchantTradeNo) => `${base}/api/ecpay/payment-back/${encodeURIComponent(orderId)}`
      + (merchantTradeNo ? `?tradeNo=${encodeURIComponent(merchantTradeNo)}` : ''),
  };
}
