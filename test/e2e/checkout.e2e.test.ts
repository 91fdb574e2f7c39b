/// <reference lib="dom" />
/**
 * The purchase, end to end in Chromium against the real server and the ECPay simulator it mounts
 * (PROVIDERS=sandbox): contact details, a store chosen on the simulator's map, card payment on the
 * simulator's page, the confirmation page; a failed payment retried; a store-payment order; a forged
 * notification that changes nothing.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { OutletListItem } from '../../domain/outlet/outlet-item';
import { startServer } from '../../server/start';
import { browserAvailable, launchBrowser } from '../support/browser';
import { pickStoreAndConfirm } from '../support/e2e-steps';
import { cartKeyHeaders, newCartKey } from '../support/cart-key';

const ROOT = path.resolve(__dirname, '../..');
const PUBLIC_DIR = path.join(ROOT, 'dist/public');
const SHOTS = path.join(ROOT, 'test-results');

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser('checkout and ECPay payment in Chromium', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let browser: Browser;
  let dataDir: string;
  const contexts: BrowserContext[] = [];
  let phoneCounter = 0;

  beforeAll(async () => {
    if (!existsSync(path.join(PUBLIC_DIR, 'index.html'))) {
      throw new Error('dist/public/index.html is missing: run `npm run build:web` first (npm test does)');
    }
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-checkout-'));
    server = await startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl: undefined, publicDir: PUBLIC_DIR, listCacheTtlMs: 0 });
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const api = (pathname: string, init?: RequestInit) => fetch(`${server.url}${pathname}`, init);
  const json = async <T>(pathname: string): Promise<T> => (await api(pathname)).json() as Promise<T>;
  const listItems = () => json<OutletListItem[]>('/api/outlet/list');

  /** A shopper whose cart already holds `count` distinct in-stock outlet items (added through the API). */
  async function shopperWithCart(count: number): Promise<{ page: Page; phone: string; items: OutletListItem[]; cartKey: string }> {
    phoneCounter += 1;
    const phone = `0955${String(phoneCounter).padStart(6, '0')}`;
    const items = (await listItems()).filter((item) => (item.available_count ?? 0) >= 2).slice(phoneCounter * 3, phoneCounter * 3 + count);
    // The lines go into the cart of the browser below (issue 22: a guest cart is phone + the browser's cart key).
    const cartKey = newCartKey();
    for (const item of items) {
      const response = await api('/api/cart/add', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...cartKeyHeaders(cartKey) },
        body: JSON.stringify({ phone, itemType: 'outlet', itemId: item.id, quantity: 1 }),
      });
      expect(response.status).toBe(201);
    }
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, locale: 'zh-TW' });
    contexts.push(context);
    await context.addInitScript(([saved, key]) => {
      window.localStorage.setItem('userPhone', saved);
      window.localStorage.setItem('cartKey', key);
    }, [phone, cartKey]);
    return { page: await context.newPage(), phone, items, cartKey };
  }

  /** Fills contact details and picks the first 7-ELEVEN store on the simulator's map. */
  async function fillCheckout(page: Page, payment: 'credit_card' | 'store_cod'): Promise<void> {
    await page.goto(`${server.url}/checkout`);
    await page.getByTestId('cart-line').first().waitFor();
    await page.getByTestId('checkout-name').fill('王小明');
    await pickStoreAndConfirm(page, payment);
  }

  async function orderStatus(orderId: string): Promise<string> {
    return (await json<{ status: string }>(`/api/orders/${orderId}`)).status;
  }

  const orderIdOf = (page: Page) => /\/order-confirmation\/(ORD-\d{8})/.exec(page.url())?.[1] ?? '';

  it('a guest buys two outlet items by card: pays on the simulator, sees the green banner, the units are sold', async () => {
    const { page, phone, items, cartKey } = await shopperWithCart(2);
    const before = new Map((await listItems()).map((item) => [item.id, item.available_count]));
    await fillCheckout(page, 'credit_card');

    await page.getByRole('button', { name: '確認付款' }).click();
    await page.waitForURL(/\/order-confirmation\/ORD-\d{8}/);
    await page.locator('[data-testid="payment-banner"][data-state="success"]').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'order-confirmation.png') });
    const orderId = orderIdOf(page);
    await expect(orderStatus(orderId)).resolves.toBe('PAID');

    const cart = (await (await api(`/api/cart/${phone}`, { headers: cartKeyHeaders(cartKey) })).json()) as { items: unknown[] };
    expect(cart.items).toEqual([]);
    await page.waitForFunction(() => !document.querySelector('[data-testid="cart-count"]')?.textContent?.trim());
    // Sold: the units stay taken even when the 2-hour hold would have run out.
    const after = new Map((await listItems()).map((item) => [item.id, item.available_count]));
    for (const item of items) expect(after.get(item.id)).toBe((before.get(item.id) ?? 0));
    const attempts = await server.knex('payment_attempts').where({ order_id: orderId });
    expect(attempts).toHaveLength(1);
  });

  it('a failed payment is retried from the confirmation page and the order ends PAID with two attempts', async () => {
    const { page } = await shopperWithCart(1);
    await fillCheckout(page, 'credit_card');

    await page.getByRole('button', { name: '模擬付款失敗' }).click();
    await page.waitForURL(/\/order-confirmation\/ORD-\d{8}/);
    await page.locator('[data-testid="payment-banner"][data-state="failed"]').waitFor();
    const orderId = orderIdOf(page);
    await expect(orderStatus(orderId)).resolves.toBe('PAYMENT_FAILED');

    await page.getByTestId('retry-payment').first().click();
    const retryConfirm = page.getByTestId('retry-confirm');
    await retryConfirm.waitFor();
    await retryConfirm.click();
    await page.getByRole('button', { name: '確認付款' }).click();
    await page.waitForURL(/\/order-confirmation\/ORD-\d{8}/);
    await page.locator('[data-testid="payment-banner"][data-state="success"]').waitFor();
    await expect(orderStatus(orderId)).resolves.toBe('PAID');
    const attempts = await server.knex('payment_attempts').where({ order_id: orderId }).orderBy('attempt_no');
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((attempt: { merchant_trade_no: string }) => attempt.merchant_trade_no)).size).toBe(2);
  });

  it("issue #9: Back on the card page leads to the order awaiting payment; retry pays it (the open attempt voided)", async () => {
    const { page } = await shopperWithCart(1);
    await fillCheckout(page, 'credit_card');
    const pay = page.getByRole('button', { name: '確認付款' });
    await pay.waitFor();

    // The browser's Back: /checkout again (maybe from the back-forward cache), the cart emptied by checkout.
    await page.goBack({ waitUntil: 'commit' });
    const panel = page.getByTestId('awaiting-payment-panel');
    await panel.waitFor();
    const orderId = /ORD-\d{8}/.exec((await panel.textContent()) ?? '')?.[0] ?? '';
    await expect(orderStatus(orderId)).resolves.toBe('PENDING_PAYMENT');
    await page.screenshot({ path: path.join(SHOTS, 'awaiting-payment-after-back.png') });

    await page.getByTestId('awaiting-pay-again').click();
    await page.getByTestId('retry-confirm').click();
    await page.getByRole('button', { name: '確認付款' }).click();
    await page.waitForURL(/\/order-confirmation\/ORD-\d{8}/);
    await page.locator('[data-testid="payment-banner"][data-state="success"]').waitFor();
    expect(orderIdOf(page)).toBe(orderId);
    await expect(orderStatus(orderId)).resolves.toBe('PAID');
    const attempts = await server.knex('payment_attempts').where({ order_id: orderId });
    expect(attempts).toHaveLength(2);
  });

  it('a store-payment order is confirmed without a card payment', async () => {
    const { page } = await shopperWithCart(1);
    await fillCheckout(page, 'store_cod');
    await page.waitForURL(/\/order-confirmation\/ORD-\d{8}/);
    await page.locator('[data-testid="payment-banner"][data-state="confirmed"]').waitFor();
    await expect(orderStatus(orderIdOf(page))).resolves.toBe('PENDING');
    await expect(page.getByTestId('pickup-card').textContent()).resolves.toContain('7-ELEVEN');
  });

  it('a forged payment notification changes nothing', async () => {
    const { page } = await shopperWithCart(1);
    await fillCheckout(page, 'credit_card');
    // Leave the simulator's card page unpaid and forge ECPay's notification for the attempt.
    await page.getByRole('button', { name: '確認付款' }).waitFor();
    const orderId = (await server.knex('payment_attempts').orderBy('id', 'desc').first('order_id')).order_id as string;
    const attempt = await server.knex('payment_attempts').where({ order_id: orderId }).first();
    const forged = new URLSearchParams({
      MerchantID: '3002607', MerchantTradeNo: attempt.merchant_trade_no, RtnCode: '1', RtnMsg: 'Succeeded',
      TradeNo: '2411221234567890', TradeAmt: String(attempt.amount), PaymentDate: '2026/11/22 12:00:00',
      PaymentType: 'Credit_CreditCard', PaymentTypeChargeFee: '0', TradeDate: '2026/11/22 11:59:00', SimulatePaid: '0',
      CheckMacValue: '0'.repeat(64),
    });
    const response = await api('/api/ecpay/payment-notify', {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: forged.toString(),
    });
    expect(await response.text()).not.toBe('1|OK');
    await expect(orderStatus(orderId)).resolves.toBe('PENDING_PAYMENT');
  });
});
