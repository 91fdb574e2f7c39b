import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';

/**
 * The benchmark's upper limit for the outlet list: plain Koa answering the same JSON bytes from memory,
 * with the same Content-Type (BENCH_CONTENT_TYPE, JSON unless told: the shipments bench answers text/plain).
 * No router, no database, no cache logic: only what any Koa route must pay to send this payload. GET /hello answers
 * `hello` (text/plain), the bare answer a 304 is compared with. Run by outlet-list.bench in its own child process, exactly like the real server.
 */
const bodyFile = process.env.BENCH_BODY_FILE;
if (!bodyFile) throw new Error('BENCH_BODY_FILE is required');
const body = readFileSync(bodyFile);
const contentType = process.env.BENCH_CONTENT_TYPE || 'application/json; charset=utf-8';

const app = new Koa();
app.use((ctx) => {
  // The smallest answer Koa gives: the baseline of a 304 (issue 29, "304 revalidation vs bare hello").
  if (ctx.path === '/hello') {
    ctx.body = 'hello';
    return;
  }
  ctx.set('Content-Type', contentType);
  ctx.body = body;
});
const server = app.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  console.log(`Bare Koa running at http://localhost:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
