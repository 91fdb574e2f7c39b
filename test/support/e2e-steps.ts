import type { Knex } from 'knex';
import type { Page } from 'playwright-core';
import type { Journey } from './browser-journey';
import { cartKeyHeaders, newCartKey } from './cart-key';

/** Steps that several browser journeys walk the same way, named for what the shopper or staff member does. */

/** Reads until the value is there (not undefined), every 100 ms; fails naming `what` after the timeout. */
export async function until<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** At /checkout: picks the first 7-ELEVEN store of the simulator's map (it posts the store back as ECPay does). */
export async function pickFirstSevenElevenStore(page: Page): Promise<void> {
  await page.getByTestId('store-picker-open').click();
  await page.getByTestId('store-chain-unimart').check({ force: true });
  await page.getByTestId('store-map-open').click();
  await page.getByRole('button', { name: '選擇此門市' }).first().click();
  await page.waitForURL(/\/checkout/);
  await page.getByTestId('selected-store').waitFor();
  const confirm = page.getByTestId('store-confirm');
  if (await confirm.isVisible()) await confirm.click();
}

/** The end of /checkout once the contact fields are filled: the first 7-ELEVEN store, the payment method, confirm. */
export async function pickStoreAndConfirm(page: Page, payment: 'credit_card' | 'store_cod'): Promise<void> {
  await pickFirstSevenElevenStore(page);
  await page.getByTestId(payment === 'credit_card' ? 'payment-credit-card' : 'payment-store-cod').check({ force: true });
  await page.getByTestId('checkout-submit').click();
  await page.getByTestId('checkout-confirm').click();
}

/** Signs a staff member in on the console's login page; resolves on the console's overview. */
export async function signInStaff(page: Page, baseUrl: string, staff: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByTestId('admin-login-email').fill(staff.email);
  await page.getByTestId('admin-login-password').fill(staff.password);
  await page.getByTestId('admin-login-submit').click();
  await page.waitForURL(/\/admin$/);
}

/** Signs a member in on /login; resolves once the top bar shows the avatar. */
export async function signInMember(page: Page, baseUrl: string, member: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-email').fill(member.email);
  await page.getByTestId('login-password').fill(member.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('avatar-button').waitFor();
}

/**
 * A guest's browser whose cart already holds one unit of each outlet item of `itemIds`, added through the API
 * (issue 22: a guest cart is phone + the browser's cart key, so the browser is given the same phone and key).
 */
export async function guestWithCart(journey: Journey, phone: string, itemIds: readonly number[], cartKey = newCartKey()): Promise<Page> {
  for (const itemId of itemIds) {
    expect((await journey.postJson('/api/cart/add', { phone, itemType: 'outlet', itemId, quantity: 1 }, cartKeyHeaders(cartKey))).status).toBe(201);
  }
  const page = await journey.newPage();
  await page.addInitScript(([saved, key]) => {
    window.localStorage.setItem('userPhone', saved);
    window.localStorage.setItem('cartKey', key);
  }, [phone, cartKey]);
  return page;
}

/** A guest with a cart checks out: the name, the first 7-ELEVEN store, the payment method, confirm. */
export async function checkOutAsGuest(page: Page, baseUrl: string, payment: 'credit_card' | 'store_cod'): Promise<void> {
  await page.goto(`${baseUrl}/checkout`);
  await page.getByTestId('cart-line').first().waitFor();
  await page.getByTestId('checkout-name').fill('王小明');
  await pickStoreAndConfirm(page, payment);
}

/** The order number of the confirmation page the browser is on ('' elsewhere). */
export const orderIdOf = (page: Page): string => /\/order-confirmation\/(ORD-\d{8})/.exec(page.url())?.[1] ?? '';

/** Resolves with the order number once the browser has landed on the order's confirmation page. */
export async function confirmedOrderId(page: Page): Promise<string> {
  await page.waitForURL(/\/order-confirmation\/ORD-\d{8}/);
  return orderIdOf(page);
}

/** On the ECPay simulator's card page: pays, and resolves with the order number once the confirmation shows success. */
export async function payByCard(page: Page): Promise<string> {
  await page.getByRole('button', { name: '確認付款' }).click();
  const orderId = await confirmedOrderId(page);
  await page.locator('[data-testid="payment-banner"][data-state="success"]').waitFor();
  return orderId;
}

/** On /order-history: opens the link dialog and asks to link `orderId` (a Shopee or Shopify one when `source` says so) with `phone`. */
export async function linkOrderFromHistory(
  page: Page, baseUrl: string, order: { source?: 'shopee' | 'shopify'; orderId: string; phone: string },
): Promise<void> {
  await page.goto(`${baseUrl}/order-history`);
  await page.getByTestId('link-order-open').click();
  if (order.source) await page.getByTestId('link-order-source').selectOption(order.source);
  await page.getByTestId('link-order-id').fill(order.orderId);
  await page.getByTestId('link-order-phone').fill(order.phone);
  await page.getByTestId('link-order-submit').click();
}

/** The order's shipment once the shipment job has created its ECPay logistics order (the row has a logistics id). */
export function createdShipment<Row extends { logistics_id: string | null }>(knex: Knex, orderId: string): Promise<Row> {
  return until(async () => {
    const row = (await knex('shipments').where({ order_id: orderId }).first()) as Row | undefined;
    return row?.logistics_id ? row : undefined;
  }, 'the shipment job to create the logistics order');
}
