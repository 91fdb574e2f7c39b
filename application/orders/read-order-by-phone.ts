import { inject, injectable, optional } from 'inversify';
import { INVOICE_READS, type InvoiceReads } from '../invoicing/invoice-reads.port';
import { GetOrderShipment, type OrderShipmentView } from '../shipping/get-order-shipment';
import { buyerOrderView } from './buyer-order-view';
import type { OrderItemView, OrderView } from './order';
import { ORDER_STORE, type OrderStore } from './order-store.port';
import { OwnershipProof } from './ownership-proof';
import { toOrderItemView } from './order-view';

export interface ReadOrderByPhoneInput {
  orderId: string;
  phone: string;
  clientIp: string;
}

/** The whole order, as its buyer reads it: the order (with its e-invoice), its items, its pickup store and shipment. */
export interface OrderDisclosure {
  order: OrderView;
  items: OrderItemView[];
  shipment: OrderShipmentView;
}

/**
 * POST /api/ecpay/{orderId}/proof (issue 22): a buyer without the order's token (another browser, a cleared
 * storage) reads the whole order by proving it with the order's phone. The proof is the one rule of
 * ownership-proof.ts: an unknown order and a wrong phone are the same 404, failures are limited per order and
 * per IP, counted before the order is read. The answer carries everything at once, so nothing is kept that
 * would prove the order later: another visit proves again.
 */
@injectable()
export class ReadOrderByPhone {
  constructor(
    @inject(OwnershipProof) private readonly proof: OwnershipProof,
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(GetOrderShipment) private readonly shipments: GetOrderShipment,
    /** The invoices (issue 30: the guest lookup shows the invoice like the order page); absent in use-case tests. */
    @inject(INVOICE_READS) @optional() private readonly invoices?: Pick<InvoiceReads, 'findByOrderIds'>,
  ) {}

  /** @throws NotFoundError ORDER_NOT_FOUND; TooManyRequestsError ORDER_PROOF_LIMITED */
  async execute(input: ReadOrderByPhoneInput): Promise<OrderDisclosure> {
    const order = await this.proof.prove({ orderId: input.orderId, phone: input.phone, clientIp: input.clientIp, purpose: 'read' });
    const [view, items, shipment] = await Promise.all([buyerOrderView(order, this.invoices), this.orders.listItems(order.id), this.shipments.forBuyer(order)]);
    return { order: view, items: items.map(toOrderItemView), shipment };
  }
}
