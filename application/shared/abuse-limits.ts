/**
 * The abuse limits of issue 9, one named number each (docs/security/carts-and-order-proofs.md explains every one).
 * Defaults are below; server/config.ts reads the env variables named beside each field and binds the result
 * under ABUSE_LIMITS. Every limit is counted per target (an order, a phone) AND per client IP, because an
 * attacker who varies one of the two must still meet the other.
 */
export interface AbuseLimits {
  /** Failed order-number + phone proofs per order per window (ORDER_PROOF_MAX_PER_ORDER). */
  proofFailuresPerOrder: number;
  /** Failed proofs from one client IP per window, whatever the order (ORDER_PROOF_MAX_PER_CLIENT). */
  proofFailuresPerClient: number;
  /** The fixed window of both proof limits (ORDER_PROOF_WINDOW_MS). */
  proofWindowMs: number;
  /** Active unconfirmed outlet holds per phone, for a guest (HOLD_MAX_PER_PHONE). */
  holdsPerGuestPhone: number;
  /** The same for a member adding to the cart of their own phone while signed in (HOLD_MAX_PER_MEMBER). */
  holdsPerMemberPhone: number;
  /** Active unconfirmed outlet holds made from one client IP, whoever's phone (HOLD_MAX_PER_CLIENT). */
  holdsPerClient: number;
  /** POST /api/ecpay/{orderId}/prepare-payment calls per order per window (PREPARE_PAYMENT_MAX_PER_ORDER). */
  preparePaymentsPerOrder: number;
  /** prepare-payment calls from one client IP per window (PREPARE_PAYMENT_MAX_PER_CLIENT). */
  preparePaymentsPerClient: number;
  /** The fixed window of both prepare-payment limits (PREPARE_PAYMENT_WINDOW_MS). */
  preparePaymentWindowMs: number;
  /** Reads of an order by number WITHOUT proof of ownership, per client IP per window (ORDER_READ_MAX_PER_CLIENT). */
  strangerOrderReadsPerClient: number;
  /** The fixed window of the stranger read limit (ORDER_READ_WINDOW_MS). */
  strangerOrderReadWindowMs: number;
  /**
   * Issue 22: a linked Shopee/Shopify order's details page asks the platform at most once per order per this
   * window (LINKED_ORDER_REFRESH_WINDOW_MS); a view within it shows the stored record and its age.
   */
  linkedOrderRefreshWindowMs: number;
  /**
   * Issue 30: checkout's questions to ECPay (CheckBarcode, CheckLoveCode) per phone per window
   * (INVOICE_CODE_CHECK_MAX_PER_PHONE). Over it the code is not asked and the order goes on unchecked.
   */
  invoiceCodeChecksPerPhone: number;
  /** The same from one client IP per window, whatever the phone (INVOICE_CODE_CHECK_MAX_PER_CLIENT). */
  invoiceCodeChecksPerClient: number;
  /** The fixed window of both code-check limits (INVOICE_CODE_CHECK_WINDOW_MS). */
  invoiceCodeCheckWindowMs: number;
}

export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  // A buyer mistypes a phone once or twice; 5 tries per 15 min leaves 10^6 masked-phone guesses at years.
  proofFailuresPerOrder: 5,
  // Room for a household or office behind one address to mistype now and then, not for walking order ids.
  proofFailuresPerClient: 20,
  proofWindowMs: 15 * 60_000,
  // A guest cart of outlet items is rarely above a handful; 10 units for 2 hours is plenty to decide.
  holdsPerGuestPhone: 10,
  // A signed-in member is accountable (an account, an e-mail): a larger basket is allowed.
  holdsPerMemberPhone: 30,
  // A ceiling, not the cap a shopper meets (issue 29): Taiwan's mobile carriers put thousands of phones behind one
  // address (CGNAT), so a flash sale's crowd behind one address must meet the stock first. 300 is above the lot
  // of a flash sale and 10 member carts' worth; what a hoarder behind one address can still hold: docs/security.md.
  holdsPerClient: 300,
  // Each call creates a payment attempt (a new ECPay trade number); a buyer retries a few times at most.
  preparePaymentsPerOrder: 10,
  preparePaymentsPerClient: 30,
  preparePaymentWindowMs: 15 * 60_000,
  // A stranger's read shows a status and masked initials, nothing to collect a parcel with. A shopper opening a
  // shared link reads 4 times plus 10 polls; 60 per 15 min is a few such visits, and walking the sparse
  // timestamp numbers (most are no order at all) at 240 an hour yields a handful of statuses a day.
  strangerOrderReadsPerClient: 60,
  strangerOrderReadWindowMs: 15 * 60_000,
  // Shopee's and Shopify's own apps are the live view; 5 minutes keeps a reloading member to 12 calls an hour per order.
  linkedOrderRefreshWindowMs: 5 * 60_000,
  // ECPay's rate limit is the merchant's (a 403, then 30 minutes without issuing, docs/security/carts-and-order-proofs.md).
  // A shopper who mistypes a barcode twice asks 3 times; 5 per phone is that with room to switch to a love code.
  // Over a limit nothing is refused, the check is only skipped (a wrong code then reaches the invoice job and
  // /admin/invoices), so a low number costs a real shopper nothing. 10 per IP is a few such shoppers behind one
  // address; a crowd behind a carrier's CGNAT address beyond it goes unchecked, which is cheaper than a stalled shop.
  invoiceCodeChecksPerPhone: 5,
  invoiceCodeChecksPerClient: 10,
  invoiceCodeCheckWindowMs: 15 * 60_000,
};

export const ABUSE_LIMITS = Symbol.for('AbuseLimits');
