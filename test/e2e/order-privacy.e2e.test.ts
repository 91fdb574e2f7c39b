/// <reference lib="dom" />
/**
 * Issue 22, end to end in Chromium against the real server and its ECPay simulator (PROVIDERS=sandbox), on SQLite
 * (the rules underneath are tested on SQLite and MySQL in server/http/order-privacy.test.ts and
 * canonical-address.test.ts):
 * 1. One address: the shopper opens the shop at localhost while PUBLIC_BASE_URL is the 127.0.0.1 address; the
 *    page load is redirected there, so the cart typed in survives the return from the store map (PUBLIC_BASE_URL
 *    is set: in the demo, where it is unset, the loopback names are one address and nothing is redirected);
 * 2. the buyer's browser (it holds the order token) sees the pickup code once the shipment job has created the
 *    ECPay logistics order;
 * 3. a stranger with the order number (a fresh browser context, no token, not signed in) sees the status but no
 *    pickup code, store or items; proving the order with its phone shows them.
 */
import { createServer, type AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import type { AppConfig } from '../../server/config';
import type { OutletListItem } from '../../domain/outlet/outlet-item';
import { cartKeyHeaders, newCartKey } from '../support/cart-key';
import { browserAvailable } from '../support/browser';
import { browserJourney } from '../support/browser-journey';
import { confirmedOrderId, until } from '../support/e2e-steps';

const PHONE = '0955220022';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface ShipmentRow {
  logistics_id: string | null;
  payment_no: string | null;
}

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser('who may read an order, and one address, in Chromium', () => {
  // PUBLIC_BASE_URL is http://127.0.0.1:PORT, on a port found free before the journey starts (its beforeAll reads
  // the config then). The shipment job every 300 ms; no auto-advance of the simulator's parcels.
  const config: Partial<AppConfig> = { shipmentJobEveryMs: 300, sandboxLogisticsAutoMs: 0 };
  beforeAll(async () => {
    const port = await freePort();
    Object.assign(config, { port, publicBaseUrl: `http://127.0.0.1:${port}` });
  });
  const journey = browserJourney({ config, options: { shopeeDemo: false } });
  const { api, newPage, shot } = journey;
  let orderId = '';
  let buyer: Page;
  let shipment: ShipmentRow;
  let storeName = '';

  it('1. opened at localhost, the shop moves to its one address; the cart survives the store map; the buyer checks out (store payment)', async () => {
    const items = (await (await api('/api/outlet/list')).json()) as OutletListItem[];
    const item = items.find((candidate) => (candidate.available_count ?? 0) >= 1)!;
    // The buyer's browser will hold this cart key (issue 22: a guest cart is phone + the browser's key).
    const cartKey = newCartKey();
    const added = await api('/api/cart/add', {
      method: 'POST', headers: { 'Content-Type': 'application/json', ...cartKeyHeaders(cartKey) }, body: JSON.stringify({ phone: PHONE, itemType: 'outlet', itemId: item.id, quantity: 1 }),
    });
    expect(added.status).toBe(201);

    buyer = await newPage();
    const { port } = new URL(journey.server.url);
    await buyer.goto(`http://localhost:${port}/checkout?from=link`);
    // The page load went to the shop's address, path and query kept, before anything was stored.
    expect(buyer.url()).toBe(`${journey.server.url}/checkout?from=link`);
    // The shopper's phone is remembered by the origin the page is on (as the cart page's phone dialog does).
    await buyer.evaluate(([saved, key]) => {
      window.localStorage.setItem('userPhone', saved);
      window.localStorage.setItem('cartKey', key);
    }, [PHONE, cartKey]);
    await buyer.reload();
    await buyer.getByTestId('cart-line').first().waitFor();
    await buyer.getByTestId('checkout-name').fill('王小明');
    await buyer.getByTestId('store-picker-open').click();
    await buyer.getByTestId('store-chain-unimart').check({ force: true });
    await buyer.getByTestId('store-map-open').click();
    // The simulator's map posts the store back to PUBLIC_BASE_URL, which answers with a redirect to the checkout.
    await buyer.getByRole('button', { name: '選擇此門市' }).first().click();
    await buyer.waitForURL(/\/checkout/);
    expect(new URL(buyer.url()).origin).toBe(journey.server.url);
    await buyer.getByTestId('selected-store').waitFor();
    await buyer.getByTestId('cart-line').first().waitFor();
    const confirm = buyer.getByTestId('store-confirm');
    if (await confirm.isVisible()) await confirm.click();
    await buyer.getByTestId('payment-store-cod').check({ force: true });
    await buyer.getByTestId('checkout-submit').click();
    await buyer.getByTestId('checkout-confirm').click();
    orderId = await confirmedOrderId(buyer);
    expect(orderId).not.toBe('');
  });

  it('2. the buyer\'s own browser sees the pickup store and, once ECPay has the parcel, the pickup code', async () => {
    shipment = await until(async () => {
      const row = await journey.server.knex('shipments').where({ order_id: orderId }).first<ShipmentRow | undefined>();
      return row?.logistics_id && row.payment_no ? row : undefined;
    }, 'the shipment job to create the logistics order');
    storeName = (await journey.server.knex('orders').where({ id: orderId }).first<{ store_name: string }>())!.store_name;
    await buyer.reload();
    await buyer.getByTestId('shipping-details').waitFor();
    await expect(buyer.getByTestId('shipping-details').textContent()).resolves.toContain(shipment.payment_no!);
    await expect(buyer.getByTestId('pickup-card').textContent()).resolves.toContain(storeName);
  });

  it('3. a stranger with the order number sees the status, no pickup code, store or phone; the order\'s phone shows it all', async () => {
    const stranger = await newPage();
    await stranger.goto(`${journey.server.url}/order-confirmation/${orderId}`);
    await stranger.locator('[data-testid="order-card"][data-masked="true"]').waitFor();
    await stranger.getByTestId('status-chip').waitFor();
    await stranger.getByTestId('order-proof').waitFor();
    // Everything the shipment read and the items read answered has had time to arrive.
    await stranger.waitForLoadState('networkidle');
    const text = (await stranger.locator('body').textContent()) ?? '';
    expect(text).toContain(orderId);
    for (const secret of [shipment.payment_no!, storeName, PHONE]) expect(text).not.toContain(secret);
    expect(await stranger.getByTestId('shipping-details').count()).toBe(0);
    expect(await stranger.getByTestId('pickup-card').count()).toBe(0);
    await stranger.screenshot({ path: shot('order-stranger-view'), fullPage: true });

    await stranger.getByTestId('order-proof-phone').fill('0900000000');
    await stranger.getByTestId('order-proof-submit').click();
    await stranger.getByText('找不到這筆訂單').waitFor();
    expect(await stranger.getByTestId('shipping-details').count()).toBe(0);

    await stranger.getByTestId('order-proof-phone').fill(PHONE);
    await stranger.getByTestId('order-proof-submit').click();
    await stranger.getByTestId('shipping-details').waitFor();
    await expect(stranger.getByTestId('shipping-details').textContent()).resolves.toContain(shipment.payment_no!);
    await expect(stranger.getByTestId('pickup-card').textContent()).resolves.toContain(storeName);
  });
});
