import type * as t from 'io-ts';
import type { Context } from 'koa';

/** Under jest (and whenever CONTRACT_CHECK=true) every answer is checked against its codec before it is sent. */
const CHECK = process.env.NODE_ENV === 'test' || process.env.CONTRACT_CHECK === 'true';

/**
 * Sends `value` as the JSON body through its contract codec (application/contracts/): the type says what a
 * use case's output must be mapped to, encode() gives the wire form, and in tests is() refuses a value the
 * codec would not describe (a 500 the contract tests see at once).
 */
export function respond<C extends t.Mixed>(ctx: Context, codec: C, value: t.TypeOf<C>): void {
  ctx.body = encodeAnswer(ctx, codec, value);
}

/** respond()'s check and encoding without sending: for the read models, which serialize the answer once and keep it. */
export function encodeAnswer<C extends t.Mixed>(ctx: Context, codec: C, value: t.TypeOf<C>): t.OutputOf<C> {
  if (CHECK && !codec.is(value)) throw new Error(`response of ${ctx.method} ${ctx.path} does not match ${codec.name}`);
  return codec.encode(value) as t.OutputOf<C>;
}
