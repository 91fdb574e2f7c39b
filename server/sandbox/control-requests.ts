import type { Context } from 'koa';
import { isRecord, MALFORMED, readJson } from './shopee/request-input';

/**
 * The simulators' control routes (shopee/ and shopify/control-routes.ts) answer and read alike: JSON answers
 * never cached, and POST bodies that must be application/json, so a page on another site cannot flip a switch
 * with a plain form post (a JSON post from another origin needs a CORS preflight nobody answers).
 */
export function controlAnswer(ctx: Context, status: number, body: Record<string, unknown>): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

export function controlBadRequest(ctx: Context, message: string): void {
  controlAnswer(ctx, 400, { error: 'bad_request', message });
}

/** The JSON object body of a control POST ({} when empty), or undefined after answering the refusal. */
export async function controlBody(ctx: Context): Promise<Record<string, unknown> | undefined> {
  if (!ctx.is('application/json')) {
    controlAnswer(ctx, 415, { error: 'unsupported_media_type', message: 'Control requests must be application/json' });
    return undefined;
  }
  const value = await readJson(ctx);
  if (value === undefined) return {};
  if (value === MALFORMED || !isRecord(value)) {
    controlBadRequest(ctx, 'The body must be a JSON object');
    return undefined;
  }
  return value;
}
