/// <reference lib="dom" />
/**
 * Customer accounts, end to end in Chromium against the real server (ECPay simulator and the sandbox
 * mailbox mounted): register, sign out, reserve as a guest with the same phone, sign in (the cart is merged
 * once), buy, see the order in the history and the profile, reset the password through /sandbox/mail and
 * sign in with the new one, link a guest order from the history page.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer } from '../../server/start';
import { cartKeyHeaders, newCartKey } from '../support/cart-key';
import { browserAvailable, launchBrowser } from '../support/browser';

const ROOT = path.resolve(__dirname, '../..');
const PUBLIC_DIR = path.join(ROOT, 'dist/public');
const SHOTS = path.join(ROOT, 'test-results');

const EMAIL = 'hua.chen@example.com';
const PHONE = '0933111222';
const PASSWORD = 'first-pass-1';
const NEW_PASSWORD = 'second-pass-2';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser('customer accounts in Chromium', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let dataDir: string;
  const mergeCalls: string[] = [];

  beforeAll(async () => {
    if (!existsSync(path.join(PUBLIC_DIR, 'index.html'))) {
      throw new Error('dist/public/index.html is missing: run `npm run build:web` first (npm test does)');
    }
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-accounts-'));
    server = await startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl: undefined, publicDir: PUBLIC_DIR, listCacheTtlMs: 0 });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 412, height: 915 }, locale: 'zh-TW' });
    page = await context.newPage();
    page.on('request', (request) => {
      if (request.url().includes('/api/cart/merge')) mergeCalls.push(request.postData() ?? '');
    });
    mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const api = (pathname: string, init?: RequestInit) => fetch(`${server.url}${pathname}`, init);
  const API_CART_KEY = newCartKey();
  const postJson = (pathname: string, body: unknown, token?: string) => api(pathname, {
    method: 'POST',
    // One browser's cart key (issue 22): the guest cart a test adds to is the one its checkout reads.
    headers: { 'Content-Type': 'application/json', ...cartKeyHeaders(API_CART_KEY), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

  async function signIn(password: string): Promise<void> {
    await page.goto(`${server.url}/login`);
    await page.getByTestId('login-email').fill(EMAIL);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('avatar-button').waitFor();
  }

  async function signOut(): Promise<void> {
    await page.getByTestId('avatar-button').click();
    await page.getByTestId('menu-logout').click();
    // Signed out from a protected page the app goes to /login, which has no top bar: wait for the avatar to go.
    await page.getByTestId('avatar-button').waitFor({ state: 'detached' });
  }

  it('registers with the two-step wizard and is signed in', async () => {
    await page.goto(`${server.url}/register`);
    await page.getByTestId('register-name').fill('陳小華');
    await page.getByTestId('register-email').fill(EMAIL);
    await page.getByTestId('register-phone').fill(PHONE);
    await page.getByTestId('register-next').click();
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-confirm').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('avatar-button').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await signOut();
  });

  it('reserves as a guest with the same phone, signs in, and the cart is merged once', async () => {
    await page.goto(`${server.url}/`);
    await page.getByTestId('add-to-cart').first().click();
    await page.getByTestId('reserve-phone').fill(PHONE);
    await page.getByTestId('reserve-confirm').click();
    await page.getByText('商品已成功加入購物車！').waitFor();

    await signIn(PASSWORD);
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '1');
    await page.waitForTimeout(1500);
    expect(mergeCalls.length).toBeLessThanOrEqual(1);
    const login = await (await postJson('/api/customers/login', { email: EMAIL, password: PASSWORD, rememberMe: false })).json();
    const cart = await (await api(`/api/cart/${PHONE}`, { headers: { Authorization: `Bearer ${login.token}` } })).json();
    expect(cart.items).toHaveLength(1);
    // The guest's hold moved into the account's cart (issue 22): the unit is held once, not twice.
    const held = await server.knex('outlet_reservations').where('outlet_item_id', cart.items[0].item_id).whereNull('released_at').count({ n: '*' });
    expect(Number(held[0].n)).toBe(1);
  });

  it('buys with the account details locked, and finds the order in the history and the profile', async () => {
    await page.goto(`${server.url}/checkout`);
    await page.getByTestId('cart-line').first().waitFor();
    await page.getByTestId('checkout-account-locked').waitFor();
    await page.getByTestId('store-picker-open').click();
    await page.getByTestId('store-chain-unimart').check({ force: true });
    await page.getByTestId('store-map-open').click();
    await page.getByRole('button', { name: '選擇此門市' }).first().click();
    await page.waitForURL(/\/checkout/);
    await page.getByTestId('selected-store').waitFor();
    const confirm = page.getByTestId('store-confirm');
    if (await confirm.isVisible()) await confirm.click();
    await page.getByTestId('payment-store-cod').check({ force: true });
    await page.getByTestId('checkout-submit').click();
    await page.getByTestId('checkout-confirm').click();
    await page.waitForURL(/\/order-confirmation\/ORD-\d{8}/);
    const orderId = /ORD-\d{8}/.exec(page.url())?.[0] ?? '';

    await page.goto(`${server.url}/order-history`);
    await page.locator(`[data-testid="history-order"][data-order-id="${orderId}"]`).waitFor();
    await page.goto(`${server.url}/profile`);
    await page.locator(`[data-testid="recent-order"][data-order-id="${orderId}"]`).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'profile.png') });
  });

  it('links a guest order from the history page', async () => {
    // A guest order placed with another phone.
    const guestPhone = '0922333444';
    const item = ((await (await api('/api/outlet/list')).json()) as Array<{ id: number; available_count: number }>)
      .find((candidate) => candidate.available_count >= 2);
    expect((await postJson('/api/cart/add', { phone: guestPhone, itemType: 'outlet', itemId: item?.id })).status).toBe(201);
    const checkout = await postJson('/api/cart/checkout', {
      name: '訪客', phone: guestPhone, deliveryMethod: 'pickup', paymentMethod: 'store_cod',
      storeData: { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市南港區三重路19-2號', logisticsSubType: 'UNIMARTC2C' },
    });
    expect(checkout.status).toBe(201);
    const { orderId } = await checkout.json();

    await page.goto(`${server.url}/order-history`);
    await page.getByTestId('link-order-open').click();
    await page.getByTestId('link-order-id').fill(orderId);
    await page.getByTestId('link-order-phone').fill(guestPhone);
    await page.getByTestId('link-order-submit').click();
    await page.locator('[data-testid="link-order-message"][data-ok="true"]').waitFor();
    await page.locator(`[data-testid="history-order"][data-order-id="${orderId}"]`).waitFor();
  });

  it('resets the password through the sandbox mailbox and signs in with the new one', async () => {
    await signOut();
    await page.goto(`${server.url}/forgot-password`);
    await page.getByTestId('forgot-email').fill(EMAIL);
    await page.getByTestId('forgot-send').click();
    await page.getByTestId('forgot-code').waitFor();

    const mailbox = await (await api('/sandbox/mail', { headers: { Accept: 'application/json' } })).json();
    const messages: Array<{ to: string; text: string }> = mailbox.mails;
    const mail = messages.find((message) => message.to === EMAIL);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    await page.getByTestId('forgot-code').fill(code);
    await page.getByTestId('forgot-verify').click();
    await page.getByTestId('forgot-new-password').fill(NEW_PASSWORD);
    await page.getByTestId('forgot-confirm-password').fill(NEW_PASSWORD);
    await page.getByTestId('forgot-reset').click();
    await page.waitForURL(/\/login$/, { timeout: 10000 });

    expect((await postJson('/api/customers/login', { email: EMAIL, password: PASSWORD, rememberMe: false })).status).toBe(401);
    await signIn(NEW_PASSWORD);
  });
});
