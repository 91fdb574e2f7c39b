import type { Context } from 'koa';
import { readBytes } from '../../http/body-bytes';

/** An e-invoice envelope is a few kilobytes (999 items at most); anything near this is not a shop's request. */
const MAX_EINVOICE_BODY_BYTES = 512 * 1024;

/**
 * The JSON envelope of an e-invoice call: already parsed when the shop's JSON middleware ran before the
 * simulator, read from the raw request otherwise. Undefined when it is not a JSON object.
 */
export async function readJsonBody(ctx: Context): Promise<Record<string, unknown> | undefined> {
  const parsed = (ctx.request as { body?: unknown }).body;
  let value: unknown = parsed;
  if (parsed === undefined) {
    try {
      value = JSON.parse((await readBytes(ctx.req, MAX_EINVOICE_BODY_BYTES)).toString('utf8'));
    } catch {
      return undefined;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
