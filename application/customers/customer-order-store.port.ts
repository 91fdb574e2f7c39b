import type { CustomerOrderRecord, LinkedOrderProgress, LinkedOrderRecord, NewLinkedOrder } from './customer-order';

export interface CustomerOrderPage {
  orders: CustomerOrderRecord[];
  /** How many orders the customer has in all. */
  total: number;
}

/**
 * What linkOrder did. The link is ONE conditional update (`... WHERE id = ? AND customer_id IS NULL`), so of
 * two accounts linking the same order at once exactly one gets 'linked'; the other reads who owns it now.
 */
export type LinkOrderOutcome = 'linked' | 'already_linked' | 'linked_elsewhere' | 'not_found';

/** What linkExternalOrder did: UNIQUE(source, external_order_id) gives an external order to one account only. */
export type LinkExternalOutcome = 'linked' | 'already_linked' | 'linked_elsewhere';

/**
 * The orders of customer accounts (orders.customer_id). Implemented by
 * adapters/persistence/customers/knex-customer-order-store.ts and InMemoryCustomerOrderStore.
 */
export interface CustomerOrderStore {
  /** The customer's orders newest first (created_at, then id, descending), each with its product lines. */
  listCustomerOrders(customerId: number, page: { offset: number; limit: number }): Promise<CustomerOrderPage>;
  /** Gives an unlinked order to the customer; never takes an order from another customer. */
  linkOrder(orderId: string, customerId: number): Promise<LinkOrderOutcome>;
  /**
   * The customer's linked orders of other platforms (issue 11), newest first (order date, then link id,
   * descending), the first `limit` of them, and how many there are in all.
   */
  listLinkedOrders(customerId: number, page: { limit: number }): Promise<{ orders: LinkedOrderRecord[]; total: number }>;
  /**
   * Records an external order as the customer's. An order already linked stays as it was: to this customer
   * 'already_linked', to another 'linked_elsewhere' (never moved); of two accounts racing, one insert wins.
   */
  linkExternalOrder(link: NewLinkedOrder): Promise<LinkExternalOutcome>;
  /** The customer's own linked order (issue 22); null when it is unknown or another customer's (never told apart). */
  findLinkedOrder(customerId: number, source: 'shopee' | 'shopify', externalOrderId: string): Promise<LinkedOrderRecord | null>;
  /** Stores what the platform answered now (status, tracking number, logistics status) and when (checkedAt). */
  recordLinkedOrderProgress(id: number, progress: LinkedOrderProgress, checkedAt: Date): Promise<void>;
  /**
   * For the refresh job: up to `limit` linked orders last checked (else linked) before `before` whose status is not
   * one of their source's `finalStatuses`, the longest unchecked first (then by id).
   */
  listLinkedOrdersDue(query: { before: Date; limit: number; finalStatuses: Record<'shopee' | 'shopify', readonly string[]> }): Promise<LinkedOrderRecord[]>;
}

export const CUSTOMER_ORDER_STORE = Symbol.for('CustomerOrderStore');
