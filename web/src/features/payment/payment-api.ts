import { apiRequest } from '../../api/client';
import type { LogisticsSubType, PaymentMethod } from '../../domain';
import { messages } from '../../i18n/messages';
import { ORDER_TOKEN_HEADER } from '../orders/order-api';
import { orderTokenFor } from './order-tokens';

/** The payment calls of spec 2 §7 (ECPay card payment, retry, restore). Sagas call these; components never do. */
const enc = encodeURIComponent;

export interface PreparedPayment {
  success: boolean;
  message?: string;
  paymentUrl: string;
  formData: Record<string, string>;
  merchantTradeNo?: string;
}

/** POST /api/ecpay/{orderId}/prepare-payment -> { success, message, paymentUrl, formData, merchantTradeNo }; 409 ORDER_NOT_PAYABLE. */
export function postPreparePayment(orderId: string, defaultMessage: string = messages.payment.retryFailed): Promise<PreparedPayment> {
  return apiRequest<PreparedPayment>(`/api/ecpay/${enc(orderId)}/prepare-payment`, { method: 'POST', body: {}, defaultMessage });
}

export interface StoreData {
  storeId: string;
  storeName: string;
  storeAddress: string;
  logisticsSubType: LogisticsSubType;
}

export interface EcpayCreateItem {
  id: number | string;
  itemId: number | string;
  title: string;
  price: number;
  discountPrice: number;
  quantity: number;
  sku: string;
  variantId: number | string | null;
  itemType: string;
}

export interface EcpayCreateRequest {
  orderId: string;
  customerName: string;
  customerPhone: string;
  totalAmount: number;
  items: EcpayCreateItem[];
  deliveryMethod: 'pickup';
  paymentMethod: PaymentMethod;
  status: string;
  storeData: StoreData;
}

/** POST /api/ecpay/create: the idempotent confirmation after checkout; a failure is not fatal (the caller logs it). */
export function postEcpayCreate(request: EcpayCreateRequest): Promise<{ success?: boolean; message?: string }> {
  return apiRequest('/api/ecpay/create', {
    method: 'POST', body: request, defaultMessage: messages.checkoutForm.checkoutFailed, background: true, headers: orderTokenHeader(request.orderId),
  });
}

export interface CanRetryAnswer {
  canRetry: boolean;
  reason?: string | null;
  code?: string | null;
}

/** GET /api/cart/can-retry/{orderId} -> { canRetry, reason, code }. */
export function fetchCanRetry(orderId: string): Promise<CanRetryAnswer> {
  return apiRequest<CanRetryAnswer>(`/api/cart/can-retry/${enc(orderId)}`, { defaultMessage: messages.payment.retryFailed });
}

export interface RestoreAnswer {
  success?: boolean;
  message?: string;
  restoredCount?: number;
  skippedCount?: number;
}

/** POST /api/cart/restore-from-order/{orderId} { phone } -> { success, message, restoredCount, skippedCount }. */
export function postRestoreFromOrder(orderId: string, phone: string): Promise<RestoreAnswer> {
  return apiRequest<RestoreAnswer>(`/api/cart/restore-from-order/${enc(orderId)}`, {
    method: 'POST',
    body: { phone },
    defaultMessage: messages.checkoutForm.restoreFailed,
    headers: orderTokenHeader(orderId),
  });
}

/**
 * The buyer's order token, when this browser holds it: it proves the order on its own, so a buyer is never
 * caught by the server's limit on failed phone proofs of that order (docs/security.md).
 */
function orderTokenHeader(orderId: string): Record<string, string> | undefined {
  const token = orderTokenFor(orderId);
  return token === null ? undefined : { [ORDER_TOKEN_HEADER]: token };
}
