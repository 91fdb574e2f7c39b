import type { Knex } from 'knex';
import type { OrderFigures, OverviewReads } from '../../../application/admin/overview-reads.port';
import { SALE_ORDERS, STILL_WITH_THE_SHOP } from '../../../domain/orders/order-figures';

/**
 * The console overview's counts (application/admin/overview-reads.port.ts), one aggregate statement each.
 *
 * - The figures of a range read orders by created_at (orders_created_index) and sum the sales with a CASE over the
 *   domain's (status, payment_method) pairs, so the SQL cannot drift from the rule.
 * - To ship: sales LEFT JOIN their shipment (UNIQUE order_id), kept when there is none or its parcel is still here.
 * - Payments: payment_attempts flagged and not resolved (payment_attempts_attention_index).
 * - Shipments: failed, or attention raised: the same condition as the staff's list (knex-shipment-store.ts).
 */
export class KnexOverviewReads implements OverviewReads {
  constructor(private readonly knex: Knex) {}

  /** WHERE (status = ? AND payment_method = ?) OR ... over the sale pairs, with its bindings. */
  private saleCondition(prefix: string): { sql: string; bindings: string[] } {
    return {
      sql: `(${SALE_ORDERS.map(() => `(${prefix}.status = ? AND ${prefix}.payment_method = ?)`).join(' OR ')})`,
      bindings: SALE_ORDERS.flatMap((sale) => [sale.status, sale.paymentMethod]),
    };
  }

  async orderFigures(from: Date, to: Date): Promise<OrderFigures> {
    const sale = this.saleCondition('orders');
    const row = await this.knex('orders')
      .where('orders.created_at', '>=', from).andWhere('orders.created_at', '<', to)
      .select(
        this.knex.raw('COUNT(*) AS orders_count'),
        this.knex.raw(`COALESCE(SUM(CASE WHEN ${sale.sql} THEN 1 ELSE 0 END), 0) AS sales_count`, sale.bindings),
        this.knex.raw(`COALESCE(SUM(CASE WHEN ${sale.sql} THEN orders.total_amount ELSE 0 END), 0) AS sales_amount`, sale.bindings),
      )
      .first() as { orders_count: number | string; sales_count: number | string | null; sales_amount: number | string | null } | undefined;
    return { orders: Number(row?.orders_count ?? 0), sales: Number(row?.sales_count ?? 0), salesAmount: Number(row?.sales_amount ?? 0) };
  }

  async countToShip(): Promise<number> {
    const sale = this.saleCondition('orders');
    const row = await this.knex('orders')
      .leftJoin('shipments', 'shipments.order_id', 'orders.id')
      .whereRaw(sale.sql, sale.bindings)
      .andWhere((query) => query.whereNull('shipments.id').orWhereIn('shipments.shipping_status', [...STILL_WITH_THE_SHOP]))
      .count({ total: '*' }).first();
    return Number((row as { total?: number | string } | undefined)?.total ?? 0);
  }

  async countPaymentsNeedingPerson(): Promise<number> {
    const row = await this.knex('payment_attempts').whereNotNull('attention').whereNull('resolved_at').count({ total: '*' }).first();
    return Number((row as { total?: number | string } | undefined)?.total ?? 0);
  }

  async countShipmentsNeedingPerson(): Promise<number> {
    const row = await this.knex('shipments').where('status', 'failed').orWhere('attention', true).count({ total: '*' }).first();
    return Number((row as { total?: number | string } | undefined)?.total ?? 0);
  }
}
