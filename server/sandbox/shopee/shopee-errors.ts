import { randomBytes } from 'node:crypto';

/**
 * Shopee's error answers: `{ error, message, request_id }` (plus `response` where Shopee adds one), HTTP 200
 * like Shopee's documented examples (research/platforms.md A4: the status of error answers is unverified,
 * one public test quotes "error_param (HTTP 200)"; clients must branch on `error`). The error names and
 * messages are Shopee's own, from the API reference's error lists ([S4]); where Shopee names only the error,
 * the "detail" text is the simulator's.
 */
export interface ShopeeError {
  error: string;
  message: string;
}

const e = (error: string, message: string): ShopeeError => ({ error, message });

export const ERRORS = {
  noPartnerId: e('error_param', 'There is no partner_id in query.'),
  invalidPartnerId: e('error_param', 'Invalid partner_id.'),
  noTimestamp: e('error_param', 'no timestamp'),
  invalidTimestamp: e('error_param', 'Invalid timestamp'),
  expiredTimestamp: e('error_param', 'Timestamp is expired.'),
  noSign: e('error_param', 'There is no sign in query.'),
  wrongSign: e('error_sign', 'Wrong sign.'),
  noAccessToken: e('error_param', 'There is no access_token in query.'),
  invalidAccessToken: e('error_auth', 'Invalid access_token.'),
  invalidShopId: e('error_param', 'Wrong parameters, detail: shop_id is invalid.'),
  /** An unknown code (documented example: error_auth "Invalid code"). */
  invalidCode: e('error_auth', 'Invalid code'),
  /** A code that was issued but is used, expired or for another shop (documented: invalid_code). */
  usedCode: e('invalid_code', 'The code is expired or used or invalid'),
  invalidRefreshToken: e('error_auth', 'Invalid refresh_token.'),
  refreshTokenExpired: e('refresh_token_expired', 'The refresh_token is expired.'),
  rateLimit: e('error_rate_limit', 'Too many requests, please try again later.'),
  updateTimeRange: e('error_update_time_range', 'Update_time_to should be later than update_time_from.'),
  itemStatus: e('error_param_item_status', 'Item status error.'),
  itemNotFound: e('error_item_not_found', 'Item_id is not found.'),
  invalidLanguage: e('error_invalid_language', 'Invalid language.'),
  orderNotFound: e('error_not_found', 'Wrong parameters, detail: the order is not found.'),
  apiNotFound: e('error_not_found', 'Wrong path, this api is not found.'),
  param: (detail: string) => e('error_param', `Wrong parameters, detail: ${detail}.`),
} as const;

/** Shopee's request_id: 32 hex characters, on every answer. */
export function requestId(): string {
  return randomBytes(16).toString('hex');
}

export function errorBody(error: ShopeeError, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { request_id: requestId(), error: error.error, message: error.message, ...extra };
}
