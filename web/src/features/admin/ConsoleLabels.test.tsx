import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { adminOrderPage, fakeAdminConsoleServer } from '../../../test-support/admin-console-server';
import { useAppHarness } from '../../../test-support/app-harness';
import { STAFF_TOKEN } from '../../../test-support/auth-server';
import { seedStaffSession, staffBackend } from '../../../test-support/staff-backend';
import { messages } from '../../i18n/contexts/console';

/** Issue 28: the staff order page reads words where it showed the codes the server stores. */
const { start: render } = useAppHarness();
const l = messages.admin.labels;

beforeEach(() => seedStaffSession());

const page = adminOrderPage({
  history: [
    { fromStatus: null, toStatus: 'PENDING_PAYMENT', reason: 'checkout', at: '2026-11-29T02:00:00.000Z' },
    { fromStatus: 'PENDING_PAYMENT', toStatus: 'PAID', reason: 'ecpay notification RtnCode=1 (ORD12345678R1)', at: '2026-11-29T02:03:01.000Z' },
    { fromStatus: 'PAID', toStatus: 'PROCESSING', reason: 'ecpay logistics order created', at: '2026-11-29T02:10:00.000Z' },
  ],
});
page.payments = [
  { ...page.payments[0], status: 'paid' },
  { ...page.payments[1], status: 'superseded', rtnCode: null, rtnMsg: null, attention: null, paidAt: null },
];

function start() {
  const admin = fakeAdminConsoleServer({ token: STAFF_TOKEN, pages: [page] });
  return render({ path: '/admin/orders/ORD-12345678' }, staffBackend({ admin }));
}

describe('staff order page: labels, not codes', () => {
  it('names each payment attempt\'s result and ECPay\'s answer in words', async () => {
    start();
    const rows = await screen.findAllByTestId('admin-order-payment');
    expect(within(rows[0]).getByTestId('admin-order-payment-status')).toHaveTextContent(l.attemptStatuses.paid);
    expect(within(rows[0]).getByTestId('admin-order-payment-code')).toHaveTextContent(messages.admin.shipmentsAttention.statusCode(1, '交易成功'));
    expect(within(rows[1]).getByTestId('admin-order-payment-status')).toHaveTextContent(l.attemptStatuses.superseded);
    for (const row of rows) expect(row.textContent).not.toMatch(/\bpaid\b|superseded/);
  });

  it('says how the shipment was created and where each step came from', async () => {
    start();
    expect(await screen.findByTestId('shipment-job')).toHaveTextContent(l.shipmentJob.created);
    const sources = screen.getAllByTestId('shipment-event-source').map((cell) => cell.textContent);
    expect(sources).toEqual([l.eventSources.create, l.eventSources.notification]);
  });

  it('reads the status history\'s reasons as words: no RtnCode=1', async () => {
    start();
    await screen.findByTestId('admin-order-history');
    const reasons = screen.getAllByTestId('admin-order-history-reason').map((cell) => cell.textContent);
    expect(reasons).toEqual([l.statusReasons.checkout, l.statusReasons.provider_paid('ORD12345678R1'), l.statusReasons.shipment_created]);
    expect(screen.getByTestId('admin-order-history')).not.toHaveTextContent('RtnCode');
  });
});
