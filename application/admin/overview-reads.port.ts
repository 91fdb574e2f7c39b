/**
 * What the console's overview counts (issue 28): the orders of a time range with the sales among them, the sales still
 * to ship, and what waits for a person. The rules are the domain's (domain/orders/order-figures.ts: SALE_ORDERS,
 * STILL_WITH_THE_SHOP); the counts are exact (no cache, no estimate). Implemented by
 * adapters/persistence/admin/knex-overview-reads.ts.
 */
export interface OrderFigures {
  /** Every order created in the range, whatever its status. */
  orders: number;
  /** Those that are a sale (SALE_ORDERS), and the sum of their totals (whole NT$). */
  sales: number;
  salesAmount: number;
}

export interface OverviewReads {
  /** Orders created at or after `from` and before `to`. */
  orderFigures(from: Date, to: Date): Promise<OrderFigures>;
  /** Sales (of any day) whose parcel is still with the shop: no shipment, or its shipping status in STILL_WITH_THE_SHOP. */
  countToShip(): Promise<number>;
  /** Flagged payment attempts (a second charge, a wrong amount) nobody has marked handled. */
  countPaymentsNeedingPerson(): Promise<number>;
  /** Shipments whose creation failed for good, or whose latest ECPay code needs someone (the shipments-to-handle list). */
  countShipmentsNeedingPerson(): Promise<number>;
}

export const OVERVIEW_READS = Symbol.for('OverviewReads');
