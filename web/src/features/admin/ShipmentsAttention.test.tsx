import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { adminOrderPage, fakeAdminConsoleServer } from '../../../test-support/admin-console-server';
import { useAppHarness } from '../../../test-support/app-harness';
import { STAFF_TOKEN } from '../../../test-support/auth-server';
import { fakeStaffShipmentsServer, shipmentAttentionItem, type FakeStaffShipmentsOptions } from '../../../test-support/staff-shipments-server';
import { seedStaffSession, staffBackend } from '../../../test-support/staff-backend';
import { formatMessage } from '../../domain';
import { messages } from '../../i18n/contexts/console';
import { authMessages } from '../auth/auth-messages';

/** Issue 12: a shipment whose creation keeps failing, or whose store closed, reaches a person on /admin. */
const { start: render } = useAppHarness();
const text = messages.admin.shipmentsAttention;

beforeEach(() => seedStaffSession());

const failedPage = adminOrderPage({
  shipment: {
    ...adminOrderPage().shipment!, status: 'failed', shippingStatus: 'pending', statusCode: null, attempts: 8, lastError: 'LOGISTICS_UNAVAILABLE',
    logisticsId: null, paymentNo: null, validationNo: null, trackingNumber: null, shippedAt: null, events: [],
  },
});

function start(options: FakeStaffShipmentsOptions = {}) {
  const shipments = fakeStaffShipmentsServer({ token: STAFF_TOKEN, ...options });
  const admin = fakeAdminConsoleServer({ token: STAFF_TOKEN, pages: [failedPage] });
  return { ...render({ path: '/admin' }, staffBackend({ shipments, admin })), shipments };
}

describe("staff console: '需要處理的物流單' (issue 12)", () => {
  it('lists each shipment beside the payments card: order, reason, shipping status and what went wrong, in zh-TW', async () => {
    const { shipments } = start({
      items: [
        shipmentAttentionItem({
          orderId: 'ORD-22223333', merchantTradeNo: 'ORD22223333L', reason: 'status_needs_attention', status: 'created', shippingStatus: 'prepared',
          statusCode: 2104, statusMessage: '門市關轉，請重選門市', lastError: null, attempts: 1, updatedAt: '2026-11-30T03:00:00.000Z',
        }),
        shipmentAttentionItem({ orderId: 'ORD-12345678', lastError: 'ECPay refused: ReceiverStoreID is invalid', attempts: 1 }),
      ],
    });
    const overview = await screen.findByTestId('admin-overview');
    expect(within(overview).getByTestId('payments-attention')).toBeInTheDocument();
    const card = within(overview).getByTestId('shipments-attention');
    expect(card).toHaveTextContent(text.title);
    const rows = await within(card).findAllByTestId('shipment-attention-item');
    expect(rows).toHaveLength(2);

    expect(rows[0]).toHaveTextContent('ORD-22223333');
    expect(rows[0]).toHaveTextContent('ORD22223333L');
    expect(rows[0]).toHaveTextContent('物流狀態需處理');
    // The staff words of the order-truth table (the staff order page's), not the buyer's.
    expect(rows[0]).toHaveTextContent(formatMessage('STAFF_SHIPPING_PREPARED'));
    expect(within(rows[0]).getByTestId('shipment-attention-detail')).toHaveTextContent('綠界代碼 2104：門市關轉，請重選門市');
    expect(rows[0]).toHaveTextContent('2026/11/30 11:00');

    expect(rows[1]).toHaveTextContent('物流單建立失敗');
    expect(within(rows[1]).getByTestId('shipment-attention-detail')).toHaveTextContent('ECPay refused: ReceiverStoreID is invalid・已嘗試 1 次');

    // Each row opens its order page, where staff retry.
    for (const [row, orderId] of [[rows[0], 'ORD-22223333'], [rows[1], 'ORD-12345678']] as const) {
      for (const link of within(row).getAllByRole('link')) expect(link).toHaveAttribute('href', `/admin/orders/${orderId}`);
    }
    // A staff route gets the staff token, never a customer's.
    expect(shipments.authorizations[0]).toBe(`Bearer ${STAFF_TOKEN}`);
  });

  it("the order link opens the order page with the shipment's error and the retry action", async () => {
    const { user, router } = start({ items: [shipmentAttentionItem()] });
    await user.click(await screen.findByTestId('shipment-attention-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders/ORD-12345678'));
    expect(await screen.findByTestId('action-ship')).toHaveTextContent(messages.admin.order.actions.retry);
    expect(screen.getByTestId('shipment-last-error')).toHaveTextContent('LOGISTICS_UNAVAILABLE');
  });

  it('empty: says no shipment needs handling', async () => {
    start();
    const card = await screen.findByTestId('shipments-attention');
    expect(await within(card).findByText(text.empty)).toBeInTheDocument();
    expect(within(card).queryByTestId('shipment-attention-item')).not.toBeInTheDocument();
  });

  it('a failed load shows the error, and reload tries again', async () => {
    let fail = true;
    const { user } = start({ items: [shipmentAttentionItem()], onList: () => (fail ? HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }) : undefined) });
    expect(await screen.findByTestId('shipment-attention-error')).toHaveTextContent(text.loadFailed);
    fail = false;
    await user.click(screen.getByTestId('shipment-attention-reload'));
    await waitFor(() => expect(screen.getAllByTestId('shipment-attention-item')).toHaveLength(1));
  });

  it('a network failure says the server cannot be reached', async () => {
    start({ onList: () => HttpResponse.error() });
    expect(await screen.findByTestId('shipment-attention-error')).toHaveTextContent(authMessages.cannotConnect);
  });
});
