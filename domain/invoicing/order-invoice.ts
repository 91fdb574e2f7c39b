import { formatMessage } from '../messages';
import { isSale } from '../orders/order-figures';
import type { PaymentMethod } from '../orders/payment-methods';
import type { OrderStatus } from '../orders/order-status';
import { refuse, type Outcome } from '../shared/result';

/**
 * What an order's e-invoice says (issue 30): its RelateNumber, its lines, and whether the order may have one.
 * ECPay's amounts are tax-included (vat=1) and the lines must add up to SalesAmount (research ecpay-einvoice.md §4).
 */

/** ECPay's RelateNumber: the order id's letters and digits (ORD-12345678 -> ORD12345678), at most 20, the same on every retry. */
export function relateNumberOf(orderId: string): string {
  return orderId.replace(/[^A-Za-z0-9]/g, '').slice(0, 20);
}

/** An invoice line, tax-included whole NT$ (the gateway port's InvoiceLine). */
export interface OrderInvoiceLine {
  name: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  unit: string;
}

/** ECPay's ItemName: 100 characters is the shortest limit the sources give (§4). */
const ITEM_NAME_MAX = 100;

/**
 * The lines of an order's invoice: one per item at the price it was sold for (discountPrice, the figure the order's
 * total adds up), and a shipping line for what the total holds beyond the items (today pickup is free, so none).
 * A total below the items' sum is refused: an invoice must never say more than the buyer paid.
 */
export function invoiceLinesOf(
  items: readonly { title: string; variantName: string | null; discountPrice: number; quantity: number }[],
  totalAmount: number,
): Outcome<{ lines: OrderInvoiceLine[] }, 'EINVOICE_AMOUNTS_MISMATCH'> {
  const unit = formatMessage('EINVOICE_ITEM_UNIT');
  const lines: OrderInvoiceLine[] = items.map((item) => ({
    name: [item.title, item.variantName].filter(Boolean).join(' ').slice(0, ITEM_NAME_MAX),
    quantity: item.quantity,
    unitPrice: item.discountPrice,
    amount: item.discountPrice * item.quantity,
    unit,
  }));
  const shipping = totalAmount - lines.reduce((sum, line) => sum + line.amount, 0);
  if (shipping < 0 || totalAmount <= 0) return refuse('EINVOICE_AMOUNTS_MISMATCH');
  if (shipping > 0) lines.push({ name: formatMessage('EINVOICE_SHIPPING_LINE'), quantity: 1, unitPrice: shipping, amount: shipping, unit: formatMessage('EINVOICE_SHIPPING_UNIT') });
  return { ok: true, lines };
}

/**
 * Whether an order may be invoiced now: it is a sale (order-figures.ts: a paid card order, a store-payment order
 * not cancelled). The job checks it after its claim, so an order cancelled meanwhile is never invoiced.
 */
export function mayIssueInvoice(order: { status: OrderStatus; paymentMethod: PaymentMethod }): boolean {
  return isSale(order);
}
