/**
 * Delivery and payment methods (spec 2, sections 1, 4 and 9). Delivery is pickup only: home shipping is
 * displayed but disabled. Store payment (store_cod) is only offered for pickup; card works for both.
 */
export const PAYMENT_METHODS = ['store_cod', 'credit_card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DELIVERY_METHODS = ['pickup', 'shipping'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const DEFAULT_DELIVERY_METHOD: DeliveryMethod = 'pickup';
export const FALLBACK_PAYMENT_METHOD: PaymentMethod = 'store_cod';

/** Which delivery methods can be chosen at all today. */
export const ENABLED_DELIVERY_METHODS: readonly DeliveryMethod[] = ['pickup'];

export const PAYMENT_METHODS_BY_DELIVERY: Readonly<Record<DeliveryMethod, readonly PaymentMethod[]>> = {
  pickup: ['store_cod', 'credit_card'],
  shipping: ['credit_card'],
};

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

export function isDeliveryMethod(value: unknown): value is DeliveryMethod {
  return typeof value === 'string' && (DELIVERY_METHODS as readonly string[]).includes(value);
}

/**
 * The methods an order is created with (spec 2, section 4): the delivery method is forced to pickup, and
 * the payment method falls back to store_cod when the chosen one is not valid for that delivery method
 * (including when it is missing or unknown).
 */
export function resolveCheckoutMethods(chosen: { deliveryMethod?: string | null; paymentMethod?: string | null }): {
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
} {
  const deliveryMethod: DeliveryMethod = 'pickup';
  const valid = PAYMENT_METHODS_BY_DELIVERY[deliveryMethod];
  const paymentMethod = isPaymentMethod(chosen.paymentMethod) && valid.includes(chosen.paymentMethod) ? chosen.paymentMethod : FALLBACK_PAYMENT_METHOD;
  return { deliveryMethod, paymentMethod };
}
