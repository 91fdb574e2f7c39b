import type { IssuedInvoice, OrderMailKind } from './order-mail-facts';

/** One mail the mailer accepted for an order's move. */
export interface SentOrderMail {
  eventId: number;
  kind: OrderMailKind;
  orderId: string;
  to: string;
  sentAt: Date;
}

/**
 * What the mail consumer reads and keeps beside the order (issue 30): where the order's mails go, its invoice
 * once issued, and the mails already sent (table order_mails). Implemented by
 * adapters/persistence/mail/knex-order-mail-records.ts and, for unit tests, InMemoryOrderMailRecords; both pass
 * order-mail-records.contract.test.ts.
 */
export interface OrderMailRecords {
  /** orders.email, trimmed; null for an unknown order or one without an address (nothing to send). */
  recipientOf(orderId: string): Promise<string | null>;
  /** The order's e-invoice when issued (a number and an issue time) and not voided; null otherwise. */
  issuedInvoice(orderId: string): Promise<IssuedInvoice | null>;
  /** Whether the mail of this kind for this event was already accepted by the mailer. */
  wasSent(eventId: number, kind: OrderMailKind): Promise<boolean>;
  /** Records an accepted mail; recording the same (event, kind) again changes nothing (the first row stays). */
  recordSent(mail: SentOrderMail): Promise<void>;
  /** The mails sent for an order, oldest first (staff, tests). */
  listSent(orderId: string): Promise<SentOrderMail[]>;
}

export const ORDER_MAIL_RECORDS = Symbol.for('OrderMailRecords');
