import type { Socket } from 'node:net';
import type { Middleware } from 'koa';

/**
 * How long a connection whose request body was left unread may stay open after its answer: time for the
 * client to read the answer (destroying a socket with unread input resets it, and a reset can discard an answer
 * the client has not read yet), while the server drains and discards what keeps arriving. Then it is destroyed:
 * a stalled or endless upload holds a socket at most this long.
 */
export const UNREAD_BODY_LINGER_MS = 1000;

/** How much of the rest of an unread body is read and discarded after the answer, at most (the linger's other bound). */
export const UNREAD_BODY_DRAIN_BYTES = 4 * 1024 * 1024;

/** How often the drain looks at the bytes read since the answer. */
const DRAIN_CHECK_MS = 25;

/**
 * Every answer given before its request body was fully received (a 413 on a body above the limit, a 401 or
 * 404 that never read the body) says Connection: close, and the socket is ended after the answer. Kept alive,
 * the rest of the body would be read as the next request, or Node would drain it without a bound while the
 * client's upload stalls and a request reused on the socket hangs (issue 23). Sits outside errorMapping, so it
 * sees the final answer, errors included.
 *
 * Closed gracefully (issue 28; RFC 9112, section 9.6): Node ends a Connection: close answer with
 * socket.destroySoon(), which destroys the socket as soon as the answer is written. The client's upload was still
 * arriving, so the kernel answered it with a reset 8-33 ms later, and a client still busy sending (curl, Node's
 * own client, a proxy) lost the answer it had not read yet. Here that socket only half-closes (FIN after the
 * answer) and reads on, discarding, until the client closes, lingerMs pass or maxDrainBytes more arrive; only
 * then is it destroyed.
 */
export function closeUnreadBodies(lingerMs: number = UNREAD_BODY_LINGER_MS, maxDrainBytes: number = UNREAD_BODY_DRAIN_BYTES): Middleware {
  return async (ctx, next) => {
    // Taken now: Node detaches the socket from the request and the answer once they are done with it.
    const socket = ctx.req.socket;
    await next();
    if (ctx.req.complete) return;
    ctx.set('Connection', 'close');
    // The answer is written after the middleware returns; Node then calls destroySoon on this socket.
    socket.destroySoon = () => halfCloseAndDrain(socket, lingerMs, maxDrainBytes);
  };
}

function halfCloseAndDrain(socket: Socket, lingerMs: number, maxDrainBytes: number): void {
  if (socket.destroyed) return;
  // The answer, then FIN; the socket stays readable (Node's HTTP server sockets allow half-open), and what
  // arrives goes on to the request's parser, which discards the body of a request whose answer is done.
  socket.end();
  const readAtAnswer = socket.bytesRead;
  const started = Date.now();
  const check = setInterval(() => {
    if (socket.bytesRead - readAtAnswer > maxDrainBytes || Date.now() - started >= lingerMs) socket.destroy();
  }, DRAIN_CHECK_MS);
  check.unref();
  socket.once('close', () => clearInterval(check));
  socket.resume();
}
