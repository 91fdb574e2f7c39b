import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AdminProviderRejectionList, AdminShipmentAttentionList } from '../../application/contracts/admin';

type ShipmentAttentionItem = AdminShipmentAttentionList['items'][number];
type ProviderRejection = AdminProviderRejectionList['items'][number];

/**
 * Fakes of the console's staff-only read-only lists: GET /api/admin/shipments/attention (issue 12) and
 * GET /api/admin/provider-rejections. Only the given staff token is let in (401 otherwise); the Authorization
 * headers each saw are recorded.
 */
export interface FakeStaffListOptions<I> {
  items?: I[];
  token?: string;
  onList?: () => Response | undefined;
}

export type FakeStaffShipmentsOptions = FakeStaffListOptions<ShipmentAttentionItem>;
export type FakeProviderRejectionsOptions = FakeStaffListOptions<ProviderRejection>;

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

export function providerRejection(overrides: Partial<ProviderRejection> = {}): ProviderRejection {
  return {
    provider: 'ecpay',
    messageKind: 'payment_notification',
    reason: 'NOTIFICATION_MALFORMED',
    detail: 'TradeAmt is not a number',
    merchantTradeNo: 'ORD12345678A1',
    receivedAt: '2026-11-30T02:00:00.000Z',
    ...overrides,
  };
}

function fakeStaffList<I>(path: string, options: FakeStaffListOptions<I>) {
  const authorizations: (string | null)[] = [];
  const handlers: HttpHandler[] = [
    http.get(`*${path}`, ({ request }) => {
      const header = request.headers.get('Authorization');
      authorizations.push(header);
      if (options.token && header !== `Bearer ${options.token}`) return HttpResponse.json({ code: 'UNAUTHORIZED', message: '請先登入' }, { status: 401 });
      return options.onList?.() ?? HttpResponse.json({ items: options.items ?? [] });
    }),
  ];
  return { handlers, authorizations };
}

export function fakeStaffShipmentsServer(options: FakeStaffShipmentsOptions = {}) {
  return fakeStaffList('/api/admin/shipments/attention', options);
}

export function fakeProviderRejectionsServer(options: FakeProviderRejectionsOptions = {}) {
  return fakeStaffList('/api/admin/provider-rejections', options);
}
