import { paymentStateFromQuery, paymentStateFromRtnCode, type PaymentQueryState } from '../../domain';

/**
 * The address flags the confirmation page reads on arrival (spec 2 §2.5): payment=success|failed|cancelled|
 * timeout, and the provider's RtnCode (1 = success, anything else failed) with MerchantTradeNo. Our own
 * payment flag wins over the provider's code when both are present.
 *
 * payment=back (issue #9) is where ECPay's 'back to shop' link lands (GET payment-back answers 303 here and
 * changes nothing): the shopper left the card page without paying, the order still awaits payment. It is no
 * payment state, so it only sets returnedWithoutPaying.
 *
 * link (issue 30) is the signed token of the link in the order's mails: the page keeps it as the order's proof
 * and takes it out of the address bar, so it is not left in the history or shared with a copied address.
 */
export const RETURN_PARAM_NAMES = ['payment', 'RtnCode', 'MerchantTradeNo', 'link'] as const;

export interface ReturnParams {
  returnState: PaymentQueryState | null;
  providerTradeNo: string | null;
  returnedWithoutPaying: boolean;
  /** The mailed link's token, or null. */
  link: string | null;
}

export function readReturnParams(search: string): ReturnParams {
  const params = new URLSearchParams(search);
  return {
    returnState: paymentStateFromQuery(params.get('payment')) ?? paymentStateFromRtnCode(params.get('RtnCode')),
    providerTradeNo: params.get('MerchantTradeNo')?.trim() || null,
    returnedWithoutPaying: params.get('payment')?.trim().toLowerCase() === 'back',
    link: params.get('link')?.trim() || null,
  };
}

/** The search string without the return flags ('' when nothing else is left), or null when there were none. */
export function searchWithoutReturnParams(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!RETURN_PARAM_NAMES.some((name) => params.has(name))) return null;
  for (const name of RETURN_PARAM_NAMES) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
