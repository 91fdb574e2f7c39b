import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { formatMessage } from '../../../../domain/messages';
import { useAppHarness } from '../../../test-support/app-harness';
import { STAFF_TOKEN } from '../../../test-support/auth-server';
import { failedDelivery, fakeOrderEventsServer, type FailedDelivery } from '../../../test-support/order-events-server';
import { seedStaffSession, staffBackend } from '../../../test-support/staff-backend';
import { messages } from '../../i18n/contexts/console';

/** Issue 30: "staff see mails that keep failing": the console's order follow-ups the outbox gave up on, and their retry. */
const { server, start: render } = useAppHarness();
const text = messages.admin.failedFollowUps;

beforeEach(() => seedStaffSession());

function start(items: FailedDelivery[]) {
  const orderEvents = fakeOrderEventsServer(items);
  return { ...render({ path: '/admin/invoices' }, [http.get('*/api/admin/invoices/problems', () => HttpResponse.json({ items: [] })), ...staffBackend({ orderEvents })]), retries: orderEvents.retries };
}

describe("staff console: '訂單後續作業失敗'", () => {
  it('lists each failed follow-up beside the e-invoices: the order linked to its page, what in words, attempts, the last error', async () => {
    const { user, router } = start([
      failedDelivery(),
      failedDelivery({ eventId: 42, orderId: 'ORD-30000002', consumer: 'shipment', type: 'order:placed', attempts: 3, lastError: null }),
      failedDelivery({ eventId: 43, consumer: 'invoice', type: 'status:REFUNDED' }),
    ]);
    const card = await screen.findByTestId('failed-follow-ups');
    expect(card).toHaveTextContent(text.title);
    expect(screen.getByTestId('invoice-problems')).toBeInTheDocument();
    const rows = await within(card).findAllByTestId('failed-follow-up-item');
    expect(rows.map((row) => [row.dataset.eventId, row.dataset.consumer])).toEqual([['41', 'mail'], ['42', 'shipment'], ['43', 'invoice']]);
    expect(rows[0]).toHaveTextContent('訂單通知信');
    expect(rows[0]).toHaveTextContent('付款成功');
    expect(rows[0]).toHaveTextContent('SMTP 550 mailbox unavailable');
    expect(within(rows[0]).getByTestId('failed-follow-up-attempts')).toHaveTextContent(text.attempts(8));
    expect(within(rows[1]).getByTestId('failed-follow-up-attempts')).toHaveTextContent(text.attempts(3));
    expect(rows[1]).toHaveTextContent('物流單');
    expect(rows[1]).toHaveTextContent('訂單成立');
    expect(within(rows[1]).getByTestId('failed-follow-up-error')).toHaveTextContent('—');
    expect(rows[2]).toHaveTextContent('電子發票');
    expect(rows[2]).toHaveTextContent('已退款');
    expect(rows.every((row) => within(row).queryByTestId('failed-follow-up-retry') !== null)).toBe(true);

    await user.click(within(rows[1]).getByTestId('failed-follow-up-order'));
    expect(router.state.location.pathname).toBe('/admin/orders/ORD-30000002');
  });

  it('a consumer or move the console has no words for yet reads as its code', async () => {
    start([failedDelivery({ consumer: 'line-notify', type: 'status:PROCESSING' })]);
    const row = await screen.findByTestId('failed-follow-up-item');
    expect(row).toHaveTextContent('line-notify');
    expect(row).toHaveTextContent('status:PROCESSING');
  });

  it('the retry posts the event and consumer with the staff token, toasts the server\'s words, and the list reloads without it', async () => {
    const { retries } = start([failedDelivery(), failedDelivery({ eventId: 42, consumer: 'invoice' })]);
    const card = await screen.findByTestId('failed-follow-ups');
    const rows = await within(card).findAllByTestId('failed-follow-up-item');
    await userEvent.click(within(rows[1]).getByTestId('failed-follow-up-retry'));
    await waitFor(() => expect(retries).toEqual([{ eventId: '42', consumer: 'invoice', authorization: `Bearer ${STAFF_TOKEN}` }]));
    expect(await screen.findByText(formatMessage('DELIVERY_RETRIED'))).toBeInTheDocument();
    await waitFor(() => expect(within(card).getAllByTestId('failed-follow-up-item').map((row) => row.dataset.eventId)).toEqual(['41']));
  });

  it('a retry of one already settled (409) toasts why and reloads the list', async () => {
    const { retries } = start([failedDelivery()]);
    const card = await screen.findByTestId('failed-follow-ups');
    await within(card).findByTestId('failed-follow-up-item');
    let lists = 0;
    server.use(
      http.get('*/api/admin/order-events/failed', () => {
        lists += 1;
        return HttpResponse.json({ items: [] });
      }),
      http.post('*/api/admin/order-events/:eventId/:consumer/retry', () => HttpResponse.json({ code: 'DELIVERY_NOT_FAILED', message: formatMessage('DELIVERY_NOT_FAILED') }, { status: 409 })),
    );
    await userEvent.click(within(card).getByTestId('failed-follow-up-retry'));
    expect(await screen.findByText(formatMessage('DELIVERY_NOT_FAILED'))).toBeInTheDocument();
    expect(await within(card).findByText(text.empty)).toBeInTheDocument();
    expect(lists).toBe(1);
    expect(retries).toEqual([]);
  });

  it('nothing failed: says so', async () => {
    start([]);
    const card = await screen.findByTestId('failed-follow-ups');
    expect(await within(card).findByText(text.empty)).toBeInTheDocument();
    expect(within(card).queryByTestId('failed-follow-up-item')).not.toBeInTheDocument();
  });
});
