import { inject, injectable } from 'inversify';
import { requireOrder } from '../orders/order-lookup';
import { ORDER_STORE, type OrderStore } from '../orders/order-store.port';
import { SHIPMENT_STORE, type ShipmentStore } from './shipment-store.port';
import type { FulfilmentStage } from '../../domain/orders/order-truth';
import { fulfilmentStageOf, toHistoryView, toShipmentFieldsView, type ShipmentFieldsView, type ShipmentHistoryView } from './shipment-view';

/** GET /api/ecpay/logistics/order/{orderId}: the pickup store (spec 2, section 7) and the order's shipment. */
export interface OrderShipmentView extends ShipmentFieldsView {
  store_id: string;
  store_name: string;
  store_address: string;
  logistics_sub_type: string;
  history: ShipmentHistoryView[];
  fulfilment_stage: FulfilmentStage;
}

/**
 * The store an order ships to and where its parcel is. The access rule is the one this read always had (the
 * pickup card and the retry flow read it by order id alone): it names no person. The numbers it adds (tracking
 * number, pickup code, ECPay's id) let a holder follow a parcel, not collect it: a C2C pickup needs the buyer's
 * name and phone (decision in the report of issue 12).
 */
@injectable()
export class GetOrderShipment {
  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(SHIPMENT_STORE) private readonly shipments: ShipmentStore,
  ) {}

  /** @throws NotFoundError ORDER_NOT_FOUND */
  async execute(orderId: string): Promise<OrderShipmentView> {
    const order = await requireOrder(this.orders, orderId);
    const { store } = order;
    const shipment = await this.shipments.findByOrderId(orderId);
    const history = shipment && shipment.status === 'created' ? (await this.shipments.listEvents(shipment.id)).map(toHistoryView) : [];
    return {
      store_id: store.storeId, store_name: store.storeName, store_address: store.storeAddress, logistics_sub_type: store.logisticsSubType,
      ...toShipmentFieldsView(shipment),
      history,
      fulfilment_stage: fulfilmentStageOf(order, shipment),
    };
  }
}
