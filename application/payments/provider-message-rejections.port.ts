/**
 * Signed provider messages the shop refused because their content did not fit (a number out of bounds, a
 * malformed trade number): kept for a person to look at (issue 9, "a provider message that doesn't fit is
 * answered as ECPay expects for a rejected message, and recorded"). Implemented by
 * adapters/persistence/providers/knex-provider-message-rejections.ts (table provider_message_rejections).
 *
 * Only messages whose signature verified are recorded: a forged message is logged, never written, so that
 * nobody without the merchant keys can fill the database through a public callback address.
 */
export interface RejectedProviderMessage {
  /** e.g. 'ecpay'. */
  provider: string;
  /** e.g. 'payment_notification'. */
  messageKind: string;
  /** The rejection code (NOTIFICATION_MALFORMED, MERCHANT_ID_MISMATCH...). */
  reason: string;
  /** What did not fit, for the person reading it (English, no secrets). */
  detail: string;
  /** As received (the provider's field, possibly malformed); '' when absent. */
  merchantTradeNo: string;
  /** Every received field, as received (a provider's notification holds no secret). */
  fields: Readonly<Record<string, string>>;
}

/**
 * A recorded rejection as staff read it: what was refused, why and when, WITHOUT the received fields (a payment
 * notice or a logistics status carries the buyer's name, phone and address; the console needs none of it).
 */
export type RecordedRejection = Omit<RejectedProviderMessage, 'fields'> & {
  /** When the shop received (and refused) it: the adapter's clock at record(). */
  receivedAt: Date;
};

export interface ProviderMessageRejections {
  /** Keeps a refused message, stamped with the current time. */
  record(message: RejectedProviderMessage): Promise<void>;
  /** The `limit` most recently received rejections, newest first (same time: the later recorded first). */
  listLatest(limit: number): Promise<RecordedRejection[]>;
}

export const PROVIDER_MESSAGE_REJECTIONS = Symbol.for('ProviderMessageRejections');
