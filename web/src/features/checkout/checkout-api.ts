import type * as t from 'io-ts';
import { CheckoutResponse } from '../../../../application/contracts/checkout';
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

/** The contract's CheckoutResponse (application/contracts/checkout.ts). */
export type CheckoutAnswer = t.TypeOf<typeof CheckoutResponse>;

/** -> 201 { success, orderId, status, totalAmount, accessToken }; 409 CART_EMPTY / CART_HAS_EXPIRED_ITEMS, 400 fields. */
export function postCheckout(request: CheckoutRequest): Promise<CheckoutAnswer> {
  return apiRequest('/api/cart/checkout', {
    method: 'POST', body: request, defaultMessage: messages.checkoutForm.checkoutFailed, timeoutMs: 20_000, decode: CheckoutResponse,
  });
}
