import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { createKnex } from '../../adapters/persistence/knex-factory';
import { HOT_RESERVE_BATCH_PROCEDURE } from '../../adapters/persistence/migrations/20261202_2904_hot_reserve_batch';
import { RESERVATION_HOLD_MS } from '../../domain/cart/reservation';
import { readBody } from './read-body';

/**
 * The hot item's two baselines over HTTP (issue 29; test/bench/rows/hot-item.ts): plain Koa, like
 * bare-update-server.ts, no router, no middleware, no precheck read, no grouping, no answer but the status.
 * - BARE_ADD_MODE=update: ONE conditional UPDATE of the item's counter, the least any reservation must do: what
 *   HTTP and the shoppers cost on this machine on top of the in-process bare UPDATE.
 * - BARE_ADD_MODE=procedure: ONE call of the shop's own reservation procedure for one hold (the reservation, the
 *   cart line, the item's, the cart's and the client's counters under their caps, one transaction): what the
 *   data's design costs.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const knex = createKnex({ databaseUrl });
const CALL = `CALL ${HOT_RESERVE_BATCH_PROCEDURE}(?, ?, ?, ?, ?)`;
const key = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

const app = new Koa();
app.use(async (ctx) => {
  const body = JSON.parse((await readBody(ctx.req)) || '{}') as { itemId?: number; phone?: string };
  if (process.env.BARE_ADD_MODE === 'update') {
    const [result] = await knex.raw('UPDATE outlet_items SET held_units = held_units + 1 WHERE id = ? AND held_units < total_quantity', [body.itemId ?? 1]);
    const taken = Number((result as { affectedRows?: number }).affectedRows ?? 0) === 1;
    ctx.status = taken ? 201 : 409;
    ctx.body = taken ? { success: true } : { success: false, code: 'OUTLET_ITEM_SOLD_OUT' };
    return;
  }
  const phone = String(body.phone ?? '0900000000');
  const now = new Date();
  const hold = {
    phone, cart_key: key(phone), client_key: key('127.0.0.1'), cart_holder: `cart:${key(phone)}`, client_holder: `client:${key('127.0.0.1')}`,
    new_cart: 1, new_client: 1, cap_cart: 10, cap_client: 2_000_000_000, variant_id: null, variant_name: null, variant_sku: null, now_ms: 0, expires_ms: 0,
  };
  const [results] = await knex.raw(CALL, [body.itemId ?? 1, now, new Date(now.getTime() + RESERVATION_HOLD_MS), '', JSON.stringify([hold])]) as [Array<Array<{ outcomes: string }>>];
  const [outcome] = JSON.parse(results[0][0].outcomes) as Array<{ outcome: string }>;
  const taken = outcome.outcome === 'reserved';
  ctx.status = taken ? 201 : 409;
  ctx.body = taken ? { success: true } : { success: false, code: 'OUTLET_ITEM_SOLD_OUT' };
});
const server = app.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  console.log(`Bare ${process.env.BARE_ADD_MODE ?? 'procedure'} running at http://localhost:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  server.close(() => { void knex.destroy().then(() => process.exit(0)); });
  server.closeAllConnections();
});
