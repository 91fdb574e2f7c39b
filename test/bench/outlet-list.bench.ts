/**
 * npm run bench: GET /api/outlet/list on a 2,000-item catalogue against its limit, a bare Koa route that
 * sends the same bytes from memory, on SQLite and on MySQL. Each server runs in its own child process
 * (the compiled server with its real configuration and database; the bare route alone), one at a time,
 * while autocannon runs here. Both are asked the same way (no Accept-Encoding, so both send identity) and
 * both send the same bytes, checked before measuring.
 *
 * Environment: BENCH_ITEMS (2000), BENCH_CONNECTIONS (50), BENCH_WARMUP_S (2), BENCH_DURATION_S (10),
 * MYSQL_URL (mysql://root@127.0.0.1:3306/test; the bench creates and drops its own database on that server),
 * BENCH_SKIP_MYSQL=1. LIST_CACHE_TTL_MS is passed through to the server (its default otherwise).
 * Output: a table on stdout, bench-results/outlet-list.json and bench-results/outlet-list.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import { createKnex } from '../../adapters/persistence/knex-factory';
import { migrateToLatest } from '../../adapters/persistence/migrations';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { createMysqlBenchDatabase, onEachDatabase, sqliteFileIn } from './bench-databases';
import { intFromEnv } from './bench-env';
import { children, startChild, stopChild } from './child-process';

const ITEMS = intFromEnv('BENCH_ITEMS', 2000);
const CONNECTIONS = intFromEnv('BENCH_CONNECTIONS', 50);
const WARMUP_S = intFromEnv('BENCH_WARMUP_S', 2);
const DURATION_S = intFromEnv('BENCH_DURATION_S', 10);
const TARGET_RATIO = 1 / 3;
const LIST_PATH = '/api/outlet/list';

const ROOT = process.cwd();
const SERVER_MAIN = path.resolve(__dirname, '../../server/main.js');
const BARE_SERVER = path.resolve(__dirname, 'bare-koa-server.js');
const RESULTS_DIR = path.join(ROOT, 'bench-results');

export interface Measurement {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  throughputMBps: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** 304 answers (the If-None-Match run). */
  notModified: number;
}

export interface DatabaseResult {
  database: 'sqlite' | 'mysql';
  bodyBytes: number;
  list: Measurement;
  /** The storefront's 60 s refresh with the ETag it holds: GET with If-None-Match, answered 304 (undefined: not asked). */
  revalidate?: Measurement;
  bare: Measurement;
  ratio: number;
}

export interface Target {
  database: 'sqlite' | 'mysql';
  /** Child environment that points the real server at the prepared database. */
  serverEnv: NodeJS.ProcessEnv;
  cleanup(): Promise<void>;
}

/** Migrates the database and inserts the catalogue through `knex`, then closes it (the server has its own). */
async function fillAndClose(knex: Knex): Promise<void> {
  try {
    await migrateToLatest(knex);
    await insertOutletItems(knex, buildDemoCatalogue(new Date(), ITEMS));
  } finally {
    await knex.destroy();
  }
}

export async function prepareSqlite(workDir: string): Promise<Target> {
  const dataDir = path.join(workDir, 'sqlite-data');
  await fillAndClose(createKnex({ sqliteFile: sqliteFileIn(dataDir) }));
  return { database: 'sqlite', serverEnv: { DATA_DIR: dataDir }, cleanup: async () => undefined };
}

/** A fresh database on the MySQL server, or undefined (with the reason printed) when it cannot be reached. */
export async function prepareMysql(): Promise<Target | undefined> {
  if (process.env.BENCH_SKIP_MYSQL === '1') {
    console.log('MySQL: skipped (BENCH_SKIP_MYSQL=1)');
    return undefined;
  }
  const created = await createMysqlBenchDatabase('bench_outlet');
  if (!created) return undefined;
  await fillAndClose(createKnex({ databaseUrl: created.url }));
  return { database: 'mysql', serverEnv: { DATABASE_URL: created.url }, cleanup: created.drop };
}

/** The bytes and headers exactly as autocannon gets them (no Accept-Encoding), without fetch's decompression. */
export function rawGet(url: string): Promise<{ status: number; contentType: string | undefined; encoding: string | undefined; etag: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'],
        encoding: response.headers['content-encoding'],
        etag: response.headers.etag,
        body: Buffer.concat(chunks),
      }));
    }).on('error', reject).end();
  });
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Measurement> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_S });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    throughputMBps: Math.round((result.throughput.average / 1e6) * 10) / 10,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    notModified: result['3xx'],
  };
}

/**
 * The list against the bare route on one database. The umbrella (bench.ts) passes LIST_CACHE_TTL_MS=0 in
 * `serverEnv` (the issue's "cache off" row) and leaves out the 304 run, which it measures on the demo shop.
 */
export async function benchDatabase(target: Target, workDir: string, options: { serverEnv?: NodeJS.ProcessEnv; revalidate?: boolean } = {}): Promise<DatabaseResult> {
  console.log(`\n[${target.database}] starting the server (compiled, child process)`);
  const { child: shop, baseUrl: shopUrl } = await startChild(SERVER_MAIN, {
    ...target.serverEnv,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    PUBLIC_DIR: path.join(workDir, 'no-public'),
    ...options.serverEnv,
  });
  let reference: Buffer;
  let list: Measurement;
  let revalidate: Measurement | undefined;
  try {
    const first = await rawGet(shopUrl + LIST_PATH);
    const items = JSON.parse(first.body.toString('utf8')) as unknown[];
    if (first.status !== 200 || first.encoding !== undefined || items.length !== ITEMS) {
      throw new Error(`unexpected list answer: status ${first.status}, encoding ${first.encoding}, ${items.length} items (expected ${ITEMS})`);
    }
    reference = first.body;
    console.log(`[${target.database}] list: ${ITEMS} items, ${reference.length} bytes; measuring ${WARMUP_S} s warm-up + ${DURATION_S} s`);
    list = await measure(shopUrl + LIST_PATH);
    // The umbrella measures the 304 on the demo shop instead.
    if (options.revalidate !== false) {
      if (!first.etag) throw new Error('the list answered without an ETag');
      console.log(`[${target.database}] list with If-None-Match (304 expected): measuring`);
      const conditional = await measure(shopUrl + LIST_PATH, { 'If-None-Match': first.etag });
      if (conditional.notModified !== conditional.requests) {
        console.log(`[${target.database}] warning: ${conditional.requests - conditional.notModified} of ${conditional.requests} conditional requests were not 304`);
      }
      revalidate = conditional;
    }
  } finally {
    await stopChild(shop);
  }

  const bodyFile = path.join(workDir, `${target.database}-list.json`);
  writeFileSync(bodyFile, reference);
  const { child: bare, baseUrl: bareUrl } = await startChild(BARE_SERVER, { BENCH_BODY_FILE: bodyFile, PORT: '0', HOST: '127.0.0.1' });
  let bareResult: Measurement;
  try {
    const check = await rawGet(bareUrl + LIST_PATH);
    if (!check.body.equals(reference) || check.contentType !== 'application/json; charset=utf-8') {
      throw new Error('the bare route does not send the same bytes as the list route');
    }
    console.log(`[${target.database}] bare Koa, same ${reference.length} bytes: measuring`);
    bareResult = await measure(bareUrl + LIST_PATH);
  } finally {
    await stopChild(bare);
  }
  const ratio = Math.round((list.requestsPerSecond / bareResult.requestsPerSecond) * 1000) / 1000;
  return { database: target.database, bodyBytes: reference.length, list, revalidate, bare: bareResult, ratio };
}

function table(results: DatabaseResult[]): string {
  const rows = [
    '| Database | Route | req/s | p50 (ms) | p99 (ms) | MB/s | errors / non-2xx (304s) | list / bare |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const result of results) {
    const runs: Array<readonly [string, Measurement, string]> = [
      ['GET /api/outlet/list', result.list, `**${result.ratio.toFixed(3)}**`],
      ...(result.revalidate ? [['same, If-None-Match → 304', result.revalidate, (result.revalidate.requestsPerSecond / result.bare.requestsPerSecond).toFixed(3)] as const] : []),
      ['bare Koa, same bytes', result.bare, '1.000'],
    ];
    for (const [route, m, ratio] of runs) {
      const non2xx = m.notModified > 0 ? `${m.non2xx} (${m.notModified} x 304)` : String(m.non2xx);
      rows.push(`| ${result.database} | ${route} | ${m.requestsPerSecond} | ${m.latencyP50Ms} | ${m.latencyP99Ms} | ${m.throughputMBps} | ${m.errors + m.timeouts} / ${non2xx} | ${ratio} |`);
    }
  }
  return rows.join('\n');
}

async function main(): Promise<void> {
  const { results, skipped } = await onEachDatabase('shop-bench-', (workDir) => [['sqlite', () => prepareSqlite(workDir)], ['mysql', prepareMysql]], (target, workDir) => benchDatabase(target, workDir));

  const passed = results.every((result) => result.ratio >= TARGET_RATIO);
  const summary = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    items: ITEMS,
    connections: CONNECTIONS,
    warmupSeconds: WARMUP_S,
    durationSeconds: DURATION_S,
    listCacheTtlMs: process.env.LIST_CACHE_TTL_MS ? Number(process.env.LIST_CACHE_TTL_MS) : 1000,
    acceptEncoding: 'none (identity on both routes)',
    targetRatio: Math.round(TARGET_RATIO * 1000) / 1000,
    passed,
    skipped,
    results,
  };
  const text = table(results);
  console.log(`\n${text}\n`);
  console.log(`Target: list >= ${summary.targetRatio} x bare on every database: ${passed ? 'PASS' : 'FAIL'}${skipped.length ? ` (skipped: ${skipped.join(', ')})` : ''}`);

  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'outlet-list.json'), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(path.join(RESULTS_DIR, 'outlet-list.md'), [
    '# GET /api/outlet/list vs bare Koa',
    '',
    `${summary.date}, Node ${summary.node}, ${summary.cpus} CPUs. ${ITEMS} items (${results[0]?.bodyBytes ?? 0} bytes of JSON), ` +
      `autocannon ${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${DURATION_S} s. Each server in its own child process, ` +
      `autocannon in the parent, sharing the machine's cores. No Accept-Encoding: both routes send the same identity bytes. ` +
      `LIST_CACHE_TTL_MS=${summary.listCacheTtlMs}.`,
    '',
    text,
    '',
    `Target: the list reaches at least one third of the bare route's throughput on every database: **${passed ? 'PASS' : 'FAIL'}**` +
      (skipped.length ? ` (skipped: ${skipped.join(', ')}, unreachable)` : '') + '.',
    '',
    'The list route serves a read model (server/http/read-models/outlet-list-read-model.ts): the serialized body, its ETag and ' +
      'a lazily built gzip copy, refilled by one query per TTL (single flight) and invalidated in-process by write paths.',
    '',
  ].join('\n'));
  console.log(`Wrote ${path.relative(ROOT, path.join(RESULTS_DIR, 'outlet-list.json'))} and outlet-list.md`);
  // A script, not a timed test (design section 6): it reports; BENCH_ENFORCE=1 makes a miss fail the command.
  if (!passed && process.env.BENCH_ENFORCE === '1') process.exitCode = 1;
}

// Alone (node dist/server/test/bench/outlet-list.bench.js); the umbrella imports the pieces above.
if (require.main === module) {
  main().catch((error: unknown) => {
    for (const child of children) child.kill('SIGKILL');
    console.error(error);
    process.exit(1);
  });
}
