import type { ReactNode } from 'react';
import { InvoiceFacts } from '../invoice/InvoiceFacts';
import type { CustomerOrder } from './history-slice';
import { historyMessages } from './history-messages';
import { historyOrderStage } from './history-selectors';
import { OrderProductList } from './OrderProductList';
import { ShippingStatusBlock } from './ShippingStatusBlock';

/** An order's shipping status and products, alike in the history list and on a linked order's page; `children` follow them. */
export function HistoryOrderBody({ order, children }: { order: CustomerOrder; children?: ReactNode }) {
  return (
    <div className="history-order-body">
      <ShippingStatusBlock order={order} stage={historyOrderStage(order)} screen="history" />
      <h2 className="minor-heading">{historyMessages.productsTitle}</h2>
      <OrderProductList products={order.products} />
      {order.invoice && <InvoiceFacts invoice={order.invoice} status={order.status} />}
      {children}
    </div>
  );
}
