import type { Context } from 'koa';
import { parseFormBody } from '../../adapters/ecpay/form-encoding';
import { readBytes } from './body-bytes';

/** ECPay's notifications and result forms are a few hundred bytes; anything near this is not ECPay. */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

/**
 * The fields of an application/x-www-form-urlencoded body (ECPay's server-to-server notifications, the
 * browser's result form), read from the raw request: the JSON middleware leaves these bodies alone. Another
 * content type reads as no fields (and then fails verification). Above the limit: 413 PAYLOAD_TOO_LARGE, and the
 * connection is closed (closeUnreadBodies).
 */
export async function readFormFields(ctx: Context, maxBytes: number = MAX_FORM_BODY_BYTES): Promise<Record<string, string>> {
  if (!ctx.is('application/x-www-form-urlencoded')) return {};
  return parseFormBody((await readBytes(ctx.req, maxBytes)).toString('utf8'));
}
