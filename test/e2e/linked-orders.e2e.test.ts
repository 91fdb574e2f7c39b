/// <reference lib="dom" />
/**
 * Issue 22 in Chromium against the real server and the Shopee simulator it mounts (PROVIDERS=sandbox): a member
 * links a past Shopee order, opens its details from the history (it dead-ended on 載入訂單詳情時發生錯誤 before),
 * sees Shopee's status, then the seller ships it on Shopee (the simulator's order switch) and the member, opening
 * the details again, sees the order shipped with its tracking number. A mistyped Shopee order number is refused as
 * unknown (404 ORDER_NOT_FOUND), not as "Shopee unavailable". On SQLite, and on MySQL when MYSQL_URL is set.
 */
import type { Page } from 'playwright-core';
import { ConnectShopee } from '../../application/marketplace/connect-shopee';
import { DEFAULT_ABUSE_LIMITS } from '../../application/shared/abuse-limits';
import { MESSAGES } from '../../domain/messages';
import { DEMO_SHOP } from '../../server/sandbox/shopee/shopee-sandbox';
import { browserAvailable } from '../support/browser';
import { browserJourney } from '../support/browser-journey';
import { databasesUnderTest } from '../support/databases';
import { linkOrderFromHistory, signInMember } from '../support/e2e-steps';

const MEMBER = { name: '林志豪', email: 'linked.member@example.com', phone: '0933222111', password: 'member-pass-1' };
/** The simulator's past order READY_TO_SHIP (server/sandbox/shopee/shopee-sandbox.ts), bought with the member's phone. */
const ORDER = { sn: '241125JKLM9012', phone: '0933222111' };

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser.each(databasesUnderTest)('a linked Shopee order follows Shopee in Chromium on $name', (db) => {
  // The refresh window at its minimum (1 s), so that the second view asks Shopee again without waiting 5 minutes.
  const journey = browserJourney({
    database: db,
    seedOutletDemo: false,
    config: { abuse: { ...DEFAULT_ABUSE_LIMITS, linkedOrderRefreshWindowMs: 1000 } },
    options: { shopeeDemo: false },
  });
  const { postJson, shot } = journey;

  beforeAll(async () => {
    // The shop connects to the simulator (as staff would); a tiny catalogue keeps the sync it starts short.
    const simulator = journey.server.shopeeSandbox!;
    simulator.setCatalogueSize(4);
    await journey.server.container.get(ConnectShopee).connectWithCode(simulator.issueCode(DEMO_SHOP.shopId), DEMO_SHOP.shopId);
  });

  async function signedInPage(): Promise<Page> {
    const page = await journey.newPage();
    page.setDefaultTimeout(15_000);
    await signInMember(page, journey.server.url, MEMBER);
    return page;
  }

  it('links the order, opens its details, and sees the status move after Shopee ships it', async () => {
    expect((await postJson('/api/customers/register', { ...MEMBER, confirmPassword: MEMBER.password })).status).toBe(201);
    const page = await signedInPage();
    // A mistyped number: Shopee does not know it, which is "not found", not "Shopee unavailable".
    await linkOrderFromHistory(page, journey.server.url, { source: 'shopee', orderId: `${ORDER.sn.slice(0, -1)}8`, phone: ORDER.phone });
    const refused = page.locator('[data-testid="link-order-message"][data-ok="false"]');
    await refused.waitFor();
    await expect(refused.textContent()).resolves.toBe(MESSAGES.ORDER_NOT_FOUND);

    await page.getByTestId('link-order-id').fill(ORDER.sn);
    await page.getByTestId('link-order-submit').click();
    await page.locator('[data-testid="link-order-message"][data-ok="true"]').waitFor();
    // The dialog closes itself after the list has reloaded: the cards are stable from then on.
    await page.getByTestId('link-order-message').waitFor({ state: 'detached' });

    const card = page.locator(`[data-testid="history-order"][data-order-id="${ORDER.sn}"]`);
    await card.waitFor();
    // Every details request is counted from before anything is clicked, then the page is waited for with the time a
    // loaded CI machine takes to fetch the details page's chunks (a CI run timed out at 15 s once, and once waiting
    // 45 s for the request event, while the same journey takes 8 s alone). On a failure the screen is kept.
    const detailsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/customers/linked-orders/shopee/${ORDER.sn}`)) detailsRequests.push(request.url());
    });
    await card.getByTestId('history-expand').click();
    await card.getByTestId('history-details').click();
    const details = page.getByTestId('linked-order');
    try {
      await page.waitForURL(new RegExp(`/linked-orders/shopee/${ORDER.sn}$`), { timeout: 45_000 });
      await details.waitFor({ timeout: 45_000 });
    } catch (error) {
      await page.screenshot({ path: 'test-results/screens/linked-order-details-failed.png', fullPage: true }).catch(() => undefined);
      throw error;
    }
    expect(detailsRequests.length).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('order-error').count()).resolves.toBe(0);
    await expect(details.getByTestId('shipping-status').getAttribute('data-status')).resolves.toBe('prepared');
    await expect(details.getByTestId('history-product').count()).resolves.toBe(1);
    // Issue 28: the line's picture and quantity and Shopee's shipping are shown, so the lines add up to the total.
    const line = details.getByTestId('history-product');
    await expect(line.locator('img').count()).resolves.toBe(1);
    await expect(line.getByTestId('history-product-quantity').count()).resolves.toBe(1);
    await expect(details.getByTestId('linked-order-shipping').textContent()).resolves.toMatch(/NT\$\d+/);

    // The seller ships the order on Shopee.
    const moved = await postJson(`/sandbox/shopee/control/orders/${ORDER.sn}`, { order_status: 'SHIPPED', tracking_number: 'TW933222111' });
    expect(moved.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_200)); // past the (1 s) refresh window

    await page.getByTestId('back-to-orders').click();
    await page.waitForURL(/\/order-history$/);
    await card.waitFor();
    // The history remembers the card it had opened.
    if ((await card.getAttribute('data-expanded')) !== 'true') await card.getByTestId('history-expand').click();
    await card.getByTestId('history-details').click();
    await page.locator('[data-testid="linked-order"] [data-testid="shipping-status"][data-status="shipped"]').waitFor();
    await expect(page.getByTestId('shipping-details').textContent()).resolves.toContain('TW933222111');
    // Issue 28: the time Shopee says the parcel was handed to the carrier, not an empty shipped time.
    await expect(page.getByTestId('shipping-details').textContent()).resolves.toContain('出貨時間');
    await expect(page.getByTestId('linked-order-stale').count()).resolves.toBe(0);
    await page.screenshot({ path: shot('linked-order-details'), fullPage: true });

    // The profile's recent orders open the same page.
    await page.goto(`${journey.server.url}/profile`);
    await page.locator(`[data-testid="recent-order"][data-order-id="${ORDER.sn}"]`).click();
    await page.waitForURL(new RegExp(`/linked-orders/shopee/${ORDER.sn}$`));
    await page.locator('[data-testid="linked-order"] [data-testid="shipping-status"][data-status="shipped"]').waitFor();
  }, 120_000);
});
