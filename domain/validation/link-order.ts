import { collectErrors, fieldError, type FormErrors } from './field-error';

/** Link-order dialog (spec 1, sections 2, 3 and 5). */
export const LINK_ORDER_SOURCES = ['outlet', 'shopee', 'shopify'] as const;
export type LinkOrderSource = (typeof LINK_ORDER_SOURCES)[number];

export interface LinkOrderForm {
  orderId: string;
  orderSource: string;
  phoneNumber: string;
}

/** "Values are trimmed before checking": this is also what gets sent. */
export function normalizeLinkOrderForm(form: LinkOrderForm): LinkOrderForm {
  return { orderId: form.orderId.trim(), orderSource: form.orderSource.trim(), phoneNumber: form.phoneNumber.trim() };
}

export function isLinkOrderSource(value: string): value is LinkOrderSource {
  return (LINK_ORDER_SOURCES as readonly string[]).includes(value);
}

/**
 * Order number required ('please enter order number'), phone required ('please enter phone number').
 * The source check is ours: the dropdown offers three values and the server must refuse anything else.
 */
export function validateLinkOrderForm(form: LinkOrderForm): FormErrors<keyof LinkOrderForm> {
  const trimmed = normalizeLinkOrderForm(form);
  return collectErrors({
    orderId: trimmed.orderId === '' ? fieldError('ORDER_NUMBER_REQUIRED') : undefined,
    orderSource: isLinkOrderSource(trimmed.orderSource) ? undefined : fieldError('ORDER_SOURCE_INVALID'),
    phoneNumber: trimmed.phoneNumber === '' ? fieldError('PHONE_REQUIRED') : undefined,
  });
}
