import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useAppHarness } from '../../../test-support/app-harness';
import { adminOverview, fakeAdminConsoleServer, type FakeAdminConsoleOptions } from '../../../test-support/admin-console-server';
import { STAFF_TOKEN } from '../../../test-support/auth-server';
import { seedStaffSession, staffBackend } from '../../../test-support/staff-backend';
import { messages } from '../../i18n/contexts/console';

/** Issue 28: the overview tells the owner about today, with figures, before the lists of what needs a person. */
const { start: render } = useAppHarness();
const text = messages.admin.overview;

beforeEach(() => seedStaffSession());

function start(overview: FakeAdminConsoleOptions['overview']) {
  const admin = fakeAdminConsoleServer({ token: STAFF_TOKEN, overview });
  return { ...render({ path: '/admin' }, staffBackend({ admin })), admin };
}

describe('staff console overview: today\'s figures', () => {
  it('shows today\'s and this week\'s sales and orders, what to ship and what needs a person, first on the page', async () => {
    const { admin } = start(adminOverview({
      today: { orders: 5, sales: 3, salesAmount: 4057 }, week: { orders: 21, sales: 17, salesAmount: 38_900 },
      toShip: 4, paymentsNeedingPerson: 1, shipmentsNeedingPerson: 2,
    }));
    const card = await screen.findByTestId('overview-figures');
    const overview = screen.getByTestId('admin-overview');
    expect(overview.firstElementChild).toBe(card);
    expect(await within(card).findByTestId('overview-today-value')).toHaveTextContent('NT$4,057');
    expect(within(card).getByTestId('overview-today')).toHaveTextContent(text.today);
    expect(within(card).getByTestId('overview-today-note')).toHaveTextContent(`${text.orders(5)}${messages.common.semicolon}${text.saleOrders(3)}`);
    expect(within(card).getByTestId('overview-week-value')).toHaveTextContent('NT$38,900');
    expect(within(card).getByTestId('overview-week-note')).toHaveTextContent(text.orders(21));
    expect(within(card).getByTestId('overview-to-ship-value')).toHaveTextContent(text.count(4));
    expect(within(card).getByTestId('overview-payments-value')).toHaveTextContent(text.count(1));
    expect(within(card).getByTestId('overview-payments')).toHaveAttribute('data-attention', 'true');
    expect(within(card).getByTestId('overview-shipments-value')).toHaveTextContent(text.count(2));
    // No invoicing yet: said in words, not a zero.
    expect(within(card).getByTestId('overview-invoices')).toHaveTextContent(text.invoicesNone);
    expect(within(card).getByTestId('overview-day')).toHaveTextContent('2026-12-01');
    expect(within(card).getByTestId('overview-storefront')).toHaveAttribute('href', '/');
    // Outside the demo there is no simulator to link to.
    expect(within(card).queryByTestId('overview-logistics-back-office')).not.toBeInTheDocument();
    expect(admin.requests.find((request) => request.url.pathname === '/api/admin/overview')).toBeDefined();
  });

  it('in the demo, links the simulator\'s logistics back office in a new tab', async () => {
    start(adminOverview({ links: { storefront: '/', logisticsBackOffice: '/sandbox/ecpay/logistics' } }));
    const link = await screen.findByTestId('overview-logistics-back-office');
    expect(link).toHaveAttribute('href', '/sandbox/ecpay/logistics');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent(text.logisticsBackOffice);
  });

  it('a failed load says so and reloads', async () => {
    let fail = true;
    const { user } = start(() => (fail ? new HttpResponse(null, { status: 500 }) : adminOverview({ toShip: 3 })));
    const error = await screen.findByTestId('overview-error');
    expect(error).toHaveTextContent(text.loadFailed);
    fail = false;
    await user.click(within(error).getByTestId('overview-reload'));
    expect(await screen.findByTestId('overview-to-ship-value')).toHaveTextContent(text.count(3));
  });
});
