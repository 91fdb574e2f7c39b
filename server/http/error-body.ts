import type { FieldErrors } from '../../application/errors';

/** The one error shape of the API (design section 2): `message` is zh-TW text a shopper can read. */
export interface ErrorBody {
  code: string;
  message: string;
  fields?: FieldErrors;
}

export const INTERNAL_ERROR: ErrorBody = { code: 'INTERNAL_ERROR', message: '系統發生錯誤，請稍後再試。' };
/**
 * 503 while the database cannot be reached or does not answer in time: the spec's wording for a failed
 * connection ("Unable to connect to the server ... try again later"), with Retry-After on the response.
 */
export const SERVICE_UNAVAILABLE: ErrorBody = { code: 'SERVICE_UNAVAILABLE', message: '目前無法連線到伺服器，請稍後再試。' };
export const API_NOT_FOUND: ErrorBody = { code: 'NOT_FOUND', message: '找不到這個 API 路徑。' };
export const METHOD_NOT_ALLOWED: ErrorBody = { code: 'METHOD_NOT_ALLOWED', message: '這個 API 路徑不支援此請求方法。' };
export const VALIDATION_FAILED = { code: 'VALIDATION_FAILED', message: '請求內容有誤' } as const;
export const MALFORMED_JSON: ErrorBody = { code: 'MALFORMED_JSON', message: '請求內容不是有效的 JSON 格式。' };
