import { inject, injectable } from 'inversify';
import type { OrderSource } from '../../domain/orders/order-source';
import type { OrderStatus } from '../../domain/orders/order-status';
import { fulfilmentStage, type FulfilmentStage } from '../../domain/orders/order-truth';
import { endOfTaipeiDay, startOfTaipeiDay } from '../../domain/shared/taipei-day';
import { ADMIN_ORDER_READS, type AdminOrderReads, type AdminOrderSummary } from './admin-order-reads.port';

export interface AdminOrdersRequest {
  status?: OrderStatus;
  source?: OrderSource;
  /** Taiwan calendar days, YYYY-MM-DD, both inclusive (already validated by the contract). */
  from?: string;
  to?: string;
  /** The search box: an order id, or a buyer's phone (the contract tells which). */
  q?: { kind: 'orderId' | 'phone'; value: string };
  page: number;
  limit: number;
}

/** A listed order with the stage of its parcel (issue 28: the console reads a picked-up order as completed). */
export interface AdminOrderListed extends AdminOrderSummary {
  fulfilmentStage: FulfilmentStage;
}

/** GET /api/admin/orders (staff): the orders matching the console's filters, newest first, one page. */
@injectable()
export class ListAdminOrders {
  constructor(@inject(ADMIN_ORDER_READS) private readonly reads: AdminOrderReads) {}

  async execute(request: AdminOrdersRequest): Promise<{ orders: AdminOrderListed[]; total: number }> {
    const { orders, total } = await this.reads.listOrders({
      status: request.status,
      source: request.source,
      from: request.from === undefined ? undefined : startOfTaipeiDay(request.from),
      to: request.to === undefined ? undefined : endOfTaipeiDay(request.to),
      orderId: request.q?.kind === 'orderId' ? request.q.value : undefined,
      phone: request.q?.kind === 'phone' ? request.q.value : undefined,
      page: request.page,
      limit: request.limit,
    });
    return { total, orders: orders.map((order) => ({ ...order, fulfilmentStage: fulfilmentStage(order.status, order.paymentMethod, order.shipment) })) };
  }
}
