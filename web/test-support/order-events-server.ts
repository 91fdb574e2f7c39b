import { http, HttpResponse, type HttpHandler } from 'msw';
import type { orderEventEndpoints } from '../../application/contracts/order-events';
import { formatMessage } from '../../domain/messages';
import type { StaffListItem } from '../src/features/admin/staff-list';
import { STAFF_TOKEN } from './auth-server';

export type FailedDelivery = StaffListItem<typeof orderEventEndpoints.listFailedDeliveries>;

export function failedDelivery(overrides: Partial<FailedDelivery> = {}): FailedDelivery {
  return {
    eventId: 41, orderId: 'ORD-30000001', consumer: 'mail', type: 'status:PAID', attempts: 8,
    lastError: 'SMTP 550 mailbox unavailable', updatedAt: '2026-12-03T02:00:00.000Z', ...overrides,
  };
}

/**
 * A fake of the console's failed order follow-ups (issue 30): GET /api/admin/order-events/failed and the retry, which
 * takes the delivery off the list as the server does (it is due again), or 409 DELIVERY_NOT_FAILED when it is not
 * listed. Only the staff token is let in (401 otherwise); every retry is recorded with its Authorization header.
 */
export function fakeOrderEventsServer(items: FailedDelivery[] = [], token = STAFF_TOKEN) {
  let listed = [...items];
  const retries: Array<{ eventId: string; consumer: string; authorization: string | null }> = [];
  const unauthorized = () => HttpResponse.json({ code: 'UNAUTHORIZED', message: '請先登入' }, { status: 401 });
  const handlers: HttpHandler[] = [
    http.get('*/api/admin/order-events/failed', ({ request }) =>
      request.headers.get('Authorization') === `Bearer ${token}` ? HttpResponse.json({ items: listed }) : unauthorized()),
    http.post('*/api/admin/order-events/:eventId/:consumer/retry', ({ params, request }) => {
      const authorization = request.headers.get('Authorization');
      if (authorization !== `Bearer ${token}`) return unauthorized();
      const eventId = String(params.eventId);
      const consumer = String(params.consumer);
      retries.push({ eventId, consumer, authorization });
      const found = listed.some((item) => String(item.eventId) === eventId && item.consumer === consumer);
      if (!found) return HttpResponse.json({ code: 'DELIVERY_NOT_FAILED', message: formatMessage('DELIVERY_NOT_FAILED') }, { status: 409 });
      listed = listed.filter((item) => !(String(item.eventId) === eventId && item.consumer === consumer));
      return HttpResponse.json({ success: true, message: formatMessage('DELIVERY_RETRIED') });
    }),
  ];
  return { handlers, retries };
}
