/**
 * The return address flags of /checkout (spec 2 §2.6): read once per visit, then removed from the address.
 */
export type ReturnStatus = 'cancelled' | 'timeout';

export interface CheckoutReturn {
  error: string | null;
  storeSelected: boolean;
  mapRef: string | null;
  orderId: string | null;
  retryPayment: boolean;
  status: ReturnStatus | null;
}

const FLAG_KEYS = ['error', 'storeSelected', 'mapRef', 'orderId', 'retryPayment', 'status'] as const;

export function readCheckoutReturn(search: string, state: { retryPayment?: boolean; orderId?: string | null } = {}): CheckoutReturn {
  const params = new URLSearchParams(search);
  const status = params.get('status')?.trim().toLowerCase();
  const orderId = params.get('orderId')?.trim() || state.orderId?.trim() || null;
  return {
    error: params.get('error')?.trim() || null,
    storeSelected: params.get('storeSelected') === 'true',
    mapRef: params.get('mapRef')?.trim() || null,
    orderId,
    retryPayment: params.get('retryPayment') === 'true' || state.retryPayment === true,
    status: status === 'cancelled' || status === 'timeout' ? status : null,
  };
}

export function hasReturnFlags(flags: CheckoutReturn): boolean {
  return Boolean(flags.error || flags.storeSelected || flags.mapRef || flags.orderId || flags.retryPayment || flags.status);
}

/** The search without the flags (other parameters are kept): '' or '?a=b'. */
export function withoutReturnFlags(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of FLAG_KEYS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
