import type * as t from 'io-ts';
import { PaymentAttentionItem, PaymentAttentionList } from '../../../../application/contracts/payments';
import { apiRequest } from '../../api/client';
import { authMessages } from '../auth/auth-messages';

/**
 * Staff-only payment routes (issue #9): paid attempts the shop cannot settle alone. Sent with the staff token,
 * never the customer's. Shapes: application/contracts/payments.ts.
 */
export type AttentionItem = t.TypeOf<typeof PaymentAttentionItem>;
export type AttentionReason = AttentionItem['reason'];

const text = authMessages.staff.attention;

/** GET /api/admin/payments/attention -> { items }. */
export async function fetchPaymentsAttention(token: string): Promise<AttentionItem[]> {
  const body = await apiRequest('/api/admin/payments/attention', { auth: { token }, defaultMessage: text.loadFailed, decode: PaymentAttentionList });
  return body.items;
}

/** POST /api/admin/payments/attention/{attemptId}/resolve -> the updated item. */
export function postResolveAttention(token: string, attemptId: number): Promise<AttentionItem> {
  return apiRequest(`/api/admin/payments/attention/${encodeURIComponent(String(attemptId))}/resolve`, {
    method: 'POST',
    body: {},
    auth: { token },
    defaultMessage: text.resolveFailed,
    decode: PaymentAttentionItem,
  });
}
