import type { OrderShipmentView } from '../shipping/get-order-shipment';
import type { OrderItemView, OrderView, StoredOrder } from './order';
import { toOrderView } from './order-view';

/**
 * What a stranger (a reader without proof, order-read-access.ts) sees of an order, in one place (issue 22):
 * its status, dates, methods and amount, the buyer's masked initials, and the shipment's stage. Nothing to
 * find or collect the parcel with: no store (id, name, address), no tracking number, pickup code (CVSPaymentNo),
 * validation code or ECPay id, no shipment history, and no items. The buyer proves ownership (token, account,
 * or the order's phone: POST /api/ecpay/{id}/proof) and then reads everything.
 */
export const strangerView = {
  order(order: StoredOrder): OrderView {
    return { ...toOrderView(order, { masked: true }), store_id: '', store_name: '', store_address: '' };
  },
  items(): OrderItemView[] {
    return [];
  },
  shipment(view: OrderShipmentView): OrderShipmentView {
    return {
      ...view, store_id: '', store_name: '', store_address: '',
      tracking_number: null, payment_no: null, logistics_id: null, history: [],
    };
  },
};
