import { shownFulfilmentStage, type FulfilmentStage } from '../../domain';
import type { CustomerOrder } from './history-slice';

/** The stage an order of the history shows (issue 22): the server's stage, else the one its status and shipping status imply. */
export function historyOrderStage(order: Pick<CustomerOrder, 'fulfilment_stage' | 'status' | 'shipping_status'>): FulfilmentStage {
  return shownFulfilmentStage(order.fulfilment_stage, { status: order.status, shippingStatus: order.shipping_status });
}
