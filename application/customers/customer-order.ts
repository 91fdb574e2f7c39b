import type { OrderSource } from '../../domain/orders/order-source';
import type { OrderStatus } from '../../domain/orders/order-status';
import type { ShippingStatus } from '../../domain/orders/shipping-status';
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
 * GET /api/customers/orders: "Customer order (history)" of spec 1, section 3, with the contract's field
 * names (docs/accounts-contract.md). Shipping fields are 'pending' and nulls until shipments exist.
 */
export interface CustomerOrderView {
  order_id: string;
  order_date: string;
  order_source: OrderSource;
  order_total: number;
  status: OrderStatus;
  customer_phone: string;
  products: CustomerOrderProductView[];
  shipping_status: ShippingStatus;
  tracking_number: string | null;
  payment_no: string | null;
  shipped_at: string | null;
  cvs_store_id: string | null;
  store_name: string | null;
  logistics_id: string | null;
}

/** "Order product line" (spec 1, section 3); the client hides variant_details when it is 'Default'. */
export interface CustomerOrderProductView {
  id: number;
  title: string;
  image_url: string | null;
  variant_details: string | null;
  price: number;
  discount_price: number;
}

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
