/**
 * The signed link that opens an order without typing anything (issue 30: order mails, the guest lookup's
 * "send me the link"). It is never a bare order id: it names the order and an expiry, signed with the server's
 * secret, so a stranger can neither guess one nor keep one alive. Implemented by adapters/security.
 */
/**
 * How long a link opens its order: 30 days, enough for a store pickup (about a week on the way, 7 days at the
 * store) and a return, short enough that an old mailbox or a forwarded mail does not open the order for ever.
 * Nothing is stored, so a link cannot be revoked: its lifetime is the bound. After it the buyer proves the order
 * with its phone, or signs in. The mails say it (application/mail/order-mails/).
 */
export const ORDER_LINK_LIFETIME_MS = 30 * 24 * 3_600_000;

export interface OrderLinks {
  /** The absolute URL of the order's page, carrying the signed token; valid until now + the link's lifetime. */
  linkFor(orderId: string, now: Date): string;
  /** The order a token opens, or undefined when it is forged, altered or expired. */
  verify(token: string, now: Date): { orderId: string } | undefined;
}

export const ORDER_LINKS = Symbol.for('OrderLinks');
