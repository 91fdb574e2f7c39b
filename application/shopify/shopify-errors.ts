import { ApplicationError, ProviderUnavailableError } from '../errors';

/**
 * The Shopify codes the use cases tell apart (the adapter throws them as ApplicationErrors, application/shopify/
 * shopify-admin.port.ts): UNAVAILABLE (down, throttled past its retries, unreadable answer) and UNAUTHORIZED (the
 * stored token was refused). NOT_CONNECTED is ours: no usable connection to call with.
 */
export const SHOPIFY_UNAVAILABLE = 'SHOPIFY_UNAVAILABLE';
export const SHOPIFY_UNAUTHORIZED = 'SHOPIFY_UNAUTHORIZED';
export const SHOPIFY_NOT_CONNECTED = 'SHOPIFY_NOT_CONNECTED';

export function shopifyCodeOf(error: unknown): typeof SHOPIFY_UNAVAILABLE | typeof SHOPIFY_UNAUTHORIZED | typeof SHOPIFY_NOT_CONNECTED | undefined {
  const code = error instanceof ApplicationError ? error.code : (error as { code?: unknown } | null)?.code;
  return code === SHOPIFY_UNAVAILABLE || code === SHOPIFY_UNAUTHORIZED || code === SHOPIFY_NOT_CONNECTED ? code : undefined;
}

export function shopifyNotConnected(): ProviderUnavailableError {
  return new ProviderUnavailableError(SHOPIFY_NOT_CONNECTED, 'SHOPIFY_NOT_CONNECTED');
}

export function shopifyUnavailable(): ProviderUnavailableError {
  return new ProviderUnavailableError(SHOPIFY_UNAVAILABLE, 'SHOPIFY_UNAVAILABLE');
}
