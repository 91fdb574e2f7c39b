import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AttentionItem } from '../src/features/admin/payments-attention-slice';

/**
 * A fake of the staff-only payment routes (issue #9): GET /api/admin/payments/attention and
 * POST /api/admin/payments/attention/{attemptId}/resolve. Only the given staff token is let in (401 otherwise).
 */
export interface FakeStaffPaymentsOptions {
  items?: AttentionItem[];
  token?: string;
  onList?: () => Response | undefined;
  onResolve?: (attemptId: number) => Response | undefined;
}

export function attentionItem(overrides: Partial<AttentionItem> = {}): AttentionItem {
  return {
    attemptId: 41,
    orderId: 'ORD-12345678',
    merchantTradeNo: 'ORD12345678R2',
    providerTradeNo: '2611201234567890',
    amount: 2280,
    tradeAmt: 2280,
    reason: 'duplicate_payment',
    paidAt: '2026-11-20T04:05:00.000Z',
    recordedAt: '2026-11-20T04:05:01.000Z',
    resolvedAt: null,
    ...overrides,
  };
}

export function fakeStaffPaymentsServer(options: FakeStaffPaymentsOptions = {}) {
  const items = new Map((options.items ?? []).map((item) => [item.attemptId, item]));
  const authorizations: (string | null)[] = [];
  const allowed = (request: Request) => {
    const header = request.headers.get('Authorization');
    authorizations.push(header);
    return !options.token || header === `Bearer ${options.token}`;
  };
  const unauthorized = () => HttpResponse.json({ code: 'UNAUTHORIZED', message: '請先登入' }, { status: 401 });
  const handlers: HttpHandler[] = [
    http.get('*/api/admin/payments/attention', ({ request }) => {
      if (!allowed(request)) return unauthorized();
      return options.onList?.() ?? HttpResponse.json({ items: [...items.values()] });
    }),
    http.post('*/api/admin/payments/attention/:attemptId/resolve', ({ request, params }) => {
      if (!allowed(request)) return unauthorized();
      const attemptId = Number(params.attemptId);
      const custom = options.onResolve?.(attemptId);
      if (custom) return custom;
      const item = items.get(attemptId);
      if (!item) return HttpResponse.json({ code: 'NOT_FOUND', message: '找不到這筆付款' }, { status: 404 });
      const resolved = { ...item, resolvedAt: '2026-11-20T05:00:00.000Z' };
      items.set(attemptId, resolved);
      return HttpResponse.json(resolved);
    }),
  ];
  return { handlers, items, authorizations };
}
