/**
 * npm run bench (second script): POST /api/cart/add under contention, on SQLite and on MySQL, with the
 * compiled server in a child process and the shoppers here.
 *
 * Scenarios (BENCH_CART_SHOPPERS concurrent shoppers, default 50, each add from a distinct phone):
 * - hot item: 200 units of ONE item; every add competes for the same row lock;
 * - spread: 200 units over 20 items (10 each); adds round-robin over the items.
 * Each scenario sends BENCH_CART_REQUESTS adds (default 1000): 200 must win (201) and the rest must be
 * 409 OUTLET_ITEM_SOLD_OUT. Afterwards the database is checked for oversell: exactly 200 active
 * reservations, none above any item's stock, and as many cart lines as winners.
 *
 * On MySQL two more rows (issue 29, "MySQL hot-item reservations, two processes"), in the same run:
 * - hot item, two processes: a second server process on the same database, the shoppers alternating between
 *   the two; BENCH_CART_HOT_UNITS units (default 1000) of one item, twice as many adds;
 * - bare conditional UPDATE: the limit. Two bare Koa processes (bare-update-server.ts) whose route sends one
 *   `UPDATE ... SET held = held + 1 WHERE id = ? AND held < total`, under the same shoppers. The hot-item row
 *   is printed beside it as a ratio (goal: >= 1,000/s, >= 0.4 of the bare UPDATE, p99 < 50 ms, 0 oversold).
 *
 * Output: a table on stdout, bench-results/cart-reserve.json and bench-results/cart-reserve.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Knex } from 'knex';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { cartKeyHeaders } from '../support/cart-key';
import { migratedMysql, migratedSqlite, onEachDatabase, type MigratedBenchDatabase } from './bench-databases';
import { intFromEnv } from './bench-env';
import { children, startChild, stopChild } from './child-process';

const SHOPPERS = intFromEnv('BENCH_CART_SHOPPERS', 50);
const REQUESTS = intFromEnv('BENCH_CART_REQUESTS', 1000);
const UNITS = 200;
const HOT_UNITS = intFromEnv('BENCH_CART_HOT_UNITS', 1000);
const BARE_SERVER = path.resolve(__dirname, 'bare-update-server.js');
const BARE_TABLE = 'bench_bare_stock';
const ROOT = process.cwd();
const SERVER_MAIN = path.resolve(__dirname, '../../server/main.js');
const RESULTS_DIR = path.join(ROOT, 'bench-results');

export interface Scenario {
  name: string;
  /** Stock of each item. */
  quantities: number[];
  /** Adds sent (default REQUESTS). */
  requests?: number;
}

const SCENARIOS: Scenario[] = [
  { name: `hot item (1 x ${UNITS} units)`, quantities: [UNITS] },
  { name: `spread (20 x ${UNITS / 20} units)`, quantities: Array.from({ length: 20 }, () => UNITS / 20) },
];

export interface ScenarioResult {
  database: 'sqlite' | 'mysql';
  /** Server processes sharing the database (the shoppers alternate between them). */
  processes: number;
  scenario: string;
  requests: number;
  created: number;
  soldOut: number;
  other: Record<string, number>;
  elapsedMs: number;
  requestsPerSecond: number;
  /** Winners per second, measured until the last 201. */
  reservationsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyP99CreatedMs: number;
  /** Database after the run. */
  activeReservations: number;
  cartLines: number;
  itemsOversold: number;
  negativeAvailability: number;
  oversellCheck: 'PASS' | 'FAIL';
}

export async function insertItems(knex: Knex, quantities: number[]): Promise<number[]> {
  const rows = buildDemoCatalogue(new Date(), quantities.length).map((row, i) => ({
    ...row, sku: `BENCH-${randomBytes(3).toString('hex')}-${i}`, total_quantity: quantities[i],
  }));
  await insertOutletItems(knex, rows);
  const ids: Array<{ id: number }> = await knex('outlet_items').select('id').whereIn('sku', rows.map((row) => row.sku)).orderBy('id');
  return ids.map((row) => row.id);
}

export const agent = new Agent({ keepAlive: true, maxSockets: SHOPPERS });

function post(url: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    // Every shopper is a browser of its own (issue 22: a guest add needs a cart key, else 400).
    const headers = { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...cartKeyHeaders() };
    const req = httpRequest(url, { method: 'POST', agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { text += chunk; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
}

let phoneSeed = 0;

export async function runScenario(database: 'sqlite' | 'mysql', baseUrls: string[], knex: Knex, scenario: Scenario): Promise<ScenarioResult> {
  const itemIds = await insertItems(knex, scenario.quantities);
  const load = await runLoad(baseUrls, '/api/cart/add', scenario, (index) => ({ itemId: itemIds[index % itemIds.length] }));
  const { created, soldOut, other, elapsedMs } = load;
  const units = scenario.quantities.reduce((sum, n) => sum + n, 0);
  const requests = scenario.requests ?? REQUESTS;

  // The oversell check, from the database itself (no clock games: the run lasts far less than 2 hours).
  const now = new Date();
  const holds: Array<{ outlet_item_id: number; n: number | string }> = await knex('outlet_reservations')
    .select('outlet_item_id').count({ n: '*' })
    .whereIn('outlet_item_id', itemIds).whereNull('released_at')
    .andWhere((q) => q.whereNotNull('confirmed_at').orWhere('expires_at', '>', now))
    .groupBy('outlet_item_id');
  const heldByItem = new Map(holds.map((row) => [Number(row.outlet_item_id), Number(row.n)]));
  const activeReservations = [...heldByItem.values()].reduce((sum, n) => sum + n, 0);
  const itemsOversold = itemIds.filter((id, i) => (heldByItem.get(id) ?? 0) > scenario.quantities[i]).length;
  const negativeAvailability = itemIds.filter((id, i) => scenario.quantities[i] - (heldByItem.get(id) ?? 0) < 0).length;
  const [{ n: lines }] = await knex('cart_lines').whereIn('item_id', itemIds).count({ n: '*' });
  const cartLines = Number(lines);
  const pass = created === units && activeReservations === units && cartLines === units && itemsOversold === 0
    && negativeAvailability === 0 && soldOut === requests - units && Object.keys(other).length === 0;
  return {
    database, processes: baseUrls.length, scenario: scenario.name, requests, created, soldOut, other,
    elapsedMs: Math.round(elapsedMs),
    requestsPerSecond: load.requestsPerSecond,
    reservationsPerSecond: load.reservationsPerSecond,
    latencyP50Ms: load.latencyP50Ms,
    latencyP99Ms: load.latencyP99Ms,
    latencyP99CreatedMs: load.latencyP99CreatedMs,
    activeReservations, cartLines, itemsOversold, negativeAvailability,
    oversellCheck: pass ? 'PASS' : 'FAIL',
  };
}

interface LoadResult {
  created: number;
  soldOut: number;
  other: Record<string, number>;
  elapsedMs: number;
  requestsPerSecond: number;
  reservationsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyP99CreatedMs: number;
}

/** SHOPPERS loops, each a shopper after another (distinct phones), shopper i on baseUrls[i % n]: at most SHOPPERS adds in flight. */
async function runLoad(baseUrls: string[], pathname: string, scenario: Scenario, bodyOf: (index: number) => Record<string, unknown>): Promise<LoadResult> {
  const requests = scenario.requests ?? REQUESTS;
  const latencies: number[] = [];
  const createdLatencies: number[] = [];
  const other: Record<string, number> = {};
  let created = 0;
  let soldOut = 0;
  let next = 0;
  let lastCreatedAt = 0;
  const start = performance.now();
  const shopper = async (shopperIndex: number) => {
    const baseUrl = baseUrls[shopperIndex % baseUrls.length];
    while (next < requests) {
      const index = next++;
      phoneSeed += 1;
      const phone = `09${String(phoneSeed).padStart(8, '0')}`;
      const sent = performance.now();
      const { status, text } = await post(`${baseUrl}${pathname}`, JSON.stringify({ phone, ...bodyOf(index) }));
      const took = performance.now() - sent;
      latencies.push(took);
      if (status === 201) {
        created += 1;
        createdLatencies.push(took);
        lastCreatedAt = performance.now();
      } else if (status === 409 && (JSON.parse(text) as { code?: string }).code === 'OUTLET_ITEM_SOLD_OUT') {
        soldOut += 1;
      } else {
        const key = `${status} ${(JSON.parse(text) as { code?: string }).code ?? ''}`.trim();
        other[key] = (other[key] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shopper(i)));
  const elapsedMs = performance.now() - start;
  latencies.sort((a, b) => a - b);
  createdLatencies.sort((a, b) => a - b);
  return {
    created, soldOut, other, elapsedMs,
    requestsPerSecond: Math.round(requests / (elapsedMs / 1000)),
    reservationsPerSecond: Math.round(created / ((lastCreatedAt - start) / 1000)),
    latencyP50Ms: percentile(latencies, 50),
    latencyP99Ms: percentile(latencies, 99),
    latencyP99CreatedMs: percentile(createdLatencies, 99),
  };
}

interface BareResult {
  processes: number;
  units: number;
  requests: number;
  created: number;
  reservationsPerSecond: number;
  latencyP99Ms: number;
  oversold: boolean;
}

interface TargetResults {
  scenarios: ScenarioResult[];
  /** MySQL only: the bare conditional UPDATE of the same run. */
  bare?: BareResult;
}

const serverEnvOf = (target: MigratedBenchDatabase, workDir: string): NodeJS.ProcessEnv => ({
  ...target.serverEnv, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', RESERVATION_SWEEP_MS: '0',
  PUBLIC_DIR: path.join(workDir, 'no-public'),
  // Every shopper of the bench comes from 127.0.0.1: a flash sale behind one carrier address (CGNAT). The
  // per-IP ceiling (docs/security.md) is raised so that the runs' several thousand holds all count; this bench
  // measures contention on the reservation, not the cap (server/http/abuse-limits.test.ts does).
  HOLD_MAX_PER_CLIENT: '1000000',
});

async function benchTarget(target: MigratedBenchDatabase, workDir: string): Promise<TargetResults> {
  console.log(`\n[${target.database}] starting the server (compiled, child process)`);
  const { child, baseUrl } = await startChild(SERVER_MAIN, serverEnvOf(target, workDir));
  const scenarios: ScenarioResult[] = [];
  try {
    // Warm-up: connections, prepared statements, JIT; one small item sold out by a few shoppers.
    await runWarmUp(baseUrl, target.knex);
    for (const scenario of SCENARIOS) {
      console.log(`[${target.database}] ${scenario.name}: ${REQUESTS} adds by ${SHOPPERS} concurrent shoppers`);
      scenarios.push(await runScenario(target.database, [baseUrl], target.knex, scenario));
    }
    if (target.database !== 'mysql') return { scenarios };
    const second = await startChild(SERVER_MAIN, serverEnvOf(target, workDir));
    try {
      await runWarmUp(second.baseUrl, target.knex);
      const hot: Scenario = { name: `hot item (1 x ${HOT_UNITS} units), two processes`, quantities: [HOT_UNITS], requests: 2 * HOT_UNITS };
      console.log(`[mysql] ${hot.name}: ${hot.requests} adds by ${SHOPPERS} concurrent shoppers over 2 processes`);
      scenarios.push(await runScenario(target.database, [baseUrl, second.baseUrl], target.knex, hot));
    } finally {
      await stopChild(second.child);
    }
  } finally {
    await stopChild(child);
  }
  return { scenarios, bare: await runBare(target) };
}

/** The bare conditional UPDATE in two processes, under the same shoppers as the two-process hot item. */
async function runBare(target: MigratedBenchDatabase): Promise<BareResult> {
  await target.knex.schema.dropTableIfExists(BARE_TABLE);
  await target.knex.schema.createTable(BARE_TABLE, (table) => {
    table.increments('id').primary();
    table.integer('held').notNullable();
    table.integer('total').notNullable();
  });
  await target.knex(BARE_TABLE).insert([{ id: 1, held: 0, total: 50 }, { id: 2, held: 0, total: HOT_UNITS }]);
  const env = { ...target.serverEnv, PORT: '0', HOST: '127.0.0.1', BENCH_BARE_TABLE: BARE_TABLE };
  const bares = await Promise.all([0, 1].map(() => startChild(BARE_SERVER, env)));
  try {
    const urls = bares.map((bare) => bare.baseUrl);
    // Warm-up on row 1, then the measured run on row 2.
    await runLoad(urls, '/reserve', { name: 'warm-up', quantities: [50], requests: 100 }, () => ({ itemId: 1 }));
    console.log(`[mysql] bare conditional UPDATE (1 x ${HOT_UNITS} units), two processes: ${2 * HOT_UNITS} requests`);
    const load = await runLoad(urls, '/reserve', { name: 'bare', quantities: [HOT_UNITS], requests: 2 * HOT_UNITS }, () => ({ itemId: 2 }));
    const [row] = await target.knex(BARE_TABLE).where('id', 2).select('held');
    return {
      processes: 2, units: HOT_UNITS, requests: 2 * HOT_UNITS, created: load.created,
      reservationsPerSecond: load.reservationsPerSecond, latencyP99Ms: load.latencyP99Ms,
      oversold: Number(row.held) > HOT_UNITS || load.created > HOT_UNITS,
    };
  } finally {
    await Promise.all(bares.map((bare) => stopChild(bare.child)));
  }
}

export async function runWarmUp(baseUrl: string, knex: Knex): Promise<void> {
  const [itemId] = await insertItems(knex, [20]);
  await Promise.all(Array.from({ length: 50 }, (_, i) => post(`${baseUrl}/api/cart/add`, JSON.stringify({ phone: `0800${String(i).padStart(6, '0')}`, itemId }))));
}

function table(results: ScenarioResult[]): string {
  const rows = [
    '| Database | Scenario | adds/s | reservations/s | p50 (ms) | p99 (ms) | p99 of 201s (ms) | 201 | 409 sold out | other | active holds | oversell check |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---|',
  ];
  for (const r of results) {
    const other = Object.entries(r.other).map(([k, v]) => `${v} x ${k}`).join(', ') || '0';
    rows.push(`| ${r.database} | ${r.scenario} | ${r.requestsPerSecond} | ${r.reservationsPerSecond} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.latencyP99CreatedMs} | ${r.created} | ${r.soldOut} | ${other} | ${r.activeReservations} | **${r.oversellCheck}** |`);
  }
  return rows.join('\n');
}

/** The issue-29 row: the two-process hot item against the bare UPDATE of the same run. */
function hotItemVerdict(results: ScenarioResult[], bare: BareResult | undefined): { text: string; passed: boolean } | undefined {
  const hot = results.find((r) => r.database === 'mysql' && r.processes === 2);
  if (!hot || !bare) return undefined;
  const ratio = bare.reservationsPerSecond > 0 ? hot.reservationsPerSecond / bare.reservationsPerSecond : 0;
  const passed = hot.reservationsPerSecond >= 1000 && ratio >= 0.4 && hot.latencyP99Ms < 50 && hot.itemsOversold === 0 && hot.oversellCheck === 'PASS';
  const text = [
    '| MySQL, two processes | reservations/s | p99 (ms) | oversold |',
    '|---|---:|---:|---|',
    `| hot item (POST /api/cart/add) | ${hot.reservationsPerSecond} | ${hot.latencyP99Ms} | ${hot.itemsOversold === 0 && hot.oversellCheck === 'PASS' ? '0' : 'FAIL'} |`,
    `| bare conditional UPDATE (the limit) | ${bare.reservationsPerSecond} | ${bare.latencyP99Ms} | ${bare.oversold ? 'FAIL' : '0'} |`,
    '',
    `Hot item vs bare UPDATE: **${ratio.toFixed(2)}** (goal >= 1,000/s, >= 0.40 of the bare UPDATE, p99 < 50 ms, 0 oversold: ${passed ? 'met' : 'missed'}).`,
  ].join('\n');
  return { text, passed };
}

async function main(): Promise<void> {
  let run: { results: TargetResults[]; skipped: string[] };
  try {
    run = await onEachDatabase('shop-bench-cart-', (workDir) => [
      ['sqlite', () => (process.env.BENCH_SKIP_SQLITE === '1' ? Promise.resolve(undefined) : migratedSqlite(workDir))],
      ['mysql', () => (process.env.BENCH_SKIP_MYSQL === '1' ? Promise.resolve(undefined) : migratedMysql('bench_cart'))],
    ], benchTarget);
  } finally {
    agent.destroy();
  }
  const results = run.results.flatMap((r) => r.scenarios);
  const bare = run.results.find((r) => r.bare)?.bare;
  const verdict = hotItemVerdict(results, bare);
  const { skipped } = run;
  const passed = results.every((r) => r.oversellCheck === 'PASS');
  const summary = {
    date: new Date().toISOString(), node: process.version, cpus: os.cpus().length,
    shoppers: SHOPPERS, requestsPerScenario: REQUESTS, units: UNITS, hotUnits: HOT_UNITS, passed, skipped, results, bare,
    hotItemGoalMet: verdict?.passed ?? null,
  };
  const text = `${table(results)}${verdict ? `\n\n${verdict.text}` : ''}`;
  console.log(`\n${text}\n`);
  console.log(`Oversell check (exactly ${UNITS} created, none negative, the rest 409 sold out): ${passed ? 'PASS' : 'FAIL'}${skipped.length ? ` (skipped: ${skipped.join(', ')})` : ''}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'cart-reserve.json'), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(path.join(RESULTS_DIR, 'cart-reserve.md'), [
    '# POST /api/cart/add under contention (reservations)',
    '',
    `${summary.date}, Node ${summary.node}, ${summary.cpus} CPUs. ${SHOPPERS} concurrent shoppers (distinct phones, keep-alive HTTP), ` +
      `${REQUESTS} adds per scenario for ${UNITS} units. The compiled server in a child process, the shoppers in the parent, sharing the cores. ` +
      'reservations/s counts the 201s until the last one; p99 of 201s is the latency of the winners only.',
    '',
    text,
    '',
    `Oversell check: exactly ${UNITS} reservations and cart lines, no item above its stock, every other add 409 OUTLET_ITEM_SOLD_OUT: **${passed ? 'PASS' : 'FAIL'}**` +
      (skipped.length ? ` (skipped: ${skipped.join(', ')}, unreachable)` : '') + '.',
    '',
  ].join('\n'));
  console.log(`Wrote ${path.relative(ROOT, path.join(RESULTS_DIR, 'cart-reserve.json'))} and cart-reserve.md`);
  if (!passed) process.exitCode = 1;
}

// Alone (node dist/server/test/bench/cart-reserve.bench.js); the umbrella imports the pieces above.
if (require.main === module) {
  main().catch((error: unknown) => {
    for (const child of children) child.kill('SIGKILL');
    console.error(error);
    process.exit(1);
  });
}
