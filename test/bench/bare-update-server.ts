import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { createKnex } from '../../adapters/persistence/knex-factory';
import { readBody } from './read-body';

/**
 * The limit of a hot-item reservation on a database (issue 29, "Bare conditional UPDATE"): plain Koa whose one
 * route reads the JSON body and sends ONE conditional UPDATE of one stock row, the least any reservation must
 * do (take a unit only while one is left), through the server's own knex settings (pool, timeouts). No router,
 * no session, no cap, no cart line. 201 when it took a unit, 409 when none was left. Run by cart-reserve.bench in
 * two child processes, exactly like the real server, on the table BENCH_BARE_TABLE of DATABASE_URL.
 */
const databaseUrl = process.env.DATABASE_URL;
const table = process.env.BENCH_BARE_TABLE ?? 'bench_bare_stock';
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const knex = createKnex({ databaseUrl });

const app = new Koa();
app.use(async (ctx) => {
  const body = JSON.parse((await readBody(ctx.req)) || '{}') as { itemId?: number };
  const [result] = await knex.raw('UPDATE ?? SET held = held + 1 WHERE id = ? AND held < total', [table, body.itemId ?? 1]);
  const taken = Number((result as { affectedRows?: number }).affectedRows ?? 0) === 1;
  ctx.status = taken ? 201 : 409;
  ctx.body = taken ? { success: true } : { success: false, code: 'OUTLET_ITEM_SOLD_OUT' };
});
const server = app.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  console.log(`Bare UPDATE running at http://localhost:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  server.close(() => { void knex.destroy().then(() => process.exit(0)); });
  server.closeAllConnections();
});
