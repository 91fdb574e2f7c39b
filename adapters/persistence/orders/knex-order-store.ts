import type { Knex } from 'knex';
import { tryAgainError } from '../../../application/cart/cart-store.port';
import type { OrderEventSubscriptions } from '../../../application/order-events/order-event-subscriptions';
import type { OrderStatusEvent, StoredOrder, StoredOrderItem } from '../../../application/orders/order';
import {
  ORDER_ID_ATTEMPTS, type CheckoutCartRequest, type CheckoutOutcome, type OrderStore, type StatusChangeDetails,
  type StatusChangeOutcome, type StatusDecision,
} from '../../../application/orders/order-store.port';
import { soldOutletVariant } from '../../../domain/cart/from-outlet';
import { HOLD_AWAITS_CHECKOUT } from '../../../domain/cart/hold-rules';
import { planCheckout, type CheckoutLine, type PlannedOrderItem } from '../../../domain/orders/checkout-plan';
import { DEFAULT_INVOICE_CHOICE } from '../../../domain/invoicing/invoice-choice';
import { holdOf } from '../cart/cart-line.mapper';
import { insertCheckoutInvoice } from '../invoicing/invoice-rows';
import { marketplaceLineFacts, readShopeeRows } from '../cart/marketplace-lines';
import { whereHold } from '../outlet/hold-sql';
import { databaseKind } from '../knex-factory';
import { appendOrderEvents } from '../order-events/order-event-outbox';
import { inWriteTransaction, isUniqueViolation } from '../write-transaction';
import { lockOrderStatus, writeOrderMoves } from './order-moves';
import { toOrderEvent, toStoredOrder, toStoredOrderItem, type OrderEventRow, type OrderItemRow, type OrderRow } from './order.mapper';

/** A cart line as checkout reads it, with the variant recorded at add (migration 20261201_2231). */
interface CheckoutLineRow {
  id: number;
  item_type: string;
  item_id: number;
  variant_id: string | null;
  reservation_id: number | null;
  snapshot_variant_name: string | null;
  snapshot_variant_sku: string | null;
}

/**
 * Orders on SQLite or MySQL, and THE checkout transaction.
 *
 * checkoutCart runs in one write transaction (write-transaction.ts: READ COMMITTED and bounded retry on
 * MySQL, the database write lock taken up front on SQLite):
 * 1. Lock the cart (phone + cart key, issue 22): MySQL `SELECT ... FROM cart_lines WHERE phone = ? AND cart_key = ? FOR UPDATE` (a second checkout
 *    of the same cart, in any process, queues on these rows; once the first commits, its locking read sees
 *    the lines gone and the cart is empty); SQLite: the transaction already holds the only write lock.
 * 2. Lock the lines' reservations (MySQL FOR UPDATE) and read their items' catalogue rows; for marketplace
 *    (Shopee) lines, lock their synced product and model rows (marketplace-lines.ts readShopeeRows: MySQL FOR
 *    UPDATE in key order), so two carts checking out the last unit decide one after the other.
 * 3. Decide with the domain's planCheckout: every hold still active and this phone's, every marketplace line
 *    still available, everything priced by the server (a marketplace line at floor(0.9 x the synced price)).
 * 4. Insert the order under the first free ORD-{8 digits} candidate (the primary key is the collision check),
 *    its items, and the creation row of order_status_events.
 * 5. Confirm the holds (confirmed_at: sold for good), lower the synced stock of each marketplace line sold,
 *    and delete the lines; commit.
 *
 * The marketplace stock is Shopee's, not ours: nothing is decremented on Shopee here (no Open Platform call
 * changes stock for an order placed outside Shopee). Our synced copy goes down by one per line sold, so that
 * the next shopper's add and checkout see the unit gone; the next sync overwrites it with Shopee's count.
 */
export class KnexOrderStore implements OrderStore {
  /** subscriptions: the consumers of order events (the outbox writes their deliveries with each move). */
  constructor(private readonly knex: Knex, private readonly subscriptions?: OrderEventSubscriptions) {}

  checkoutCart(request: CheckoutCartRequest): Promise<CheckoutOutcome> {
    return inWriteTransaction(this.knex, (trx) => this.checkoutIn(trx, request));
  }

  private async checkoutIn(trx: Knex.Transaction, request: CheckoutCartRequest): Promise<CheckoutOutcome> {
    const { phone, now } = request;
    const mysql = databaseKind(trx) === 'mysql';
    const linesQuery = trx('cart_lines')
      .select('id', 'item_type', 'item_id', 'variant_id', 'reservation_id', 'snapshot_variant_name', 'snapshot_variant_sku')
      .where({ phone, cart_key: request.keyHash ?? '' }).orderBy('id', 'asc');
    const lines: CheckoutLineRow[] = await (mysql ? linesQuery.forUpdate() : linesQuery);

    const reservationIds = lines.map((line) => line.reservation_id).filter((id): id is number => id !== null);
    const reservationsQuery = trx('outlet_reservations').select('id', 'reserved_by', 'expires_at', 'released_at', 'confirmed_at').whereIn('id', reservationIds);
    const reservations = reservationIds.length === 0 ? [] : await (mysql ? reservationsQuery.forUpdate() : reservationsQuery);
    const outletIds = lines.filter((line) => line.item_type === 'outlet').map((line) => line.item_id);
    const items = outletIds.length === 0 ? [] : await trx('outlet_items')
      .select('id', 'title', 'sku', 'price', 'discount_price', 'image_url', 'display_sku', 'variant_details').whereIn('id', outletIds);
    const shopee = await readShopeeRows(trx, lines.filter((line) => line.item_type === 'shopee').map((line) => Number(line.item_id)), { lock: true });

    const candidates = lines.map((line): CheckoutLine => {
      if (line.item_type === 'shopee') {
        const { availability, live } = marketplaceLineFacts(shopee, { itemId: Number(line.item_id), variantId: line.variant_id });
        return {
          lineId: Number(line.id), itemType: 'shopee', itemId: Number(line.item_id), variantId: line.variant_id, reservationId: null,
          hold: null, reservedBy: null, availability,
          item: live && { title: live.title, sku: live.sku, price: live.price, discountPrice: live.discountPrice, imageUrl: live.imageUrl, variantName: live.variantName },
        };
      }
      const reservation = reservations.find((r) => Number(r.id) === Number(line.reservation_id));
      const item = line.item_type === 'outlet' ? items.find((i) => Number(i.id) === Number(line.item_id)) : undefined;
      // The variant recorded on the line at add (issue 22) is what is sold: the packer reads its label and SKU.
      const variant = item && soldOutletVariant({ variantId: line.variant_id, label: line.snapshot_variant_name, sku: line.snapshot_variant_sku }, item);
      return {
        lineId: Number(line.id), itemType: line.item_type, itemId: Number(line.item_id), variantId: variant?.variantId ?? line.variant_id,
        reservationId: line.reservation_id === null ? null : Number(line.reservation_id),
        hold: reservation ? holdOf({ reservation_id: Number(reservation.id), ...reservation }) : null,
        reservedBy: reservation?.reserved_by ?? null,
        item: item ? {
          title: item.title, sku: item.sku, price: Number(item.price), discountPrice: Number(item.discount_price), imageUrl: item.image_url,
          variantName: variant?.label ?? null, variantSku: variant?.sku ?? null,
        } : null,
      };
    });
    const plan = planCheckout(candidates, phone, now);
    if (!plan.ok) return { kind: 'refused', code: plan.code, ...(plan.details ? { lines: plan.details.lines } : {}) };

    const orderId = await this.insertOrder(trx, request, { totalAmount: plan.totalAmount, orderSource: plan.orderSource });
    // Issue 30: the order's invoice (and the member's remembered choice) commit or roll back with the order.
    await insertCheckoutInvoice(trx, orderId, request.invoice ?? DEFAULT_INVOICE_CHOICE, request.customerId ?? null, now);
    await trx('order_items').insert(plan.items.map((item) => ({
      order_id: orderId, item_type: item.itemType, item_id: item.itemId, variant_id: item.variantId, title: item.title,
      sku: item.sku, price: item.price, discount_price: item.discountPrice, quantity: item.quantity, image_url: item.imageUrl,
      reservation_id: item.reservationId, variant_name: item.variantName, variant_sku: item.variantSku,
    })));
    await trx('order_status_events').insert({ order_id: orderId, from_status: null, to_status: request.status, reason: 'checkout', created_at: now });
    await appendOrderEvents(trx, this.subscriptions, orderId, [{ type: 'order:placed', reason: request.paymentMethod }], now);

    const sold = plan.items.map((item) => item.reservationId).filter((id): id is number => id !== null);
    if (sold.length > 0) {
      const confirmed = await whereHold(trx('outlet_reservations').whereIn('id', sold), HOLD_AWAITS_CHECKOUT, now, { table: null })
        .update({ confirmed_at: now });
      // The rows are locked and were just checked: a mismatch is a bug, and throwing rolls everything back.
      if (confirmed !== sold.length) throw new Error(`checkout ${orderId}: confirmed ${confirmed} of ${sold.length} reservations`);
    }
    await this.takeMarketplaceStock(trx, orderId, plan.items.filter((item) => item.itemType === 'shopee'));
    await trx('cart_lines').whereIn('id', plan.items.map((item) => item.lineId)).delete();

    const order = await this.orderIn(trx, orderId);
    const orderItems = await this.itemsIn(trx, orderId);
    if (!order) throw new Error(`checkout ${orderId}: the order just inserted is missing`);
    return { kind: 'created', order, items: orderItems };
  }

  /**
   * One unit per marketplace line sold leaves our synced stock: the model's (conditional on stock >= 1), and the
   * product's, which is the sum of its models' (never below 0) or, without models, its own (conditional). The
   * rows are locked and were just found in stock, so a miss is a bug: throwing rolls the whole order back.
   */
  private async takeMarketplaceStock(trx: Knex.Transaction, orderId: string, sold: readonly PlannedOrderItem[]): Promise<void> {
    const byItem = new Map<number, PlannedOrderItem[]>();
    for (const item of sold) byItem.set(item.itemId, [...(byItem.get(item.itemId) ?? []), item]);
    for (const [itemId, items] of byItem) {
      const modelled = items.filter((item) => item.variantId !== null);
      for (const item of modelled) {
        const taken = await trx('shopee_models').where({ item_id: itemId, model_id: Number(item.variantId) }).andWhere('stock', '>=', 1).decrement('stock', 1);
        if (taken !== 1) throw new Error(`checkout ${orderId}: no stock left on shopee model ${itemId}/${String(item.variantId)}`);
      }
      if (modelled.length > 0) {
        const n = modelled.length;
        await trx('shopee_products').where('item_id', itemId).update({ stock: trx.raw('CASE WHEN stock >= ? THEN stock - ? ELSE 0 END', [n, n]) });
      }
      if (items.length > modelled.length) {
        const taken = await trx('shopee_products').where('item_id', itemId).andWhere('stock', '>=', 1).decrement('stock', 1);
        if (taken !== 1) throw new Error(`checkout ${orderId}: no stock left on shopee product ${itemId}`);
      }
    }
  }

  /** Inserts the order under the first candidate id nobody has; a unique violation tries the next one. */
  private async insertOrder(trx: Knex.Transaction, request: CheckoutCartRequest, totals: { totalAmount: number; orderSource: string }): Promise<string> {
    const { now, store } = request;
    for (let attempt = 0; attempt < ORDER_ID_ATTEMPTS; attempt += 1) {
      const id = request.orderIdCandidate(attempt);
      // A cheap look first (the usual collision is an old order whose 8 digits came round again) ...
      if (await trx('orders').where('id', id).first('id')) continue;
      try {
        await trx('orders').insert({
          id, status: request.status, status_message: null, customer_name: request.customerName, customer_phone: request.phone,
          total_amount: totals.totalAmount, delivery_method: request.deliveryMethod, payment_method: request.paymentMethod,
          store_id: store.storeId, store_name: store.storeName, store_address: store.storeAddress,
          logistics_sub_type: store.logisticsSubType, order_source: totals.orderSource, access_token_hash: request.accessTokenHash,
          customer_id: request.customerId ?? null, email: request.email ?? null,
          created_at: now, updated_at: now,
        });
        return id;
      } catch (error) {
        // ... and the primary key for the race: another process inserted the same id since (MySQL waited for
        // its commit). Only this statement failed; the transaction goes on with the next candidate.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw tryAgainError();
  }

  findOrder(orderId: string): Promise<StoredOrder | undefined> {
    return this.orderIn(this.knex, orderId);
  }

  listItems(orderId: string): Promise<StoredOrderItem[]> {
    return this.itemsIn(this.knex, orderId);
  }

  changeStatus(orderId: string, decide: StatusDecision, details: StatusChangeDetails): Promise<StatusChangeOutcome> {
    return inWriteTransaction(this.knex, async (trx): Promise<StatusChangeOutcome> => {
      // MySQL: the row lock serialises every change of this order (two callbacks at once decide one after the other).
      const from = await lockOrderStatus(trx, orderId);
      if (!from) return { kind: 'not_found' };
      const decision = decide(from);
      if (!decision.ok) return { kind: 'refused', from };
      if (decision.changed) {
        const move = { to: decision.status, reason: details.reason, statusMessage: details.statusMessage };
        await writeOrderMoves(trx, orderId, from, [move], details.now, this.subscriptions);
      }
      return { kind: 'done', from, status: decision.status, changed: decision.changed };
    });
  }

  async listStatusEvents(orderId: string): Promise<OrderStatusEvent[]> {
    const rows: OrderEventRow[] = await this.knex('order_status_events').where('order_id', orderId).orderBy('id', 'asc');
    return rows.map(toOrderEvent);
  }

  private async orderIn(knex: Knex, orderId: string): Promise<StoredOrder | undefined> {
    const row: OrderRow | undefined = await knex('orders').where('id', orderId).first();
    return row && toStoredOrder(row);
  }

  private async itemsIn(knex: Knex, orderId: string): Promise<StoredOrderItem[]> {
    const rows: OrderItemRow[] = await knex('order_items').where('order_id', orderId).orderBy('id', 'asc');
    return rows.map(toStoredOrderItem);
  }
}
