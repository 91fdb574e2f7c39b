import { maskName, maskPhone } from '../../domain/orders/masking';
import type { OrderItemView, OrderView, StoredOrder, StoredOrderItem } from './order';

/** The wire order; the buyer's name and phone are masked unless the caller proved to be the buyer. */
export function toOrderView(order: StoredOrder, { masked }: { masked: boolean }): OrderView {
  return {
    order_id: order.id,
    status: order.status,
    status_message: order.statusMessage,
    customer_name: masked ? maskName(order.customerName) : order.customerName,
    customer_phone: masked ? maskPhone(order.customerPhone) : order.customerPhone,
    total_amount: order.totalAmount,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    delivery_method: order.deliveryMethod,
    payment_method: order.paymentMethod,
    store_id: order.store.storeId,
    store_name: order.store.storeName,
    store_address: order.store.storeAddress,
    logistics_sub_type: order.store.logisticsSubType,
    order_source: order.orderSource,
    masked,
  };
}

export function toOrderItemView(item: StoredOrderItem): OrderItemView {
  return {
    id: item.id,
    item_id: item.itemId,
    item_type: item.itemType,
    title: item.title,
    sku: item.sku,
    variant_id: item.variantId,
    price: item.price,
    discount_price: item.discountPrice,
    quantity: item.quantity,
    image_url: item.imageUrl,
    // The variant as sold (a Shopee model's name; an outlet variant's label and SKU, issue 22); absent when none,
    // so an order without variants answers as it did before.
    ...(item.variantName !== null ? { variant_name: item.variantName } : {}),
    ...(item.variantSku !== null ? { variant_sku: item.variantSku } : {}),
  };
}
