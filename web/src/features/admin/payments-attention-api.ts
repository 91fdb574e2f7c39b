import { apiRequest } from '../../api/client';
import { authMessages } from '../auth/auth-messages';

/**
 * Staff-only payment routes (issue #9): paid attempts the shop cannot settle alone. Sent with the staff token,
 * never the customer's.
 */
export type AttentionReason = 'duplicate_payment' | 'amount_mismatch';

export interface AttentionItem {
  attemptId: number;
  orderId: string;
  merchantTradeNo: string;
  providerTradeNo: string | null;
  amount: number;
  tradeAmt: number | null;
  reason: AttentionReason;
  paidAt: string | null;
  recordedAt: string;
  resolvedAt: string | null;
}

const text = authMessages.staff.attention;

/** GET /api/admin/payments/attention -> { items }. */
export async function fetchPaymentsAttention(token: string): Promise<AttentionItem[]> {
  const body = await apiRequest<{ items?: AttentionItem[] }>('/api/admin/payments/attention', { auth: { token }, defaultMessage: text.loadFailed });
  return Array.isArray(body?.items) ? body.items : [];
}

/** POST /api/admin/payments/attention/{attemptId}/resolve -> the updated item. */
export function postResolveAttention(token: string, attemptId: number): Promise<AttentionItem> {
  return apiRequest<AttentionItem>(`/api/admin/payments/attention/${encodeURIComponent(String(attemptId))}/resolve`, {
    method: 'POST',
    body: {},
    auth: { token },
    defaultMessage: text.resolveFailed,
  });
}
