/// <reference lib="dom" />
/**
 * Issue 12, end to end in Chromium against the real server with the ECPay and Shopify simulators it mounts
 * (PROVIDERS=sandbox):
 * 1. a guest buys by card; the shipment job (every 300 ms here) creates the ECPay C2C logistics order; staff see the
 *    order in /admin/orders and its shipment on the order page; the simulator moves the parcel to picked up
 *    (POST /sandbox/ecpay/logistics/advance, which posts the signed notifications); the buyer's order page shows
 *    each step with the tracking number and the pickup code;
 * 2. staff connect Shopify on the Connections page (the simulator's shop and demo token) and sync its stock: the
 *    outlet list then shows the Shopify items; when Shopify's quantity drops below the units held here (a cart
 *    hold, then the simulator's set-inventory switch, which sends inventory_levels/update), the stock is kept and
 *    the card lists the conflict;
 * 3. a member links the Shopify order #1001 with its buyer's phone (needs the connection of 2).
 * The journeys share the server and run in order. On SQLite, and on MySQL when MYSQL_URL is set.
 */
import type { Page } from 'playwright-core';
import { MESSAGES } from '../../domain/messages';
import type { OutletListItem } from '../../domain/outlet/outlet-item';
import { DELIVERY_CHAINS, STATUS_MESSAGES } from '../../server/sandbox/ecpay/logistics-codes';
import { SANDBOX_SHOPIFY_ACCESS_TOKEN } from '../../server/sandbox/shopify/shopify-sandbox';
import { cartKeyHeaders, newCartKey } from '../support/cart-key';
import { browserAvailable } from '../support/browser';
import { browserJourney } from '../support/browser-journey';
import { databasesUnderTest } from '../support/databases';
import { checkOutAsGuest, createdShipment, guestWithCart, linkOrderFromHistory, payByCard, signInMember, signInStaff, until } from '../support/e2e-steps';

const STAFF = { name: '林店長', email: 'manager@example.com', password: 'staff-pass-1', secretCode: 'outlet-staff-demo' };
const MEMBER = { name: '陳小姐', email: 'shopify-member@example.com', phone: '0944777888', password: 'member-pass-1' };
const GUEST_PHONE = '0955123987';
/** The simulator's shop and its first past order (server/sandbox/shopify/orders.ts: #1001 has 0912345678 everywhere). */
const SHOPIFY_SHOP = 'outlet-demo.myshopify.com';
const SHOPIFY_ORDER = { name: '#1001', phone: '0912345678' };

interface ShipmentRow {
  logistics_id: string | null;
  payment_no: string | null;
  validation_no: string | null;
  sub_type: string;
  status: string;
}

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser.each(databasesUnderTest)('shipments, Shopify and the staff console in Chromium on $name', (db) => {
  const journey = browserJourney({
    database: db,
    // The shipment job every 300 ms (30 s by default); no auto-advance: the test moves the parcel; no scheduled
    // Shopify sync: staff start it.
    config: { shipmentJobEveryMs: 300, sandboxLogisticsAutoMs: 0 },
    options: { shopeeDemo: false, env: { ...process.env, SHOPIFY_SYNC_MINUTES: '0' } },
  });
  const { newPage, json, shot } = journey;
  // Carts added here belong to one browser (issue 22: phone + cart key); the buyer's page is given the same key.
  const API_CART_KEY = newCartKey();
  const postJson = (pathname: string, body: unknown) => journey.postJson(pathname, body, cartKeyHeaders(API_CART_KEY));
  const listItems = () => json<OutletListItem[]>('/api/outlet/list');

  beforeAll(async () => {
    expect((await postJson('/api/auth/register', STAFF)).status).toBe(201);
  });

  async function staffPage(): Promise<Page> {
    const page = await newPage(1280, 900);
    await signInStaff(page, journey.server.url, STAFF);
    return page;
  }

  describe('1. a card order ships through ECPay C2C logistics', () => {
    let orderId = '';
    let buyer: Page;
    let shipment: ShipmentRow;

    it('a guest buys by card; the shipment job creates the logistics order and the order moves to PROCESSING', async () => {
      const item = (await listItems()).find((candidate) => (candidate.available_count ?? 0) >= 1)!;
      buyer = await guestWithCart(journey, GUEST_PHONE, [item.id], API_CART_KEY);
      await checkOutAsGuest(buyer, journey.server.url, 'credit_card');
      orderId = await payByCard(buyer);

      shipment = await createdShipment<ShipmentRow>(journey.server.knex, orderId);
      expect(shipment).toMatchObject({ sub_type: 'UNIMARTC2C', status: 'created' });
      expect(shipment.payment_no).toMatch(/^F\d{7}$/);
      expect(shipment.validation_no).toMatch(/^\d{4}$/);
      // The order moves right after ECPay's numbers are stored (CreateShipment: the numbers, the first step, then the order).
      await until(async () => ((await json<{ status: string }>(`/api/orders/${orderId}`)).status === 'PROCESSING' ? true : undefined), 'the order to move to PROCESSING', 5000);
      // One shipment for the order, however often the job ran meanwhile.
      expect(await journey.server.knex('shipments').where({ order_id: orderId }).count({ n: '*' }).first()).toMatchObject({ n: 1 });
    });

    it('staff see the order in /admin/orders and its shipment (tracking number, pickup code) on the order page', async () => {
      const page = await staffPage();
      await page.getByTestId('admin-nav-orders').click();
      await page.waitForURL(/\/admin\/orders/);
      const row = page.locator(`[data-testid="admin-order-row"][data-order-id="${orderId}"]`);
      await row.waitFor();
      await expect(row.getByTestId('admin-order-status').textContent()).resolves.toBe('處理中');
      await row.getByRole('link', { name: orderId }).click();
      await page.waitForURL(new RegExp(`/admin/orders/${orderId}$`));
      const block = page.getByTestId('admin-order-shipment');
      await block.waitFor();
      await expect(page.getByTestId('shipment-tracking').textContent()).resolves.toBe(`${shipment.payment_no}${shipment.validation_no}`);
      await expect(page.getByTestId('shipment-pickup-code').textContent()).resolves.toBe(shipment.payment_no);
      await page.screenshot({ path: shot('admin-order-shipment'), fullPage: true });
    });

    it('the simulator moves the parcel to picked up; staff and the buyer\'s order page show each step', async () => {
      const chain = DELIVERY_CHAINS.UNIMARTC2C;
      // The simulator's back office lists the shipment.
      const office = await newPage(1280, 900);
      await office.goto(`${journey.server.url}/sandbox/ecpay/logistics`);
      await expect(office.locator('body').textContent()).resolves.toContain(shipment.logistics_id!);

      for (const code of chain.slice(1)) {
        const response = await postJson('/sandbox/ecpay/logistics/advance', { logisticsId: shipment.logistics_id });
        expect(response.status).toBe(200);
        // acknowledged: the shop answered 1|OK to the signed notification.
        expect(await response.json()).toMatchObject({ statusCode: code, acknowledged: true });
      }
      // The end of the path: nothing after picked up.
      expect((await postJson('/sandbox/ecpay/logistics/advance', { logisticsId: shipment.logistics_id })).status).toBe(409);

      await buyer.reload();
      const status = buyer.locator('[data-testid="shipping-status"][data-status="delivered"]');
      await status.waitFor();
      const details = await buyer.getByTestId('shipping-details').textContent();
      expect(details).toContain(shipment.payment_no);
      expect(details).toContain(`${shipment.payment_no}${shipment.validation_no}`);
      const steps = await buyer.getByTestId('shipment-step').allTextContents();
      for (const code of chain.slice(1)) expect(steps.some((step) => step.includes(STATUS_MESSAGES[code]))).toBe(true);
      // Oldest first: picked up is the last step.
      expect(steps[steps.length - 1]).toContain(STATUS_MESSAGES[chain[chain.length - 1]]);
      await buyer.screenshot({ path: shot('order-shipment-delivered'), fullPage: true });

      // PROCESSING is the order's last status (domain/orders/order-status.ts): the parcel's own status says delivered.
      const order = await json<{ status: string }>(`/api/orders/${orderId}`);
      expect(order.status).toBe('PROCESSING');
      const row = await journey.server.knex('shipments').where({ order_id: orderId }).first<{ shipping_status: string; shipped_at: unknown; delivered_at: unknown }>();
      expect(row).toMatchObject({ shipping_status: 'delivered' });
      expect(row!.shipped_at).not.toBeNull();
      expect(row!.delivered_at).not.toBeNull();

      const page = await staffPage();
      await page.goto(`${journey.server.url}/admin/orders/${orderId}`);
      await page.locator('[data-testid="admin-order-shipment"][data-shipping-status="delivered"]').waitFor();
      const codes = await page.getByTestId('shipment-event').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-code'))));
      for (const code of chain.slice(1)) expect(codes).toContain(code);
      // Issue 28: picked up is finished: staff read completed, and no shipment action is offered.
      await expect(page.getByTestId('admin-order-status').textContent()).resolves.toBe('已完成');
      expect(await page.getByTestId('action-ship').count()).toBe(0);
      expect(await page.getByTestId('action-delivered').count()).toBe(0);
    });
  });

  describe('2. staff connect Shopify and sync its stock', () => {
    let page: Page;

    it('connects the simulator\'s shop with its token from the Connections page; the sync brings its items to the outlet', async () => {
      page = await staffPage();
      await page.goto(`${journey.server.url}/admin/connections`);
      const card = page.getByTestId('shopify-card');
      await card.locator('[data-testid="shopify-status"][data-status="none"]').waitFor();

      // A domain that is not a shop's is refused in the server's words, before any call to Shopify.
      await card.getByTestId('shopify-shop-url').fill('evil.example.com');
      await card.getByTestId('shopify-access-token').fill(SANDBOX_SHOPIFY_ACCESS_TOKEN);
      await card.getByTestId('shopify-connect').click();
      await page.getByText(MESSAGES.SHOPIFY_DOMAIN_INVALID, { exact: false }).first().waitFor();
      await expect(card.getByTestId('shopify-status').getAttribute('data-status')).resolves.toBe('none');

      await card.getByTestId('shopify-shop-url').fill(SHOPIFY_SHOP);
      await card.getByTestId('shopify-access-token').fill(SANDBOX_SHOPIFY_ACCESS_TOKEN);
      await card.getByTestId('shopify-connect').click();
      await card.locator('[data-testid="shopify-status"][data-status="connected"]').waitFor();
      await expect(card.getByTestId('shopify-shop-domain').textContent()).resolves.toBe(SHOPIFY_SHOP);
      await expect(card.getByTestId('shopify-shop-name').textContent()).resolves.toBe(journey.server.shopifySandbox!.shopName);
      // The token is never shown back.
      await expect(card.textContent()).resolves.not.toContain(SANDBOX_SHOPIFY_ACCESS_TOKEN);

      // Connecting starts a sync by itself; the card follows it to its end. Then "sync now" runs another one.
      await card.locator('[data-testid="shopify-last-sync"][data-status="done"]').waitFor({ timeout: 90_000 });
      const firstRun = await card.getByTestId('shopify-last-sync').getAttribute('data-run-id');
      await card.getByTestId('shopify-sync-now').click();
      await card.locator(`[data-testid="shopify-last-sync"][data-status="done"]:not([data-run-id="${firstRun}"])`).waitFor({ timeout: 90_000 });
      const variants = journey.server.shopifySandbox!.products.reduce((sum, product) => sum + product.variants.length, 0);
      await expect(card.getByTestId('shopify-last-sync-counts').textContent()).resolves.toContain(`${variants} / ${variants}`);
      await page.screenshot({ path: shot('admin-shopify-synced'), fullPage: true });

      const synced = await journey.server.knex('outlet_items').whereNotNull('shopify_variant_id').count({ n: '*' }).first();
      expect(Number(synced?.n)).toBe(variants);
      await expect(card.getByTestId('shopify-sync-schedule').textContent()).resolves.toContain(String(variants));

      // The storefront lists them: a Shopify product's card on the outlet home page.
      const titles = new Set(journey.server.shopifySandbox!.products.map((product) => product.title));
      const listed = (await listItems()).filter((item) => titles.has(item.title));
      expect(listed.length).toBeGreaterThan(0);
      const shop = await newPage(1280, 900);
      await shop.goto(`${journey.server.url}/`);
      await shop.locator(`[data-testid="product-card"][data-sku="${listed[0].sku}"]`).waitFor();
    }, 180_000);

    it('Shopify\'s quantity dropping below the units held here keeps the stock and shows the conflict', async () => {
      const item = await journey.server.knex('outlet_items').whereNotNull('shopify_variant_id').where('total_quantity', '>=', 3)
        .orderBy('id').first<{ id: number; shopify_variant_id: string; total_quantity: number }>('id', 'shopify_variant_id', 'total_quantity');
      expect(item).toBeDefined();
      // Two shoppers hold a unit each here (a cart line is always one unit).
      for (const phone of ['0955000321', '0955000322']) {
        expect((await postJson('/api/cart/add', { phone, itemType: 'outlet', itemId: item!.id, quantity: 1 })).status).toBe(201);
      }

      // Shopify now says 1: the simulator's switch sends inventory_levels/update, signed, to the shop.
      const deliveries = journey.server.shopifySandbox!.deliveries.length;
      const set = await postJson('/sandbox/shopify/control/inventory', { variant_id: item!.shopify_variant_id, available: 1 });
      expect(set.status).toBe(200);
      await until(async () => (journey.server.shopifySandbox!.deliveries.length > deliveries ? true : undefined), 'the webhook to be sent');
      await Promise.all(journey.server.shopifySandbox!.deliveries.slice(deliveries));

      const after = await journey.server.knex('outlet_items').where({ id: item!.id }).first<{ total_quantity: number }>('total_quantity');
      expect(Number(after!.total_quantity)).toBe(2);

      await page.reload();
      const conflict = page.locator(`[data-testid="shopify-conflict"][data-variant-id="${item!.shopify_variant_id}"]`);
      await conflict.waitFor();
      await expect(conflict.getByTestId('shopify-conflict-shopify').textContent()).resolves.toBe('1');
      await expect(conflict.getByTestId('shopify-conflict-committed').textContent()).resolves.toBe('2');
      await expect(conflict.getByTestId('shopify-conflict-kept').textContent()).resolves.toBe('2');
      await page.screenshot({ path: shot('admin-shopify-conflict'), fullPage: true });
    });
  });

  describe('3. a member links a Shopify order', () => {
    it('refuses a wrong phone, then links #1001 with its buyer\'s phone and lists it with the Shopify chip', async () => {
      expect((await postJson('/api/customers/register', { ...MEMBER, confirmPassword: MEMBER.password })).status).toBe(201);
      const page = await newPage();
      await signInMember(page, journey.server.url, MEMBER);
      await linkOrderFromHistory(page, journey.server.url, { source: 'shopify', orderId: SHOPIFY_ORDER.name, phone: '0900000001' });
      const refused = page.locator('[data-testid="link-order-message"][data-ok="false"]');
      await refused.waitFor();
      await expect(refused.textContent()).resolves.toBe(MESSAGES.ORDER_NOT_FOUND);

      await page.getByTestId('link-order-phone').fill(SHOPIFY_ORDER.phone);
      await page.getByTestId('link-order-submit').click();
      const linked = page.locator('[data-testid="link-order-message"][data-ok="true"]');
      await linked.waitFor();
      await expect(linked.textContent()).resolves.toBe(MESSAGES.ORDER_LINKED);

      const card = page.locator(`[data-testid="history-order"][data-order-id="${SHOPIFY_ORDER.name}"]`);
      await card.waitFor();
      await expect(card.getByTestId('order-source-chip').textContent()).resolves.toBe(MESSAGES.SOURCE_SHOPIFY);
      await page.screenshot({ path: shot('order-history-shopify'), fullPage: true });
    });
  });
});
