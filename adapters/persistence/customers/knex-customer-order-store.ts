import type { Knex } from 'knex';
import type { CustomerOrderProductRecord, CustomerOrderRecord, LinkedOrderProduct, LinkedOrderProgress, LinkedOrderRecord, NewLinkedOrder } from '../../../application/customers/customer-order';
import type { CustomerOrderPage, CustomerOrderStore, LinkExternalOutcome, LinkOrderOutcome } from '../../../application/customers/customer-order-store.port';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import { isUniqueViolation } from '../write-transaction';
import { toStoredOrder, type OrderRow } from '../orders/order.mapper';

interface LinkedOrderRow {
  id: number;
  customer_id: number | string;
  source: string;
  external_order_id: string;
  order_date: StoredDateTime;
  total: number | string;
  external_status: string;
  customer_phone: string;
  products: string;
  linked_at: StoredDateTime;
  tracking_number: string | null;
  logistics_status: string | null;
  checked_at: StoredDateTime | null;
  shipping_fee?: number | string | null;
  shipped_at?: StoredDateTime | null;
}

interface ProductRow {
  id: number;
  order_id: string;
  title: string;
  image_url: string | null;
  variant_details: string | null;
  variant_sku: string | null;
  price: number | string;
  discount_price: number | string;
}

/**
 * The orders of customer accounts (orders.customer_id) on SQLite or MySQL.
 * - The history is two queries whatever the page size: the page of orders (index orders_customer_index:
 *   customer_id, created_at) and all their items at once. variant_details is the variant as sold
 *   (order_items.variant_name), else the outlet item's; an item without either has null.
 * - linkOrder is ONE conditional statement, `UPDATE orders SET customer_id = ? WHERE id = ? AND customer_id IS
 *   NULL`: the database applies it to the row atomically (MySQL takes the row lock and re-checks the condition
 *   on the latest committed row), so of two accounts racing, exactly one update hits the row. The loser
 *   reads who owns the order now.
 */
export class KnexCustomerOrderStore implements CustomerOrderStore {
  constructor(private readonly knex: Knex) {}

  async listCustomerOrders(customerId: number, { offset, limit }: { offset: number; limit: number }): Promise<CustomerOrderPage> {
    const [{ total }] = await this.knex('orders').where('customer_id', customerId).count({ total: '*' });
    const rows: OrderRow[] = await this.knex('orders').where('customer_id', customerId)
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(offset).limit(limit);
    const products = rows.length === 0 ? [] : await this.productsOf(rows.map((row) => row.id));
    const orders = rows.map((row): CustomerOrderRecord => ({
      order: toStoredOrder(row),
      products: products.filter((product) => product.order_id === row.id).map(toProductRecord),
    }));
    return { orders, total: Number(total) };
  }

  private productsOf(orderIds: string[]): Promise<ProductRow[]> {
    return this.knex('order_items as i')
      .leftJoin('outlet_items as o', function joinOutlet() {
        this.on('o.id', '=', 'i.item_id').andOnVal('i.item_type', '=', 'outlet');
      })
      .whereIn('i.order_id', orderIds)
      .orderBy('i.id', 'asc')
      // The variant as sold (order_items.variant_name: a marketplace model's name, an outlet variant's label since
      // issue 22) comes first; an older outlet line recorded none and shows its item's variant as it is now.
      .select('i.id', 'i.order_id', 'i.title', 'i.image_url', this.knex.raw('COALESCE(i.variant_name, o.variant_details) AS variant_details'),
        'i.variant_sku', 'i.price', 'i.discount_price');
  }

  async linkOrder(orderId: string, customerId: number): Promise<LinkOrderOutcome> {
    const updated = await this.knex('orders').where('id', orderId).whereNull('customer_id').update({ customer_id: customerId });
    if (updated === 1) return 'linked';
    const row: { customer_id: number | string | null } | undefined = await this.knex('orders').where('id', orderId).first('customer_id');
    if (!row || row.customer_id === null) return 'not_found';
    return Number(row.customer_id) === customerId ? 'already_linked' : 'linked_elsewhere';
  }

  async listLinkedOrders(customerId: number, { limit }: { limit: number }): Promise<{ orders: LinkedOrderRecord[]; total: number }> {
    const [{ total }] = await this.knex('customer_linked_orders').where('customer_id', customerId).count({ total: '*' });
    if (Number(total) === 0) return { orders: [], total: 0 };
    const rows: LinkedOrderRow[] = await this.knex('customer_linked_orders').where('customer_id', customerId)
      .orderBy([{ column: 'order_date', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
    return { orders: rows.map(toLinkedOrderRecord), total: Number(total) };
  }

  /** One INSERT: the UNIQUE(source, external_order_id) index decides between racing accounts; the loser reads the owner. */
  async linkExternalOrder(link: NewLinkedOrder): Promise<LinkExternalOutcome> {
    try {
      await this.knex('customer_linked_orders').insert({
        customer_id: link.customerId, source: link.source, external_order_id: link.externalOrderId, order_date: link.orderDate,
        total: link.total, external_status: link.externalStatus, customer_phone: link.customerPhone,
        products: JSON.stringify(link.products), linked_at: link.linkedAt, shipping_fee: link.shippingFee ?? null,
      });
      return 'linked';
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const owner = await this.knex('customer_linked_orders').where({ source: link.source, external_order_id: link.externalOrderId }).first('customer_id');
    return Number(owner?.customer_id) === link.customerId ? 'already_linked' : 'linked_elsewhere';
  }

  async findLinkedOrder(customerId: number, source: 'shopee' | 'shopify', externalOrderId: string): Promise<LinkedOrderRecord | null> {
    // The owner is part of the WHERE: another customer's order reads exactly like an unknown one.
    const row: LinkedOrderRow | undefined = await this.knex('customer_linked_orders')
      .where({ customer_id: customerId, source, external_order_id: externalOrderId }).first();
    return row ? toLinkedOrderRecord(row) : null;
  }

  async recordLinkedOrderProgress(id: number, progress: LinkedOrderProgress, checkedAt: Date): Promise<void> {
    await this.knex('customer_linked_orders').where({ id }).update({
      external_status: progress.externalStatus.slice(0, 32), tracking_number: progress.trackingNumber?.slice(0, 64) ?? null,
      logistics_status: progress.logisticsStatus?.slice(0, 40) ?? null, checked_at: checkedAt,
      ...(progress.shippedAt !== undefined ? { shipped_at: progress.shippedAt } : {}),
    });
  }

  async listLinkedOrdersDue({ before, limit, finalStatuses }: { before: Date; limit: number; finalStatuses: Record<'shopee' | 'shopify', readonly string[]> }): Promise<LinkedOrderRecord[]> {
    const rows: LinkedOrderRow[] = await this.knex('customer_linked_orders')
      .where((due) => due.where('checked_at', '<', before).orWhere((never) => never.whereNull('checked_at').andWhere('linked_at', '<', before)))
      .andWhere((open) => {
        for (const source of ['shopee', 'shopify'] as const) {
          open.orWhere((mine) => mine.where('source', source).whereNotIn('external_status', [...finalStatuses[source]]));
        }
      })
      .orderByRaw('COALESCE(checked_at, linked_at) ASC').orderBy('id', 'asc')
      .limit(limit);
    return rows.map(toLinkedOrderRecord);
  }
}

function toLinkedOrderRecord(row: LinkedOrderRow): LinkedOrderRecord {
  let products: LinkedOrderProduct[] = [];
  try {
    const parsed: unknown = JSON.parse(row.products);
    if (Array.isArray(parsed)) products = parsed as LinkedOrderProduct[];
  } catch {
    products = [];
  }
  return {
    id: Number(row.id), customerId: Number(row.customer_id), source: row.source === 'shopify' ? 'shopify' : 'shopee', externalOrderId: row.external_order_id,
    orderDate: new Date(toIsoUtc(row.order_date)), total: Number(row.total), externalStatus: row.external_status,
    customerPhone: row.customer_phone, products, linkedAt: new Date(toIsoUtc(row.linked_at)),
    trackingNumber: row.tracking_number ?? null, logisticsStatus: row.logistics_status ?? null,
    shippingFee: row.shipping_fee === null || row.shipping_fee === undefined ? null : Number(row.shipping_fee),
    checkedAt: row.checked_at ? new Date(toIsoUtc(row.checked_at)) : null,
    shippedAt: row.shipped_at ? new Date(toIsoUtc(row.shipped_at)) : null,
  };
}

function toProductRecord(row: ProductRow): CustomerOrderProductRecord {
  return {
    id: Number(row.id), title: row.title, imageUrl: row.image_url, variantDetails: row.variant_details ?? null,
    ...(row.variant_sku ? { variantSku: row.variant_sku } : {}),
    price: Number(row.price), discountPrice: Number(row.discount_price),
  };
}
