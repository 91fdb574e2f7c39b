/// <reference lib="dom" />
/**
 * Issue 30, the guest order lookup in Chromium: a guest's order, then another browser (no token) that opens
 * /orders/lookup from the footer at a phone's 375 px and a desktop's 1440 px (screenshots, axe, tap targets, one
 * h1 and one main, no sideways scroll: test/support/screen-probe.ts), types the order number and the checkout
 * phone and lands on the whole order; a wrong phone stays on the page with the one refusal.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { OutletListItem } from '../../domain/outlet/outlet-item';
import { browserAvailable } from '../support/browser';
import { browserJourney, SHOTS } from '../support/browser-journey';
import { checkOutAsGuest, confirmedOrderId, guestWithCart } from '../support/e2e-steps';
import { faultsOf, probeScreen } from '../support/screen-probe';

const SCREENS = path.join(SHOTS, 'screens');
const SIZES = [{ width: 375, height: 812 }, { width: 1440, height: 900 }] as const;
const PHONE = '0977300030';
const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser('the guest order lookup (issue 30)', () => {
  const journey = browserJourney();
  const url = (pathname: string) => `${journey.server.url}${pathname}`;
  beforeAll(() => mkdirSync(SCREENS, { recursive: true }));

  async function screen(page: Page, name: string): Promise<string[]> {
    const faults: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(SCREENS, `${name}-${size.width}.png`), fullPage: true });
      faults.push(...faultsOf(await probeScreen(page), null).map((fault) => `${name} @${size.width}: ${fault}`));
    }
    return faults;
  }

  it('another browser opens the order from the footer\'s lookup with the number and the phone; a wrong phone stays on the page', async () => {
    const [item] = (await journey.json<OutletListItem[]>('/api/outlet/list')).filter((listed) => (listed.available_count ?? 0) >= 1);
    const buyer = await guestWithCart(journey, PHONE, [item.id]);
    await checkOutAsGuest(buyer, journey.server.url, 'store_cod');
    const orderId = await confirmedOrderId(buyer);

    const other = await journey.newPage(375, 812);
    await other.goto(url('/'));
    await other.getByTestId('footer-order-lookup').click();
    await other.getByTestId('order-lookup-page').waitFor();
    const faults = await screen(other, 'order-lookup');

    await other.getByTestId('order-lookup-id').fill(orderId);
    await other.getByTestId('order-lookup-phone').fill('0900000000');
    await other.getByTestId('order-lookup-submit').click();
    await other.getByTestId('order-lookup-error').waitFor();
    faults.push(...await screen(other, 'order-lookup-no-match'));

    await other.getByTestId('order-lookup-phone').fill(PHONE);
    await other.getByTestId('order-lookup-submit').click();
    await other.waitForURL(`**/order-confirmation/${orderId}`);
    await other.getByTestId('pickup-card').waitFor();
    expect(await other.getByTestId('order-card').getAttribute('data-masked')).not.toBe('true');
    expect(faults).toEqual([]);
  }, 120_000);
});
