import type * as t from 'io-ts';
import type { Context } from 'koa';
import type { NotificationAnswer } from '../../application/payments/payment-gateway.port';

/** Under jest (and whenever CONTRACT_CHECK=true) every answer is checked against its codec before it is sent. */
const CHECK = process.env.NODE_ENV === 'test' || process.env.CONTRACT_CHECK === 'true';

/** How an answer goes out besides its body: a status other than 200, and its Cache-Control. */
export interface RespondOptions {
  status?: number;
  cache?: 'no-store' | 'no-cache';
}

/** The options of the answers that carry personal or changing data (most of the API). */
export const NO_STORE: Readonly<RespondOptions> = Object.freeze({ cache: 'no-store' });

/**
 * Sends `value` as the JSON body through its contract codec (application/contracts/): the type says what a
 * use case's output must be mapped to, encode() gives the wire form, and in tests is() refuses a value the
 * codec would not describe (a 500 the contract tests see at once). A failure thrown here or later clears the
 * headers set (error-mapping.ts), so the options only describe the answer that is sent.
 */
export function respond<C extends t.Mixed>(ctx: Context, codec: C, value: t.TypeOf<C>, options: Readonly<RespondOptions> = {}): void {
  const body = encodeAnswer(ctx, codec, value);
  if (options.cache) ctx.set('Cache-Control', options.cache);
  if (options.status !== undefined) ctx.status = options.status;
  sendJson(ctx, body);
}

/** What Koa writes for an object body (`ctx.type = 'json'`), set as it is: no MIME lookup per answer. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The body as JSON text, serialized once (issue 29, decision 48). Given an object, Koa serializes it twice: once
 * when anything asks its length (koa-compress does, for its threshold) and again when it writes the answer; text
 * gets its Content-Length when it is set. Same bytes and headers as Koa's own JSON answer.
 */
export function sendJson(ctx: Context, body: unknown): void {
  ctx.set('Content-Type', JSON_CONTENT_TYPE);
  ctx.body = JSON.stringify(body);
}

/** respond()'s check and encoding without sending: for the read models, which serialize the answer once and keep it. */
export function encodeAnswer<C extends t.Mixed>(ctx: Context, codec: C, value: t.TypeOf<C>): t.OutputOf<C> {
  if (CHECK && !codec.is(value)) throw new Error(`response of ${ctx.method} ${ctx.path} does not match ${codec.name}`);
  return codec.encode(value) as t.OutputOf<C>;
}

/** Writes the reply a provider's notification's use case decided (ECPay: 200 text/plain '1|OK'), never cached. */
export function replyToProvider(ctx: Context, reply: NotificationAnswer): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.status = reply.status;
  ctx.type = reply.contentType;
  ctx.body = reply.body;
}

/** 303 to a page of the storefront (a browser coming back from a provider's page), never cached. */
export function seeOther(ctx: Context, location: string): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(location);
  ctx.status = 303;
}
