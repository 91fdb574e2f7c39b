/**
 * Where ECPay posts a shipment's status notifications (ServerReplyURL of /Express/Create; research 8.1 says
 * it must differ from the store map's reply URL). Built from PUBLIC_BASE_URL once the server listens.
 */
export interface ShipmentCallbackUrls {
  /** POST /api/ecpay/logistics/status-notify. */
  statusNotifyUrl(): string;
}

export const SHIPMENT_CALLBACK_URLS = Symbol.for('ShipmentCallbackUrls');

export const STATUS_NOTIFY_PATH = '/api/ecpay/logistics/status-notify';

export function shipmentCallbackUrlsAt(publicBaseUrl: string): ShipmentCallbackUrls {
  const base = publicBaseUrl.replace(/\/+$/, '');
  return { statusNotifyUrl: () => `${base}${STATUS_NOTIFY_PATH}` };
}
