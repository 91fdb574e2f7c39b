/// <reference lib="dom" />
/**
 * Issue 28, the layout part, in Chromium at a phone's 375 x 812 and a desktop's 1440 x 900, against the real
 * server on the embedded demo database (the outlet demo and the simulated Shopee shop, synced at start):
 * - the outlet grid's columns (five at 1440, the spec's two at 375);
 * - the marketplace tab in the phone's header, with no drawer opened;
 * - tap targets: the named main actions 44 px high, the pagers and the console's search and sync 44 px high on
 *   a phone, and every other button on those pages at least 24 x 24 px (WCAG 2.2 AA);
 * - the sticky checkout bar (the total and 'Complete checkout' at the foot of the screen while the page scrolls);
 * - the staff order page of a card order, with its payment rows, no wider than 375 px; order numbers on one line;
 * - axe-core: no serious or critical violation on the mixed order's item tabs (confirmation and details), the
 *   open avatar menu, the expanded history (its struck prices) and the reset code step.
 * The tests share the server and run in order: the guest's order of the third is the staff's and the member's.
 */
import type { Page } from 'playwright-core';
import { browserAvailable } from '../support/browser';
import { browserJourney } from '../support/browser-journey';
import { cartKeyHeaders, newCartKey } from '../support/cart-key';
import { payByCard, pickStoreAndConfirm, signInMember, signInStaff, until } from '../support/e2e-steps';

const PHONE_VIEW = [375, 812] as const;
const DESKTOP_VIEW = [1440, 900] as const;
const GUEST_PHONE = '0955123456';
const STAFF = { name: '林店長', email: 'layout.staff@example.com', password: 'staff-pass-1', secretCode: 'outlet-staff-demo' };
const MEMBER = { name: '王小明', email: 'layout.member@example.com', phone: GUEST_PHONE, password: 'member-pass-1' };

/** Primary actions (issue 28): 44 px high; anything else a finger taps: 24 x 24 px at least (WCAG 2.2 AA). */
const PRIMARY_MIN = 44;
const TARGET_MIN = 24;

const describeInBrowser = browserAvailable() ? describe : describe.skip;

interface Box {
  width: number;
  height: number;
}

/** The rendered size of the first element of a test id (it must be on screen). */
async function sizeOf(page: Page, testId: string): Promise<Box> {
  const element = page.getByTestId(testId).first();
  await element.waitFor();
  return element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    return { width: rect.width, height: rect.height };
  });
}

/** A primary action (or a pager's or the console's button on a phone): 44 px high; named in the failure. */
async function expectPrimary(page: Page, testId: string): Promise<void> {
  const { height } = await sizeOf(page, testId);
  expect({ testId, height: Math.max(height, PRIMARY_MIN) }).toEqual({ testId, height });
}

/** Every visible button, checkbox or radio label (its target) of the page smaller than 24 x 24 px, by its label. */
function buttonsUnder24(page: Page): Promise<string[]> {
  return page.evaluate((min) => [...document.querySelectorAll('button, [role="button"], label.bp6-control')].flatMap((button) => {
    const rect = button.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return [];
    if (rect.width >= min && rect.height >= min) return [];
    const label = button.getAttribute('aria-label') ?? (button as HTMLElement).innerText.trim();
    return [`${label} ${Math.round(rect.width)}x${Math.round(rect.height)}`];
  }), TARGET_MIN);
}

/** axe-core's serious and critical violations of the page as it is now (axe is loaded by an init script: no CSP hole). */
function seriousAxe(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

/** The number of columns the grid's template resolves to. */
function gridColumns(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);
}

/** How far the page is wider than the viewport (0: it fits). */
function overflowX(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describeInBrowser('layout at 375 and 1440 px, tap targets and axe (issue 28) in Chromium', () => {
  const journey = browserJourney();
  let orderId = '';

  /** A fresh browser at the size, with axe-core injected into every document it opens. */
  async function open([width, height]: readonly [number, number]): Promise<Page> {
    const page = await journey.newPage(width, height);
    await page.addInitScript({ path: require.resolve('axe-core/axe.min.js') });
    return page;
  }

  it('the outlet grid uses the width: five columns at 1440 px, the spec\'s two at 375 px', async () => {
    const desktop = await open(DESKTOP_VIEW);
    await desktop.goto(`${journey.server.url}/`);
    await desktop.getByTestId('product-card').first().waitFor();
    expect(await gridColumns(desktop, 'outlet-grid')).toBe(5);
    const card = await sizeOf(desktop, 'product-card');
    expect(card.width).toBeGreaterThan(200);
    expect(card.width).toBeLessThan(300);
    await desktop.screenshot({ path: journey.shot('layout-outlet-1440') });

    const phone = await open(PHONE_VIEW);
    await phone.goto(`${journey.server.url}/`);
    await phone.getByTestId('product-card').first().waitFor();
    expect(await gridColumns(phone, 'outlet-grid')).toBe(2);
    expect(await overflowX(phone)).toBe(0);
  });

  it('at 375 px the marketplace is one tap away in the header, without the drawer', async () => {
    const page = await open(PHONE_VIEW);
    await page.goto(`${journey.server.url}/`);
    await page.getByTestId('product-card').first().waitFor();
    const tab = page.locator('header nav a[href="/shopee-products"]');
    expect(await tab.isVisible()).toBe(true);
    const box = await tab.evaluate((node) => node.getBoundingClientRect().height);
    expect(box).toBeGreaterThanOrEqual(PRIMARY_MIN);
    await tab.click();
    await page.waitForURL(/\/shopee-products$/);
    await page.getByTestId('marketplace-card').first().waitFor();
    expect(await page.getByTestId('nav-drawer').count()).toBe(0);
  });

  it('at 375 px the main actions are 44 px high, the pager 44 px, every other button 24 x 24 px; the account pages carry the header', async () => {
    const page = await open(PHONE_VIEW);
    await page.goto(`${journey.server.url}/`);
    await page.getByTestId('product-card').first().waitFor();
    await expectPrimary(page, 'add-to-cart');
    expect(await buttonsUnder24(page)).toEqual([]);

    const productId = await page.getByTestId('product-card').first().getByTestId('card-title').locator('a').getAttribute('href');
    await page.goto(`${journey.server.url}${productId}`);
    await expectPrimary(page, 'product-add');
    expect(await buttonsUnder24(page)).toEqual([]);

    for (const [path, submit] of [['/login', 'login-submit'], ['/register', 'register-next'], ['/forgot-password', 'forgot-send']] as const) {
      await page.goto(`${journey.server.url}${path}`);
      await expectPrimary(page, submit);
      expect(await page.locator('header').getByTestId('menu-button').isVisible()).toBe(true);
      expect(await buttonsUnder24(page)).toEqual([]);
    }
    await page.goto(`${journey.server.url}/admin/login`);
    await expectPrimary(page, 'admin-login-submit');
    expect(await page.getByTestId('staff-auth-brand').isVisible()).toBe(true);

    await page.goto(`${journey.server.url}/shopee-products`);
    await page.getByTestId('marketplace-card').first().waitFor();
    // Issue 28 (decision 30): each card's add to cart (or 選擇規格) is a main action, 44 px high, inside its 2-column card.
    await expectPrimary(page, 'marketplace-card-add');
    for (const pager of ['marketplace-page-prev', 'marketplace-page', 'marketplace-page-next']) await expectPrimary(page, pager);
    expect(await buttonsUnder24(page)).toEqual([]);
    expect(await overflowX(page)).toBe(0);
  });

  it("a guest's mixed cart at 375 px: the sticky bar carries the total and 'Complete checkout'; the confirmation's item tabs are axe-clean", async () => {
    const cartKey = newCartKey();
    const outlet = await journey.json<Array<{ id: number; available_count?: number; total_quantity: number; reserved_count: number }>>('/api/outlet/list');
    const outletItem = outlet.find((item) => (item.available_count ?? item.total_quantity - item.reserved_count) > 0)!;
    const shopeeItem = await until(async () => {
      const list = await journey.json<{ products: Array<{ item_id: string | number; has_variations: boolean; stock: number }> }>('/api/shopee-products/list?page=1&limit=100');
      return list.products.find((product) => !product.has_variations && product.stock > 0);
    }, 'the demo Shopee shop to be synced');
    for (const line of [{ itemType: 'outlet', itemId: outletItem.id }, { itemType: 'shopee', itemId: Number(shopeeItem.item_id) }]) {
      expect((await journey.postJson('/api/cart/add', { phone: GUEST_PHONE, quantity: 1, ...line }, cartKeyHeaders(cartKey))).status).toBe(201);
    }
    const page = await open(PHONE_VIEW);
    await page.addInitScript(([phone, key]) => {
      window.localStorage.setItem('userPhone', phone);
      window.localStorage.setItem('cartKey', key);
    }, [GUEST_PHONE, cartKey]);
    await page.goto(`${journey.server.url}/checkout`);
    await page.getByTestId('cart-line').nth(1).waitFor();

    // At the top of the page and half-way down, the bar sits at the foot of the screen with the cart's total.
    const total = (await page.getByTestId('cart-total').textContent())!.trim();
    for (const scrollY of [0, 400]) {
      await page.evaluate((y) => window.scrollTo(0, y), scrollY);
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2 || y > document.documentElement.scrollHeight - window.innerHeight, scrollY);
      const bar = await page.getByTestId('checkout-bar').evaluate((node) => {
        const rect = node.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom, width: rect.width };
      });
      expect(Math.round(bar.bottom)).toBe(PHONE_VIEW[1]);
      expect(bar.top).toBeGreaterThan(PHONE_VIEW[1] - 100);
      expect(bar.width).toBe(PHONE_VIEW[0]);
      await expect(page.getByTestId('checkout-bar-total').textContent()).resolves.toBe(total);
      expect(await page.getByTestId('checkout-bar').getByTestId('checkout-submit').isVisible()).toBe(true);
    }
    await page.screenshot({ path: journey.shot('layout-checkout-bar-375') });
    await expectPrimary(page, 'store-picker-open');
    await expectPrimary(page, 'checkout-submit');
    expect(await buttonsUnder24(page)).toEqual([]);
    expect(await seriousAxe(page)).toEqual([]);

    await page.getByTestId('checkout-name').fill('王小明');
    await pickStoreAndConfirm(page, 'credit_card');
    orderId = await payByCard(page);
    await page.getByTestId('order-tab-all').waitFor();
    expect(await seriousAxe(page)).toEqual([]);
    await page.getByTestId('order-tab-shopee').click();
    await page.locator('[data-testid="order-item"][data-item-type="shopee"]').waitFor();
    expect(await seriousAxe(page)).toEqual([]);
  });

  it('staff at 375 px: the card order\'s page fits the screen with its payment rows; order numbers on one line; search, sync and re-authorise 44 px', async () => {
    expect(orderId).toMatch(/^ORD-\d{8}$/);
    expect((await journey.postJson('/api/auth/register', STAFF)).status).toBe(201);
    const page = await open(PHONE_VIEW);
    await signInStaff(page, journey.server.url, STAFF);

    await page.goto(`${journey.server.url}/admin/orders`);
    const row = page.locator(`[data-testid="admin-order-row"][data-order-id="${orderId}"]`);
    await row.waitFor();
    const link = row.getByRole('link', { name: orderId });
    const linkBox = await link.evaluate((node) => ({ height: node.getBoundingClientRect().height, line: parseFloat(getComputedStyle(node).lineHeight) || 20 }));
    expect(linkBox.height).toBeLessThan(linkBox.line * 1.5);
    await expectPrimary(page, 'admin-orders-search');
    await expectPrimary(page, 'admin-orders-page-prev');
    expect(await overflowX(page)).toBe(0);

    await page.goto(`${journey.server.url}/admin/orders/${orderId}`);
    await page.getByTestId('admin-order-payment').first().waitFor();
    expect(await overflowX(page)).toBe(0);
    const cardsRight = await page.locator('[data-testid="admin-order-page"] > .bp6-card').evaluateAll((cards) => Math.max(...cards.map((card) => card.getBoundingClientRect().right)));
    expect(cardsRight).toBeLessThanOrEqual(PHONE_VIEW[0]);
    const tradeNo = page.getByTestId('admin-order-payment').first().locator('td.order-number').nth(1);
    const tradeBox = await tradeNo.evaluate((node) => ({ height: node.getBoundingClientRect().height, whiteSpace: getComputedStyle(node).whiteSpace }));
    expect(tradeBox.whiteSpace).toBe('nowrap');
    await page.screenshot({ path: journey.shot('layout-admin-order-375'), fullPage: true });

    await page.goto(`${journey.server.url}/admin/connections`);
    for (const testId of ['shopee-connect', 'sync-now', 'shopify-sync-now']) await expectPrimary(page, testId);
    expect(await overflowX(page)).toBe(0);
  });

  it("a member with the guest's order: the open avatar menu, the expanded history and the details' item tabs are axe-clean", async () => {
    const registered = await journey.postJson('/api/customers/register', MEMBER);
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const linked = await journey.postJson('/api/customers/link-order', { orderId, orderSource: 'outlet', phoneNumber: GUEST_PHONE, name: '王小明' }, { Authorization: `Bearer ${token}` });
    expect(linked.status).toBe(200);

    const page = await open(PHONE_VIEW);
    await signInMember(page, journey.server.url, MEMBER);
    await page.getByTestId('avatar-button').click();
    await page.getByTestId('menu-profile').waitFor();
    // Read once the menu's opening transition has ended: mid-fade, its texts are paler than they will be.
    await page.waitForFunction(() => {
      const popover = document.querySelector('[data-testid="avatar-menu"]')?.closest('.bp6-popover');
      return popover !== null && popover !== undefined && getComputedStyle(popover).opacity === '1';
    });
    expect(await seriousAxe(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto(`${journey.server.url}/order-history`);
    const order = page.locator(`[data-testid="history-order"][data-order-id="${orderId}"]`);
    await order.getByTestId('history-expand').click();
    await order.getByTestId('history-product').first().waitFor();
    expect(await seriousAxe(page)).toEqual([]);

    await page.goto(`${journey.server.url}/order-details/${orderId}`);
    await page.getByTestId('order-tab-all').waitFor();
    expect(await seriousAxe(page)).toEqual([]);
  });

  it('the password reset\'s code step is axe-clean', async () => {
    const page = await open(PHONE_VIEW);
    await page.goto(`${journey.server.url}/forgot-password`);
    await page.locator('#forgot-email').fill(MEMBER.email);
    await page.getByTestId('forgot-send').click();
    await page.getByTestId('forgot-sandbox-hint').waitFor();
    await expectPrimary(page, 'forgot-verify');
    expect(await seriousAxe(page)).toEqual([]);
  });
});
