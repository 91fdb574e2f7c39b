import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fakeAdminConsoleServer, shopifySyncStatus } from '../../../test-support/admin-console-server';
import { useAppHarness } from '../../../test-support/app-harness';
import { STAFF_TOKEN } from '../../../test-support/auth-server';
import { axeViolations } from '../../../test-support/axe';
import { connectionStatus, fakeShopeeStaffServer } from '../../../test-support/marketplace-server';
import { seedStaffSession, staffBackend } from '../../../test-support/staff-backend';
import { messages } from '../../i18n/contexts/console';
import { authMessages } from '../auth/auth-messages';

/**
 * axe's heading-order on every console page: under the console header's h1 a page's card titles are h2s, a card's
 * parts h3s and the titles inside those h4s (they were Blueprint's H4s and H5s, a skip from the h1, and the empty
 * tables' NonIdealState H4s).
 */
const { start: render } = useAppHarness();
const text = messages.admin;
const CONSOLE_TITLE = authMessages.staff.consoleTitle;

beforeEach(() => seedStaffSession());

/** Each heading of the page as 'H2 its words', in document order. */
const outline = () => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => `${heading.tagName} ${heading.textContent?.trim() ?? ''}`);

async function expectNoSkippedLevel() {
  expect(document.querySelectorAll('h5, h6')).toHaveLength(0);
  await expect(axeViolations(document.body, ['heading-order'])).resolves.toEqual([]);
}

describe('console headings (axe heading-order)', () => {
  it('/admin: the figures and each list needing a person are h2s under the h1', async () => {
    render({ path: '/admin' }, staffBackend());
    await screen.findByTestId('overview-day');
    await screen.findAllByText(text.shipmentsAttention.empty);
    const headings = outline();
    expect(headings[0]).toBe(`H1 ${CONSOLE_TITLE}`);
    expect(headings.slice(1).map((heading) => heading.slice(0, 2))).toEqual(['H2', 'H2', 'H2', 'H2']);
    expect(headings[1]).toContain(text.overview.title);
    await expectNoSkippedLevel();
  });

  it.each([
    ['/admin/orders', 'admin-orders-empty', text.orders.title],
    ['/admin/inventory', 'inventory-empty', text.inventory.title],
    ['/admin/audit', 'audit-empty', text.audit.title],
  ])('%s: the page is an h2 and its empty table says so in an h3', async (path, emptyTestId, title) => {
    render({ path }, staffBackend());
    await screen.findByTestId(emptyTestId);
    expect(outline()).toEqual([`H1 ${CONSOLE_TITLE}`, `H2 ${title}`, `H3 ${text.empty}`]);
    await expectNoSkippedLevel();
  });

  it('/admin/connections: the page is an h2, each platform and its sync h3s, a callout\'s title an h4', async () => {
    const demo = { shopUrl: 'outlet-demo.myshopify.com', accessToken: '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' };
    const admin = fakeAdminConsoleServer({ token: STAFF_TOKEN, shopifySync: [shopifySyncStatus({ demo })] });
    const shopee = fakeShopeeStaffServer({ token: STAFF_TOKEN, connection: connectionStatus() });
    render({ path: '/admin/connections' }, staffBackend({ shopee, admin }));
    await screen.findByTestId('shopify-demo');
    await screen.findByTestId('sync-panel');
    expect(outline()).toEqual([
      `H1 ${CONSOLE_TITLE}`, `H2 ${messages.connections.title}`, `H3 ${messages.connections.shopee}`, `H3 ${messages.connections.syncTitle}`,
      `H3 ${text.shopify.title}`, `H4 ${text.shopify.demoTitle}`, `H3 ${text.shopify.syncTitle}`,
    ]);
    await expectNoSkippedLevel();
  });

  it('/admin/invoices: both lists are h2s', async () => {
    render({ path: '/admin/invoices' }, [http.get('*/api/admin/invoices/problems', () => HttpResponse.json({ items: [] })), ...staffBackend()]);
    await screen.findByText(text.invoiceProblems.empty);
    await screen.findByText(text.failedFollowUps.title);
    expect(outline()).toEqual([`H1 ${CONSOLE_TITLE}`, `H2 ${text.invoiceProblems.title}`, `H2 ${text.failedFollowUps.title}`]);
    await expectNoSkippedLevel();
  });
});
