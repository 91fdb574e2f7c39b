import type { VariationForm } from './catalogue-words';
import { generateItem, type CatalogueOptions, type SandboxItem, type SandboxModel } from './catalogue';

/**
 * The demo shop's past Shopee orders (get_order_detail), for link-order tests and the demo. The order
 * numbers and phones are fixed (listed in shopee-sandbox.ts's header); the lines are items of the default
 * catalogue (seed DEFAULT_SEED), found by variation form, so they exist whatever the catalogue size.
 * create_time is the order number's date (yyMMdd, Taipei), as in Shopee's own numbers.
 *
 * recipient_address.phone holds the full 10 digits here. Shopee TW masks it for integrated-channel orders
 * ('****', research A5 / [S4] get_order_detail); the simulator keeps it whole so the phone check of
 * link-order can be exercised, and the adapter must still accept a masked one.
 */
export interface SandboxOrderLine {
  item: SandboxItem;
  model: SandboxModel | null;
  quantity: number;
}

export interface SandboxOrder {
  orderSn: string;
  status: string;
  createTime: number;
  updateTime: number;
  recipient: { name: string; phone: string; city: string; district: string; zipcode: string; fullAddress: string };
  lines: SandboxOrderLine[];
  shippingFee: number;
  /** logistics.get_tracking_number; '' until the order is arranged for shipment (Shopee answers an empty string). */
  trackingNumber: string;
  /** logistics.get_tracking_info's logistics_status and its history, newest first (issue 22). */
  logisticsStatus: string;
  trackingInfo: { update_time: number; description: string; logistics_status: string }[];
}

/**
 * Shopee's package logistics_status words (logistics.get_tracking_info, LogisticsStatus of the API's data
 * definitions): what the control switch accepts.
 */
export const LOGISTICS_STATUSES = [
  'LOGISTICS_NOT_START', 'LOGISTICS_PENDING_ARRANGE', 'LOGISTICS_READY', 'LOGISTICS_REQUEST_CREATED', 'LOGISTICS_PICKUP_DONE',
  'LOGISTICS_PICKUP_RETRY', 'LOGISTICS_PICKUP_FAILED', 'LOGISTICS_DELIVERY_DONE', 'LOGISTICS_DELIVERY_FAILED',
  'LOGISTICS_REQUEST_CANCELED', 'LOGISTICS_COD_REJECTED', 'LOGISTICS_INVALID', 'LOGISTICS_LOST',
] as const;

/** get_order_detail's order_status words. */
export const ORDER_STATUSES = [
  'UNPAID', 'READY_TO_SHIP', 'PROCESSED', 'RETRY_SHIP', 'SHIPPED', 'TO_CONFIRM_RECEIVE', 'IN_CANCEL', 'CANCELLED', 'TO_RETURN', 'COMPLETED',
] as const;

/** Where a status leaves the parcel when the test gives no logistics status of its own. */
const LOGISTICS_OF_STATUS: Readonly<Record<string, string>> = {
  UNPAID: 'LOGISTICS_NOT_START', READY_TO_SHIP: 'LOGISTICS_READY', PROCESSED: 'LOGISTICS_REQUEST_CREATED', RETRY_SHIP: 'LOGISTICS_REQUEST_CREATED',
  SHIPPED: 'LOGISTICS_PICKUP_DONE', TO_CONFIRM_RECEIVE: 'LOGISTICS_DELIVERY_DONE', COMPLETED: 'LOGISTICS_DELIVERY_DONE',
  IN_CANCEL: 'LOGISTICS_REQUEST_CANCELED', CANCELLED: 'LOGISTICS_REQUEST_CANCELED', TO_RETURN: 'LOGISTICS_DELIVERY_DONE',
};
/** The simulator's own event texts (Shopee's are the carrier's words). */
const EVENT_TEXT: Readonly<Record<string, string>> = {
  LOGISTICS_READY: '賣家準備出貨中', LOGISTICS_REQUEST_CREATED: '已建立物流單', LOGISTICS_PICKUP_DONE: '包裹已交寄物流',
  LOGISTICS_DELIVERY_DONE: '包裹已送達', LOGISTICS_REQUEST_CANCELED: '物流單已取消',
};

export interface OrderChange {
  status?: string;
  trackingNumber?: string;
  logisticsStatus?: string;
}

/**
 * Moves an order as Shopee would (issue 22's control switch): its order_status, its tracking number (given, or one
 * made up once the parcel is handed over) and its logistics status (given, or the one its status implies), with a
 * tracking event, and update_time bumped.
 */
export function applyOrderChange(order: SandboxOrder, change: OrderChange, nowSeconds: number): void {
  if (change.status) order.status = change.status;
  const logistics = change.logisticsStatus ?? (change.status ? LOGISTICS_OF_STATUS[change.status] : undefined);
  if (logistics && logistics !== order.logisticsStatus) {
    order.logisticsStatus = logistics;
    order.trackingInfo.unshift({ update_time: nowSeconds, description: EVENT_TEXT[logistics] ?? logistics, logistics_status: logistics });
  }
  if (change.trackingNumber !== undefined) order.trackingNumber = change.trackingNumber;
  else if (order.trackingNumber === '' && ['LOGISTICS_REQUEST_CREATED', 'LOGISTICS_PICKUP_DONE', 'LOGISTICS_DELIVERY_DONE'].includes(order.logisticsStatus)) {
    order.trackingNumber = `TW${order.orderSn.slice(-10)}`;
  }
  order.updateTime = nowSeconds;
}

interface OrderSpec {
  orderSn: string;
  status: string;
  name: string;
  phone: string;
  city: string;
  district: string;
  zipcode: string;
  street: string;
  lines: { form: VariationForm; nth?: number; quantity: number; model?: number }[];
}

const SPECS: readonly OrderSpec[] = [
  { orderSn: '241120ABCD1234', status: 'COMPLETED', name: '王小明', phone: '0912345678', city: '台北市', district: '大安區', zipcode: '106', street: '復興南路一段100號5樓',
    lines: [{ form: 'two-tier', quantity: 1, model: 1 }, { form: 'none', quantity: 2 }] },
  { orderSn: '241203EFGH5678', status: 'SHIPPED', name: '陳美玲', phone: '0987654321', city: '新北市', district: '板橋區', zipcode: '220', street: '文化路一段188號',
    lines: [{ form: 'hyphen', quantity: 1 }] },
  { orderSn: '241125JKLM9012', status: 'READY_TO_SHIP', name: '林志豪', phone: '0933222111', city: '台中市', district: '西屯區', zipcode: '407', street: '福星路427號3樓',
    lines: [{ form: 'capacity', quantity: 3 }] },
  { orderSn: '241118NPQR3456', status: 'CANCELLED', name: '張雅婷', phone: '0955666777', city: '高雄市', district: '左營區', zipcode: '813', street: '博愛二路777號',
    lines: [{ form: 'colour-only', quantity: 1 }] },
  { orderSn: '241201STUV7890', status: 'TO_CONFIRM_RECEIVE', name: '黃俊傑', phone: '0921000333', city: '台北市', district: '信義區', zipcode: '110', street: '松仁路100號',
    lines: [{ form: 'two-tier', nth: 1, quantity: 1, model: 2 }, { form: 'labelled', quantity: 1 }] },
];

const SHIPPING_FEE = 60;

export function sampleOrders(options: CatalogueOptions): SandboxOrder[] {
  return SPECS.map((spec) => {
    const createTime = taipeiDate(spec.orderSn) + 10 * 3600 + 17 * 60;
    return {
      orderSn: spec.orderSn,
      status: spec.status,
      createTime,
      updateTime: createTime + 2 * 86_400,
      recipient: {
        name: spec.name, phone: spec.phone, city: spec.city, district: spec.district, zipcode: spec.zipcode,
        fullAddress: `${spec.zipcode}${spec.city}${spec.district}${spec.street}`,
      },
      lines: spec.lines.map((line) => {
        const item = findItem(line.form, line.nth ?? 0, options);
        const sellable = item.models.filter((m) => m.status === 'MODEL_NORMAL');
        return { item, model: sellable.length > 0 ? sellable[(line.model ?? 0) % sellable.length] : null, quantity: line.quantity };
      }),
      shippingFee: SHIPPING_FEE,
      trackingNumber: '',
      logisticsStatus: 'LOGISTICS_NOT_START',
      trackingInfo: [],
    };
  }).map((order) => {
    // Each sample starts where its status leaves the parcel (a shipped order has its tracking number).
    applyOrderChange(order, { status: order.status }, order.updateTime);
    return order;
  });
}

/** Shopee's order model_name: the tier options joined by a comma ('黑色,XL'; UNVERIFIED for two tiers). */
export function orderModelName(line: SandboxOrderLine): string {
  if (!line.model) return '';
  const { item, model } = line;
  return model.tierIndex.map((index, tier) => item.tiers[tier].options[index]).join(',');
}

export function linePrice(line: SandboxOrderLine): number {
  return line.model ? line.model.currentPrice : line.item.currentPrice;
}

export function orderTotal(order: SandboxOrder): number {
  return order.lines.reduce((sum, line) => sum + linePrice(line) * line.quantity, order.shippingFee);
}

/** The nth NORMAL item of a form among the first items of the default catalogue. */
function findItem(form: VariationForm, nth: number, options: CatalogueOptions): SandboxItem {
  let seen = 0;
  for (let n = 1; n <= 1000; n += 1) {
    const item = generateItem(n, options);
    if (item.form === form && item.status === 'NORMAL' && (seen++ === nth)) return item;
  }
  throw new Error(`no ${form} item for the sample orders`);
}

/** Midnight in Taipei (UTC+8) of the yyMMdd an order number starts with, in unix seconds. */
function taipeiDate(orderSn: string): number {
  const [yy, mm, dd] = [orderSn.slice(0, 2), orderSn.slice(2, 4), orderSn.slice(4, 6)].map(Number);
  return Date.UTC(2000 + yy, mm - 1, dd) / 1000 - 8 * 3600;
}
