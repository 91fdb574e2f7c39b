import type { SandboxProduct, SandboxVariant } from './catalogue';

/**
 * The simulator shop's past orders, #1001 to #1010, and the ones created through the control switch (#1011...).
 * Phones are where a real Shopify order may have them (research B5), so link-order meets each case:
 *
 *   #1001  0912345678 on the order, the customer and the shipping address (the usual case)
 *   #1002  0987654321 on the order; the customer's account phone is +886987654321 (same number, +886 form)
 *   #1003  0933222111 on the shipping address only (a guest checkout that asked for the recipient's phone)
 *   #1004  0955666777 on the customer only (+886955666777), nothing on the order
 *   #1005  0921000333 on the order; the shipping address has someone else's, 0910555888
 *   #1006  every phone null: protected customer data redacted (B5), the link cannot verify the phone
 *   #1007  0966123456, fulfilled long ago (FULFILLED)
 *   #1008  0911222333, two lines of different products
 *   #1009  0922333444, UNFULFILLED, created the day before the research date
 *   #1010  0988777666, a partly fulfilled order of three lines
 */
export interface SandboxOrderLine {
  productId: number;
  variantId: number;
  title: string;
  variantTitle: string;
  sku: string;
  quantity: number;
  price: number;
}

export interface SandboxOrder {
  id: number;
  name: string;
  createdAt: string;
  phone: string | null;
  customerPhone: string | null;
  shippingPhone: string | null;
  displayFulfillmentStatus: string;
  lines: SandboxOrderLine[];
}

export const ORDER_ID_BASE = 6_100_000_000_000;

export function orderLine(product: SandboxProduct, variant: SandboxVariant, quantity: number): SandboxOrderLine {
  return { productId: product.id, variantId: variant.id, title: product.title, variantTitle: variant.title, sku: variant.sku, quantity, price: variant.price };
}

export const orderTotal = (order: SandboxOrder): number => order.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

type Seed = [phone: string | null, customer: string | null, shipping: string | null, status: string, createdAt: string, lines: Array<[product: number, variant: number, quantity: number]>];

const SEEDS: Seed[] = [
  ['0912345678', '+886912345678', '0912345678', 'FULFILLED', '2026-10-02T03:15:00Z', [[1, 0, 1], [4, 1, 2]]],
  ['0987654321', '+886987654321', '0987654321', 'FULFILLED', '2026-10-09T08:40:00Z', [[2, 3, 1]]],
  [null, null, '0933222111', 'FULFILLED', '2026-10-15T11:05:00Z', [[7, 2, 1]]],
  [null, '+886955666777', null, 'FULFILLED', '2026-10-21T06:30:00Z', [[9, 0, 1]]],
  ['0921000333', '+886921000333', '0910555888', 'IN_PROGRESS', '2026-10-28T13:20:00Z', [[3, 1, 1]]],
  [null, null, null, 'FULFILLED', '2026-11-02T02:45:00Z', [[5, 0, 1]]],
  ['0966123456', '+886966123456', '0966123456', 'FULFILLED', '2026-09-30T09:00:00Z', [[10, 0, 3]]],
  ['0911222333', '+886911222333', '0911222333', 'FULFILLED', '2026-11-08T04:10:00Z', [[11, 2, 1], [19, 0, 1]]],
  ['0922333444', '+886922333444', '0922333444', 'UNFULFILLED', '2026-11-21T07:55:00Z', [[13, 1, 2]]],
  ['0988777666', '+886988777666', '0988777666', 'PARTIALLY_FULFILLED', '2026-11-15T12:00:00Z', [[21, 0, 1], [24, 3, 1], [27, 4, 1]]],
];

export function sampleOrders(products: readonly SandboxProduct[]): SandboxOrder[] {
  return SEEDS.map(([phone, customerPhone, shippingPhone, displayFulfillmentStatus, createdAt, lines], i) => ({
    id: ORDER_ID_BASE + 1001 + i,
    name: `#${1001 + i}`,
    createdAt,
    phone,
    customerPhone,
    shippingPhone,
    displayFulfillmentStatus,
    lines: lines.map(([productNumber, variantIndex, quantity]) => {
      const product = products[productNumber - 1];
      return orderLine(product, product.variants[variantIndex % product.variants.length], quantity);
    }),
  }));
}
