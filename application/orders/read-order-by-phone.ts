import { inject, injectable } from 'inversify';
import { GetOrderShipment, type OrderShipmentView } from '../shipping/get-order-shipment';
import type { OrderItemView, OrderView } from './order';
import { ORDER_STORE, type OrderStore } from './order-store.port';
import { OwnershipProof } from './ownership-proof';
import { toOrderItemView, toOrderView } from './order-view';

export interface ReadOrderByPhoneInput {
  orderId: string;
  phone: string;
  clientIp: string;
}

/** The whole order, as its buyer reads it: the order, its items, its pickup store and shipment. */
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
  ) {}

  /** @throws NotFoundError ORDER_NOT_FOUND; TooManyRequestsError ORDER_PROOF_LIMITED */
  async execute(input: ReadOrderByPhoneInput): Promise<OrderDisclosure> {
    const order = await this.proof.prove({ orderId: input.orderId, phone: input.phone, clientIp: input.clientIp, purpose: 'read' });
    const [items, shipment] = await Promise.all([this.orders.listItems(order.id), this.shipments.forBuyer(order)]);
    return { order: toOrderView(order, { masked: false }), items: items.map(toOrderItemView), shipment };
  }
}
