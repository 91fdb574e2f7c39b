import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useAppHarness } from '../../../test-support/app-harness';
import { STAFF_TOKEN } from '../../../test-support/auth-server';
import { seedStaffSession, staffBackend } from '../../../test-support/staff-backend';
import { fakeProviderRejectionsServer, providerRejection, type FakeProviderRejectionsOptions } from '../../../test-support/staff-shipments-server';
import { messages } from '../../i18n/contexts/console';
import { authMessages } from '../auth/auth-messages';

/** The console's card of signed provider messages the shop refused for their content. */
const { start: render } = useAppHarness();
const text = messages.admin.providerRejections;

beforeEach(() => seedStaffSession());

function start(options: FakeProviderRejectionsOptions = {}) {
  const rejections = fakeProviderRejectionsServer({ token: STAFF_TOKEN, ...options });
  return { ...render({ path: '/admin' }, staffBackend({ rejections })), rejections };
}

describe("staff console: '未採用的金流／物流通知'", () => {
  it('lists each refusal below the shipments card, in the server order: time, provider and kind, reason, detail, trade number', async () => {
    const { rejections } = start({
      items: [
        providerRejection({
          messageKind: 'logistics_status', reason: 'SHIPMENT_NOT_FOUND', detail: 'no shipment for AllPayLogisticsID 1234567',
          merchantTradeNo: 'ORD99990000L', receivedAt: '2026-11-30T03:05:00.000Z',
        }),
        providerRejection(),
      ],
    });
    const overview = await screen.findByTestId('admin-overview');
    const cards = within(overview).getAllByTestId(/^(payments-attention|shipments-attention|provider-rejections)$/);
    expect(cards.map((card) => card.dataset.testid)).toEqual(['payments-attention', 'shipments-attention', 'provider-rejections']);
    const card = within(overview).getByTestId('provider-rejections');
    expect(card).toHaveTextContent(text.title);
    const rows = await within(card).findAllByTestId('provider-rejection-item');
    expect(rows).toHaveLength(2);

    // Intl may put a no-break space between date and time: compared as one plain space.
    const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\s+/gu, ' '));
    // Issue 28: the provider, the kind and the reason in words, not ecpay / logistics_status / SHIPMENT_NOT_FOUND.
    const l = messages.admin.labels;
    expect(cellsOf(rows[0])).toEqual([
      '2026/11/30 11:05', `${l.providers.ecpay}${l.messageKinds.logistics_status}`, l.rejectionReasons.SHIPMENT_NOT_FOUND, 'no shipment for AllPayLogisticsID 1234567', 'ORD99990000L',
    ]);
    expect(cellsOf(rows[1])).toEqual([
      '2026/11/30 10:00', `${l.providers.ecpay}${l.messageKinds.payment_notification}`, l.rejectionReasons.NOTIFICATION_MALFORMED, 'TradeAmt is not a number', 'ORD12345678A1',
    ]);
    // A staff route gets the staff token, never a customer's.
    expect(rejections.authorizations[0]).toBe(`Bearer ${STAFF_TOKEN}`);
  });

  it('empty: says no message was refused', async () => {
    start();
    const card = await screen.findByTestId('provider-rejections');
    expect(await within(card).findByText(text.empty)).toBeInTheDocument();
    expect(within(card).queryByTestId('provider-rejection-item')).not.toBeInTheDocument();
  });

  it('a failed load shows the error, and reload tries again', async () => {
    let fail = true;
    const { user } = start({ items: [providerRejection()], onList: () => (fail ? HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }) : undefined) });
    expect(await screen.findByTestId('provider-rejection-error')).toHaveTextContent(text.loadFailed);
    fail = false;
    await user.click(screen.getByTestId('provider-rejection-reload'));
    await waitFor(() => expect(screen.getAllByTestId('provider-rejection-item')).toHaveLength(1));
  });

  it('a network failure says the server cannot be reached', async () => {
    start({ onList: () => HttpResponse.error() });
    expect(await screen.findByTestId('provider-rejection-error')).toHaveTextContent(authMessages.cannotConnect);
  });
});
