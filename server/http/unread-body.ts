import type { Middleware } from 'koa';

/**
 * How long a connection whose request body was left unread may stay open after its answer: time for the
 * client to read the answer (destroying a socket with unread input resets it, and a reset can discard an answer
 * the client has not read yet), while the server drains and discards what keeps arriving. Then it is destroyed:
 * a stalled or endless upload holds a socket at most this long.
 */
export const UNREAD_BODY_LINGER_MS = 1000;

/**
 * Every answer given before its request body was fully received (a 413 on a body above the limit, a 401 or
 * 404 that never read the body) says Connection: close, and the socket is ended after the answer. Kept alive,
 * the rest of the body would be read as the next request, or Node would drain it without a bound while the
 * client's upload stalls and a request reused on the socket hangs (issue 23). Sits outside errorMapping, so it
 * sees the final answer, errors included.
 */
export function closeUnreadBodies(lingerMs: number = UNREAD_BODY_LINGER_MS): Middleware {
  return async (ctx, next) => {
    // Taken now: Node detaches the socket from the request and the answer once they are done with it.
    const socket = ctx.req.socket;
    await next();
    if (ctx.req.complete) return;
    ctx.set('Connection', 'close');
    // Node ends our side (FIN) once the answer is written, because of Connection: close; the timer ends the rest.
    ctx.res.once('finish', () => {
      if (socket.destroyed) return;
      const timer = setTimeout(() => socket.destroy(), lingerMs);
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
    });
  };
}
