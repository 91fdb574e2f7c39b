import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { InvoiceProblem } from '../../../../application/contracts/invoice-problems';
import { useAppHarness } from '../../../test-support/app-harness';
import { STAFF_TOKEN } from '../../../test-support/auth-server';
import { seedStaffSession, staffBackend } from '../../../test-support/staff-backend';
import { messages } from '../../i18n/contexts/console';

/** Issue 30: the console's page of e-invoices that need a person, with a retry for the failed ones. */
const { start: render } = useAppHarness();
const text = messages.admin.invoiceProblems;

beforeEach(() => seedStaffSession());

const problem = (overrides: Partial<InvoiceProblem> = {}): InvoiceProblem => ({
  orderId: 'ORD-30000001', state: 'ISSUE_FAILED', reason: '5070350 字軌未設定', invoiceNumber: null, issuedAt: null, attempts: 2,
  nextAttemptAt: null, updatedAt: '2026-12-03T02:00:00.000Z', retryable: true, ...overrides,
});

function start(items: InvoiceProblem[]) {
  let listed = items;
  const retries: Array<{ orderId: string; authorization: string | null }> = [];
  const handlers = [
    http.get('*/api/admin/invoices/problems', () => HttpResponse.json({ items: listed })),
    http.post('*/api/admin/invoices/:orderId/retry', ({ params, request }) => {
      const orderId = String(params.orderId);
      retries.push({ orderId, authorization: request.headers.get('Authorization') });
      listed = listed.filter((item) => item.orderId !== orderId);
      return HttpResponse.json(problem({ orderId, state: 'ISSUED', reason: null, invoiceNumber: 'SB10000001', retryable: false }));
    }),
  ];
  return { ...render({ path: '/admin/invoices' }, [...handlers, ...staffBackend()]), retries };
}

describe("staff console: '需要處理的電子發票'", () => {
  it('is linked from the navigation and lists each problem: order, state in words, invoice number, ECPay\'s reason; only failed ones have a retry', async () => {
    start([
      problem(),
      problem({ orderId: 'ORD-30000002', state: 'NEEDS_ALLOWANCE', reason: 'void window closed', invoiceNumber: 'SB10000009', retryable: false }),
    ]);
    expect(await screen.findByTestId('admin-nav-invoices')).toHaveTextContent(messages.admin.nav.invoices);
    const card = await screen.findByTestId('invoice-problems');
    const rows = await within(card).findAllByTestId('invoice-problem-item');
    expect(rows.map((row) => row.dataset.state)).toEqual(['ISSUE_FAILED', 'NEEDS_ALLOWANCE']);
    expect(rows[0]).toHaveTextContent(text.states.ISSUE_FAILED);
    expect(rows[0]).toHaveTextContent('5070350 字軌未設定');
    expect(rows[1]).toHaveTextContent(text.states.NEEDS_ALLOWANCE);
    expect(rows[1]).toHaveTextContent('SB10000009');
    expect(within(rows[0]).getByTestId('invoice-problem-retry')).toBeInTheDocument();
    expect(within(rows[1]).queryByTestId('invoice-problem-retry')).not.toBeInTheDocument();
  });

  it('the retry posts with the staff token, says so, and the list reloads without it', async () => {
    const { retries } = start([problem()]);
    const card = await screen.findByTestId('invoice-problems');
    await userEvent.click(await within(card).findByTestId('invoice-problem-retry'));
    await waitFor(() => expect(retries).toEqual([{ orderId: 'ORD-30000001', authorization: `Bearer ${STAFF_TOKEN}` }]));
    expect(await screen.findByText(text.retried('ORD-30000001'))).toBeInTheDocument();
    expect(await within(card).findByText(text.empty)).toBeInTheDocument();
  });
});
