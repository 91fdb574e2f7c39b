/// <reference lib="dom" />
/**
 * Issue 29, pages painted by the server: without JavaScript (a crawler, a link preview) the home page and a
 * product page show their content; with it, the same pages hydrate without a hydration warning or error, the
 * client takes over navigation (no reload), and what only the browser knows (cart, session) arrives without
 * moving the page (CLS <= 0.05).
 */
import type { Page } from 'playwright-core';
import type { OutletItemDetail } from '../../application/contracts/catalogue';
import { formatProductPageAmount } from '../../domain/money/format';
import { formatMessage } from '../../domain/messages';
import { browserAvailable } from '../support/browser';
import { browserJourney } from '../support/browser-journey';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

/** The page's cumulative layout shift so far (buffered layout-shift entries, those not after an input). */
const layoutShift = (page: Page) => page.evaluate(() => new Promise<number>((resolve) => {
  let total = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) total += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => resolve(total), 300);
}));

describeInBrowser('pages painted by the server, in Chromium', () => {
  const journey = browserJourney();
  let detail: OutletItemDetail;

  beforeAll(async () => {
    detail = await journey.json<OutletItemDetail>('/api/outlet/item/1');
  });

  it('without JavaScript: the home page shows its cards and a product page its name, price and own title', async () => {
    const page = await journey.newPage(412, 915, { javaScript: false });
    await page.goto(`${journey.server.url}/`);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThanOrEqual(20);
    await expect(page.getByTestId('card-title').first().isVisible()).resolves.toBe(true);
    await expect(page.title()).resolves.toBe(`${formatMessage('SOURCE_OUTLET')} | ${formatMessage('SHOP_NAME')}`);

    await page.goto(`${journey.server.url}/product/1`);
    await expect(page.getByTestId('product-title').textContent()).resolves.toBe(detail.title);
    await expect(page.locator('.product-info').textContent()).resolves.toContain(formatProductPageAmount(detail.discount_price));
    await expect(page.title()).resolves.toBe(`${detail.title} | ${formatMessage('SHOP_NAME')}`);
    await page.screenshot({ path: journey.shot('painted-product-no-js') });
  });

  it('with JavaScript: hydrates without a hydration message, stays still, and the client navigates without a reload', async () => {
    const page = await journey.newPage();
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    await page.goto(`${journey.server.url}/product/1`, { waitUntil: 'networkidle' });
    await expect(page.getByTestId('product-title').textContent()).resolves.toBe(detail.title);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    // A reload would clear this mark; a client-side navigation keeps it.
    await page.evaluate(() => Object.assign(window, { paintedMark: 'kept' }));
    await page.getByTestId('product-back').click();
    await page.getByTestId('outlet-grid').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.evaluate(() => (window as unknown as { paintedMark?: string }).paintedMark)).resolves.toBe('kept');
    await expect(page.title()).resolves.toBe(`${formatMessage('SOURCE_OUTLET')} | ${formatMessage('SHOP_NAME')}`);

    const marketplace = await journey.json<{ products: Array<{ item_id: number | string }> }>('/api/shopee-products/list?page=1&limit=1');
    const marketplaceProduct = marketplace.products.map((product) => `/shopee-product/${product.item_id}`);
    for (const pathname of ['/', '/checkout', '/shopee-products', ...marketplaceProduct]) {
      await page.goto(`${journey.server.url}${pathname}`, { waitUntil: 'networkidle' });
      expect({ pathname, shift: (await layoutShift(page)) <= 0.05 }).toEqual({ pathname, shift: true });
    }
    // An unknown product: 404, and the tab says the same before and after the script.
    const unknown = await journey.api('/product/999999');
    expect(unknown.status).toBe(404);
    const paintedTitle = /<title>([^<]*)<\/title>/.exec(await unknown.text())?.[1];
    await page.goto(`${journey.server.url}/product/999999`, { waitUntil: 'networkidle' });
    await page.getByTestId('product-error').waitFor();
    await expect(page.title()).resolves.toBe(paintedTitle);
    expect(messages.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });
});
