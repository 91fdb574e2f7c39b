/// <reference lib="dom" />
/**
 * The marketplace (issue 11), end to end in Chromium against the real server and the Shopee and ECPay
 * simulators it mounts (PROVIDERS=sandbox). The server starts without the demo's automatic connection, so:
 * 1. staff connect through the simulator's authorisation page and run a sync from the console (the progress
 *    bar, the last result), after which the storefront lists the products;
 * 2. a guest searches in Chinese, picks colour then size, buys a Shopee model with an outlet item (a 'mixed'
 *    order at 90% of Shopee's price, the model's name kept on the line), paying on the ECPay simulator;
 * 3. a member links a past Shopee order of the simulator with the buyer's phone (a wrong phone is refused).
 * The journeys share the server and run in order: 2 and 3 need the connection and catalogue of 1. On SQLite,
 * and on MySQL when MYSQL_URL is set (the catalogue's search and the stock guard differ between them).
 */
import type * as t from 'io-ts';
import type { MarketplaceProduct as MarketplaceProductCodec } from '../../application/contracts/marketplace';
import { variationSelectorMode } from '../../domain/marketplace/variation-selectors';
import { MESSAGES } from '../../domain/messages';
import { DEMO_SHOP } from '../../server/sandbox/shopee/shopee-sandbox';
import { browserAvailable } from '../support/browser';
import { browserJourney } from '../support/browser-journey';
import { databasesUnderTest } from '../support/databases';
import { linkOrderFromHistory, payByCard, pickStoreAndConfirm, signInMember, signInStaff } from '../support/e2e-steps';

const STAFF = { name: '林店長', email: 'manager@example.com', password: 'staff-pass-1', secretCode: 'outlet-staff-demo' };
const MEMBER = { name: '王小華', email: 'member@example.com', phone: '0944555666', password: 'member-pass-1' };
const GUEST_PHONE = '0966123456';
/** Past orders of the simulator's demo shop (server/sandbox/shopee/shopee-sandbox.ts). */
const SHOPEE_ORDER = { sn: '241120ABCD1234', phone: '0912345678' };
const OTHER_SHOPEE_ORDER = { sn: '241203EFGH5678', phone: '0987654321' };

type MarketplaceProduct = t.TypeOf<typeof MarketplaceProductCodec>;

interface ProductPage {
  products: MarketplaceProduct[];
  pagination: { page: number; pages: number; total: number };
}

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser.each(databasesUnderTest)('the marketplace in Chromium on $name', (db) => {
  // A database given to the server is neither seeded nor connected to Shopee: the outlet demo goes in
  // (browserJourney), and the Shopee shop is connected by staff in journey 1.
  const journey = browserJourney({ database: db, options: { shopeeDemo: false } });
  const { api, json, postJson, newPage, shot } = journey;

  /** Every synced product, through the storefront's list API (100 a page). */
  async function allProducts(): Promise<MarketplaceProduct[]> {
    const products: MarketplaceProduct[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await json<ProductPage>(`/api/shopee-products/list?page=${page}&limit=100`);
      products.push(...answer.products);
      if (page >= answer.pagination.pages) return products;
    }
  }

  const search = (keyword: string) => json<ProductPage>(`/api/shopee-products/search?keyword=${encodeURIComponent(keyword)}&page=1&limit=20`);

  const isColourSize = (product: MarketplaceProduct) => product.variations.length > 1
    && variationSelectorMode(product.variations) === 'color-size'
    && new Set(product.variations.map((variation) => variation.color)).size > 1;

  /** In stock, with colours and sizes: the details of the listed products that have variations, newest first. */
  async function* colourSizeProducts(): AsyncGenerator<MarketplaceProduct> {
    for (const listed of await allProducts()) {
      if (!listed.has_variations || listed.stock <= 0) continue;
      const detail = await json<MarketplaceProduct>(`/api/shopee-products/detail/${listed.item_id}`);
      if (isColourSize(detail) && detail.variations.some((variation) => variation.stock > 0)) yield detail;
    }
  }

  describe('1. staff connect the Shopee shop and sync its catalogue', () => {
    it('signs in, connects through the authorisation page, and sees the connection with the shop id', async () => {
      expect((await postJson('/api/auth/register', STAFF)).status).toBe(201);
      const page = await newPage(1280, 900);
      await signInStaff(page, journey.server.url, STAFF);
      // The Shopee card lives on the console's Connections page (issue 12's console).
      await page.goto(`${journey.server.url}/admin/connections`);
      await page.locator('[data-testid="shopee-status"][data-status="none"]').waitFor();
      await expect(page.getByTestId('shopee-shop-id').textContent()).resolves.toBe('—');

      await page.getByTestId('shopee-connect').click();
      // The simulator's authorisation page: pick the demo shop and approve.
      await page.waitForURL(/\/sandbox\/shopee\/auth\?/);
      await page.locator(`input[name="shop_id"][value="${DEMO_SHOP.shopId}"]`).check();
      await page.getByRole('button', { name: '確認授權' }).click();
      await page.waitForURL(/\/admin\/shopee\/callback\?/);
      await page.waitForURL(/\/admin\/connections$/);
      await page.locator('[data-testid="shopee-status"][data-status="connected"]').waitFor();
      await expect(page.getByTestId('shopee-shop-id').textContent()).resolves.toBe(String(DEMO_SHOP.shopId));
      await expect(page.getByTestId('shopee-shop-name').textContent()).resolves.toBe(DEMO_SHOP.name);
      const check = await json<{ shopeeAuthenticated: boolean }>('/api/shopee/auth/check');
      expect(check.shopeeAuthenticated).toBe(true);

      // Connecting starts a full sync by itself; the console follows it to its end.
      await page.locator('[data-testid="sync-last-result"][data-status="done"]').waitFor({ timeout: 60_000 });
      await page.close();
    });

    it("'sync now' shows the progress bar moving, then the last result with its counts; the storefront lists the products", async () => {
      // Prices changed on Shopee since the connection's sync: the next run (incremental) has pages to read.
      const sandbox = journey.server.shopeeSandbox!;
      const changed = sandbox.items().slice(0, 300);
      const repriced = changed[0];
      for (const item of changed) sandbox.updateItem(item.itemId, { price: 1000 + (item.itemId % 500) });
      sandbox.setItemStatus(changed[1].itemId, 'UNLIST');

      const page = await newPage(1280, 900);
      // Every value the bar shows, recorded in the page (the console polls once a second, a test would miss some).
      await page.addInitScript(() => {
        const seen: Array<[number, number]> = [];
        (window as unknown as { syncProgressSeen: typeof seen }).syncProgressSeen = seen;
        new MutationObserver(() => {
          const bar = document.querySelector('[data-testid="sync-progress"]');
          if (bar) seen.push([Number(bar.getAttribute('data-done')), Number(bar.getAttribute('data-total'))]);
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-done', 'data-total'] });
      });
      await signInStaff(page, journey.server.url, STAFF);
      await page.goto(`${journey.server.url}/admin/connections`);
      await page.locator('[data-testid="shopee-status"][data-status="connected"]').waitFor();
      const before = await page.getByTestId('sync-last-result').getAttribute('data-status');
      expect(before).toBe('done');

      await page.getByTestId('sync-now').click();
      await page.getByTestId('sync-progress').waitFor();
      await page.screenshot({ path: shot('admin-sync-progress') });
      await page.getByTestId('sync-progress').waitFor({ state: 'detached', timeout: 60_000 });
      const seen = await page.evaluate(() => (window as unknown as { syncProgressSeen: Array<[number, number]> }).syncProgressSeen);
      expect(seen.some(([done, total]) => total > 0 && done > 0 && done < total)).toBe(true);

      const last = page.locator('[data-testid="sync-last-result"][data-status="done"]');
      await last.waitFor();
      // Incremental over the 300 changed items: the listed ones stored again, the unlisted one removed (the
      // simulator's catalogue has a few items that were never listed: they were not stored and stay so).
      const stillListed = changed.filter((item) => item.status === 'NORMAL').length;
      expect(stillListed).toBeGreaterThan(250);
      await expect(last.textContent()).resolves.toContain(`更新 ${stillListed} 件`);
      await expect(last.textContent()).resolves.toContain('下架 1 件');
      await page.screenshot({ path: shot('admin-sync-done') });

      const detail = await json<MarketplaceProduct>(`/api/shopee-products/detail/${repriced.itemId}`);
      expect(detail.price).toBe(1000 + (repriced.itemId % 500));
      expect((await api(`/api/shopee-products/detail/${changed[1].itemId}`)).status).toBe(404);

      const shop = await newPage(1280, 900);
      await shop.goto(`${journey.server.url}/shopee-products`);
      await shop.getByTestId('marketplace-card').first().waitFor();
      expect(await shop.getByTestId('marketplace-card').count()).toBeGreaterThan(1);
    });
  });

  describe('2. a guest buys a Shopee model with an outlet item', () => {
    it('searches in Chinese, picks colour then size, pays by card on the simulator: a mixed order at 90% of the price', async () => {
      // A colour-and-size product (list pages carry no variations: the detail has them) and a Chinese word of its
      // name whose first page of results (20, as the page shows) holds it: a two-character word (one bigram) when
      // one does, else a longer run of the name (several bigrams, confirmed by INSTR), which narrows the answer.
      // What was tried is kept, so a miss says why (1 run in 6 found no two-character word; the cause is unknown).
      let keyword = '';
      let product: MarketplaceProduct | undefined;
      const tried: string[] = [];
      for await (const candidate of colourSizeProducts()) {
        const pairs = [...candidate.item_name.matchAll(/[\u4e00-\u9fff]{2}/g)].map(([word]) => word);
        const runs = [...candidate.item_name.matchAll(/[\u4e00-\u9fff]{3,}/g)].map(([run]) => run);
        for (const word of [...pairs, ...runs]) {
          const answer = await search(word);
          tried.push(`${candidate.item_id} '${word}': ${answer.pagination.total}`);
          if (answer.products.some((result) => result.item_id === candidate.item_id)) {
            keyword = word;
            product = candidate;
            break;
          }
        }
        if (product) break;
      }
      if (!product) throw new Error(`No colour-and-size product is on the first page of a search for a word of its name; tried ${tried.length}: ${tried.slice(0, 40).join('; ')}`);
      expect(keyword).toMatch(/^[\u4e00-\u9fff]{2,}$/);
      const chosen = product;

      const page = await newPage();
      await page.goto(`${journey.server.url}/shopee-products`);
      await page.getByTestId('marketplace-card').first().waitFor();
      await page.getByTestId('marketplace-search').fill(keyword);
      await page.getByTestId('marketplace-search-button').click();
      await page.waitForURL((url) => url.searchParams.get('q') === keyword);
      const card = page.locator(`[data-testid="marketplace-card"][data-item-id="${chosen.item_id}"]`);
      await card.waitFor();
      for (const title of await page.getByTestId('marketplace-card').allTextContents()) expect(title).toContain(keyword);
      await card.click();

      await page.waitForURL(new RegExp(`/shopee-product/${chosen.item_id}$`));
      await page.locator(`[data-testid="marketplace-product"][data-item-id="${chosen.item_id}"]`).waitFor();
      const size = page.getByTestId('product-size-select');
      await expect(size.isDisabled()).resolves.toBe(true);
      await expect(page.getByTestId('marketplace-add-to-cart').getAttribute('data-state')).resolves.toBe('disabled');

      const model = chosen.variations.find((variation) => variation.stock > 0)!;
      await page.getByTestId('product-color-select').selectOption(model.color!);
      await expect(size.isDisabled()).resolves.toBe(false);
      await size.selectOption(model.size!);
      await page.getByTestId('marketplace-stock').waitFor();
      await page.getByTestId('marketplace-add-to-cart').click();
      // No phone stored yet: the phone prompt.
      await page.getByTestId('phone-dialog-input').fill(GUEST_PHONE);
      await page.getByTestId('phone-dialog-confirm').click();
      await page.locator('[data-testid="marketplace-add-to-cart"][data-state="in-cart"]').waitFor();

      // An outlet item too, from the home page: a guest's known phone comes prefilled in the reserve dialog (spec 2 §4).
      await page.goto(`${journey.server.url}/`);
      const outletAdd = page.locator('[data-testid="add-to-cart"]:not([disabled])').first();
      await outletAdd.waitFor();
      await outletAdd.click();
      const reservePhone = page.getByTestId('reserve-phone');
      await reservePhone.waitFor();
      await expect(reservePhone.inputValue()).resolves.toBe(GUEST_PHONE);
      await page.getByTestId('reserve-confirm').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '2');

      await page.goto(`${journey.server.url}/checkout`);
      const shopeeLine = page.locator(`[data-testid="cart-line"][data-item-type="shopee"][data-item-id="${chosen.item_id}"]`);
      await shopeeLine.waitFor();
      await page.locator('[data-testid="cart-line"][data-item-type="outlet"]').waitFor();
      await expect(shopeeLine.getByTestId('cart-line-saving').textContent()).resolves.toBe('10% OFF');
      const discounted = Math.floor(model.price * 0.9);
      await expect(shopeeLine.getByTestId('cart-line-price').textContent()).resolves.toContain(discounted.toLocaleString('en-US'));
      await page.screenshot({ path: shot('checkout-mixed'), fullPage: true });

      await page.getByTestId('checkout-name').fill('王小明');
      await pickStoreAndConfirm(page, 'credit_card');
      const orderId = await payByCard(page);

      // The items are the buyer's to read (issue 22): with the order token this browser keeps.
      const token = await page.evaluate((id) => (JSON.parse(window.localStorage.getItem('orderAccessTokens') ?? '{}') as Record<string, string>)[id], orderId);
      const order = await json<{ order_source: string; status: string; total_amount: number }>(`/api/ecpay/${orderId}`);
      expect(order.order_source).toBe('mixed');
      expect(order.status).toBe('PAID');
      const items = await json<Array<{ item_type: string; item_id: number; variant_id: string | null; variant_name?: string | null; price: number; discount_price: number }>>(`/api/ecpay/${orderId}/items?token=${token}`);
      const shopeeItem = items.find((item) => item.item_type === 'shopee');
      expect(shopeeItem).toMatchObject({
        item_id: Number(chosen.item_id), variant_id: String(model.model_id), variant_name: model.name, price: model.price, discount_price: discounted,
      });
      expect(items.filter((item) => item.item_type === 'outlet')).toHaveLength(1);
      expect(order.total_amount).toBe(items.reduce((sum, item) => sum + item.discount_price, 0));
    });
  });

  describe('3. a member links a past Shopee order', () => {
    it('refuses a wrong phone, then links the order with the buyer\'s phone and lists it with the Shopee chip', async () => {
      expect((await postJson('/api/customers/register', { ...MEMBER, confirmPassword: MEMBER.password })).status).toBe(201);
      const page = await newPage();
      await signInMember(page, journey.server.url, MEMBER);
      await linkOrderFromHistory(page, journey.server.url, { source: 'shopee', orderId: OTHER_SHOPEE_ORDER.sn, phone: SHOPEE_ORDER.phone });
      const refused = page.locator('[data-testid="link-order-message"][data-ok="false"]');
      await refused.waitFor();
      await expect(refused.textContent()).resolves.toBe(MESSAGES.ORDER_NOT_FOUND);

      await page.getByTestId('link-order-id').fill(SHOPEE_ORDER.sn);
      await page.getByTestId('link-order-submit').click();
      const linked = page.locator('[data-testid="link-order-message"][data-ok="true"]');
      await linked.waitFor();
      await expect(linked.textContent()).resolves.toBe(MESSAGES.ORDER_LINKED);

      const card = page.locator(`[data-testid="history-order"][data-order-id="${SHOPEE_ORDER.sn}"]`);
      await card.waitFor();
      const chip = card.getByTestId('order-source-chip');
      await expect(chip.textContent()).resolves.toBe(MESSAGES.SOURCE_SHOPEE);
      await expect(chip.getAttribute('data-intent')).resolves.toBe('warning');
      await expect(page.locator(`[data-testid="history-order"][data-order-id="${OTHER_SHOPEE_ORDER.sn}"]`).count()).resolves.toBe(0);
      await page.screenshot({ path: shot('order-history-shopee'), fullPage: true });
    });
  });

  describe('screenshots of the marketplace pages', () => {
    it.each([375, 1440])('at %i px: /shopee-products and a product page', async (width) => {
      const { value: product } = await colourSizeProducts().next();
      if (!product) throw new Error('no colour-and-size product was synced');
      const page = await newPage(width, 900);
      await page.goto(`${journey.server.url}/shopee-products`);
      await page.getByTestId('marketplace-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: shot(`shopee-products-${width}`), fullPage: true });
      // Nothing wider than the screen (a sideways scroll on a phone).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.goto(`${journey.server.url}/shopee-product/${product.item_id}`);
      await page.locator(`[data-testid="marketplace-product"][data-item-id="${product.item_id}"]`).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: shot(`shopee-product-${width}`), fullPage: true });
      // The price follows the title and its chips (beside the gallery on a wide screen, not at the column's foot).
      const title = await page.getByTestId('marketplace-product-title').boundingBox();
      const price = await page.locator('.marketplace-detail-prices').boundingBox();
      expect(price!.y - (title!.y + title!.height)).toBeLessThan(60);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
});
