/// <reference lib="dom" />
/**
 * Issue 22, "what the packer sees", end to end in Chromium against the real server: a member adds two variants
 * of one outlet product (the demo jacket OL-JK-1024 in 黑色 / L and 深藍 / M) from its product pages, checks out
 * (store payment), and then:
 * - the confirmation page shows each line's variant and its own SKU, on lines of their own;
 * - the member's history shows them too;
 * - a packer (staff, on the console's order page) reads the colour and size and the SKU of every line;
 * - the shipment job creates the ECPay logistics order whose GoodsName names the first line's variant (the
 *   simulator's back office lists it).
 * On SQLite, and on MySQL when MYSQL_URL is set.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seedDemoCatalogueIfEmpty } from '../../adapters/persistence/seed/demo-catalogue';
import type { OutletListItem } from '../../domain/outlet/outlet-item';
import { startServer } from '../../server/start';
import { browserAvailable, launchBrowser } from '../support/browser';
import { pickFirstSevenElevenStore, signInStaff } from '../support/e2e-steps';
import { databasesUnderTest, type OpenDatabase } from '../support/databases';

const ROOT = path.resolve(__dirname, '../..');
const PUBLIC_DIR = path.join(ROOT, 'dist/public');
const SHOTS = path.join(ROOT, 'test-results');

const STAFF = { name: '林店長', email: 'packer@example.com', password: 'staff-pass-1', secretCode: 'outlet-staff-demo' };
const MEMBER = { name: '陳小姐', email: 'variants-member@example.com', phone: '0944555666', password: 'member-pass-1' };
const JACKET_SKU = 'OL-JK-1024';
const WANTED = ['黑色 / L', '深藍 / M'];

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser.each(databasesUnderTest)('the variant of every line in Chromium on $name', (db) => {
  let database: OpenDatabase;
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const shot = (name: string) => path.join(SHOTS, db.name === 'sqlite' ? `${name}.png` : `${name}-${db.name}.png`);
  let variants: OutletListItem[] = [];
  let orderId = '';
  let buyer: Page;

  beforeAll(async () => {
    if (!existsSync(path.join(PUBLIC_DIR, 'index.html'))) {
      throw new Error('dist/public/index.html is missing: run `npm run build:web` first (npm test does)');
    }
    database = await db.open();
    await seedDemoCatalogueIfEmpty(database.knex, new Date());
    server = await startServer(
      { port: 0, host: '127.0.0.1', publicDir: PUBLIC_DIR, listCacheTtlMs: 0, shipmentJobEveryMs: 300, sandboxLogisticsAutoMs: 0 },
      { knex: database.knex, shopeeDemo: false, env: { ...process.env, SHOPIFY_SYNC_MINUTES: '0' } },
    );
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
    expect((await postJson('/api/auth/register', STAFF)).status).toBe(201);
    expect((await postJson('/api/customers/register', MEMBER)).status).toBe(201);
    const list = (await (await fetch(`${server.url}/api/outlet/list`)).json()) as OutletListItem[];
    variants = WANTED.map((details) => list.find((item) => item.sku === JACKET_SKU && item.variant_details === details)!);
    expect(variants.every((variant) => variant && (variant.available_count ?? 0) >= 1)).toBe(true);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
    await database?.close();
  });

  const postJson = (pathname: string, body: unknown) => fetch(`${server.url}${pathname}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });

  async function newPage(width = 412, height = 915): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'zh-TW' });
    contexts.push(context);
    return context.newPage();
  }

  /** Each line's [variant, SKU] as the page shows them, by test ids. */
  const variantsOn = (lines: ReturnType<Page['getByTestId']>, variantId: string, skuId: string) => lines.evaluateAll(
    (nodes, ids) => nodes.map((node) => [ids[0], ids[1]].map((id) => node.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? null)),
    [variantId, skuId],
  );

  it('a member adds 黑色 / L and 深藍 / M of one jacket from its product pages and checks out; the confirmation names each variant and its SKU', async () => {
    buyer = await newPage();
    await buyer.goto(`${server.url}/login`);
    await buyer.getByTestId('login-email').fill(MEMBER.email);
    await buyer.getByTestId('login-password').fill(MEMBER.password);
    await buyer.getByTestId('login-submit').click();
    await buyer.getByTestId('avatar-button').waitFor();
    for (const variant of variants) {
      await buyer.goto(`${server.url}/product/${variant.id}`);
      await buyer.getByTestId('product-page').waitFor();
      await buyer.getByTestId('product-add').click();
      await buyer.getByTestId('product-go-to-cart').waitFor();
    }

    await buyer.goto(`${server.url}/checkout`);
    await buyer.getByTestId('cart-line').nth(1).waitFor();
    await buyer.getByTestId('checkout-account-locked').waitFor();
    await pickFirstSevenElevenStore(buyer);
    await buyer.getByTestId('payment-store-cod').check({ force: true });
    await buyer.getByTestId('checkout-submit').click();
    await buyer.getByTestId('checkout-confirm').click();
    await buyer.waitForURL(/\/order-confirmation\/ORD-\d{8}/);
    orderId = /ORD-\d{8}/.exec(buyer.url())?.[0] ?? '';

    const lines = buyer.getByTestId('order-item');
    await lines.nth(1).waitFor();
    await expect(variantsOn(lines, 'order-item-variant', 'order-item-sku')).resolves.toEqual(variants.map((variant) => [
      `規格：${variant.variant_details}`, `SKU：${variant.display_sku}`,
    ]));
    // The label is a line of its own, not glued into the title.
    await expect(lines.first().locator('.order-item-title').textContent()).resolves.toBe(variants[0].title);
    await buyer.screenshot({ path: shot('order-confirmation-variants'), fullPage: true });
  });

  it("the member's history shows each line's variant and SKU", async () => {
    await buyer.goto(`${server.url}/order-history`);
    const card = buyer.locator(`[data-testid="history-order"][data-order-id="${orderId}"]`);
    await card.waitFor();
    await card.getByTestId('history-expand').click();
    const products = card.getByTestId('history-product');
    await products.nth(1).waitFor();
    await expect(variantsOn(products, 'history-product-variant', 'history-product-sku')).resolves.toEqual(variants.map((variant) => [
      `規格：${variant.variant_details}`, `SKU：${variant.display_sku}`,
    ]));
  });

  it('the packer reads the colour and size and the SKU of every line on the console\'s order page', async () => {
    const page = await newPage(1280, 900);
    await signInStaff(page, server.url, STAFF);
    await page.goto(`${server.url}/admin/orders/${orderId}`);
    const rows = page.getByTestId('admin-order-item');
    await rows.nth(1).waitFor();
    await expect(variantsOn(rows, 'admin-order-item-variant', 'admin-order-item-sku')).resolves.toEqual(variants.map((variant) => [
      variant.variant_details, variant.display_sku,
    ]));
    await page.screenshot({ path: shot('admin-order-variants'), fullPage: true });
  });

  it("the shipment's GoodsName names the first line's variant (the simulator's back office lists it)", async () => {
    const deadline = Date.now() + 20_000;
    while (!(await server.knex('shipments').where({ order_id: orderId }).whereNotNull('logistics_id').first())) {
      if (Date.now() > deadline) throw new Error('timed out waiting for the shipment job');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const office = await newPage(1280, 900);
    await office.goto(`${server.url}/sandbox/ecpay/logistics`);
    // The ECPay adapter keeps letters, digits, spaces and - _ . ( ) of GoodsName: the label's '/' reads as a space.
    await expect(office.locator('body').textContent()).resolves.toContain(`${variants[0].title} 黑色 L ${variants[0].display_sku}`);
  });
});
