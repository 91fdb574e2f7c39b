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
import type { Page } from 'playwright-core';
import type { OutletListItem } from '../../domain/outlet/outlet-item';
import { browserAvailable } from '../support/browser';
import { browserJourney } from '../support/browser-journey';
import { confirmedOrderId, createdShipment, pickStoreAndConfirm, signInMember, signInStaff } from '../support/e2e-steps';
import { databasesUnderTest } from '../support/databases';

const STAFF = { name: '林店長', email: 'packer@example.com', password: 'staff-pass-1', secretCode: 'outlet-staff-demo' };
const MEMBER = { name: '陳小姐', email: 'variants-member@example.com', phone: '0944555666', password: 'member-pass-1' };
const JACKET_SKU = 'OL-JK-1024';
const WANTED = ['黑色 / L', '深藍 / M'];

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser.each(databasesUnderTest)('the variant of every line in Chromium on $name', (db) => {
  const journey = browserJourney({
    database: db,
    config: { shipmentJobEveryMs: 300, sandboxLogisticsAutoMs: 0 },
    options: { shopeeDemo: false, env: { ...process.env, SHOPIFY_SYNC_MINUTES: '0' } },
  });
  const { newPage, postJson, shot } = journey;
  let variants: OutletListItem[] = [];
  let orderId = '';
  let buyer: Page;

  beforeAll(async () => {
    expect((await postJson('/api/auth/register', STAFF)).status).toBe(201);
    expect((await postJson('/api/customers/register', MEMBER)).status).toBe(201);
    const list = await journey.json<OutletListItem[]>('/api/outlet/list');
    variants = WANTED.map((details) => list.find((item) => item.sku === JACKET_SKU && item.variant_details === details)!);
    expect(variants.every((variant) => variant && (variant.available_count ?? 0) >= 1)).toBe(true);
  });

  /** Each line's [variant, SKU] as the page shows them, by test ids. */
  const variantsOn = (lines: ReturnType<Page['getByTestId']>, variantId: string, skuId: string) => lines.evaluateAll(
    (nodes, ids) => nodes.map((node) => [ids[0], ids[1]].map((id) => node.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? null)),
    [variantId, skuId],
  );

  it('a member adds 黑色 / L and 深藍 / M of one jacket from its product pages and checks out; the confirmation names each variant and its SKU', async () => {
    buyer = await newPage();
    await signInMember(buyer, journey.server.url, MEMBER);
    for (const variant of variants) {
      await buyer.goto(`${journey.server.url}/product/${variant.id}`);
      await buyer.getByTestId('product-page').waitFor();
      await buyer.getByTestId('product-add').click();
      await buyer.getByTestId('product-go-to-cart').waitFor();
    }

    await buyer.goto(`${journey.server.url}/checkout`);
    await buyer.getByTestId('cart-line').nth(1).waitFor();
    await buyer.getByTestId('checkout-account-locked').waitFor();
    await pickStoreAndConfirm(buyer, 'store_cod');
    orderId = await confirmedOrderId(buyer);

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
    await buyer.goto(`${journey.server.url}/order-history`);
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
    await signInStaff(page, journey.server.url, STAFF);
    await page.goto(`${journey.server.url}/admin/orders/${orderId}`);
    const rows = page.getByTestId('admin-order-item');
    await rows.nth(1).waitFor();
    await expect(variantsOn(rows, 'admin-order-item-variant', 'admin-order-item-sku')).resolves.toEqual(variants.map((variant) => [
      variant.variant_details, variant.display_sku,
    ]));
    await page.screenshot({ path: shot('admin-order-variants'), fullPage: true });
  });

  it("the shipment's GoodsName names the first line's variant (the simulator's back office lists it)", async () => {
    await createdShipment(journey.server.knex, orderId);
    const office = await newPage(1280, 900);
    await office.goto(`${journey.server.url}/sandbox/ecpay/logistics`);
    // The ECPay adapter keeps letters, digits, spaces and - _ . ( ) of GoodsName: the label's '/' reads as a space.
    await expect(office.locator('body').textContent()).resolves.toContain(`${variants[0].title} 黑色 L ${variants[0].display_sku}`);
  });
});
