import type { Page } from 'playwright-core';

/**
 * Steps of the browser journeys that several e2e files walk the same way. (The older journeys still spell them out;
 * they can move here when next touched.)
 */

/** At /checkout: picks the first 7-ELEVEN store of the simulator's map and comes back to the checkout with it. */
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

/** Signs a staff member in on the console's login page; resolves on the console's overview. */
export async function signInStaff(page: Page, baseUrl: string, staff: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByTestId('admin-login-email').fill(staff.email);
  await page.getByTestId('admin-login-password').fill(staff.password);
  await page.getByTestId('admin-login-submit').click();
  await page.waitForURL(/\/admin$/);
}
