/// <reference lib="dom" />
/**
 * Walking skeleton, end to end: the built storefront served by the real server on a fresh embedded
 * database with the demo catalogue, in a real Chromium. Journey: open /, see the grid, search for a
 * title, change the sort, open an unknown path.
 */
import type { Page } from 'playwright-core';
import { browserAvailable } from '../support/browser';
import { browserJourney } from '../support/browser-journey';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser('outlet home in Chromium', () => {
  const journey = browserJourney();
  let page: Page;

  beforeAll(async () => {
    page = await journey.newPage();
  });

  const cards = () => page.getByTestId('product-card');
  const prices = async () =>
    (await page.getByTestId('card-price').allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')));

  it('shows the demo catalogue as a grid of cards with prices and discount badges', async () => {
    await page.goto(journey.server.url + '/');
    await page.getByTestId('outlet-grid').waitFor();
    expect(await cards().count()).toBeGreaterThanOrEqual(20);
    await expect(page.getByTestId('item-count').textContent()).resolves.toMatch(/\d+/);
    const first = cards().first();
    await expect(first.getByTestId('card-discount-badge').textContent()).resolves.toMatch(/^\d+% OFF$/);
    await expect(first.getByTestId('card-original-price').textContent()).resolves.toMatch(/\$\d/);
    await page.screenshot({ path: journey.shot('outlet-home') });
  });

  it('searches by title and clears the search', async () => {
    const total = await cards().count();
    const title = (await cards().nth(2).locator('[data-testid="card-title"]').textContent()) ?? '';
    const term = title.slice(0, 4);
    await page.getByTestId('outlet-search').fill(term);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="product-card"]').length < n, total);
    const titles = await page.getByTestId('card-title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const shown of titles) expect(shown.toLowerCase()).toContain(term.toLowerCase());
    await page.getByTestId('outlet-search-clear').click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="product-card"]').length === n, total);
    await expect(page.getByTestId('outlet-search').inputValue()).resolves.toBe('');
  });

  it('sorts by price, low to high and high to low', async () => {
    await page.getByTestId('outlet-sort').selectOption('price-low');
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll('[data-testid="card-price"]')].map((el) => Number(el.textContent?.replace(/[^\d]/g, '')));
      return shown.length > 1 && shown.every((price, i) => i === 0 || shown[i - 1] <= price);
    });
    const ascending = await prices();
    expect(ascending[0]).toBeLessThan(ascending[ascending.length - 1]);
    await page.getByTestId('outlet-sort').selectOption('price-high');
    await page.waitForFunction((top) => {
      const first = document.querySelector('[data-testid="card-price"]');
      return Number(first?.textContent?.replace(/[^\d]/g, '')) === top;
    }, ascending[ascending.length - 1]);
    const descending = await prices();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('shows the not-found page in the shop layout (Traditional Chinese) for an unknown path, and its home button leads home', async () => {
    await page.goto(journey.server.url + '/no-such-page');
    await page.getByTestId('not-found').waitFor();  // the 404 screen is a lazy chunk
    await expect(page.getByText('404', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: '找不到頁面' }).isVisible()).resolves.toBe(true);
    // Issue 11: the 404 keeps the shop's header, so the shopper can go on from it.
    await expect(page.locator('header.top-bar').isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: '回到首頁' }).click();
    await page.getByTestId('outlet-grid').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
