import { apiRequest } from '../../api/client';
import type { PaymentMethod } from '../../domain';
import { messages } from '../../i18n/messages';
import type { StoreData } from '../payment/payment-api';

/** POST /api/cart/checkout (docs/api.md 'Checkout and orders'). */
export interface CheckoutRequest {
  name: string;
  phone: string;
  orderRef: string;
  items: { id: number | string; itemId: number | string; variantId: number | string | null; quantity: number }[];
  deliveryMethod: 'pickup';
  paymentMethod: PaymentMethod;
  storeData: StoreData;
}

export interface CheckoutAnswer {
  success: boolean;
  orderId: string;
  status: string;
  totalAmount: number;
  paymentMethod?: PaymentMethod;
  accessToken?: string;
  message?: string;
}

/** -> 201 { success, orderId, status, totalAmount, accessToken }; 409 CART_EMPTY / CART_HAS_EXPIRED_ITEMS, 400 fields. */
export function postCheckout(request: CheckoutRequest): Promise<CheckoutAnswer> {
  return apiRequest<CheckoutAnswer>('/api/cart/checkout', { method: 'POST', body: request, defaultMessage: messages.checkoutForm.checkoutFailed, timeoutMs: 20_000 });
}
