/// <reference lib="dom" />
/**
 * Issue 22, "what the buyer is told", end to end in Chromium against the real server and its ECPay simulators:
 * 1. a guest buys with store payment and follows the order to pickup. The shipment job creates the C2C logistics
 *    order (the order moves to PROCESSING), and the simulator moves the parcel (POST /sandbox/ecpay/logistics/advance
 *    posts ECPay's signed notifications: handed in 2068, accepted 2030, at the store 2073, picked up 2067). At every
 *    step the order page says where the parcel is, in one voice, and never that the order is paid, until it was
 *    picked up (paid at the counter); no 'payment succeeded' toast ever shows;
 * 2. a card buyer presses Cancel on the card page: the spec's cancelled banner with retry and restore, at once; the
 *    page records the buyer's cancel with the order's token (issue 28), so the order reads cancelled, a reload too
 *    (no 'processing', no polling), and retry pays it.
 * On SQLite, and on MySQL when MYSQL_URL is set.
 */
import type { Page } from 'playwright-core';
import { formatMessage } from '../../domain/messages';
import type { OutletListItem } from '../../domain/outlet/outlet-item';
import { browserAvailable } from '../support/browser';
import { browserJourney } from '../support/browser-journey';
import { databasesUnderTest } from '../support/databases';
import { checkOutAsGuest, confirmedOrderId, createdShipment, guestWithCart, orderIdOf, payByCard, until } from '../support/e2e-steps';

/** What must never show before the money changed hands. */
const PAID_WORDS = [formatMessage('BANNER_PAID'), formatMessage('CHIP_PAID'), '付款成功'];

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser.each(databasesUnderTest)('what the buyer is told (issue 22) in Chromium on $name', (db) => {
  const journey = browserJourney({
    database: db,
    // The shipment job every 300 ms; no auto-advance: the test moves the parcel.
    config: { shipmentJobEveryMs: 300, sandboxLogisticsAutoMs: 0 },
    options: { shopeeDemo: false, env: { ...process.env, SHOPIFY_SYNC_MINUTES: '0' } },
  });
  const { json, postJson, shot } = journey;
  let phoneCounter = 0;
  const orderStatus = async (orderId: string) => (await json<{ status: string }>(`/api/orders/${orderId}`)).status;

  /** A guest whose cart holds one in-stock outlet item, at the order confirmation after checkout with `payment`. */
  async function checkout(payment: 'credit_card' | 'store_cod'): Promise<Page> {
    phoneCounter += 1;
    const phone = `0966${String(phoneCounter).padStart(6, '0')}`;
    const item = (await json<OutletListItem[]>('/api/outlet/list')).filter((candidate) => (candidate.available_count ?? 0) >= 2)[phoneCounter];
    const page = await guestWithCart(journey, phone, [item.id]);
    await checkOutAsGuest(page, journey.server.url, payment);
    return page;
  }

  /** The page's text once its shipping block shows `stage`; it must not say the order is paid. */
  async function pageAt(page: Page, stage: string, { paid = false } = {}): Promise<string> {
    await page.reload();
    await page.locator(`[data-testid="shipping-status"][data-stage="${stage}"]`).waitFor();
    const text = (await page.locator('body').textContent()) ?? '';
    if (!paid) for (const words of PAID_WORDS) expect([stage, text.includes(words)]).toEqual([stage, false]);
    return text;
  }

  it('1. a store-payment buyer follows the order to pickup and is never told it is paid before it is', async () => {
    const page = await checkout('store_cod');
    const orderId = await confirmedOrderId(page);
    await page.locator('[data-testid="payment-banner"][data-state="confirmed"]').waitFor();
    const payAtPickup = formatMessage('CHIP_PAY_AT_PICKUP', { amount: '' }).trim();

    // The shipment job creates the logistics order and the order moves to PROCESSING: still not paid.
    const shipment = await createdShipment(journey.server.knex, orderId);
    await until(async () => ((await orderStatus(orderId)) === 'PROCESSING' ? true : undefined), 'the order to move to PROCESSING', 5000);

    let text = await pageAt(page, 'prepared');
    expect(await page.getByTestId('status-chip').textContent()).toContain(payAtPickup);
    expect(await page.getByTestId('payment-banner').getAttribute('data-state')).toBe('confirmed');
    expect(await page.getByTestId('shipping-label').textContent()).toBe(formatMessage('SHIPPING_PREPARED'));
    // Created is not "sent to the store": the pickup hint waits for the parcel.
    expect(await page.getByTestId('shipping-store-hint').count()).toBe(0);

    const advance = async (code: number) => {
      const answer = await postJson('/sandbox/ecpay/logistics/advance', { logisticsId: shipment.logistics_id, code });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ statusCode: code, acknowledged: true });
    };

    await advance(2068); // handed in at the sender's store
    await pageAt(page, 'shipped');
    expect(await page.getByTestId('shipping-label').textContent()).toBe(formatMessage('SHIPPING_SHIPPED'));
    await advance(2030); // logistics centre
    await advance(2073); // at the pickup store
    text = await pageAt(page, 'at_store');
    expect(await page.getByTestId('shipping-label').textContent()).toBe('已到店，請於期限內取貨');
    expect(text).not.toContain(formatMessage('SHIPPING_SHIPPED'));
    await page.getByTestId('shipping-store-hint').waitFor();
    expect(await page.getByTestId('status-chip').textContent()).toContain(payAtPickup);
    await page.screenshot({ path: shot('order-truth-at-store'), fullPage: true });

    await advance(2067); // picked up, paid at the counter
    text = await pageAt(page, 'delivered', { paid: true });
    expect(await page.getByTestId('shipping-label').textContent()).toBe(formatMessage('SHIPPING_COMPLETED'));
    expect(await page.getByTestId('status-chip').textContent()).toBe(formatMessage('CHIP_PAID_AT_PICKUP'));
    expect(text).not.toContain(formatMessage('BANNER_PAID'));
    expect(text).not.toContain('付款成功');
    await page.screenshot({ path: shot('order-truth-picked-up'), fullPage: true });
    await expect(orderStatus(orderId)).resolves.toBe('PROCESSING');
  });

  it("2. Cancel on the card page: the spec's cancelled banner with retry and restore at once; the order stays retryable and retry pays it", async () => {
    const page = await checkout('credit_card');
    await page.getByRole('button', { name: '取消' }).click();
    await page.waitForURL(/\/order-confirmation\/ORD-\d{8}/);
    const banner = page.locator('[data-testid="payment-banner"][data-state="cancelled"]');
    await banner.waitFor();
    await banner.getByTestId('restore-cart').waitFor();
    const orderId = orderIdOf(page);
    await until(async () => ((await orderStatus(orderId)) === 'PAYMENT_CANCELLED' ? true : undefined), 'the buyer\'s cancel recorded');
    expect(await page.locator('[data-testid="payment-banner"][data-state="processing"]').count()).toBe(0);
    await page.screenshot({ path: shot('order-truth-cancelled'), fullPage: true });
    // Issue 28: a reload tells the same story (the server's status), not 付款處理中.
    await page.reload();
    await page.getByTestId('order-card').waitFor();
    await banner.waitFor();
    expect(await page.locator('[data-testid="payment-banner"][data-state="processing"]').count()).toBe(0);

    await banner.getByTestId('retry-payment').click();
    await page.getByTestId('retry-confirm').click();
    expect(await payByCard(page)).toBe(orderId);
    // Paid; the shipment job (every 300 ms here) may already have moved it on to PROCESSING.
    expect(['PAID', 'PROCESSING']).toContain(await orderStatus(orderId));
  });
});
