/**
 * npm run bench: the marketplace at 10,000 simulated Shopee products (issue 11), end to end on the compiled server.
 *
 * Per database (SQLite, then MySQL/MariaDB), in one run:
 * 1. Sync: the compiled server (dist/server/server/main.js) starts as a child with PROVIDERS=sandbox, a fresh
 *    database and SANDBOX_SHOPEE_ITEMS=10000; the demo bootstrap connects it to the simulator's shop and runs the
 *    full sync through the real adapter, within the simulator's rate limit (100 calls/s). Timed from the run's
 *    start to its end (marketplace_sync_runs, polled), with the simulator's call counts (GET
 *    /sandbox/shopee/control/state: calls received, answered error_rate_limit), the adapter's retries (its
 *    'shopee.retry' log lines) and the child's resident memory (VmRSS of /proc/<pid>/status every 100 ms:
 *    start, peak, end), which stays flat if the sync streams page by page.
 * 2. Reads on the same child (its read model on, MARKETPLACE_CACHE_TTL_MS default): list page 1 and page 400
 *    (limit 20), each against a bare Koa route sending the same bytes (test/bench/bare-koa-server.ts, own child,
 *    bytes compared first; no Accept-Encoding so both send identity), measured in turn twice (route, bare, route,
 *    bare: a load that drifts on this shared machine weighs on both sides alike); the 2-character Chinese search: one keyword
 *    (cached), and 100 distinct keywords (the commonest Han bigrams of the names) in turn.
 * 3. The database path: a second child on the same database with MARKETPLACE_CACHE_TTL_MS=0 (no answer reused),
 *    the same 100 keywords handed out round robin across connections (so the 50 requests in flight name 50
 *    different keywords and no two share a fill), and list page 400 (where the requests in flight, all for the
 *    same key, do share one query: what single flight gives a page everybody reads at once).
 * Targets: list pages >= 0.5 x bare; the 2-character search at p99 < 50 ms with 50 connections (judged on the
 * rotating keywords; the uncached and the one-keyword figures are reported beside it).
 *
 * Environment: BENCH_SHOPEE_ITEMS (10000), BENCH_CONNECTIONS (50), BENCH_WARMUP_S (2), BENCH_DURATION_S (10),
 * MYSQL_URL (mysql://root@127.0.0.1:3306/test; the bench creates and drops its own database), BENCH_SKIP_MYSQL=1,
 * BENCH_SKIP_SQLITE=1, BENCH_ENFORCE=1 (a missed target fails the command).
 * Output: a table on stdout, bench-results/marketplace.json and bench-results/marketplace.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import { createKnex } from '../../adapters/persistence/knex-factory';
import { createMysqlBenchDatabase, onEachDatabase, sqliteFileIn } from './bench-databases';
import { intFromEnv } from './bench-env';
import { loadAverages, machineDescription, printTablesAndVerdicts } from './bench-report';
import { children, startChild, stopChild } from './child-process';

const ITEMS = intFromEnv('BENCH_SHOPEE_ITEMS', 10_000);
const CONNECTIONS = intFromEnv('BENCH_CONNECTIONS', 50);
const WARMUP_S = intFromEnv('BENCH_WARMUP_S', 2);
const DURATION_S = intFromEnv('BENCH_DURATION_S', 10);
const TARGET_RATIO = 0.5;
const TARGET_SEARCH_P99_MS = 50;
const KEYWORDS = 100;
const SYNC_TIMEOUT_MS = 15 * 60_000;
const RSS_SAMPLE_MS = 100;

const ROOT = process.cwd();
const SERVER_MAIN = path.resolve(__dirname, '../../server/main.js');
const BARE_SERVER = path.resolve(__dirname, 'bare-koa-server.js');
const RESULTS_DIR = path.join(ROOT, 'bench-results');
const LIST_PAGES = [1, 400] as const;
const listPath = (page: number) => `/api/shopee-products/list?page=${page}&limit=20`;
const searchPath = (keyword: string) => `/api/shopee-products/search?keyword=${encodeURIComponent(keyword)}&page=1&limit=20`;

interface Measurement {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

interface SyncFigures {
  simulatedItems: number;
  productsStored: number;
  upserted: number;
  status: string;
  /** From the run's started_at to its finished_at. */
  seconds: number;
  itemsPerSecond: number;
  /** Authenticated API calls the simulator received (the connection's few included) and how many it refused. */
  shopeeCalls: number;
  rateLimited: number;
  /** The adapter's 'shopee.retry' log lines. */
  retries: number;
  rateLimitPerSecond: number;
  rssMb: { start: number; peak: number; end: number; samples: number };
}

interface ListResult { page: number; bodyBytes: number; route: Measurement; bare: Measurement; ratio: number }

interface DatabaseResult {
  database: 'sqlite' | 'mysql';
  sync: SyncFigures;
  lists: ListResult[];
  keywords: { count: number; sample: string[]; minMatches: number; maxMatches: number };
  search: { oneKeywordCached: Measurement & { keyword: string }; rotatingCached: Measurement; rotatingUncached: Measurement };
  listPage400Uncached: Measurement;
}

interface Target {
  database: 'sqlite' | 'mysql';
  serverEnv: NodeJS.ProcessEnv;
  /** A connection of the bench's own, to poll the sync run and read the names. */
  open(): Knex;
  cleanup(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function prepareSqlite(workDir: string): Target | undefined {
  if (process.env.BENCH_SKIP_SQLITE === '1') return undefined;
  const dataDir = path.join(workDir, 'sqlite-data');
  mkdirSync(dataDir, { recursive: true });
  return {
    database: 'sqlite', serverEnv: { DATA_DIR: dataDir },
    open: () => createKnex({ sqliteFile: sqliteFileIn(dataDir) }),
    cleanup: async () => undefined,
  };
}

async function prepareMysql(): Promise<Target | undefined> {
  if (process.env.BENCH_SKIP_MYSQL === '1') return undefined;
  const created = await createMysqlBenchDatabase('bench_marketplace');
  if (!created) return undefined;
  return { database: 'mysql', serverEnv: { DATABASE_URL: created.url }, open: () => createKnex({ databaseUrl: created.url }), cleanup: created.drop };
}

/** The bytes exactly as autocannon gets them (no Accept-Encoding), without fetch's decompression. */
function rawGet(url: string): Promise<{ status: number; contentType: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'], body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

function summary(result: Awaited<ReturnType<typeof autocannon>>): Measurement {
  return {
    requestsPerSecond: Math.round(result.requests.average), latencyP50Ms: result.latency.p50, latencyP99Ms: result.latency.p99,
    requests: result.requests.total, errors: result.errors + result.timeouts, non2xx: result.non2xx,
  };
}

async function measure(url: string): Promise<Measurement> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S });
  return summary(await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }));
}

/** Two runs of one route as one row: mean throughput and median, the worse p99, the counts added up. */
function combined(runs: readonly Measurement[]): Measurement {
  const mean = (pick: (m: Measurement) => number) => Math.round((runs.reduce((sum, m) => sum + pick(m), 0) / runs.length) * 10) / 10;
  return {
    requestsPerSecond: Math.round(mean((m) => m.requestsPerSecond)), latencyP50Ms: mean((m) => m.latencyP50Ms),
    latencyP99Ms: Math.max(...runs.map((m) => m.latencyP99Ms)), requests: runs.reduce((sum, m) => sum + m.requests, 0),
    errors: runs.reduce((sum, m) => sum + m.errors, 0), non2xx: runs.reduce((sum, m) => sum + m.non2xx, 0),
  };
}

/** Every request takes the next path of `paths`, round robin over all connections. */
async function measureRotating(baseUrl: string, paths: readonly string[]): Promise<Measurement> {
  let next = 0;
  const requests = [{ method: 'GET', setupRequest: (request: { path?: string }) => ({ ...request, path: paths[(next += 1) % paths.length] }) }];
  await autocannon({ url: baseUrl, connections: CONNECTIONS, duration: WARMUP_S, requests });
  return summary(await autocannon({ url: baseUrl, connections: CONNECTIONS, duration: DURATION_S, requests }));
}

/** VmRSS of a process in MB, or undefined once it is gone. */
function rssMb(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 102.4) / 10 : undefined;
  } catch {
    return undefined;
  }
}

/** Counts the child's 'shopee.retry' log lines as they stream by (nothing kept). */
function countRetries(child: ChildProcess): { count(): number } {
  let retries = 0;
  let tail = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = tail + chunk.toString();
    const lines = text.split('\n');
    tail = lines.pop() ?? '';
    for (const line of lines) if (line.includes('shopee.retry')) retries += 1;
  });
  child.stderr?.on('data', () => undefined);
  return { count: () => retries };
}

interface RunRow { status: string; started_at: string | Date; finished_at: string | Date | null; upserted: number; done: number; errors: string }

async function waitForSync(knex: Knex, pid: number): Promise<{ run: RunRow; rss: number[] }> {
  const rss: number[] = [];
  const sampler = setInterval(() => {
    const sample = rssMb(pid);
    if (sample !== undefined) rss.push(sample);
  }, RSS_SAMPLE_MS);
  const deadline = Date.now() + SYNC_TIMEOUT_MS;
  let lastDone = -1;
  try {
    for (;;) {
      if (Date.now() > deadline) throw new Error(`the sync did not finish within ${SYNC_TIMEOUT_MS / 60_000} minutes`);
      let run: RunRow | undefined;
      try {
        run = await knex('marketplace_sync_runs').orderBy('id', 'desc').first() as RunRow | undefined;
      } catch {
        run = undefined; // the tables may not exist yet (the child migrates first)
      }
      if (run && run.status !== 'running') {
        rss.push(rssMb(pid) ?? Number.NaN);
        return { run, rss };
      }
      if (run && run.done !== lastDone && run.done % 2000 < 100) console.log(`  sync: ${run.done} items read`);
      if (run) lastDone = run.done;
      await sleep(250);
    }
  } finally {
    clearInterval(sampler);
  }
}

/** The commonest pairs of Han characters in the stored names: the keywords a shopper would type. */
async function commonKeywords(knex: Knex): Promise<string[]> {
  const rows: Array<{ item_name: string }> = await knex('shopee_products').select('item_name');
  const counts = new Map<string, number>();
  for (const { item_name: name } of rows) {
    const characters = [...name];
    const seen = new Set<string>();
    for (let at = 0; at + 1 < characters.length; at += 1) {
      const gram = characters[at] + characters[at + 1];
      if (/^\p{Script=Han}{2}$/u.test(gram)) seen.add(gram);
    }
    for (const gram of seen) counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, KEYWORDS).map(([gram]) => gram);
}

async function startShop(target: Target, workDir: string, env: NodeJS.ProcessEnv) {
  return startChild(SERVER_MAIN, {
    ...target.serverEnv, PORT: '0', HOST: '127.0.0.1', PROVIDERS: 'sandbox', SHOPEE_SYNC_MINUTES: '0',
    PUBLIC_DIR: path.join(workDir, 'no-public'), ...env,
  });
}

/** The bare Koa route serving `body`, checked to send exactly those bytes with the same Content-Type. */
async function startBare(body: Buffer, workDir: string, name: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const bodyFile = path.join(workDir, `${name}.json`);
  writeFileSync(bodyFile, body);
  const bare = await startChild(BARE_SERVER, { BENCH_BODY_FILE: bodyFile, PORT: '0', HOST: '127.0.0.1' });
  const check = await rawGet(bare.baseUrl + '/');
  if (!check.body.equals(body) || check.contentType !== 'application/json; charset=utf-8') {
    await stopChild(bare.child);
    throw new Error('the bare route does not send the same bytes');
  }
  return bare;
}

async function benchDatabase(target: Target, workDir: string): Promise<DatabaseResult> {
  const tag = `[${target.database}]`;
  console.log(`\n${tag} starting the server with a ${ITEMS}-item simulated Shopee shop; the demo bootstrap connects and syncs it`);
  const knex = target.open();
  try {
    // ---- 1. the sync -------------------------------------------------------------------------------------
    const { child, baseUrl } = await startShop(target, workDir, { SEED_DEMO: 'true', SANDBOX_SHOPEE_ITEMS: String(ITEMS) });
    const retries = countRetries(child);
    const lists: ListResult[] = [];
    let sync: SyncFigures;
    let oneKeywordCached: Measurement & { keyword: string };
    let rotatingCached: Measurement;
    let keywords: string[];
    const matches: number[] = [];
    try {
      const startRss = rssMb(child.pid!) ?? Number.NaN;
      const { run, rss } = await waitForSync(knex, child.pid!);
      const state = await (await fetch(`${baseUrl}/sandbox/shopee/control/state`)).json() as { api_calls: number; rate_limited: number; rate_limit_per_second: number; catalogue_size: number };
      const seconds = (new Date(run.finished_at!).getTime() - new Date(run.started_at).getTime()) / 1000;
      const stored = Number((await knex('shopee_products').count({ n: '*' }).first() as { n: number | string }).n);
      sync = {
        simulatedItems: state.catalogue_size, productsStored: stored, upserted: run.upserted, status: run.status,
        seconds: Math.round(seconds * 10) / 10, itemsPerSecond: Math.round(run.upserted / seconds),
        shopeeCalls: state.api_calls, rateLimited: state.rate_limited, retries: retries.count(), rateLimitPerSecond: state.rate_limit_per_second,
        rssMb: { start: startRss, peak: Math.max(startRss, ...rss), end: rss.at(-1) ?? Number.NaN, samples: rss.length },
      };
      if (run.status !== 'done') throw new Error(`${tag} the sync ended ${run.status}: ${run.errors}`);
      console.log(`${tag} sync: ${sync.upserted} products in ${sync.seconds} s (${sync.itemsPerSecond}/s), ${sync.shopeeCalls} Shopee calls, ` +
        `${sync.rateLimited} rate-limited, ${sync.retries} retries; RSS ${sync.rssMb.start} -> peak ${sync.rssMb.peak} -> ${sync.rssMb.end} MB`);

      // ---- 2. reads with the read model ------------------------------------------------------------------
      // Route and bare one right after the other (the bare child idles while the route is measured), so that
      // both see the same load on this shared machine.
      for (const page of LIST_PAGES) {
        const first = await rawGet(baseUrl + listPath(page));
        const parsed = JSON.parse(first.body.toString('utf8')) as { products: unknown[] };
        if (first.status !== 200 || parsed.products.length !== 20) throw new Error(`${tag} list page ${page}: status ${first.status}, ${parsed.products.length} products`);
        const bare = await startBare(first.body, workDir, `${target.database}-page-${page}`);
        try {
          console.log(`${tag} list page ${page} (${first.body.length} bytes) and bare Koa with the same bytes, in turn twice: measuring`);
          const routeRuns: Measurement[] = [];
          const bareRuns: Measurement[] = [];
          for (let round = 0; round < 2; round += 1) {
            routeRuns.push(await measure(baseUrl + listPath(page)));
            bareRuns.push(await measure(bare.baseUrl + '/'));
          }
          const route = combined(routeRuns);
          const bareResult = combined(bareRuns);
          lists.push({ page, bodyBytes: first.body.length, route, bare: bareResult, ratio: Math.round((route.requestsPerSecond / bareResult.requestsPerSecond) * 1000) / 1000 });
        } finally {
          await stopChild(bare.child);
        }
      }
      keywords = await commonKeywords(knex);
      for (const keyword of keywords) {
        const answer = await (await fetch(baseUrl + searchPath(keyword))).json() as { pagination: { total: number } };
        matches.push(answer.pagination.total);
      }
      console.log(`${tag} search, one keyword (${keywords[0]}, ${matches[0]} matches), cached: measuring`);
      oneKeywordCached = { keyword: keywords[0], ...(await measure(baseUrl + searchPath(keywords[0]))) };
      console.log(`${tag} search, ${keywords.length} keywords in turn (${Math.min(...matches)}..${Math.max(...matches)} matches), read model on: measuring`);
      rotatingCached = await measureRotating(baseUrl, keywords.map(searchPath));
    } finally {
      await stopChild(child);
    }


    // ---- 3. the database path (no answer reused) -----------------------------------------------------------
    const uncached = await startShop(target, workDir, { SEED_DEMO: 'false', MARKETPLACE_CACHE_TTL_MS: '0' });
    let rotatingUncached: Measurement;
    let listPage400Uncached: Measurement;
    try {
      console.log(`${tag} search, ${keywords.length} keywords round robin, MARKETPLACE_CACHE_TTL_MS=0: measuring`);
      rotatingUncached = await measureRotating(uncached.baseUrl, keywords.map(searchPath));
      console.log(`${tag} list page 400, MARKETPLACE_CACHE_TTL_MS=0: measuring`);
      listPage400Uncached = await measure(uncached.baseUrl + listPath(400));
    } finally {
      await stopChild(uncached.child);
    }
    return {
      database: target.database, sync, lists,
      keywords: { count: keywords.length, sample: keywords.slice(0, 10), minMatches: Math.min(...matches), maxMatches: Math.max(...matches) },
      search: { oneKeywordCached, rotatingCached, rotatingUncached }, listPage400Uncached,
    };
  } finally {
    await knex.destroy();
  }
}

const row = (database: string, route: string, m: Measurement, ratio = '') =>
  `| ${database} | ${route} | ${m.requestsPerSecond} | ${m.latencyP50Ms} | ${m.latencyP99Ms} | ${m.errors} / ${m.non2xx} | ${ratio} |`;

function tables(results: DatabaseResult[]): string {
  const lines = [
    '| Database | Sync | Time (s) | Items/s | Shopee calls | Rate-limited answers | Retries | RSS start / peak / end (MB) |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { database, sync } of results) {
    lines.push(`| ${database} | ${sync.upserted} products (${sync.simulatedItems} simulated, ${sync.status}) | ${sync.seconds} | ${sync.itemsPerSecond} | ` +
      `${sync.shopeeCalls} | ${sync.rateLimited} | ${sync.retries} | ${sync.rssMb.start} / ${sync.rssMb.peak} / ${sync.rssMb.end} |`);
  }
  lines.push('', '| Database | Route | req/s | p50 (ms) | p99 (ms) | errors / non-2xx | route / bare |', '|---|---|---:|---:|---:|---:|---:|');
  for (const result of results) {
    for (const list of result.lists) {
      lines.push(row(result.database, `list page ${list.page} (limit 20, ${list.bodyBytes} bytes)`, list.route, `**${list.ratio.toFixed(3)}**`));
      lines.push(row(result.database, `bare Koa, same bytes as page ${list.page}`, list.bare, '1.000'));
    }
    const { search } = result;
    lines.push(row(result.database, `search, ${result.keywords.count} 2-character keywords in turn (read model on)`, search.rotatingCached));
    lines.push(row(result.database, `search, one keyword '${search.oneKeywordCached.keyword}' (cached)`, search.oneKeywordCached));
    lines.push(row(result.database, `search, ${result.keywords.count} keywords round robin, no cache (TTL 0)`, search.rotatingUncached));
    lines.push(row(result.database, 'list page 400, TTL 0 (the 50 in flight share one query)', result.listPage400Uncached));
  }
  return lines.join('\n');
}

function verdicts(results: DatabaseResult[]): { text: string[]; passed: boolean } {
  const text: string[] = [];
  let passed = true;
  for (const result of results) {
    for (const list of result.lists) {
      const ok = list.ratio >= TARGET_RATIO;
      passed &&= ok;
      text.push(`${result.database}: list page ${list.page} at ${list.ratio.toFixed(3)} x bare (target >= ${TARGET_RATIO}): ${ok ? 'PASS' : 'FAIL'}`);
    }
    const p99 = result.search.rotatingCached.latencyP99Ms;
    const ok = p99 < TARGET_SEARCH_P99_MS;
    passed &&= ok;
    text.push(`${result.database}: 2-character search, ${result.keywords.count} keywords in turn, p99 ${p99} ms at ${CONNECTIONS} connections ` +
      `(target < ${TARGET_SEARCH_P99_MS} ms): ${ok ? 'PASS' : 'FAIL'}; without the cache p99 ${result.search.rotatingUncached.latencyP99Ms} ms`);
  }
  return { text, passed };
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  const started = new Date();
  const { results, skipped } = await onEachDatabase('bench-marketplace-', (workDir) => [['sqlite', async () => prepareSqlite(workDir)], ['mysql', prepareMysql]], benchDatabase);
  const loadAfter = os.loadavg();
  const machine = machineDescription();
  const text = tables(results);
  const { text: verdictLines, passed } = verdicts(results);
  printTablesAndVerdicts(text, verdictLines, skipped);

  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'marketplace.json'), `${JSON.stringify({
    date: started.toISOString(), machine, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter,
    simulatedItems: ITEMS, connections: CONNECTIONS, warmupSeconds: WARMUP_S, durationSeconds: DURATION_S,
    targets: { listRatio: TARGET_RATIO, searchP99Ms: TARGET_SEARCH_P99_MS }, passed, skipped, results,
  }, null, 2)}\n`);
  writeFileSync(path.join(RESULTS_DIR, 'marketplace.md'), [
    '# Marketplace at 10,000 simulated products: sync, list pages against bare Koa, 2-character search',
    '',
    `${started.toISOString()}; ${machine}. Load average (1 / 5 / 15 min) ${loadAverages(loadBefore)} before, ${loadAverages(loadAfter)} after: ` +
      'the server, the database, the simulator (inside the server) and autocannon share these cores with whatever else runs.',
    `autocannon ${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${DURATION_S} s per run; no Accept-Encoding (identity bodies on both sides). ` +
      'A list page and its bare route are measured in turn twice (route, bare, route, bare); their rows give the mean req/s and p50 and the worse p99.',
    'Each server is a child process of its own (a bare one idles while the shop is measured, and the reverse): the compiled shop (PROVIDERS=sandbox, its Shopee simulator inside it, ' +
      `SANDBOX_SHOPEE_ITEMS=${ITEMS}), or the bare Koa route with the same bytes. The sync is the demo bootstrap's full sync ` +
      'through the real Shopee adapter, against the simulator\'s rate limit; RSS is the shop process\'s VmRSS sampled every 100 ms.',
    '',
    text,
    '',
    ...verdictLines.map((line) => `- ${line}`),
    ...(skipped.length ? [`- skipped: ${skipped.join(', ')}`] : []),
    '',
    'Rows: "in turn" hands the 100 commonest Han bigrams of the names out round robin to the 50 connections with the read model on ' +
      '(MARKETPLACE_CACHE_TTL_MS default: each keyword costs one database query per TTL); "no cache" is a second server on the same ' +
      'database with MARKETPLACE_CACHE_TTL_MS=0, where every request reaches the database (no two of the 50 in flight share a keyword).',
    '',
  ].join('\n'));
  console.log(`Wrote bench-results/marketplace.json and marketplace.md`);
  if (!passed && process.env.BENCH_ENFORCE === '1') process.exitCode = 1;
}

main().catch((error: unknown) => {
  for (const child of children) child.kill('SIGKILL');
  console.error(error);
  process.exit(1);
});
