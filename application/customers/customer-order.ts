import type { CustomerOrder, CustomerOrderProduct } from '../contracts/accounts';
import type { StoredOrder } from '../orders/order';

/** One product line of an order in the history, as the store reads it (order_items, plus the catalogue's variant). */
export interface CustomerOrderProductRecord {
  /** order_items.id: unique within the history. */
  id: number;
  title: string;
  imageUrl: string | null;
  /** The outlet item's variant_details ('Default' when it has none); null when unknown (no catalogue row). */
  variantDetails: string | null;
  price: number;
  discountPrice: number;
}

export interface CustomerOrderRecord {
  order: StoredOrder;
  products: CustomerOrderProductRecord[];
}

/**
 * GET /api/customers/orders: "Customer order (history)" of spec 1, section 3, and its "Order product line":
 * the wire shapes are the contract's (application/contracts/accounts.ts), declared once there.
 */
export type CustomerOrderView = CustomerOrder;
export type CustomerOrderProductView = CustomerOrderProduct;

export function toCustomerOrderView({ order, products }: CustomerOrderRecord): CustomerOrderView {
  return {
    order_id: order.id,
    order_date: order.createdAt.toISOString(),
    order_source: order.orderSource,
    order_total: order.totalAmount,
    status: order.status,
    customer_phone: order.customerPhone,
    products: products.map((product) => ({
      id: product.id, title: product.title, image_url: product.imageUrl, variant_details: product.variantDetails,
      price: product.price, discount_price: product.discountPrice,
    })),
    // No shipments exist yet (the logistics-order capability comes later): every order is still being processed.
    shipping_status: 'pending',
    tracking_number: null,
    payment_no: null,
    shipped_at: null,
    cvs_store_id: order.store.storeId || null,
    store_name: order.store.storeName || null,
    logistics_id: null,
  };
}
