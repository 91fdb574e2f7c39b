import type { Knex } from 'knex';
import type { CustomerOrderProductRecord, CustomerOrderRecord } from '../../../application/customers/customer-order';
import type { CustomerOrderPage, CustomerOrderStore, LinkOrderOutcome } from '../../../application/customers/customer-order-store.port';
import { toStoredOrder, type OrderRow } from '../orders/order.mapper';

interface ProductRow {
  id: number;
  order_id: string;
  title: string;
  image_url: string | null;
  variant_details: string | null;
  price: number | string;
  discount_price: number | string;
}

/**
 * The orders of customer accounts (orders.customer_id) on SQLite or MySQL.
 * - The history is two queries whatever the page size: the page of orders (index orders_customer_index:
 *   customer_id, created_at) and all their items at once. variant_details comes from the outlet item
 *   (order_items copies no variant text); an item without a catalogue row has null.
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
      .select('i.id', 'i.order_id', 'i.title', 'i.image_url', 'o.variant_details', 'i.price', 'i.discount_price');
  }

  async linkOrder(orderId: string, customerId: number): Promise<LinkOrderOutcome> {
    const updated = await this.knex('orders').where('id', orderId).whereNull('customer_id').update({ customer_id: customerId });
    if (updated === 1) return 'linked';
    const row: { customer_id: number | string | null } | undefined = await this.knex('orders').where('id', orderId).first('customer_id');
    if (!row || row.customer_id === null) return 'not_found';
    return Number(row.customer_id) === customerId ? 'already_linked' : 'linked_elsewhere';
  }
}

function toProductRecord(row: ProductRow): CustomerOrderProductRecord {
  return {
    id: Number(row.id), title: row.title, imageUrl: row.image_url, variantDetails: row.variant_details ?? null,
    price: Number(row.price), discountPrice: Number(row.discount_price),
  };
}
