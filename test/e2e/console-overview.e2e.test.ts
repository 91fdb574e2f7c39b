/// <reference lib="dom" />
/**
 * Issue 28, end to end in Chromium against the real server (PROVIDERS=sandbox): the console's overview tells the owner
 * about today with figures and links the demo's logistics back office; the audit log reads words; the Shopify card
 * offers the simulator's shop and connects it in one click. On SQLite, and on MySQL when MYSQL_URL is set.
 */
import { insertOrderRow, orderSeed } from '../../adapters/persistence/testing/order-seeds';
import { formatConsoleAmount } from '../../domain/money/format';
import { browserAvailable } from '../support/browser';
import { browserJourney } from '../support/browser-journey';
import { databasesUnderTest } from '../support/databases';
import { signInStaff } from '../support/e2e-steps';

const STAFF = { name: '林店長', email: 'overview@example.com', password: 'staff-pass-1', secretCode: 'outlet-staff-demo' };

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser.each(databasesUnderTest)('the console overview and the demo Shopify shop in Chromium on $name', (db) => {
  const journey = browserJourney({
    database: db,
    config: { shipmentJobEveryMs: 0, sandboxLogisticsAutoMs: 0 },
    options: { shopeeDemo: false, env: { ...process.env, SHOPIFY_SYNC_MINUTES: '0' } },
  });
  const { newPage, shot } = journey;

  beforeAll(async () => {
    expect((await journey.postJson('/api/auth/register', STAFF)).status).toBe(201);
  });

  it('the overview shows today\'s sales and orders to ship, and links the storefront and the demo back office', async () => {
    // Two orders placed a moment ago: one paid (a sale, to ship), one whose card payment failed (an order, no sale).
    const now = new Date();
    await insertOrderRow(journey.server.knex, orderSeed(now, { status: 'PAID', totalAmount: 4057 }));
    await insertOrderRow(journey.server.knex, orderSeed(now, { status: 'PAYMENT_FAILED', totalAmount: 999 }));
    const page = await newPage(1440, 900);
    await signInStaff(page, journey.server.url, STAFF);
    await page.goto(`${journey.server.url}/admin`);
    await page.locator('[data-testid="overview-figures"][data-status="loaded"]').waitFor();
    const card = page.getByTestId('overview-figures');
    await expect(card.getByTestId('overview-today-value').textContent()).resolves.toBe(formatConsoleAmount(4057));
    await expect(card.getByTestId('overview-to-ship-value').textContent()).resolves.toContain('1');
    await expect(card.getByTestId('overview-logistics-back-office').getAttribute('href')).resolves.toBe('/sandbox/ecpay/logistics');
    await expect(card.getByTestId('overview-storefront').getAttribute('href')).resolves.toBe('/');
    await page.screenshot({ path: shot('admin-overview-figures'), fullPage: true });
  });

  it('the Shopify card shows the simulator\'s shop and token and connects in one click; the audit log names the action', async () => {
    const page = await newPage(1440, 900);
    await signInStaff(page, journey.server.url, STAFF);
    await page.goto(`${journey.server.url}/admin/connections`);
    const card = page.getByTestId('shopify-card');
    await card.getByTestId('shopify-demo').waitFor();
    await expect(card.getByTestId('shopify-demo-shop').textContent()).resolves.toBe('outlet-demo.myshopify.com');
    await page.screenshot({ path: shot('admin-shopify-demo'), fullPage: true });
    await card.getByTestId('shopify-demo-connect').click();
    await card.locator('[data-testid="shopify-status"][data-status="connected"]').waitFor();
    await expect(card.getByTestId('shopify-demo').count()).resolves.toBe(0);

    await page.goto(`${journey.server.url}/admin/audit`);
    const action = page.locator('[data-testid="audit-row"][data-action="shopify.connect"] [data-testid="audit-action"]').first();
    await action.waitFor();
    await expect(action.textContent()).resolves.not.toContain('shopify.connect');
    await expect(page.getByTestId('audit-table').textContent()).resolves.not.toMatch(/\{"/);
  }, 120_000);
});
