import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ShipmentAttentionItem } from '../src/features/admin/shipments-attention-slice';

/**
 * A fake of the staff-only shipment attention route (issue 12): GET /api/admin/shipments/attention. Only the given
 * staff token is let in (401 otherwise); the Authorization headers it saw are recorded.
 */
export interface FakeStaffShipmentsOptions {
  items?: ShipmentAttentionItem[];
  token?: string;
  onList?: () => Response | undefined;
}

export function shipmentAttentionItem(overrides: Partial<ShipmentAttentionItem> = {}): ShipmentAttentionItem {
  return {
    orderId: 'ORD-12345678',
    reason: 'creation_failed',
    merchantTradeNo: 'ORD12345678L',
    subType: 'UNIMARTC2C',
    status: 'failed',
    shippingStatus: 'pending',
    statusCode: null,
    statusMessage: null,
    lastError: 'LOGISTICS_UNAVAILABLE',
    attempts: 8,
    updatedAt: '2026-11-30T02:00:00.000Z',
    ...overrides,
  };
}

export function fakeStaffShipmentsServer(options: FakeStaffShipmentsOptions = {}) {
  const authorizations: (string | null)[] = [];
  const handlers: HttpHandler[] = [
    http.get('*/api/admin/shipments/attention', ({ request }) => {
      const header = request.headers.get('Authorization');
      authorizations.push(header);
      if (options.token && header !== `Bearer ${options.token}`) return HttpResponse.json({ code: 'UNAUTHORIZED', message: '請先登入' }, { status: 401 });
      return options.onList?.() ?? HttpResponse.json({ items: options.items ?? [] });
    }),
  ];
  return { handlers, authorizations };
}
