import { shopeeOrderStatusView } from '../../domain/marketplace/linked-order';
import { withLogisticsStatus } from '../../domain/marketplace/linked-order-progress';
import { shopifyOrderStatusView } from '../../domain/shopify/linked-order';
import type { CustomerOrder, CustomerOrderProduct } from '../contracts/accounts';
import type { StoredOrder } from '../orders/order';
import type { Shipment } from '../shipping/shipment';
import { fulfilmentStageOf, toShipmentFieldsView } from '../shipping/shipment-view';

/** One product line of an order in the history, as the store reads it (order_items, plus the catalogue's variant). */
export interface CustomerOrderProductRecord {
  /** order_items.id: unique within the history. */
  id: number;
  title: string;
  imageUrl: string | null;
  /**
   * The variant as sold (order_items.variant_name, issue 22), else the outlet item's variant_details ('Default'
   * when it has none); null when unknown (no catalogue row).
   */
  variantDetails: string | null;
  /** The variant's own SKU as sold (order_items.variant_sku); null on orders placed before issue 22. */
  variantSku?: string | null;
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

/** The order's shipment (issue 12) fills the shipping fields; without one the order is still being processed ('pending'). */
export function toCustomerOrderView({ order, products }: CustomerOrderRecord, shipment?: Shipment): CustomerOrderView {
  const { shipping_status, tracking_number, payment_no, shipped_at, logistics_id } = toShipmentFieldsView(shipment);
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
      ...(product.variantSku ? { variant_sku: product.variantSku } : {}),
    })),
    shipping_status,
    tracking_number,
    payment_no,
    shipped_at,
    cvs_store_id: order.store.storeId || null,
    store_name: order.store.storeName || null,
    logistics_id,
    fulfilment_stage: fulfilmentStageOf(order, shipment),
  };
}

/** One product of a linked external order, as the platform's order detail gave it at link time. */
export interface LinkedOrderProduct {
  title: string;
  /** The model's name; null without one. */
  variantName: string | null;
  /** What the line cost, whole NT$: the unit price times the quantity. */
  price: number;
  quantity: number;
  /** The line's picture as the platform gave it (issue 28); absent or null without one (orders linked before). */
  imageUrl?: string | null;
}

/** An order of another platform (Shopee, Shopify) linked to an account (table customer_linked_orders). */
export interface NewLinkedOrder {
  customerId: number;
  source: 'shopee' | 'shopify';
  /** The platform's order number (Shopee's order_sn, Shopify's order name '#1001'). */
  externalOrderId: string;
  orderDate: Date;
  total: number;
  /** The platform's own status word at link time (Shopee's order_status, Shopify's displayFulfillmentStatus). */
  externalStatus: string;
  /** The phone the customer proved the order with (digits). */
  customerPhone: string;
  products: LinkedOrderProduct[];
  linkedAt: Date;
  /** The platform's shipping fee, whole NT$ (issue 28: the lines and the shipping add up to the total); null: none given. */
  shippingFee?: number | null;
}

/** What the platform said when last asked (issue 22): its status word, the tracking number and Shopee's logistics status. */
export interface LinkedOrderProgress {
  externalStatus: string;
  /** null until the platform has one (Shopee logistics.get_tracking_number). */
  trackingNumber: string | null;
  /** Shopee's logistics_status (logistics.get_tracking_info); null for Shopify or before Shopee has one. */
  logisticsStatus: string | null;
  /** When the platform says the parcel left (issue 28); null until it says so. Absent: left as stored. */
  shippedAt?: Date | null;
}

export interface LinkedOrderRecord extends NewLinkedOrder {
  id: number;
  trackingNumber: string | null;
  logisticsStatus: string | null;
  /** When the parcel left, as the platform said on the last refresh; null before (issue 28). */
  shippedAt?: Date | null;
  /** When the platform last answered for the order; null: not since the link (linkedAt is then the record's age). */
  checkedAt: Date | null;
}

/** Linked products are not order_items rows: their ids are negative, -(link id x 1000 + position), so they never meet one. */
export function linkedProductId(linkId: number, index: number): number {
  return -(linkId * 1000 + index + 1);
}

/**
 * A linked Shopee order in the history (issue 11), in our words: the order_source chip 'shopee', Shopee's status
 * translated once (domain/marketplace/linked-order.ts), no pickup store or logistics of ours. Issue 28: each line's
 * picture and quantity and the shipping fee as the platform gave them, so the lines and the shipping add up to the total. Issue 22: the status,
 * tracking number and logistics status are the platform's as last refreshed (the logistics status may move the
 * shipping status forward).
 */
export function toLinkedOrderView(record: LinkedOrderRecord): CustomerOrderView {
  const { status, shipping } = record.source === 'shopify' ? shopifyOrderStatusView(record.externalStatus) : shopeeOrderStatusView(record.externalStatus);
  const shippingStatus = withLogisticsStatus(shipping, record.logisticsStatus);
  return {
    order_id: record.externalOrderId,
    order_date: record.orderDate.toISOString(),
    order_source: record.source,
    order_total: record.total,
    status,
    customer_phone: record.customerPhone,
    products: record.products.map((product, index) => ({
      id: linkedProductId(record.id, index), title: product.title, image_url: product.imageUrl ?? null, variant_details: product.variantName,
      price: product.price, discount_price: product.price, quantity: product.quantity,
    })),
    ...(record.shippingFee !== null && record.shippingFee !== undefined ? { shipping_fee: record.shippingFee } : {}),
    shipping_status: shippingStatus,
    tracking_number: record.trackingNumber,
    payment_no: null,
    shipped_at: record.shippedAt ? record.shippedAt.toISOString() : null,
    cvs_store_id: null,
    store_name: null,
    logistics_id: null,
  };
}
