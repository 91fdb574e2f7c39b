import { inject, injectable } from 'inversify';
import type { OrderSource } from '../../domain/orders/order-source';
import type { OrderStatus } from '../../domain/orders/order-status';
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

/** GET /api/admin/orders (staff): the orders matching the console's filters, newest first, one page. */
@injectable()
export class ListAdminOrders {
  constructor(@inject(ADMIN_ORDER_READS) private readonly reads: AdminOrderReads) {}

  execute(request: AdminOrdersRequest): Promise<{ orders: AdminOrderSummary[]; total: number }> {
    return this.reads.listOrders({
      status: request.status,
      source: request.source,
      from: request.from === undefined ? undefined : startOfTaipeiDay(request.from),
      to: request.to === undefined ? undefined : endOfTaipeiDay(request.to),
      orderId: request.q?.kind === 'orderId' ? request.q.value : undefined,
      phone: request.q?.kind === 'phone' ? request.q.value : undefined,
      page: request.page,
      limit: request.limit,
    });
  }
}
