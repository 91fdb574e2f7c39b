import type { Context } from 'koa';
import { parseFormBody } from '../../adapters/ecpay/form-encoding';

/** ECPay's notifications and result forms are a few hundred bytes; anything near this is not ECPay. */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

/**
 * The fields of an application/x-www-form-urlencoded body (ECPay's server-to-server notifications, the
 * browser's result form), read from the raw request: the JSON middleware leaves these bodies alone. Another
 * content type reads as no fields (and then fails verification). Above the limit: 413 PAYLOAD_TOO_LARGE.
 */
export async function readFormFields(ctx: Context, maxBytes: number = MAX_FORM_BODY_BYTES): Promise<Record<string, string>> {
  if (!ctx.is('application/x-www-form-urlencoded')) return {};
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > maxBytes) ctx.throw(413, 'form body too large');
    chunks.push(buffer);
  }
  return parseFormBody(Buffer.concat(chunks).toString('utf8'));
}
