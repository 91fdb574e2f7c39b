/// <reference lib="dom" />
/**
 * The purchase, end to end in Chromium against the real server and the ECPay simulator it mounts
 * (PROVIDERS=sandbox): contact details, a store chosen on the simulator's map, card payment on the
 * simulator's page, the confirmation page; a failed payment retried; a store-payment order; a forged
 * notification that changes nothing.
 */
import type { Page } from 'playwright-core';
import type { OutletListItem } from '../../domain/outlet/outlet-item';
import { browserAvailable } from '../support/browser';
import { browserJourney } from '../support/browser-journey';
import { checkOutAsGuest, confirmedOrderId, guestWithCart, payByCard } from '../support/e2e-steps';
import { cartKeyHeaders, newCartKey } from '../support/cart-key';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser('checkout and ECPay payment in Chromium', () => {
  const journey = browserJourney();
  const { api, json, shot } = journey;
  let phoneCounter = 0;
  const listItems = () => json<OutletListItem[]>('/api/outlet/list');

  /** A shopper whose cart already holds `count` distinct in-stock outlet items (added through the API). */
  async function shopperWithCart(count: number): Promise<{ page: Page; phone: string; items: OutletListItem[]; cartKey: string }> {
    phoneCounter += 1;
    const phone = `0955${String(phoneCounter).padStart(6, '0')}`;
    const items = (await listItems()).filter((item) => (item.available_count ?? 0) >= 2).slice(phoneCounter * 3, phoneCounter * 3 + count);
    const cartKey = newCartKey();
    const page = await guestWithCart(journey, phone, items.map((item) => item.id), cartKey);
    return { page, phone, items, cartKey };
  }

  async function orderStatus(orderId: string): Promise<string> {
    return (await json<{ status: string }>(`/api/orders/${orderId}`)).status;
  }

  it('a guest buys two outlet items by card: pays on the simulator, sees the green banner, the units are sold', async () => {
    const { page, phone, items, cartKey } = await shopperWithCart(2);
    const before = new Map((await listItems()).map((item) => [item.id, item.available_count]));
    await checkOutAsGuest(page, journey.server.url, 'credit_card');

    const orderId = await payByCard(page);
    await page.screenshot({ path: shot('order-confirmation') });
    await expect(orderStatus(orderId)).resolves.toBe('PAID');

    const cart = (await (await api(`/api/cart/${phone}`, { headers: cartKeyHeaders(cartKey) })).json()) as { items: unknown[] };
    expect(cart.items).toEqual([]);
    await page.waitForFunction(() => !document.querySelector('[data-testid="cart-count"]')?.textContent?.trim());
    // Sold: the units stay taken even when the 2-hour hold would have run out.
    const after = new Map((await listItems()).map((item) => [item.id, item.available_count]));
    for (const item of items) expect(after.get(item.id)).toBe((before.get(item.id) ?? 0));
    const attempts = await journey.server.knex('payment_attempts').where({ order_id: orderId });
    expect(attempts).toHaveLength(1);
  });

  it('a failed payment is retried from the confirmation page and the order ends PAID with two attempts', async () => {
    const { page } = await shopperWithCart(1);
    await checkOutAsGuest(page, journey.server.url, 'credit_card');

    await page.getByRole('button', { name: '模擬付款失敗' }).click();
    const orderId = await confirmedOrderId(page);
    await page.locator('[data-testid="payment-banner"][data-state="failed"]').waitFor();
    await expect(orderStatus(orderId)).resolves.toBe('PAYMENT_FAILED');

    await page.getByTestId('retry-payment').first().click();
    const retryConfirm = page.getByTestId('retry-confirm');
    await retryConfirm.waitFor();
    await retryConfirm.click();
    await payByCard(page);
    await expect(orderStatus(orderId)).resolves.toBe('PAID');
    const attempts = await journey.server.knex('payment_attempts').where({ order_id: orderId }).orderBy('attempt_no');
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((attempt: { merchant_trade_no: string }) => attempt.merchant_trade_no)).size).toBe(2);
  });

  it("issue #9: Back on the card page leads to the order awaiting payment; retry pays it (the open attempt voided)", async () => {
    const { page } = await shopperWithCart(1);
    await checkOutAsGuest(page, journey.server.url, 'credit_card');
    const pay = page.getByRole('button', { name: '確認付款' });
    await pay.waitFor();

    // The browser's Back: /checkout again (maybe from the back-forward cache), the cart emptied by checkout.
    await page.goBack({ waitUntil: 'commit' });
    const panel = page.getByTestId('awaiting-payment-panel');
    await panel.waitFor();
    const orderId = /ORD-\d{8}/.exec((await panel.textContent()) ?? '')?.[0] ?? '';
    await expect(orderStatus(orderId)).resolves.toBe('PENDING_PAYMENT');
    await page.screenshot({ path: shot('awaiting-payment-after-back') });

    await page.getByTestId('awaiting-pay-again').click();
    await page.getByTestId('retry-confirm').click();
    expect(await payByCard(page)).toBe(orderId);
    await expect(orderStatus(orderId)).resolves.toBe('PAID');
    const attempts = await journey.server.knex('payment_attempts').where({ order_id: orderId });
    expect(attempts).toHaveLength(2);
  });

  it('a store-payment order is confirmed without a card payment', async () => {
    const { page } = await shopperWithCart(1);
    await checkOutAsGuest(page, journey.server.url, 'store_cod');
    const orderId = await confirmedOrderId(page);
    await page.locator('[data-testid="payment-banner"][data-state="confirmed"]').waitFor();
    await expect(orderStatus(orderId)).resolves.toBe('PENDING');
    await expect(page.getByTestId('pickup-card').textContent()).resolves.toContain('7-ELEVEN');
  });

  it('a forged payment notification changes nothing', async () => {
    const { page } = await shopperWithCart(1);
    await checkOutAsGuest(page, journey.server.url, 'credit_card');
    // Leave the simulator's card page unpaid and forge ECPay's notification for the attempt.
    await page.getByRole('button', { name: '確認付款' }).waitFor();
    const orderId = (await journey.server.knex('payment_attempts').orderBy('id', 'desc').first('order_id')).order_id as string;
    const attempt = await journey.server.knex('payment_attempts').where({ order_id: orderId }).first();
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
