/**
 * The outlet list rows, per database (SQLite, then MySQL unless BENCH_SKIP_MYSQL=1 or unreachable), on a
 * catalogue of BENCH_ITEMS (2,000) items:
 * - the list with its cache off (LIST_CACHE_TTL_MS=0) against a bare Koa route sending the same bytes
 *   (outlet-list.bench.ts's benchDatabase, identity on both);
 * - the gzip list (Accept-Encoding: gzip, the server's default TTL) under about 50 add-to-cart a second against the
 *   same list with no writes, on one server: an add must not throw the whole list cache away.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { cartKeyHeaders } from '../../support/cart-key';
import { onEachDatabase } from '../bench-databases';
import { intFromEnv } from '../bench-env';
import { startChild, stopChild } from '../child-process';
import { formatNumber, ratioOf, type Row } from '../goals';
import { benchDatabase, prepareMysql, prepareSqlite, type Target } from '../outlet-list.bench';
import { load, SERVER_MAIN, type Load } from './load';

const ADDS_PER_SECOND = intFromEnv('BENCH_ADDS_PER_SECOND', 50);
const LIST_PATH = '/api/outlet/list';

function cacheOffRow(database: string, items: number, result: Awaited<ReturnType<typeof benchDatabase>>): Row {
  return {
    id: `outlet-list-ttl0.${database}`,
    what: `Outlet list, cache off (TTL 0), ${formatNumber(items)} items, vs bare: ${database}`,
    figures: `${result.ratio} (${formatNumber(result.list.requestsPerSecond)} vs ${formatNumber(result.bare.requestsPerSecond)} req/s; ` +
      `p99 ${formatNumber(result.list.latencyP99Ms)} vs ${result.bare.latencyP99Ms} ms; ${formatNumber(result.bodyBytes)} bytes)`,
    checks: [{ label: 'list / bare', value: result.ratio, goal: 'atLeast', bound: 0.3 }],
    data: result,
  };
}

interface Writes { sent: number; byStatus: Record<string, number>; perSecond: number }

/** About ADDS_PER_SECOND adds a second, each from a browser and phone of its own, round robin over `itemIds`, until stopped. */
function startWriter(baseUrl: string, itemIds: number[]): { stop(): Promise<Writes> } {
  const byStatus: Record<string, number> = {};
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  const started = performance.now();
  // Each tick sends what the rate owes by now: a tick delayed by a busy event loop (autocannon runs here too)
  // sends two or three, so the rate holds on average.
  const send = () => {
    const index = sent++;
    const phone = `09${String(70_000_000 + index).padStart(8, '0')}`;
    const request = fetch(`${baseUrl}/api/cart/add`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', ...cartKeyHeaders() },
      body: JSON.stringify({ phone, itemId: itemIds[index % itemIds.length] }),
    }).then(async (answer) => {
      await answer.arrayBuffer();
      byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
    }, () => { byStatus.error = (byStatus.error ?? 0) + 1; });
    const tracked = request.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };
  const timer = setInterval(() => {
    const owed = Math.floor(((performance.now() - started) / 1000) * ADDS_PER_SECOND) - sent;
    for (let i = 0; i < owed; i += 1) send();
  }, 1000 / ADDS_PER_SECOND);
  return {
    stop: async () => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      await Promise.all(inFlight);
      return { sent, byStatus, perSecond: Math.round(sent / seconds) };
    },
  };
}

async function underWritesRow(target: Target, workDir: string): Promise<Row> {
  const { child, baseUrl } = await startChild(SERVER_MAIN, {
    ...target.serverEnv, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', RESERVATION_SWEEP_MS: '0', PUBLIC_DIR: path.join(workDir, 'no-public'),
    // One client address sends every add: the per-client hold cap (docs/security.md) is not what this row measures.
    HOLD_MAX_PER_CLIENT: '1000000',
  });
  let alone: Load;
  let withWrites: Load;
  let writes: Writes;
  try {
    const items = await (await fetch(baseUrl + LIST_PATH)).json() as Array<{ id: number; total_quantity: number; reserved_count: number }>;
    const inStock = items.filter((item) => item.total_quantity - item.reserved_count > 0);
    const gzip = { 'Accept-Encoding': 'gzip' };
    console.log(`[${target.database}] gzip list, no writes`);
    alone = await load(baseUrl + LIST_PATH, gzip);
    console.log(`[${target.database}] gzip list under ${ADDS_PER_SECOND} add-to-cart/s`);
    const writer = startWriter(baseUrl, inStock.map((item) => item.id));
    try {
      withWrites = await load(baseUrl + LIST_PATH, gzip);
    } finally {
      writes = await writer.stop();
    }
  } finally {
    await stopChild(child);
  }
  const ratio = ratioOf(withWrites.requestsPerSecond, alone.requestsPerSecond);
  const statuses = Object.entries(writes.byStatus).map(([status, n]) => `${n} x ${status}`).join(', ');
  return {
    id: `list-under-writes.${target.database}`,
    what: `Gzip list under about ${ADDS_PER_SECOND} add-to-cart/s, vs the same list with no writes: ${target.database}`,
    figures: `${ratio ?? '-'} (${formatNumber(withWrites.requestsPerSecond)} vs ${formatNumber(alone.requestsPerSecond)} req/s; ` +
      `p99 ${withWrites.latencyP99Ms} vs ${alone.latencyP99Ms} ms; adds ${writes.perSecond}/s: ${statuses})`,
    checks: [
      { label: 'with writes / without', value: ratio, goal: 'atLeast', bound: 0.8 },
      // The writes did happen: about the rate asked for, and answered (201, or 409 for the last unit of an item).
      { label: 'adds/s', value: writes.perSecond, goal: 'atLeast', bound: Math.floor(ADDS_PER_SECOND * 0.9) },
      { label: 'adds answered 201 or 409 (%)', value: writes.sent ? Math.round((((writes.byStatus['201'] ?? 0) + (writes.byStatus['409'] ?? 0)) / writes.sent) * 100) : undefined, goal: 'atLeast', bound: 99 },
    ],
    data: { alone, withWrites, writes },
  };
}

export async function outletRows(): Promise<Row[]> {
  const items = intFromEnv('BENCH_ITEMS', 2000);
  const { results, skipped } = await onEachDatabase('bench-outlet-', (workDir) => [
    ['sqlite', () => prepareSqlite(workDir)],
    ['mysql', prepareMysql],
  ], async (target, workDir) => {
    console.log(`\n[${target.database}] outlet list, ${items} items, cache off (TTL 0), vs bare`);
    const cacheOff = cacheOffRow(target.database, items, await benchDatabase(target, workDir, { serverEnv: { LIST_CACHE_TTL_MS: '0' }, revalidate: false }));
    return [cacheOff, await underWritesRow(target, workDir)];
  });
  return [
    ...results.flat(),
    ...skipped.map((database): Row => ({ id: `outlet.${database}`, what: `Outlet list rows: ${database}`, figures: '', checks: [], error: `${database} skipped or unreachable` })),
  ];
}
