import { inject, injectable } from 'inversify';
import type { StoredOrder } from '../orders/order';
import { OrderReadAccess, type OrderReader } from '../orders/order-read-access';
import { strangerView } from '../orders/order-redaction';
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
 * The store an order ships to and where its parcel is, for its buyer (token, account; order-read-access.ts).
 * The store's address, the tracking number and the pickup and validation codes tell a stranger where a parcel
 * waits and how to ask for it (issue 22): a stranger reads the shipment's stage only (order-redaction.ts).
 */
@injectable()
export class GetOrderShipment {
  constructor(
    @inject(OrderReadAccess) private readonly access: OrderReadAccess,
    @inject(SHIPMENT_STORE) private readonly shipments: ShipmentStore,
  ) {}

  /** @throws NotFoundError ORDER_NOT_FOUND; TooManyRequestsError ORDER_READS_LIMITED */
  async execute(orderId: string, reader: OrderReader): Promise<OrderShipmentView> {
    const { order, proven } = await this.access.read(orderId, reader);
    return proven ? this.forBuyer(order) : strangerView.shipment(await this.viewOf(order, false));
  }

  /** The whole view, for an order its reader has already proven to be theirs (e.g. by its phone). */
  forBuyer(order: StoredOrder): Promise<OrderShipmentView> {
    return this.viewOf(order, true);
  }

  private async viewOf(order: StoredOrder, withHistory: boolean): Promise<OrderShipmentView> {
    const { id, store } = order;
    const shipment = await this.shipments.findByOrderId(id);
    const history = withHistory && shipment && shipment.status === 'created' ? (await this.shipments.listEvents(shipment.id)).map(toHistoryView) : [];
    return {
      store_id: store.storeId, store_name: store.storeName, store_address: store.storeAddress, logistics_sub_type: store.logisticsSubType,
      ...toShipmentFieldsView(shipment),
      history,
      fulfilment_stage: fulfilmentStageOf(order, shipment),
    };
  }
}
