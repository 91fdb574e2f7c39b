import type { Knex } from 'knex';
import { buildDemoCatalogue } from '../../adapters/persistence/seed/demo-catalogue';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../../application/outlet/outlet-list-invalidation.port';
import type { RunningServer } from '../../server/start';
import { cartKeyHeaders } from './cart-key';
import { callFrom } from './client-ip';

export const GUEST_ORDER_STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區建國南路一段 1 號', logisticsSubType: 'UNIMARTC2C' };

export interface GuestOrderInput {
  /** The buyer's client IP (a loopback address, test/support/client-ip.ts). */
  ip: string;
  phone: string;
  /** The one outlet item's title and SKU: new per order, so a test can find them in the answers. */
  title: string;
  sku: string;
  paymentMethod?: 'credit_card' | 'store_cod';
  /** When the item was made (the demo catalogue's time). */
  now: Date;
}

/**
 * A guest's order of one new outlet item over HTTP, the way a browser places it: add from this browser's cart
 * key, then checkout to the pickup store. Answers the order number and the buyer's access token.
 */
export async function placeGuestOrder(server: RunningServer, knex: Knex, input: GuestOrderInput): Promise<{ orderId: string; token: string }> {
  const [row] = buildDemoCatalogue(input.now, 1);
  const [itemId] = await knex('outlet_items').insert({ ...row, title: input.title, sku: input.sku, total_quantity: 1 });
  server.container.get<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).invalidate();
  const browser = cartKeyHeaders();
  const added = await callFrom(input.ip, server.url, 'POST', '/api/cart/add', { phone: input.phone, itemId: Number(itemId) }, browser);
  if (added.status !== 201) throw new Error(`add answered ${added.status}: ${added.text}`);
  const answer = await callFrom(input.ip, server.url, 'POST', '/api/cart/checkout', {
    name: '王小明', phone: input.phone, deliveryMethod: 'pickup', paymentMethod: input.paymentMethod ?? 'credit_card', storeData: GUEST_ORDER_STORE,
  }, browser);
  if (answer.status !== 201) throw new Error(`checkout answered ${answer.status}: ${answer.text}`);
  return { orderId: answer.body.orderId as string, token: answer.body.accessToken as string };
}
