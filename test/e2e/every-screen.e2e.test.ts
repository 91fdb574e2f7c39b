/// <reference lib="dom" />
/**
 * Issue 28's proof: every screen a buyer, a member, a stranger and the shop owner reach, at a phone's 375 x 812 and a
 * desktop's 1440 x 900, in Chromium against the demo as `npm start` serves it (the embedded database, the demo
 * catalogue, the Shopee simulator's demo shop). For each screen and size it saves a full-page screenshot under
 * test-results/screens/, runs axe-core and measures every button, link and chip (test/support/screen-probe.ts),
 * prints the figures, writes them all to test-results/screens/readings.json, and fails on a serious or critical axe
 * violation, a target below its size, a page with the shop's default title, other than one h1 or one main landmark,
 * or a page wider than the screen.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { OutletListItem } from '../../domain/outlet/outlet-item';
import { browserAvailable } from '../support/browser';
import { browserJourney, SHOTS } from '../support/browser-journey';
import { checkOutAsGuest, confirmedOrderId, guestWithCart, pickStoreAndConfirm, signInMember, signInStaff } from '../support/e2e-steps';
import { faultsOf, probeScreen, type ScreenReading } from '../support/screen-probe';

const SCREENS = path.join(SHOTS, 'screens');
const SIZES = [{ width: 375, height: 812 }, { width: 1440, height: 900 }] as const;
const DEFAULT_TITLE = 'Outlet 特賣 | 好物選品';
const STAFF = { name: '林店長', email: 'owner@example.com', password: 'staff-pass-1', secretCode: 'outlet-staff-demo' };
/** The member owns the simulator's past Shopee order (server/sandbox/shopee/shopee-sandbox.ts) by its phone. */
const MEMBER = { name: '林志豪', email: 'every.screen@example.com', phone: '0933222111', password: 'member-pass-1' };
const LINKED_ORDER = '241125JKLM9012';

const describeInBrowser = browserAvailable() ? describe : describe.skip;
/** Each journey walks many screens at two sizes, each with a full-page screenshot and an axe run. */
const WALK_MS = 240_000;

describeInBrowser('every screen at 375 and 1440 px (issue 28)', () => {
  // The demo as `npm start` serves it; the shipment job often, so the paid order has its shipment in the console.
  const journey = browserJourney({ config: { shipmentJobEveryMs: 300, sandboxLogisticsAutoMs: 0 }, options: { env: { ...process.env, SHOPIFY_SYNC_MINUTES: '0' } } });
  const { json } = journey;
  const url = (pathname: string) => `${journey.server.url}${pathname}`;
  const readings: Record<string, ScreenReading> = {};
  const orders = { paid: '', cancelled: '', store: '' };
  let phoneCounter = 0;

  beforeAll(() => mkdirSync(SCREENS, { recursive: true }));
  afterAll(() => writeFileSync(path.join(SCREENS, 'readings.json'), JSON.stringify(readings, null, 2)));

  /**
   * The screen the page shows now, at both sizes: a screenshot, the probe and its faults (the home page may keep the
   * shop's own title). Resizing keeps an open dialog or menu open, so a state is read as the shopper left it.
   */
  async function screen(page: Page, name: string, { ownTitle = true } = {}): Promise<string[]> {
    const faults: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(250);
      await page.screenshot({ path: path.join(SCREENS, `${name}-${size.width}.png`), fullPage: true });
      const reading = await probeScreen(page);
      readings[`${name}@${size.width}`] = reading;
      console.log(`[screen] ${name} @${size.width}: axe ${JSON.stringify(reading.axe)}, ${reading.targets} targets, ${reading.tooSmall.length} too small, title "${reading.title}", h1 ${reading.h1}, main ${reading.main}, overflow ${reading.overflow}px`);
      faults.push(...faultsOf(reading, ownTitle ? DEFAULT_TITLE : null).map((fault) => `${name} @${size.width}: ${fault}`));
    }
    return faults;
  }

  async function outletItem(): Promise<OutletListItem> {
    phoneCounter += 1;
    return (await json<OutletListItem[]>('/api/outlet/list')).filter((item) => (item.available_count ?? 0) >= 1)[phoneCounter];
  }
  const guestPhone = () => `0977${String(phoneCounter).padStart(6, '0')}`;

  it('a stranger: home, product, marketplace list, search and detail, sign-in, register, reset and a 404; a card adds to the cart', async () => {
    const page = await journey.newPage(375, 812);
    const faults: string[] = [];
    await page.goto(url('/'));
    await page.locator('[data-testid="outlet-grid"] > *, [data-testid="outlet-empty"]').first().waitFor().catch(() => undefined);
    faults.push(...await screen(page, 'home', { ownTitle: false }));

    const item = await outletItem();
    await page.goto(url(`/product/${item.id}`));
    faults.push(...await screen(page, 'product'));

    await page.goto(url('/shopee-products'));
    await page.getByTestId('marketplace-card').first().waitFor({ timeout: 30_000 });
    faults.push(...await screen(page, 'marketplace-list'));
    const keyword = ((await page.getByTestId('marketplace-card').first().locator('h2, h3').first().textContent()) ?? '').trim().slice(0, 2);
    await page.goto(url(`/shopee-products?q=${encodeURIComponent(keyword)}`));
    await page.getByTestId('marketplace-card').first().waitFor();
    faults.push(...await screen(page, 'marketplace-search'));
    await page.getByTestId('marketplace-card').first().click();
    await page.getByTestId('marketplace-product').waitFor();
    faults.push(...await screen(page, 'marketplace-detail'));

    for (const [name, pathname] of [['login', '/login'], ['register', '/register'], ['reset', '/forgot-password'], ['not-found', '/no-such-page']]) {
      await page.goto(url(pathname));
      faults.push(...await screen(page, name));
    }

    // Issue 28 (decision 30): a card adds to the cart; a new visitor first gives a phone in the product page's dialog.
    const cards = await journey.newPage(375, 812);
    await cards.goto(url('/shopee-products'));
    const add = cards.locator('[data-testid="marketplace-card-add"][data-state="add"]').first();
    await add.waitFor({ timeout: 30_000 });
    const itemId = await add.evaluate((button) => button.closest('[data-testid="marketplace-card"]')?.getAttribute('data-item-id'));
    await add.click();
    await cards.getByTestId('phone-dialog').waitFor();
    expect(cards.url()).toBe(url('/shopee-products'));
    faults.push(...await screen(cards, 'marketplace-card-phone'));
    await cards.getByTestId('phone-dialog-input').fill('0966000028');
    await cards.getByTestId('phone-dialog-confirm').click();
    await cards.locator(`[data-testid="marketplace-card"][data-item-id="${itemId}"] [data-testid="marketplace-card-add"][data-state="in-cart"]`).waitFor();
    await cards.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '1');
    faults.push(...await screen(cards, 'marketplace-card-added'));
    expect(faults).toEqual([]);
  }, WALK_MS);

  it('buyers: the cart and checkout with the store dialog, then the confirmation paid, cancelled and paid at pickup', async () => {
    const faults: string[] = [];
    // Paid by card; first the checkout page with the store dialog open.
    let item = await outletItem();
    let page = await guestWithCart(journey, guestPhone(), [item.id]);
    await page.setViewportSize(SIZES[0]);
    await page.goto(url('/checkout'));
    await page.getByTestId('cart-line').first().waitFor();
    faults.push(...await screen(page, 'checkout'));
    await page.getByTestId('store-picker-open').click();
    await page.getByTestId('store-chain-unimart').waitFor();
    faults.push(...await screen(page, 'checkout-store-dialog'));
    await page.keyboard.press('Escape');
    await page.getByTestId('checkout-name').fill('王小明');
    await pickStoreAndConfirm(page, 'credit_card');
    await page.getByRole('button', { name: '確認付款' }).click();
    orders.paid = await confirmedOrderId(page);
    await page.locator('[data-testid="payment-banner"][data-state="success"]').waitFor();
    faults.push(...await screen(page, 'confirmation-paid'));

    // Cancelled on the card page.
    item = await outletItem();
    page = await guestWithCart(journey, guestPhone(), [item.id]);
    await checkOutAsGuest(page, journey.server.url, 'credit_card');
    await page.getByRole('button', { name: '取消' }).click();
    orders.cancelled = await confirmedOrderId(page);
    await page.locator('[data-testid="payment-banner"][data-state="cancelled"]').waitFor();
    faults.push(...await screen(page, 'confirmation-cancelled'));

    // Pay at pickup.
    item = await outletItem();
    page = await guestWithCart(journey, guestPhone(), [item.id]);
    await checkOutAsGuest(page, journey.server.url, 'store_cod');
    orders.store = await confirmedOrderId(page);
    await page.locator('[data-testid="payment-banner"][data-state="confirmed"]').waitFor();
    faults.push(...await screen(page, 'confirmation-store'));
    expect(faults).toEqual([]);
  }, WALK_MS);

  it('a member: profile, order history, a linked Shopee order', async () => {
    expect((await journey.postJson('/api/customers/register', { ...MEMBER, confirmPassword: MEMBER.password })).status).toBe(201);
    const page = await journey.newPage(375, 812);
    await signInMember(page, journey.server.url, MEMBER);
    const faults: string[] = [];
    await page.goto(url('/profile'));
    faults.push(...await screen(page, 'profile'));
    await page.goto(url('/order-history'));
    faults.push(...await screen(page, 'history'));

    await page.getByTestId('link-order-open').click();
    await page.getByTestId('link-order-source').selectOption('shopee');
    await page.getByTestId('link-order-id').fill(LINKED_ORDER);
    await page.getByTestId('link-order-phone').fill(MEMBER.phone);
    await page.getByTestId('link-order-submit').click();
    await page.locator('[data-testid="link-order-message"][data-ok="true"]').waitFor();
    await page.goto(url(`/linked-orders/shopee/${LINKED_ORDER}`));
    await page.getByTestId('linked-order').waitFor();
    faults.push(...await screen(page, 'linked-order'));
    expect(faults).toEqual([]);
  }, WALK_MS);

  it("the owner: the console's overview, orders, an order, connections and inventory", async () => {
    expect((await journey.postJson('/api/auth/register', STAFF)).status).toBe(201);
    const page = await journey.newPage(1440, 900);
    await signInStaff(page, journey.server.url, STAFF);
    const faults: string[] = [];
    faults.push(...await screen(page, 'admin-overview'));
    await page.goto(url('/admin/orders'));
    await page.getByTestId('admin-order-row').first().waitFor();
    faults.push(...await screen(page, 'admin-orders'));
    await page.goto(url(`/admin/orders/${orders.paid}`));
    await page.getByTestId('admin-order-shipment').waitFor().catch(() => undefined);
    faults.push(...await screen(page, 'admin-order'));
    await page.goto(url('/admin/connections'));
    faults.push(...await screen(page, 'admin-connections'));
    await page.goto(url('/admin/inventory'));
    faults.push(...await screen(page, 'admin-inventory'));
    expect(faults).toEqual([]);
  }, WALK_MS);
});
