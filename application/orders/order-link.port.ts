/**
 * The signed link that opens an order without typing anything (issue 30: order mails, the guest lookup's
 * "send me the link"). It is never a bare order id: it names the order and an expiry, signed with the server's
 * secret, so a stranger can neither guess one nor keep one alive. Implemented by adapters/security.
 */
export interface OrderLinks {
  /** The absolute URL of the order's page, carrying the signed token; valid until now + the link's lifetime. */
  linkFor(orderId: string, now: Date): string;
  /** The order a token opens, or undefined when it is forged, altered or expired. */
  verify(token: string, now: Date): { orderId: string } | undefined;
}

export const ORDER_LINKS = Symbol.for('OrderLinks');
