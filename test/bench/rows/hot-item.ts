/**
 * The MySQL rows of the cart's hot path, on one fresh database of MYSQL_URL's server:
 * - hot-item reservations from two server processes (cart-reserve.bench.ts's scenario, the adds sent to the two
 *   in turn): BENCH_HOT_UNITS (1,000) units of one item, BENCH_HOT_REQUESTS (1,300) adds by 50 shoppers;
 *   reservations a second, p99, oversold from the database itself;
 * - the bare conditional UPDATE on the same server in the same run (the limit): 50 callers decrementing one row
 *   `WHERE stock > 0`, autocommit, on a knex pool like the server's, for BENCH_DURATION_S;
 * - SQL statements per add-to-cart: the server in this process on a knex whose 'query' events are counted around
 *   one add (a warm-up add first, every background job off).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Knex } from 'knex';
import { cartKeyHeaders } from '../../support/cart-key';
import { startServer } from '../../../server/start';
import { silentLogger } from '../../../server/logger';
import { migratedMysql, type MigratedBenchDatabase } from '../bench-databases';
import { intFromEnv } from '../bench-env';
import { agent, insertItems, runScenario, runWarmUp, type ScenarioResult } from '../cart-reserve.bench';
import { startChild, stopChild } from '../child-process';
import { formatNumber, ratioOf, type Row } from '../goals';
import { cpuMsOf, cpuPerRequest } from '../process-cpu';
import { DURATION_S, SERVER_MAIN } from './load';

const HOT_UNITS = intFromEnv('BENCH_HOT_UNITS', 1000);
const HOT_REQUESTS = intFromEnv('BENCH_HOT_REQUESTS', 1300);
const CALLERS = 50;
const HOLD_CAP_OFF = { HOLD_MAX_PER_CLIENT: '1000000' };
const QUIET = {
  SEED_DEMO: 'false', RESERVATION_SWEEP_MS: '0', RECONCILE_EVERY_MS: '0', SHIPMENT_JOB_EVERY_MS: '0', SHOPEE_SYNC_MINUTES: '0',
  SHOPIFY_SYNC_MINUTES: '0', SANDBOX_LOGISTICS_AUTO_MS: '0',
};

const percentile = (sorted: number[], p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10 : 0);

const sum = (...values: Array<number | undefined>) => (values.some((v) => v === undefined) ? undefined : values.reduce<number>((a, v) => a + (v ?? 0), 0));

type HotResult = ScenarioResult & { cpuMsPerAdd: Record<string, number | undefined> };

async function twoProcesses(target: MigratedBenchDatabase): Promise<HotResult> {
  const env = { ...target.serverEnv, PORT: '0', HOST: '127.0.0.1', ...QUIET, ...HOLD_CAP_OFF, PUBLIC_DIR: '/nonexistent-bench-public' };
  const first = await startChild(SERVER_MAIN, env);
  try {
    const second = await startChild(SERVER_MAIN, env);
    try {
      await runWarmUp(first.baseUrl, target.knex);
      await runWarmUp(second.baseUrl, target.knex);
      console.log(`[mysql] hot item: ${HOT_REQUESTS} adds for ${HOT_UNITS} units by 50 shoppers, two server processes`);
      const reading = () => ({ servers: sum(cpuMsOf(first.child.pid), cpuMsOf(second.child.pid)), shoppers: cpuMsOf(process.pid) });
      const before = reading();
      const result = await runScenario('mysql', [first.baseUrl, second.baseUrl], target.knex, {
        name: `hot item (1 x ${HOT_UNITS} units), two processes`, quantities: [HOT_UNITS], requests: HOT_REQUESTS,
      });
      // Where the run's CPU went, per add (the oversell check's reads are in the shoppers' share, a few ms).
      return { ...result, cpuMsPerAdd: cpuPerRequest(before, reading(), HOT_REQUESTS) };
    } finally {
      await stopChild(second.child);
    }
  } finally {
    await stopChild(first.child);
  }
}

const BARE_HTTP_SERVER = path.resolve(__dirname, '../bare-http-server.js');

/**
 * Two plain Koa processes (bare-http-server.ts) under the same shoppers and the same item, no router, no
 * middleware, no precheck, no grouping: 'update' sends the bare conditional UPDATE of the item's counter (what
 * HTTP and this machine's shoppers cost on top of the bare UPDATE), 'procedure' the shop's reservation procedure
 * for one hold (what the data's design costs). The real server's hot item can only be slower than the first.
 */
async function bareOverHttp(target: MigratedBenchDatabase, mode: 'update' | 'procedure'): Promise<HotResult> {
  const env = { ...target.serverEnv, PORT: '0', HOST: '127.0.0.1', BARE_ADD_MODE: mode };
  const servers = await Promise.all([0, 1].map(() => startChild(BARE_HTTP_SERVER, env)));
  try {
    const urls = servers.map((server) => server.baseUrl);
    await runScenario('mysql', urls, target.knex, { name: `bare ${mode} warm-up`, quantities: [50], requests: 100 });
    console.log(`[mysql] bare ${mode} over HTTP: ${HOT_REQUESTS} adds for ${HOT_UNITS} units, two plain processes`);
    const reading = () => ({ servers: sum(...servers.map((server) => cpuMsOf(server.child.pid))), shoppers: cpuMsOf(process.pid) });
    const before = reading();
    const result = await runScenario('mysql', urls, target.knex, { name: `bare ${mode}`, quantities: [HOT_UNITS], requests: HOT_REQUESTS });
    return { ...result, cpuMsPerAdd: cpuPerRequest(before, reading(), HOT_REQUESTS) };
  } finally {
    await Promise.all(servers.map((server) => stopChild(server.child)));
  }
}

/** An INFO row of a bare run over HTTP, beside the bare UPDATE. */
function bareHttpRow(id: string, what: string, run: HotResult, bare: BareUpdate): Row {
  return {
    id, what, checks: [], data: run,
    figures: `${formatNumber(run.reservationsPerSecond)}/s, ${ratioOf(run.reservationsPerSecond, bare.updatesPerSecond) ?? '-'} of the bare UPDATE; ` +
      `p99 ${formatNumber(run.latencyP99Ms)} ms; ${run.created} x 201, ${run.soldOut} x 409` +
      (run.cpuMsPerAdd.servers === undefined ? '' : `; CPU per add: ${run.cpuMsPerAdd.servers} ms in the two servers, ${run.cpuMsPerAdd.shoppers} ms in the shoppers`),
  };
}

interface BareUpdate { updatesPerSecond: number; latencyP50Ms: number; latencyP99Ms: number; updates: number; pool: string }

/** The limit: CALLERS loops of `UPDATE ... SET stock = stock - 1 WHERE id = 1 AND stock > 0` on one row, for DURATION_S. */
async function bareUpdate(knex: Knex): Promise<BareUpdate> {
  await knex.schema.createTable('bench_hot_row', (table) => {
    table.integer('id').primary();
    table.integer('stock').notNullable();
  });
  await knex('bench_hot_row').insert({ id: 1, stock: 1_000_000_000 });
  const latencies: number[] = [];
  let updates = 0;
  const run = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const sent = performance.now();
      const changed = await knex.raw('UPDATE bench_hot_row SET stock = stock - 1 WHERE id = 1 AND stock > 0');
      if (!record) continue;
      latencies.push(performance.now() - sent);
      if ((changed as [{ affectedRows: number }])[0].affectedRows === 1) updates += 1;
    }
  };
  const warm = performance.now() + 1000;
  await Promise.all(Array.from({ length: CALLERS }, () => run(warm, false)));
  const started = performance.now();
  await Promise.all(Array.from({ length: CALLERS }, () => run(started + DURATION_S * 1000, true)));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pool = knex.client.pool as { max: number } | undefined;
  return {
    updatesPerSecond: Math.round(updates / seconds), latencyP50Ms: percentile(latencies, 50), latencyP99Ms: percentile(latencies, 99),
    updates, pool: `${CALLERS} callers on a pool of ${pool?.max ?? '?'}`,
  };
}

interface StatementCount { statements: number; status: number; byVerb: Record<string, number>; sql: string[] }

/** The server in this process on `target.knex`: the statements one add-to-cart sends (after a first add warmed it up). */
async function statementsPerAdd(target: MigratedBenchDatabase): Promise<StatementCount> {
  const [warmItem, item] = await insertItems(target.knex, [5, 5]);
  const server = await startServer({}, {
    knex: target.knex, logger: silentLogger,
    env: { ...process.env, ...target.serverEnv, ...QUIET, ...HOLD_CAP_OFF, PORT: '0', HOST: '127.0.0.1', NODE_ENV: '', PUBLIC_DIR: '/nonexistent-bench-public' },
  });
  const sql: string[] = [];
  const onQuery = (query: { sql: string }) => { sql.push(query.sql); };
  try {
    const add = (phone: string, itemId: number) => fetch(`http://127.0.0.1:${server.port}/api/cart/add`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', ...cartKeyHeaders() }, body: JSON.stringify({ phone, itemId }),
    });
    const warm = await add('0933000001', warmItem);
    await warm.arrayBuffer();
    target.knex.on('query', onQuery);
    const counted = await add('0933000002', item);
    await counted.arrayBuffer();
    target.knex.off('query', onQuery);
    const byVerb: Record<string, number> = {};
    for (const statement of sql) {
      const verb = /^\s*(\w+)/.exec(statement)?.[1]?.toUpperCase() ?? '?';
      byVerb[verb] = (byVerb[verb] ?? 0) + 1;
    }
    return { statements: sql.length, status: counted.status, byVerb, sql };
  } finally {
    target.knex.off('query', onQuery);
    await server.close();
  }
}

export async function hotItemRows(): Promise<Row[]> {
  const what = 'MySQL hot-item reservations, bare UPDATE, statements per add';
  if (process.env.BENCH_SKIP_MYSQL === '1') return [{ id: 'hot-item.mysql', what, figures: '', checks: [], error: 'BENCH_SKIP_MYSQL=1' }];
  const target = await migratedMysql('bench_hot');
  if (!target) return [{ id: 'hot-item.mysql', what, figures: '', checks: [], error: 'MySQL unreachable' }];
  try {
    const hot = await twoProcesses(target);
    const httpUpdate = await bareOverHttp(target, 'update');
    const procedure = await bareOverHttp(target, 'procedure');
    agent.destroy();
    console.log('[mysql] bare conditional UPDATE on one row');
    const bare = await bareUpdate(target.knex);
    console.log('[mysql] SQL statements of one add-to-cart');
    const count = await statementsPerAdd(target);
    const ratio = ratioOf(hot.reservationsPerSecond, bare.updatesPerSecond);
    const oversold = hot.itemsOversold + hot.negativeAvailability + Math.max(0, hot.activeReservations - HOT_UNITS);
    return [
      {
        id: 'hot-item.mysql',
        what: 'MySQL hot-item reservations, two processes',
        figures: `${formatNumber(hot.reservationsPerSecond)}/s, ${ratio ?? '-'} of the bare UPDATE; p99 ${formatNumber(hot.latencyP99Ms)} ms ` +
          `(of the 201s ${formatNumber(hot.latencyP99CreatedMs)} ms); ${hot.created} x 201, ${hot.soldOut} x 409 sold out; ${oversold} oversold ` +
          `(active holds ${hot.activeReservations} of ${HOT_UNITS}; check ${hot.oversellCheck})` +
          (hot.cpuMsPerAdd.servers === undefined ? '' : `; CPU per add: ${hot.cpuMsPerAdd.servers} ms in the two servers, ${hot.cpuMsPerAdd.shoppers} ms in the shoppers`),
        checks: [
          { label: 'reservations/s', value: hot.reservationsPerSecond, goal: 'atLeast', bound: 1000 },
          { label: 'of the bare UPDATE', value: ratio, goal: 'atLeast', bound: 0.4 },
          { label: 'p99', value: hot.latencyP99Ms, goal: 'below', bound: 50, unit: 'ms' },
          { label: 'oversold', value: oversold, goal: 'atMost', bound: 0 },
          { label: 'exactly the stock sold, the rest 409 sold out', value: hot.oversellCheck === 'PASS', goal: 'yes' },
        ],
        data: hot,
      },
      {
        id: 'bare-update.mysql',
        what: 'Bare conditional UPDATE, same machine, same run (the limit)',
        figures: `${formatNumber(bare.updatesPerSecond)}/s, p99 ${bare.latencyP99Ms} ms (${bare.pool})`,
        checks: [],
        data: bare,
      },
      bareHttpRow('bare-http-update.mysql', 'Bare UPDATE over HTTP: two plain Koa processes, same shoppers (the most any HTTP add can reach here)', httpUpdate, bare),
      bareHttpRow('bare-procedure.mysql', 'Bare add over HTTP: the reservation procedure alone, two plain Koa processes, same shoppers (the floor of the design)', procedure, bare),
      {
        id: 'statements-per-add.mysql',
        what: 'SQL statements per add-to-cart (MySQL)',
        figures: `${count.statements} (${Object.entries(count.byVerb).map(([verb, n]) => `${n} ${verb}`).join(', ')}; the add answered ${count.status})`,
        checks: [
          { label: 'statements', value: count.statements, goal: 'atMost', bound: 5 },
          { label: 'the add answered 201', value: count.status === 201, goal: 'yes' },
        ],
        data: count,
      },
    ];
  } finally {
    await target.cleanup();
  }
}
