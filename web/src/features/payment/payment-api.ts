import type * as t from 'io-ts';
import { CanRetryResponse, RestoreResponse } from '../../../../application/contracts/checkout';
import { PreparePaymentResponse } from '../../../../application/contracts/payments';
import { SuccessMessage } from '../../../../application/contracts/shared';
import { apiRequest } from '../../api/client';
import type { LogisticsSubType, PaymentMethod } from '../../domain';
import { messages } from '../../i18n/messages';
import { orderTokenHeader } from '../orders/order-api';

/** The payment calls of spec 2 §7 (ECPay card payment, retry, restore). Sagas call these; components never do. */
const enc = encodeURIComponent;

export type PreparedPayment = t.TypeOf<typeof PreparePaymentResponse>;

/** POST /api/ecpay/{orderId}/prepare-payment -> { success, message, paymentUrl, formData, merchantTradeNo }; 409 ORDER_NOT_PAYABLE. */
export function postPreparePayment(orderId: string, defaultMessage: string = messages.payment.retryFailed): Promise<PreparedPayment> {
  return apiRequest(`/api/ecpay/${enc(orderId)}/prepare-payment`, { method: 'POST', body: {}, defaultMessage, decode: PreparePaymentResponse });
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
export function postEcpayCreate(request: EcpayCreateRequest): Promise<t.TypeOf<typeof SuccessMessage>> {
  return apiRequest('/api/ecpay/create', {
    method: 'POST', body: request, defaultMessage: messages.checkoutForm.checkoutFailed, background: true, headers: orderTokenHeader(request.orderId),
    decode: SuccessMessage,
  });
}

export type CanRetryAnswer = t.TypeOf<typeof CanRetryResponse>;

/** GET /api/cart/can-retry/{orderId} -> { canRetry, reason, code }. */
export function fetchCanRetry(orderId: string): Promise<CanRetryAnswer> {
  return apiRequest(`/api/cart/can-retry/${enc(orderId)}`, { headers: orderTokenHeader(orderId), defaultMessage: messages.payment.retryFailed, decode: CanRetryResponse });
}

export type RestoreAnswer = t.TypeOf<typeof RestoreResponse>;

/** POST /api/cart/restore-from-order/{orderId} { phone } -> { success, message, restoredCount, skippedCount }. */
export function postRestoreFromOrder(orderId: string, phone: string): Promise<RestoreAnswer> {
  return apiRequest(`/api/cart/restore-from-order/${enc(orderId)}`, {
    method: 'POST',
    decode: RestoreResponse,
    body: { phone },
    defaultMessage: messages.checkoutForm.restoreFailed,
    headers: orderTokenHeader(orderId),
  });
}
