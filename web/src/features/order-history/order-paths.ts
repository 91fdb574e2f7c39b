/** The platforms whose orders a customer may link and read back (issue 22). */
export type LinkedSource = 'shopee' | 'shopify';

export function isLinkedSource(source: string): source is LinkedSource {
  return source === 'shopee' || source === 'shopify';
}

/**
 * Where 查看訂單詳情 goes: our own orders to /order-details/{id} (the confirmation screen), a linked Shopee or
 * Shopify order to /linked-orders/{source}/{id} (its own page: it has no payment or pickup of ours).
 */
export function orderDetailsPath(order: { order_id: string; order_source: string }): string {
  return isLinkedSource(order.order_source)
    ? `/linked-orders/${order.order_source}/${encodeURIComponent(order.order_id)}`
    : `/order-details/${encodeURIComponent(order.order_id)}`;
}
