/// <reference lib="dom" />
/**
 * Outlet shopping with reservations, end to end in Chromium against the real server on a fresh embedded
 * database: a guest reserves a variant through the phone dialog, sees the badge rise and the countdown in
 * the cart, removes the line and the unit is available again; a second shopper cannot take the last unit
 * the first one holds.
 */
import type { OutletListItem } from '../../domain/outlet/outlet-item';
import { cartKeyHeaders } from '../support/cart-key';
import { browserAvailable } from '../support/browser';
import { browserJourney } from '../support/browser-journey';

const GUEST_PHONE = '0912345678';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser('outlet cart and reservations in Chromium', () => {
  // No list cache (browserJourney's default): the assertions read availability right after each change.
  const journey = browserJourney();
  const { newPage: newShopper, api, json, shot } = journey;
  const listItems = () => json<OutletListItem[]>('/api/outlet/list');

  const availableOf = async (id: number) => (await listItems()).find((item) => item.id === id)?.available_count;

  it('a guest reserves a variant, sees it in the cart with a countdown, removes it, and the unit is free again', async () => {
    const items = await listItems();
    // A product with several variants, each with at least two units: reserve its second variant.
    const bySku = new Map<string, OutletListItem[]>();
    for (const item of items) bySku.set(item.sku, [...(bySku.get(item.sku) ?? []), item]);
    const group = [...bySku.values()].find((variants) => variants.length >= 2 && variants.every((v) => (v.available_count ?? 0) >= 2));
    if (!group) throw new Error('the demo catalogue should hold a product with several variants in stock');
    const target = group[1];
    const before = target.available_count;

    const page = await newShopper();
    await page.goto(journey.server.url + '/');
    await page.getByTestId('outlet-search').fill(target.sku);
    const card = page.getByTestId('product-card').filter({ has: page.getByText(target.variant_details, { exact: true }) }).first();
    await card.getByText(target.variant_details, { exact: true }).click();
    await card.getByTestId('add-to-cart').click();

    // Not signed in and no phone yet: the reserve dialog asks for one; an invalid phone keeps it closed.
    const dialog = page.getByTestId('reserve-dialog');
    await dialog.waitFor();
    await page.getByTestId('reserve-phone').fill('12');
    await expect(page.getByTestId('reserve-confirm').isDisabled()).resolves.toBe(true);
    await page.getByTestId('reserve-phone').fill(GUEST_PHONE);
    await page.getByTestId('reserve-confirm').click();

    await page.getByText('商品已成功加入購物車！').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '1');
    await expect(availableOf(target.id)).resolves.toBe((before ?? 0) - 1);

    await page.getByTestId('cart-button').click();
    const line = page.getByTestId('cart-line');
    await line.first().waitFor();
    await expect(line.count()).resolves.toBe(1);
    await expect(line.first().getAttribute('data-item-id')).resolves.toBe(String(target.id));

    // Issue 22: the cart is this browser's. A reload keeps it; another browser that typed the same phone sees an
    // empty cart and no badge, and the hold is still the first browser's.
    await page.reload();
    await line.first().waitFor();
    const stranger = await newShopper();
    await stranger.addInitScript((saved) => window.localStorage.setItem('userPhone', saved), GUEST_PHONE);
    await stranger.goto(`${journey.server.url}/checkout`);
    await stranger.getByTestId('cart-empty').waitFor();
    await expect(stranger.getByTestId('cart-count').count()).resolves.toBe(0);
    await expect(availableOf(target.id)).resolves.toBe((before ?? 0) - 1);
    // Held for 2 hours: the countdown reads 1 hour 59 minutes or 2 hours 0 minutes.
    await expect(line.first().getByTestId('reservation-status').textContent()).resolves.toMatch(/(1 小時 59|2 小時 0) 分/);

    await page.screenshot({ path: shot('cart') });
    await line.first().getByTestId('cart-line-remove').click();
    await page.getByTestId('cart-empty').waitFor();
    await expect(availableOf(target.id)).resolves.toBe(before);
    await page.getByText('逛逛 Outlet 特賣').click();
    await page.getByTestId('outlet-grid').waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="cart-count"]')?.textContent?.trim());
  });

  it('a second shopper cannot reserve the last unit the first one holds', async () => {
    // Leave exactly one unit of a product: other shoppers hold the rest.
    const item = (await listItems()).find((candidate) => (candidate.available_count ?? 0) >= 2 && candidate.variant_details === 'Default');
    if (!item) throw new Error('the demo catalogue should hold a single-variant item with two or more units');
    for (let n = 0; n < (item.available_count ?? 0) - 1; n += 1) {
      const response = await api('/api/cart/add', {
        method: 'POST',
        // Other shoppers, each in a browser of their own (issue 22: a guest cart is phone + cart key).
        headers: { 'Content-Type': 'application/json', ...cartKeyHeaders() },
        body: JSON.stringify({ phone: `09000000${String(n).padStart(2, '0')}`, itemType: 'outlet', itemId: item.id, quantity: 1 }),
      });
      expect(response.status).toBe(201);
    }
    await expect(availableOf(item.id)).resolves.toBe(1);

    const first = await newShopper();
    const second = await newShopper();
    // The second shopper is looking at the product while it is still available.
    await second.goto(`${journey.server.url}/product/${item.id}`);
    await second.getByTestId('product-page').waitFor();
    await expect(second.getByTestId('product-add').isEnabled()).resolves.toBe(true);

    await first.goto(`${journey.server.url}/product/${item.id}`);
    await first.getByTestId('product-add').click();
    await first.getByTestId('phone-dialog-input').fill('0987654321');
    await first.getByTestId('phone-dialog-confirm').click();
    await first.getByTestId('product-go-to-cart').waitFor();
    await first.screenshot({ path: shot('product') });
    await expect(availableOf(item.id)).resolves.toBe(0);

    // The second shopper's stale page lets them try; the server refuses and nothing changes.
    await second.getByTestId('product-add').click();
    await second.getByTestId('phone-dialog-input').fill('0911222333');
    await second.getByTestId('phone-dialog-confirm').click();
    await second.getByText('這件商品剛被搶購一空', { exact: false }).waitFor();
    await expect(availableOf(item.id)).resolves.toBe(0);
    const cart = await json<{ items: unknown[] }>('/api/cart/0911222333');
    expect(cart.items).toEqual([]);

    // Reloaded, the product reads sold out and cannot be added.
    await second.reload();
    await second.getByTestId('product-page').waitFor();
    await expect(second.getByTestId('product-add').isDisabled()).resolves.toBe(true);
  });
});
