import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useAppHarness } from '../../../test-support/app-harness';
import { STAFF_TOKEN } from '../../../test-support/auth-server';
import { attentionItem, fakeStaffPaymentsServer, type FakeStaffPaymentsOptions } from '../../../test-support/staff-payments-server';
import { seedStaffSession, staffBackend } from '../../../test-support/staff-backend';
import { authMessages } from '../auth/auth-messages';

/** Issue #9: money is never silently dropped; a second charge or a wrong amount reaches a person on /admin. */
const { start: render } = useAppHarness({ quietWarnings: true });
const text = authMessages.staff.attention;

beforeEach(() => seedStaffSession());

function start(options: FakeStaffPaymentsOptions = {}) {
  const payments = fakeStaffPaymentsServer({ token: STAFF_TOKEN, ...options });
  return { ...render({ path: '/admin' }, staffBackend({ payments })), payments };
}

describe("staff console: '需要人工處理的付款' (issue #9)", () => {
  it('lists the unresolved payments with order, trade numbers, NT$ amounts and the reason in zh-TW', async () => {
    const { payments } = start({
      items: [
        attentionItem({ attemptId: 41, orderId: 'ORD-12345678', merchantTradeNo: 'ORD12345678R2', providerTradeNo: '2611201234567890' }),
        attentionItem({ attemptId: 42, orderId: 'ORD-22223333', merchantTradeNo: 'ORD22223333R1', providerTradeNo: null, amount: 1600, tradeAmt: 16, reason: 'amount_mismatch' }),
        attentionItem({ attemptId: 40, orderId: 'ORD-99990000', resolvedAt: '2026-11-19T00:00:00.000Z' }),
      ],
    });
    const card = await screen.findByTestId('payments-attention');
    expect(card).toHaveTextContent(text.title);
    const rows = await within(card).findAllByTestId('attention-item');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('ORD-12345678');
    expect(rows[0]).toHaveTextContent('ORD12345678R2');
    expect(rows[0]).toHaveTextContent('2611201234567890');
    expect(rows[0]).toHaveTextContent('NT$2,280');
    expect(rows[0]).toHaveTextContent('重複付款，請退款');
    expect(rows[1]).toHaveTextContent('NT$1,600（實付 NT$16）');
    expect(rows[1]).toHaveTextContent('金額不符');
    expect(card).not.toHaveTextContent('ORD-99990000');
    // Staff routes get the staff token, never a customer's.
    expect(payments.authorizations[0]).toBe(`Bearer ${STAFF_TOKEN}`);
  });

  it('resolve marks the payment handled and takes it off the list', async () => {
    const { user, payments } = start({ items: [attentionItem({ attemptId: 41 })] });
    await user.click(await screen.findByTestId('attention-resolve'));
    expect(await screen.findByText(text.resolved('ORD-12345678'))).toBeInTheDocument();
    expect(payments.items.get(41)?.resolvedAt).not.toBeNull();
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
  });

  it('a failed resolve keeps the row and says so', async () => {
    const { user } = start({ items: [attentionItem()], onResolve: () => HttpResponse.json({ code: 'INTERNAL', message: '' }, { status: 500 }) });
    await user.click(await screen.findByTestId('attention-resolve'));
    expect(await screen.findByText(text.resolveFailed)).toBeInTheDocument();
    expect(screen.getByTestId('attention-item')).toBeInTheDocument();
  });

  it('empty: says nothing needs handling', async () => {
    start();
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
  });

  it('a failed load shows the error, and reload tries again', async () => {
    let fail = true;
    const { user } = start({ items: [attentionItem()], onList: () => (fail ? HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }) : undefined) });
    expect(await screen.findByTestId('attention-error')).toHaveTextContent(text.loadFailed);
    fail = false;
    await user.click(screen.getByTestId('attention-reload'));
    await waitFor(() => expect(screen.getAllByTestId('attention-item')).toHaveLength(1));
  });
});
