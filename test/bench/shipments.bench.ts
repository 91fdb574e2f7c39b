/**
 * npm run bench: shipments (issue 12), end to end on the compiled server, on SQLite and on MySQL/MariaDB.
 *
 * Per database, in one run:
 * 1. Creation throughput. The compiled server (dist/server/server/main.js) runs as a child with
 *    PROVIDERS=sandbox (its ECPay simulator answers /Express/Create) and SHIPMENT_JOB_EVERY_MS small; then the bench
 *    commits BENCH_SHIPMENT_ORDERS (1,000) PAID card orders in one transaction straight into the database (items, a
 *    pickup store of the simulator's, half 7-ELEVEN and half FamilyMart), so the clock starts at a known instant.
 *    Timed until every order has a created shipment and is PROCESSING (polled every 100 ms; the database's own
 *    first-shipment-row to last-PROCESSING-event span is reported beside it). ECPay calls are the simulator's count
 *    (GET /sandbox/ecpay/logistics/calls: created, duplicate, refused, queries). Checked in the database: exactly one
 *    shipment per order, one PAID -> PROCESSING event per order, and ECPay created exactly one per order.
 * 2. The race: two server processes on the same database and the same ECPay simulator (the second one's
 *    PUBLIC_BASE_URL is the first one's, so both call the first's simulator, which refuses a MerchantTradeNo it has
 *    seen), another 1,000 orders committed while both jobs tick: the same checks, and how the work split.
 * 3. Status notifications: a fresh server (job at its default interval) receives ECPay's status notifications for
 *    the 1,000 shipments of step 1, MD5-signed with the logistics account's keys and POSTed to
 *    /api/ecpay/logistics/status-notify by autocannon at BENCH_CONNECTIONS (50). The mix: each parcel's chain of its
 *    store (85 % delivered; 10 % not picked up and returned; 5 % with a code in no ECPay table on the way), sent in
 *    waves as parcels move (shuffled within a wave), 15 % of the notifications sent again a little later (ECPay's
 *    resends) and 3 % of parcels with two steps swapped (out of order). The first wave (hand-in) warms the process
 *    up and is reported apart; the rest is measured, each request once (autocannon `amount`). Every answer must be
 *    exactly 1|OK; afterwards the database must show every parcel at the stage its chain ends at. Then the same
 *    requests again (all resends now), and the bare Koa route (test/bench/bare-koa-server.ts, own child) answering
 *    the same bytes (1|OK, text/plain) to the same requests. Target: p99 < 50 ms on MySQL.
 *
 * Environment: BENCH_SHIPMENT_ORDERS (1000), BENCH_CONNECTIONS (50), BENCH_SHIPMENT_JOB_EVERY_MS (20),
 * MYSQL_URL (mysql://root@127.0.0.1:3306/test; the bench creates and drops its own database), BENCH_SKIP_MYSQL=1,
 * BENCH_SKIP_SQLITE=1, BENCH_SKIP_RACE=1, BENCH_ENFORCE=1 (a missed target or a failed check fails the command).
 * Output: a table on stdout, bench-results/shipments.json and bench-results/shipments.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import { signFields } from '../../adapters/ecpay/check-mac-value';
import { ECPAY_STAGE_CONFIG } from '../../adapters/ecpay/ecpay-gateway';
import { toFormBody } from '../../adapters/ecpay/form-encoding';
import { formatEcpayDateTime } from '../../adapters/ecpay/taipei-time';
import { toIsoUtc } from '../../adapters/persistence/outlet/outlet-item.mapper';
import type { StoredDateTime } from '../../adapters/persistence/outlet/outlet-item.row';
import { STATUS_NOTIFY_PATH } from '../../application/shipping/shipment-callback-urls.port';
import { meaningOfStatusCode } from '../../domain/orders/shipment-status';
import { SANDBOX_STORES } from '../../server/sandbox/ecpay/stores';
import { migratedMysql, migratedSqlite, onEachDatabase, type MigratedBenchDatabase } from './bench-databases';
import { intFromEnv } from './bench-env';
import { loadAverages, machineDescription, printTablesAndVerdicts } from './bench-report';
import { children, startChild, stopChild } from './child-process';

const ORDERS = intFromEnv('BENCH_SHIPMENT_ORDERS', 1000);
const CONNECTIONS = intFromEnv('BENCH_CONNECTIONS', 50);
const JOB_EVERY_MS = intFromEnv('BENCH_SHIPMENT_JOB_EVERY_MS', 20);
const TARGET_P99_MS = 50;
const CREATION_TIMEOUT_MS = 10 * 60_000;
const POLL_MS = 100;

const ROOT = process.cwd();
const SERVER_MAIN = path.resolve(__dirname, '../../server/main.js');
const BARE_SERVER = path.resolve(__dirname, 'bare-koa-server.js');
const RESULTS_DIR = path.join(ROOT, 'bench-results');
const LOGISTICS = {
  merchantId: ECPAY_STAGE_CONFIG.logisticsMerchantId, hashKey: ECPAY_STAGE_CONFIG.logisticsHashKey, hashIv: ECPAY_STAGE_CONFIG.logisticsHashIv,
};
const OK_ANSWER = '1|OK';

type C2c = 'UNIMARTC2C' | 'FAMIC2C';
/** The codes of each chain the notifications walk (ECPay's C2C tables; domain/orders/shipment-status.ts maps them). */
const CHAINS: Readonly<Record<C2c, { delivered: number[]; returned: number[] }>> = {
  // hand-in, logistics centre, at the pickup store, picked up | not picked up, back at the sender's store, collected
  UNIMARTC2C: { delivered: [2068, 2030, 2073, 2067], returned: [2068, 2030, 2073, 2074, 2072, 2070] },
  FAMIC2C: { delivered: [3032, 3024, 3018, 3022], returned: [3032, 3024, 3018, 3020, 3019, 3023] },
};
/** A code in no ECPay table: kept and shown as in transit (the simulator's own, server/sandbox/ecpay/logistics-codes.ts). */
const UNKNOWN_CODE = 9998;

interface Measurement {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  errors: number;
  non2xx: number;
  /** Answers other than exactly 1|OK, by text. */
  otherAnswers: Record<string, number>;
  okAnswers: number;
}

interface CreationFigures {
  processes: number;
  orders: number;
  /** From the commit of the orders to the poll that saw the last one PROCESSING with a created shipment. */
  seconds: number;
  shipmentsPerSecond: number;
  /** The database's own span: first shipment row inserted to the last PAID -> PROCESSING event. */
  databaseSeconds: number;
  ecpay: { created: number; duplicate: number; refused: number; queries: number };
  /** Sum of shipments.attempts: the claims that led to a create call. */
  attempts: number;
  shipments: number;
  ordersWithTwoShipments: number;
  processingEvents: number;
  ordersMovedTwice: number;
  failedShipments: number;
  /** Shipments each process reported created (its 'shipment creation' log lines). */
  createdByProcess: number[];
  exactlyOnce: boolean;
}

export interface NotificationFigures {
  shipments: number;
  mix: { delivered: number; returned: number; withUnknownCode: number; swapped: number };
  warmUp: Measurement;
  measured: Measurement & { unique: number; repeats: number };
  resendsOnly: Measurement;
  bare: Measurement;
  ratio: number;
  /** After the run, from the database. */
  check: { eventsRecorded: number; eventsExpected: number; stagesAsExpected: number; shippedAtSet: number; passed: boolean };
}

interface DatabaseResult {
  database: 'sqlite' | 'mysql';
  creation: CreationFigures;
  race?: CreationFigures;
  notifications: NotificationFigures;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round1 = (value: number) => Math.round(value * 10) / 10;

/** A deterministic generator, so that two runs send the same mix. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

// ---- orders ----------------------------------------------------------------------------------------------------

const NAMES = ['王小明', '陳美麗', '林志豪', '張雅婷', '李冠宇', '黃淑芬', '吳建宏', '劉怡君', 'Annie', 'Kevin'];
const TITLES = ['羊毛混紡大衣', '經典牛仔外套', '棉質圓領T恤', '高腰直筒寬褲', '針織開襟衫', '防潑水連帽外套', '帆布托特包'];

/** `count` PAID card orders (ORD-<prefix><6 digits>), with 1 to 3 items, a pickup store and their status history, in one transaction. */
async function insertPaidOrders(knex: Knex, prefix: string, count: number, seed: number): Promise<string[]> {
  const random = randomSource(seed);
  const now = new Date();
  const paidAt = new Date(now.getTime() - 60_000);
  const orders: Record<string, unknown>[] = [];
  const items: Record<string, unknown>[] = [];
  const events: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = `ORD-${prefix}${String(i).padStart(6, '0')}`;
    const subType: C2c = i % 2 === 0 ? 'UNIMARTC2C' : 'FAMIC2C';
    const stores = SANDBOX_STORES[subType].filter((store) => !store.outlyingIsland);
    const store = stores[Math.floor(random() * stores.length)];
    const lines = 1 + Math.floor(random() * 3);
    let total = 0;
    for (let line = 0; line < lines; line += 1) {
      const price = 290 + Math.floor(random() * 30) * 100;
      const discounted = Math.round(price * 0.6);
      total += discounted;
      items.push({
        order_id: id, item_type: 'outlet', item_id: 1 + Math.floor(random() * 500), title: TITLES[Math.floor(random() * TITLES.length)],
        price, discount_price: discounted, quantity: 1,
      });
    }
    orders.push({
      id, status: 'PAID', status_message: null, customer_name: NAMES[i % NAMES.length],
      customer_phone: `09${String(10_000_000 + Math.floor(random() * 89_999_999)).slice(-8)}`, total_amount: total,
      delivery_method: 'pickup', payment_method: 'credit_card', store_id: store.id, store_name: store.name, store_address: store.address,
      logistics_sub_type: subType, order_source: 'outlet', access_token_hash: randomBytes(32).toString('hex'),
      created_at: new Date(paidAt.getTime() - 5 * 60_000), updated_at: paidAt,
    });
    events.push(
      { order_id: id, from_status: null, to_status: 'PENDING_PAYMENT', reason: 'checkout', created_at: new Date(paidAt.getTime() - 5 * 60_000) },
      { order_id: id, from_status: 'PENDING_PAYMENT', to_status: 'PAID', reason: 'ecpay payment notification', created_at: paidAt },
    );
  }
  await knex.transaction(async (trx) => {
    await trx.batchInsert('orders', orders, 50);
    await trx.batchInsert('order_items', items, 50);
    await trx.batchInsert('order_status_events', events, 50);
  });
  return orders.map((order) => order.id as string);
}

// ---- 1 and 2: creation -----------------------------------------------------------------------------------------

function serverEnv(target: MigratedBenchDatabase, workDir: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...target.serverEnv, PORT: '0', HOST: '127.0.0.1', PROVIDERS: 'sandbox', SEED_DEMO: 'false', SHOPEE_SYNC_MINUTES: '0',
    SHOPIFY_SYNC_MINUTES: '0', RESERVATION_SWEEP_MS: '0', RECONCILE_EVERY_MS: '0', SANDBOX_LOGISTICS_AUTO_MS: '0',
    ECPAY_LOGISTICS_MERCHANT_ID: LOGISTICS.merchantId, ECPAY_LOGISTICS_HASH_KEY: LOGISTICS.hashKey, ECPAY_LOGISTICS_HASH_IV: LOGISTICS.hashIv,
    PUBLIC_DIR: path.join(workDir, 'no-public'), ...env,
  };
}

/** Adds up the `created` of the child's 'shipment creation' log lines (server/jobs/shipment-creation.ts). */
function countCreated(child: ChildProcess): { count(): number } {
  let created = 0;
  let tail = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (tail + chunk.toString()).split('\n');
    tail = lines.pop() ?? '';
    for (const line of lines) {
      const match = /^shipment creation (\{.*\})$/.exec(line);
      if (match) created += Number((JSON.parse(match[1]) as { created?: number }).created ?? 0);
    }
  });
  return { count: () => created };
}

const nOf = (row: unknown) => Number((row as { n: number | string } | undefined)?.n ?? 0);

async function waitForShipments(knex: Knex, prefix: string, count: number, tag: string): Promise<void> {
  const deadline = Date.now() + CREATION_TIMEOUT_MS;
  let reported = 0;
  for (;;) {
    const done = nOf(await knex('shipments').join('orders', 'orders.id', 'shipments.order_id')
      .where('shipments.status', 'created').where('orders.status', 'PROCESSING').where('orders.id', 'like', `ORD-${prefix}%`).count({ n: '*' }).first());
    if (done >= count) return;
    const failed = nOf(await knex('shipments').where('status', 'failed').where('order_id', 'like', `ORD-${prefix}%`).count({ n: '*' }).first());
    if (failed > 0) throw new Error(`${tag} ${failed} shipments failed for good`);
    if (Date.now() > deadline) throw new Error(`${tag} only ${done} of ${count} shipments within ${CREATION_TIMEOUT_MS / 60_000} minutes`);
    if (done - reported >= 250) {
      console.log(`  ${done} of ${count}`);
      reported = done;
    }
    await sleep(POLL_MS);
  }
}

async function creationFigures(knex: Knex, prefix: string, seconds: number, processes: number, calls: CreationFigures['ecpay'], createdByProcess: number[]): Promise<CreationFigures> {
  const like = `ORD-${prefix}%`;
  const shipments = nOf(await knex('shipments').where('order_id', 'like', like).count({ n: '*' }).first());
  const attempts = nOf(await knex('shipments').where('order_id', 'like', like).sum({ n: 'attempts' }).first());
  const failedShipments = nOf(await knex('shipments').where('order_id', 'like', like).whereNot('status', 'created').count({ n: '*' }).first());
  const ordersWithTwoShipments = (await knex('shipments').select('order_id').where('order_id', 'like', like).groupBy('order_id').havingRaw('count(*) > 1')).length;
  const moves = knex('order_status_events').where('order_id', 'like', like).where('to_status', 'PROCESSING');
  const processingEvents = nOf(await moves.clone().count({ n: '*' }).first());
  const ordersMovedTwice = (await moves.clone().select('order_id').groupBy('order_id').havingRaw('count(*) > 1')).length;
  const first = await knex('shipments').where('order_id', 'like', like).min({ at: 'created_at' }).first() as { at: StoredDateTime };
  const last = await moves.clone().max({ at: 'created_at' }).first() as { at: StoredDateTime };
  const databaseSeconds = round1((Date.parse(toIsoUtc(last.at)) - Date.parse(toIsoUtc(first.at))) / 1000);
  const exactlyOnce = shipments === ORDERS && ordersWithTwoShipments === 0 && processingEvents === ORDERS && ordersMovedTwice === 0
    && calls.created === ORDERS && failedShipments === 0;
  return {
    processes, orders: ORDERS, seconds: round1(seconds), shipmentsPerSecond: round1(ORDERS / seconds), databaseSeconds, ecpay: calls, attempts,
    shipments, ordersWithTwoShipments, processingEvents, ordersMovedTwice, failedShipments, createdByProcess, exactlyOnce,
  };
}

async function ecpayCalls(baseUrl: string): Promise<CreationFigures['ecpay']> {
  const calls = await (await fetch(`${baseUrl}/sandbox/ecpay/logistics/calls`)).json() as { create: { created: number; duplicate: number; refused: number }; query: number };
  return { ...calls.create, queries: calls.query };
}

export async function benchCreation(target: MigratedBenchDatabase, workDir: string, prefix: string, processes: 1 | 2): Promise<CreationFigures> {
  const tag = `[${target.database}]`;
  const env = { SHIPMENT_JOB_EVERY_MS: String(JOB_EVERY_MS) };
  const first = await startChild(SERVER_MAIN, serverEnv(target, workDir, env));
  const servers = [first];
  try {
    // The second process calls the first one's ECPay simulator (one ECPay, as in production) and gives the first
    // one's address as ServerReplyURL (the simulator only calls the shop it belongs to).
    if (processes === 2) servers.push(await startChild(SERVER_MAIN, serverEnv(target, workDir, { ...env, PUBLIC_BASE_URL: first.baseUrl })));
    const counters = servers.map(({ child }) => countCreated(child));
    console.log(`${tag} ${processes} server process${processes === 2 ? 'es' : ''}, job every ${JOB_EVERY_MS} ms: committing ${ORDERS} PAID card orders`);
    await insertPaidOrders(target.knex, prefix, ORDERS, Number(prefix));
    const started = performance.now();
    await waitForShipments(target.knex, prefix, ORDERS, tag);
    const seconds = (performance.now() - started) / 1000;
    // Let a run still in flight finish its log line before counting.
    await sleep(Math.max(200, JOB_EVERY_MS * 2));
    const figures = await creationFigures(target.knex, prefix, seconds, processes, await ecpayCalls(first.baseUrl), counters.map((c) => c.count()));
    console.log(`${tag} ${figures.shipments} shipments in ${figures.seconds} s (${figures.shipmentsPerSecond}/s; database span ${figures.databaseSeconds} s), ` +
      `ECPay create calls ${figures.ecpay.created} created / ${figures.ecpay.duplicate} duplicate / ${figures.ecpay.refused} refused, ` +
      `${figures.ecpay.queries} queries; created per process ${figures.createdByProcess.join(' + ')}; exactly once: ${figures.exactlyOnce ? 'yes' : 'NO'}`);
    return figures;
  } finally {
    for (const server of servers) await stopChild(server.child);
  }
}

// ---- 3: notifications ------------------------------------------------------------------------------------------

interface ShipmentRow {
  merchant_trade_no: string;
  sub_type: C2c;
  logistics_id: string;
  payment_no: string | null;
  validation_no: string | null;
  goods_amount: number;
  receiver_name: string;
  receiver_phone: string;
  created_at: StoredDateTime;
}

interface Plan {
  /** The hand-in wave: the warm-up. */
  warmUp: string[];
  /** The rest, in the order sent, resends included. */
  measured: string[];
  unique: number;
  repeats: number;
  /** Per MerchantTradeNo: the stage its chain ends at. */
  expectedStage: Map<string, string>;
  events: number;
  mix: NotificationFigures['mix'];
}

/**
 * The notifications, as ECPay would send them: per parcel its chain (delivered, returned, or delivered with an
 * unknown code on the way), each step an hour after the last; sent wave by wave as parcels move, shuffled within
 * a wave; 15 % sent again 1 to 200 notifications later; 3 % of parcels with steps 2 and 3 swapped.
 */
function planNotifications(rows: ShipmentRow[]): Plan {
  const random = randomSource(12);
  const waves: string[][] = [];
  const expectedStage = new Map<string, string>();
  const mix = { delivered: 0, returned: 0, withUnknownCode: 0, swapped: 0 };
  let events = 0;
  for (const row of rows) {
    const roll = random();
    const chain = CHAINS[row.sub_type];
    let codes: number[];
    if (roll < 0.10) {
      codes = chain.returned;
      mix.returned += 1;
    } else if (roll < 0.15) {
      codes = [...chain.delivered.slice(0, 2), UNKNOWN_CODE, ...chain.delivered.slice(2)];
      mix.withUnknownCode += 1;
    } else {
      codes = chain.delivered;
      mix.delivered += 1;
    }
    expectedStage.set(row.merchant_trade_no, meaningOfStatusCode(codes[codes.length - 1]).stage ?? 'shipped');
    const created = new Date(toIsoUtc(row.created_at));
    const bodies = codes.map((code, step) => toFormBody(signFields({
      MerchantID: LOGISTICS.merchantId, MerchantTradeNo: row.merchant_trade_no, RtnCode: String(code),
      RtnMsg: `貨態 ${code}`, AllPayLogisticsID: row.logistics_id, LogisticsType: 'CVS', LogisticsSubType: row.sub_type,
      GoodsAmount: String(row.goods_amount),
      UpdateStatusDate: formatEcpayDateTime(new Date(created.getTime() + (step + 1) * 3_600_000 + Math.floor(random() * 600) * 1000)),
      ReceiverName: row.receiver_name, ReceiverPhone: '', ReceiverCellPhone: row.receiver_phone, ReceiverEmail: '', ReceiverAddress: '',
      CVSPaymentNo: row.payment_no ?? '', CVSValidationNo: row.validation_no ?? '', BookingNote: '',
    }, LOGISTICS, 'md5')));
    events += bodies.length;
    if (random() < 0.03) {
      [bodies[1], bodies[2]] = [bodies[2], bodies[1]];
      mix.swapped += 1;
    }
    bodies.forEach((body, step) => (waves[step] ??= []).push(body));
  }
  const [warmUp, ...rest] = waves.map((wave) => shuffle(wave, random));
  const sequence = rest.flat();
  let repeats = 0;
  const measured: string[] = [];
  const pending: Array<{ at: number; body: string }> = [];
  for (const body of sequence) {
    measured.push(body);
    if (random() < 0.15) {
      pending.push({ at: measured.length + 1 + Math.floor(random() * 200), body });
      repeats += 1;
    }
    for (let i = pending.length - 1; i >= 0; i -= 1) {
      if (pending[i].at <= measured.length) {
        measured.push(pending[i].body);
        pending.splice(i, 1);
      }
    }
  }
  for (const { body } of pending) measured.push(body);
  return { warmUp, measured, unique: sequence.length, repeats, expectedStage, events, mix };
}

/** Sends every body once, in order, over CONNECTIONS connections, and counts the answers. */
async function send(baseUrl: string, path: string, bodies: readonly string[]): Promise<Measurement> {
  let next = 0;
  let okAnswers = 0;
  const otherAnswers: Record<string, number> = {};
  // Time of its own, first send to last answer: with `amount`, autocannon notices the end on its 1-second tick,
  // so its duration (and the wall time around it) comes in whole seconds.
  const started = performance.now();
  let lastAnswer = started;
  const result = await autocannon({
    url: baseUrl, connections: Math.min(CONNECTIONS, bodies.length), amount: bodies.length,
    requests: [{
      method: 'POST', path, headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
      onResponse: (status, body) => {
        lastAnswer = performance.now();
        const text = String(body);
        if (status === 200 && text === OK_ANSWER) okAnswers += 1;
        else {
          const key = `${status} ${text.slice(0, 60)}`;
          otherAnswers[key] = (otherAnswers[key] ?? 0) + 1;
        }
      },
    }],
  });
  const seconds = (lastAnswer - started) / 1000;
  return {
    requests: result.requests.total, seconds: Math.round(seconds * 100) / 100, requestsPerSecond: Math.round(result.requests.total / seconds),
    latencyP50Ms: result.latency.p50, latencyP99Ms: result.latency.p99, latencyMaxMs: result.latency.max,
    errors: result.errors + result.timeouts, non2xx: result.non2xx, otherAnswers, okAnswers,
  };
}

export async function benchNotifications(target: MigratedBenchDatabase, workDir: string, prefix: string): Promise<NotificationFigures> {
  const tag = `[${target.database}]`;
  const rows: ShipmentRow[] = await target.knex('shipments').join('orders', 'orders.id', 'shipments.order_id')
    .where('shipments.order_id', 'like', `ORD-${prefix}%`).orderBy('shipments.id')
    .select('shipments.merchant_trade_no', 'shipments.sub_type', 'shipments.logistics_id', 'shipments.payment_no', 'shipments.validation_no',
      'shipments.created_at', { goods_amount: 'orders.total_amount', receiver_name: 'orders.customer_name', receiver_phone: 'orders.customer_phone' });
  const plan = planNotifications(rows);
  const shop = await startChild(SERVER_MAIN, serverEnv(target, workDir, {}));
  let warmUp: Measurement;
  let measured: Measurement;
  let resendsOnly: Measurement;
  try {
    console.log(`${tag} notifications: warm-up with the hand-in wave (${plan.warmUp.length}), then ${plan.measured.length} ` +
      `(${plan.unique} new, ${plan.repeats} resent) at ${CONNECTIONS} connections`);
    warmUp = await send(shop.baseUrl, STATUS_NOTIFY_PATH, plan.warmUp);
    measured = await send(shop.baseUrl, STATUS_NOTIFY_PATH, plan.measured);
    console.log(`${tag} notifications: ${measured.requestsPerSecond} req/s, p50 ${measured.latencyP50Ms} ms, p99 ${measured.latencyP99Ms} ms, ` +
      `${measured.okAnswers} answered 1|OK of ${measured.requests}`);
    resendsOnly = await send(shop.baseUrl, STATUS_NOTIFY_PATH, plan.measured);
  } finally {
    await stopChild(shop.child);
  }
  const bodyFile = path.join(workDir, 'ok-answer.txt');
  writeFileSync(bodyFile, OK_ANSWER);
  const bare = await startChild(BARE_SERVER, { BENCH_BODY_FILE: bodyFile, BENCH_CONTENT_TYPE: 'text/plain; charset=utf-8', PORT: '0', HOST: '127.0.0.1' });
  let bareResult: Measurement;
  try {
    await send(bare.baseUrl, STATUS_NOTIFY_PATH, plan.warmUp);
    bareResult = await send(bare.baseUrl, STATUS_NOTIFY_PATH, plan.measured);
  } finally {
    await stopChild(bare.child);
  }

  // What the database holds now: every notification once in the history, every parcel at the end of its chain.
  const like = `ORD-${prefix}%`;
  const eventsRecorded = nOf(await target.knex('shipment_events').join('shipments', 'shipments.id', 'shipment_events.shipment_id')
    .where('shipments.order_id', 'like', like).where('shipment_events.source', 'notification').count({ n: '*' }).first());
  const stages: Array<{ merchant_trade_no: string; shipping_status: string; shipped_at: unknown }> = await target.knex('shipments')
    .where('order_id', 'like', like).select('merchant_trade_no', 'shipping_status', 'shipped_at');
  const stagesAsExpected = stages.filter((s) => plan.expectedStage.get(s.merchant_trade_no) === s.shipping_status).length;
  const shippedAtSet = stages.filter((s) => s.shipped_at !== null).length;
  const passed = eventsRecorded === plan.events && stagesAsExpected === rows.length && shippedAtSet === rows.length
    && [warmUp, measured, resendsOnly].every((m) => m.okAnswers === m.requests && m.errors === 0);
  return {
    shipments: rows.length, mix: plan.mix, warmUp, measured: { ...measured, unique: plan.unique, repeats: plan.repeats }, resendsOnly, bare: bareResult,
    ratio: Math.round((measured.requestsPerSecond / bareResult.requestsPerSecond) * 1000) / 1000,
    check: { eventsRecorded, eventsExpected: plan.events, stagesAsExpected, shippedAtSet, passed },
  };
}

// ---- report ----------------------------------------------------------------------------------------------------

function creationRow(database: string, label: string, c: CreationFigures): string {
  return `| ${database} | ${label} | ${c.orders} | ${c.seconds} | **${c.shipmentsPerSecond}** | ${c.databaseSeconds} | ` +
    `${c.ecpay.created} / ${c.ecpay.duplicate} / ${c.ecpay.refused} / ${c.ecpay.queries} | ${c.attempts} | ${c.shipments} | ${c.processingEvents} | ` +
    `${c.createdByProcess.join(' + ')} | ${c.exactlyOnce ? 'yes' : '**NO**'} |`;
}

const answers = (m: Measurement) => `${m.okAnswers} / ${m.requests}${Object.keys(m.otherAnswers).length ? ` (${Object.entries(m.otherAnswers).map(([k, v]) => `${v} x ${k}`).join('; ')})` : ''}`;
const measureRow = (database: string, label: string, m: Measurement, ratio = '') =>
  `| ${database} | ${label} | ${m.requests} | ${m.requestsPerSecond} | ${m.latencyP50Ms} | ${m.latencyP99Ms} | ${m.latencyMaxMs} | ${answers(m)} | ${m.errors} | ${ratio} |`;

function tables(results: DatabaseResult[]): string {
  const lines = [
    '| Database | Shipment creation | Orders | Time (s) | Shipments/s | DB span (s) | ECPay create: created / duplicate / refused / queries | Attempts | Shipments | PAID -> PROCESSING | Created per process | Exactly once |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of results) {
    lines.push(creationRow(r.database, 'one process', r.creation));
    if (r.race) lines.push(creationRow(r.database, 'two processes racing', r.race));
  }
  lines.push('', '| Database | Status notifications | Requests | req/s | p50 (ms) | p99 (ms) | max (ms) | 1\\|OK answers | errors | route / bare |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { database, notifications: n } of results) {
    lines.push(measureRow(database, `warm-up: hand-in wave (${n.warmUp.requests} parcels, first requests of the process)`, n.warmUp));
    lines.push(measureRow(database, `**the mix**: ${n.measured.unique} new + ${n.measured.repeats} resent`, n.measured, `**${n.ratio.toFixed(3)}**`));
    lines.push(measureRow(database, 'the same requests again (all resends)', n.resendsOnly));
    lines.push(measureRow(database, 'bare Koa, same requests, same answer bytes', n.bare, '1.000'));
  }
  return lines.join('\n');
}

function verdicts(results: DatabaseResult[]): { text: string[]; passed: boolean } {
  const text: string[] = [];
  let passed = true;
  for (const r of results) {
    for (const c of [r.creation, ...(r.race ? [r.race] : [])]) {
      passed &&= c.exactlyOnce;
      text.push(`${r.database}: ${c.processes} process${c.processes === 2 ? 'es' : ''}: ${c.shipments} shipments for ${c.orders} orders, ${c.ecpay.created} created at ECPay, ` +
        `${c.processingEvents} moves to PROCESSING, ${c.ordersWithTwoShipments} orders with two shipments: ${c.exactlyOnce ? 'exactly once PASS' : 'FAIL'}`);
    }
    const n = r.notifications;
    passed &&= n.check.passed;
    text.push(`${r.database}: notifications: ${n.check.eventsRecorded} of ${n.check.eventsExpected} recorded once, ${n.check.stagesAsExpected} of ${n.shipments} parcels at ` +
      `their chain's stage, shipped_at set on ${n.check.shippedAtSet}, every answer 1|OK: ${n.check.passed ? 'PASS' : 'FAIL'}`);
    if (r.database === 'mysql') {
      const ok = n.measured.latencyP99Ms < TARGET_P99_MS;
      passed &&= ok;
      text.push(`mysql: notification p99 ${n.measured.latencyP99Ms} ms at ${CONNECTIONS} connections (target < ${TARGET_P99_MS} ms): ${ok ? 'PASS' : 'FAIL'}`);
    }
  }
  return { text, passed };
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  const started = new Date();
  const { results, skipped } = await onEachDatabase('bench-shipments-', (workDir) => [
    ['sqlite', () => (process.env.BENCH_SKIP_SQLITE === '1' ? Promise.resolve(undefined) : migratedSqlite(workDir))],
    ['mysql', () => (process.env.BENCH_SKIP_MYSQL === '1' ? Promise.resolve(undefined) : migratedMysql('bench_shipments'))],
  ], async (target, workDir): Promise<DatabaseResult> => {
    console.log(`\n[${target.database}] shipment creation`);
    const creation = await benchCreation(target, workDir, '91', 1);
    const race = process.env.BENCH_SKIP_RACE === '1' ? undefined : await benchCreation(target, workDir, '92', 2);
    const notifications = await benchNotifications(target, workDir, '91');
    return { database: target.database, creation, race, notifications };
  });
  const loadAfter = os.loadavg();
  const machine = machineDescription();
  const text = tables(results);
  const { text: verdictLines, passed } = verdicts(results);
  printTablesAndVerdicts(text, verdictLines, skipped);

  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'shipments.json'), `${JSON.stringify({
    date: started.toISOString(), machine, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter,
    orders: ORDERS, connections: CONNECTIONS, shipmentJobEveryMs: JOB_EVERY_MS, targets: { notificationP99Ms: TARGET_P99_MS }, passed, skipped, results,
  }, null, 2)}\n`);
  writeFileSync(path.join(RESULTS_DIR, 'shipments.md'), [
    `# Shipments: creation throughput for ${ORDERS} paid orders, and ECPay status notifications`,
    '',
    `${started.toISOString()}; ${machine}. Load average (1 / 5 / 15 min) ${loadAverages(loadBefore)} before, ${loadAverages(loadAfter)} after: ` +
      'the servers, the database, the ECPay simulator (inside the first server) and autocannon share these cores with whatever else runs.',
    '',
    `Creation: the compiled server (PROVIDERS=sandbox, SHIPMENT_JOB_EVERY_MS=${JOB_EVERY_MS}; the job takes 50 orders a run, one ECPay call ` +
      `at a time) runs; ${ORDERS} PAID card orders (1 to 3 items, a simulator store, half 7-ELEVEN and half FamilyMart) are committed in one ` +
      'transaction; the time runs from that commit until every order has a created shipment and is PROCESSING (polled every 100 ms). ' +
      '"DB span" is the database\'s own: first shipment row to last PAID -> PROCESSING event. ECPay calls are counted by the simulator. ' +
      'Two processes: the second uses the first one\'s simulator (one ECPay for both), so a second create for an order would show as ' +
      '"created" above 1,000 or as "duplicate".',
    '',
    `Notifications: MD5-signed as ECPay sends them (the logistics account's keys), POSTed by autocannon at ${CONNECTIONS} connections, each ` +
      'request once (`amount`), to a fresh server on the same database. Per parcel its chain: 85 % delivered (hand-in, logistics centre, ' +
      'pickup store, picked up), 10 % not picked up and returned (six codes), 5 % delivered with a code in no ECPay table on the way; sent ' +
      'in waves as parcels move, shuffled within a wave; 15 % resent 1 to 200 requests later; 3 % of parcels with two steps swapped. The hand-in ' +
      'wave is the warm-up (reported apart). The bare Koa route answers the same 1|OK bytes (text/plain) to the same requests.',
    '',
    text,
    '',
    ...verdictLines.map((line) => `- ${line}`),
    ...(skipped.length ? [`- skipped: ${skipped.join(', ')}`] : []),
    '',
  ].join('\n'));
  console.log('Wrote bench-results/shipments.json and shipments.md');
  if (!passed && process.env.BENCH_ENFORCE === '1') process.exitCode = 1;
}

// Alone (node dist/server/test/bench/shipments.bench.js); the umbrella imports benchCreation and benchNotifications.
if (require.main === module) {
  main().catch((error: unknown) => {
    for (const child of children) child.kill('SIGKILL');
    console.error(error);
    process.exit(1);
  });
}
