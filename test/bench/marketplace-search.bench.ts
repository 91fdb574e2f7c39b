/**
 * The marketplace catalogue at 10,000 products (issue 11): how long the sync's upsertProducts takes for the
 * whole shop in one call (first sync, and a re-sync of the same records), then the read routes under load on
 * the compiled server (child process): a 2-character Chinese search, a 4-character one, list page 400 and a
 * category page, on SQLite and MySQL. Target: the 2-character search at p99 < 50 ms with 50 connections on MySQL.
 *
 * Run: npm run build:server && node dist/server/test/bench/marketplace-search.bench.js
 * Environment: BENCH_ITEMS (10000), BENCH_CONNECTIONS (50), BENCH_WARMUP_S (2), BENCH_DURATION_S (10),
 * MYSQL_URL (mysql://root@127.0.0.1:3306/test; the bench creates and drops its own database), BENCH_SKIP_MYSQL=1,
 * BENCH_SKIP_SQLITE=1.
 * Output: a table on stdout and bench-results/marketplace-search.{json,md}.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import { createKnex } from '../../adapters/persistence/knex-factory';
import { KnexMarketplaceCatalogue } from '../../adapters/persistence/marketplace/knex-marketplace-catalogue';
import { migrateToLatest } from '../../adapters/persistence/migrations';
import type { MarketplaceProductRecord } from '../../application/marketplace/marketplace-catalogue.port';
import { createMysqlBenchDatabase, onEachDatabase, sqliteFileIn } from './bench-databases';
import { intFromEnv } from './bench-env';
import { startChild, stopChild } from './child-process';

const ITEMS = intFromEnv('BENCH_ITEMS', 10_000);
const CONNECTIONS = intFromEnv('BENCH_CONNECTIONS', 50);
const WARMUP_S = intFromEnv('BENCH_WARMUP_S', 2);
const DURATION_S = intFromEnv('BENCH_DURATION_S', 10);
const SERVER_MAIN = path.resolve(__dirname, '../../server/main.js');
const RESULTS_DIR = path.join(process.cwd(), 'bench-results');

const STYLES = ['長袖', '短袖', '寬鬆', '修身', '復古', '韓版', '日系', '百搭', '純棉', '針織', '條紋', '格紋', '碎花', '素面', '高腰', '連帽', '加厚', '防風', '輕薄', '彈性'];
const COLOURS = ['黑色', '白色', '灰色', '藏青', '卡其', '酒紅', '米白', '粉色'];
const KINDS = ['襯衫', '外套', 'T恤', '洋裝', '牛仔褲', '短裙', '毛衣', '背心', '大衣', '西裝褲', '運動鞋', '帽子', '圍巾', '包包', '襪子'];
const SUFFIXES = ['男女款', '2026新款', 'Oversize', 'ins風', '現貨', '台灣出貨', '大尺碼', ''];
const CATEGORIES = ['上衣', '下身', '外套', '配件', '鞋子', '洋裝'];

const SCENARIOS: Array<[string, string]> = [
  ['search 2 chars (襯衫)', `/api/shopee-products/search?keyword=${encodeURIComponent('襯衫')}&page=1&limit=20`],
  ['search 4 chars (黑色襯衫)', `/api/shopee-products/search?keyword=${encodeURIComponent('黑色襯衫')}&page=1&limit=20`],
  ['list page 400 of 20', '/api/shopee-products/list?page=400&limit=20'],
  ['category page 50 of 20', `/api/shopee-products/list?category=${encodeURIComponent('上衣')}&page=50&limit=20`],
];

interface Measurement { scenario: string; requestsPerSecond: number; latencyP50Ms: number; latencyP99Ms: number; requests: number; errors: number; non2xx: number }
interface DatabaseResult { database: 'sqlite' | 'mysql'; items: number; firstSyncMs: number; resyncMs: number; measurements: Measurement[] }
interface Target { database: 'sqlite' | 'mysql'; knex: Knex; serverEnv: NodeJS.ProcessEnv; cleanup(): Promise<void> }

/** A deterministic shop: names from the lists above (about 1 in 15 is a 襯衫), 0 to 4 models each. */
function records(): MarketplaceProductRecord[] {
  // mulberry32: a linear congruential generator's low bits repeat, which tied every 襯衫 to one colour.
  let seed = 42;
  const next = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return Math.floor((((x ^ (x >>> 14)) >>> 0) / 4_294_967_296) * n);
  };
  return Array.from({ length: ITEMS }, (_, index) => {
    const itemId = 20_000_000_000 + index * 7;
    const name = `${STYLES[next(STYLES.length)]} ${STYLES[next(STYLES.length)]}${COLOURS[next(COLOURS.length)]}${KINDS[next(KINDS.length)]} ${SUFFIXES[next(SUFFIXES.length)]} #${index}`.trim();
    const models = Array.from({ length: next(5) }, (_, at) => ({
      modelId: itemId * 10 + at, name: `${COLOURS[at % COLOURS.length]}/${['S', 'M', 'L', 'XL'][at % 4]}`, price: 390 + next(2000), stock: next(20),
      sku: `M-${itemId}-${at}`, imageUrl: null, available: true,
    }));
    return {
      itemId, name, description: `${name} 的商品說明。`.repeat(10), sku: `SKU-${itemId}`, categoryId: 100 + (index % CATEGORIES.length),
      category: CATEGORIES[index % CATEGORIES.length], status: 'NORMAL' as const, updateTime: 1_764_000_000 + index,
      imageUrls: [`https://cf.shopee.tw/file/${itemId}-1`, `https://cf.shopee.tw/file/${itemId}-2`], price: 390 + next(2000),
      stock: models.reduce((sum, model) => sum + model.stock, 0) || 5, models,
    };
  });
}

async function prepareSqlite(workDir: string): Promise<Target | undefined> {
  if (process.env.BENCH_SKIP_SQLITE === '1') return undefined;
  const dataDir = path.join(workDir, 'sqlite-data');
  const knex = createKnex({ sqliteFile: sqliteFileIn(dataDir) });
  return { database: 'sqlite', knex, serverEnv: { DATA_DIR: dataDir }, cleanup: async () => undefined };
}

async function prepareMysql(): Promise<Target | undefined> {
  if (process.env.BENCH_SKIP_MYSQL === '1') return undefined;
  const created = await createMysqlBenchDatabase('bench_marketplace');
  if (!created) return undefined;
  return { database: 'mysql', knex: createKnex({ databaseUrl: created.url }), serverEnv: { DATABASE_URL: created.url }, cleanup: created.drop };
}

async function measure(scenario: string, url: string): Promise<Measurement> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    scenario, requestsPerSecond: Math.round(result.requests.average), latencyP50Ms: result.latency.p50, latencyP99Ms: result.latency.p99,
    requests: result.requests.total, errors: result.errors, non2xx: result.non2xx,
  };
}

async function benchDatabase(target: Target, workDir: string): Promise<DatabaseResult> {
  const shop = records();
  let firstSyncMs: number;
  let resyncMs: number;
  try {
    await migrateToLatest(target.knex);
    const writer = new KnexMarketplaceCatalogue(target.knex);
    let started = performance.now();
    await writer.upsertProducts(shop, new Date(), 1);
    firstSyncMs = Math.round(performance.now() - started);
    started = performance.now();
    await writer.upsertProducts(shop, new Date(), 2);
    resyncMs = Math.round(performance.now() - started);
    console.log(`[${target.database}] upsertProducts of ${ITEMS}: first ${firstSyncMs} ms, again ${resyncMs} ms`);
  } finally {
    await target.knex.destroy();
  }

  const { child, baseUrl } = await startChild(SERVER_MAIN, {
    ...target.serverEnv, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', PUBLIC_DIR: path.join(workDir, 'no-public'),
  });
  const measurements: Measurement[] = [];
  try {
    for (const [scenario, pathname] of SCENARIOS) {
      const check = await fetch(baseUrl + pathname);
      const body = await check.json() as { products?: unknown[]; pagination?: { total: number } };
      if (check.status !== 200 || !body.products?.length) throw new Error(`${scenario}: status ${check.status}, ${JSON.stringify(body).slice(0, 200)}`);
      console.log(`[${target.database}] ${scenario}: ${body.pagination?.total} matching; measuring ${WARMUP_S} s warm-up + ${DURATION_S} s`);
      measurements.push(await measure(scenario, baseUrl + pathname));
    }
  } finally {
    await stopChild(child);
  }
  return { database: target.database, items: ITEMS, firstSyncMs, resyncMs, measurements };
}

function table(results: DatabaseResult[]): string {
  const rows = [
    `${ITEMS} products, ${CONNECTIONS} connections, ${DURATION_S} s per row (after ${WARMUP_S} s warm-up); ${os.cpus().length} CPUs,`,
    `load average ${os.loadavg().map((load) => load.toFixed(1)).join(' / ')} (1 / 5 / 15 min) at the end: other work shares this machine.`, '',
    '| Database | sync 10k (first / again) | Route | req/s | p50 (ms) | p99 (ms) | errors / non-2xx |',
    '|---|---:|---|---:|---:|---:|---:|',
  ];
  for (const result of results) {
    for (const m of result.measurements) {
      rows.push(`| ${result.database} | ${result.firstSyncMs} / ${result.resyncMs} ms | ${m.scenario} | ${m.requestsPerSecond} | ${m.latencyP50Ms} | ${m.latencyP99Ms} | ${m.errors} / ${m.non2xx} |`);
    }
  }
  return rows.join('\n');
}

async function main(): Promise<void> {
  const { results } = await onEachDatabase('bench-marketplace-', (workDir) => [['sqlite', () => prepareSqlite(workDir)], ['mysql', prepareMysql]], benchDatabase);
  const text = table(results);
  console.log(`\n${text}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'marketplace-search.json'), `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, loadAverage: os.loadavg(), results }, null, 2)}\n`);
  writeFileSync(path.join(RESULTS_DIR, 'marketplace-search.md'), `# Marketplace catalogue bench (issue 11)\n\n${text}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
