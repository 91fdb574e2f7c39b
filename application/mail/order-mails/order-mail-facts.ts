import type { StoredOrder, StoredOrderItem } from '../../orders/order';

/** The mails an order's moves send (issue 30), one per kind; the consumer records each sent (event, kind). */
export const ORDER_MAIL_KINDS = ['card_paid', 'store_order_placed', 'handed_in', 'at_store', 'picked_up'] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

/** The order's e-invoice once issued (table invoices: invoice_number, issued_at, random_code). */
export interface IssuedInvoice {
  number: string;
  issuedAt: Date;
  randomCode: string;
}

/** What the parcel's mails tell (application/shipping/shipment.ts), when a shipment exists. */
export interface ShipmentFacts {
  /** ECPay's AllPayLogisticsID. */
  trackingNumber: string | null;
  /** CVSPaymentNo, with CVSValidationNo after it for 7-ELEVEN: the number the store knows the parcel by. */
  pickupCode: string | null;
  /** The last day to pick up, when ECPay gave one; null otherwise (the mail then says nothing of it). */
  pickupDeadline: Date | null;
}

/** Everything an order mail shows; the composer (order-mail.ts) reads nothing else. */
export interface OrderMailFacts {
  to: string;
  order: Pick<StoredOrder, 'id' | 'customerName' | 'totalAmount' | 'paymentMethod' | 'deliveryMethod' | 'store'>;
  items: readonly Pick<StoredOrderItem, 'title' | 'variantName' | 'quantity' | 'discountPrice'>[];
  shipment: ShipmentFacts | null;
  invoice: IssuedInvoice | null;
  /** The signed link that opens the order (OrderLinks.linkFor). */
  link: string;
}

/** The parcel's facts from the stored shipment. */
export function shipmentFacts(shipment: { logisticsId: string | null; paymentNo: string | null; validationNo: string | null }, pickupDeadline: Date | null = null): ShipmentFacts {
  const pickupCode = shipment.paymentNo ? `${shipment.paymentNo}${shipment.validationNo ?? ''}` : null;
  return { trackingNumber: shipment.logisticsId, pickupCode, pickupDeadline };
}
