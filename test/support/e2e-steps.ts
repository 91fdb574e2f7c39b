import type { Page } from 'playwright-core';

/** Steps that several browser journeys walk the same way (the older journeys still spell some out). */

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
