import { fetchAsBrowser } from '../../test/support/cart-key';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Knex } from 'knex';
import { createKnex } from '../../adapters/persistence/knex-factory';
import { isDatabaseUnavailable } from '../../adapters/persistence/database-unavailable';
import { withDatabase } from '../../adapters/persistence/database-url';
import { RecordingEventLog } from '../../application/shared/testing/recording-event-log';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';
import { startTcpProxy, type TcpProxy } from '../../test/support/tcp-proxy';

/** This suite's calls come from one browser: its guest carts are phone + this browser's cart key (issue 22). */
const fetch = fetchAsBrowser();

/**
 * Issue 9, "Faults and bad input": with the database down or hanging, every API call answers 503 with
 * Retry-After and the spec's message within the timeout budget, never a 500 and never after 20 s; the
 * background jobs log and keep running; when the database returns, the same server process serves again.
 */

const SERVICE_UNAVAILABLE = { code: 'SERVICE_UNAVAILABLE', message: '目前無法連線到伺服器，請稍後再試。' };
/** Default timeouts: connect 3 s, statement 4 s + 0.5 s on the client; the bound leaves scheduling slack. */
const BOUND_MS = 6000;
const PHONE = '0912345678';

interface Answer { path: string; status: number; retryAfter: string | null; body: unknown; ms: number }

async function call(base: string, method: string, pathname: string, body?: unknown): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the failure message
  }
  return { path: pathname, status: response.status, retryAfter: response.headers.get('retry-after'), body: parsed, ms: Date.now() - started };
}

/** API calls of every kind: cached list (TTL 0), detail, a cart read, a cart write, a login, an order read. */
const apiCalls = (base: string) => Promise.all([
  call(base, 'GET', '/api/outlet/list'),
  call(base, 'GET', '/api/outlet/item/1'),
  call(base, 'GET', `/api/cart/${PHONE}`),
  call(base, 'POST', '/api/cart/add', { phone: PHONE, itemId: 2, itemType: 'outlet', variantId: null, quantity: 1 }),
  call(base, 'POST', '/api/customers/login', { email: 'nobody@example.com', password: 'wrong-password-1' }),
  call(base, 'GET', '/api/orders/ORD-12345678'),
  // Issue 11: the marketplace reads our database only, the public Shopee flag reads the stored connection, and a
  // Shopee line is checked against the synced rows.
  call(base, 'GET', '/api/shopee-products/detail/20000000001'),
  call(base, 'GET', `/api/shopee-products/search?keyword=${encodeURIComponent('襯衫')}`),
  call(base, 'GET', '/api/shopee/auth/check'),
  call(base, 'POST', '/api/cart/add', { phone: PHONE, itemId: 20000000002, itemType: 'shopee', variantId: 1, quantity: 1 }),
]);

function expectUnavailable(answers: Answer[]): void {
  for (const answer of answers) {
    expect({ path: answer.path, status: answer.status, body: answer.body }).toEqual({ path: answer.path, status: 503, body: SERVICE_UNAVAILABLE });
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(answer.ms).toBeLessThan(BOUND_MS);
  }
}

function expectServed(answers: Answer[]): void {
  // Whatever the answer, it comes from a working database: no 5xx.
  for (const answer of answers) expect({ path: answer.path, status: answer.status < 500 }).toEqual({ path: answer.path, status: true });
  expect(answers[0].status).toBe(200);
}

const mysqlUrl = process.env.MYSQL_URL?.trim();

(mysqlUrl ? describe : describe.skip)('a MySQL outage, through a TCP proxy between the server and MariaDB/MySQL', () => {
  let admin: Knex;
  let database: string;
  let proxy: TcpProxy;
  let server: RunningServer;
  const logger = new RecordingEventLog();
  const logged = logger.events;

  beforeAll(async () => {
    const target = new URL(mysqlUrl!);
    admin = createKnex({ databaseUrl: withDatabase(mysqlUrl!, '') });
    database = `shop_outage_${process.pid}_${Date.now().toString(36)}`;
    await admin.raw('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [database]);
    proxy = await startTcpProxy(target.hostname, target.port ? Number(target.port) : 3306);
    const viaProxy = new URL(withDatabase(mysqlUrl!, database));
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await startServer(
      { port: 0, host: '127.0.0.1', databaseUrl: viaProxy.toString(), seedDemo: true, listCacheTtlMs: 0, marketplaceCacheTtlMs: 0, reservationSweepMs: 200, reconcileEveryMs: 0 },
      { logger, env: {} },
    );
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await admin?.raw('DROP DATABASE IF EXISTS ??', [database]).catch(() => undefined);
    await admin?.destroy();
  }, 30_000);

  it('cut: 503 + Retry-After within the bound, health 503, the sweep logs and keeps ticking; restored: served again, same process', async () => {
    expectServed(await apiCalls(server.url));
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);

    await proxy.cut();
    logged.length = 0;
    expectUnavailable(await apiCalls(server.url));
    expectUnavailable(await apiCalls(server.url)); // still 503, not a 500 from a half-dead pool
    const health = await call(server.url, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.retryAfter).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 700));
    const sweepFailures = logged.filter((entry) => entry.message === 'reservation sweep failed');
    expect(sweepFailures.length).toBeGreaterThanOrEqual(2); // one per tick: the job is still running
    expect(sweepFailures.every((entry) => entry.details?.databaseUnavailable === true)).toBe(true);
    expect(logged.filter((entry) => entry.message === 'request failed')).toEqual([]); // no 500s

    await proxy.restore();
    expectServed(await apiCalls(server.url));
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
    logged.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(logged.filter((entry) => entry.message === 'reservation sweep failed')).toEqual([]);
  }, 60_000);

  it('hang (accepted, never answered): 503 within the bound, health 503; restored: served again', async () => {
    expectServed(await apiCalls(server.url)); // fills the pool with live connections that will hang
    proxy.hang();
    expectUnavailable(await apiCalls(server.url));
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(503);

    await proxy.restore();
    expectServed(await apiCalls(server.url));
    expectServed(await apiCalls(server.url));
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
  }, 60_000);
});

/**
 * Issue 28: a cut under a running transaction gave a 500 now and then. The statement fails with a coded error,
 * then knex's ROLLBACK on the dead socket throws mysql2's closed-state error (no code, only fatal: true), and
 * knex rejects the transaction with that one: it must read as the outage (503) too.
 */
(mysqlUrl ? describe : describe.skip)('a transaction whose MySQL connection is cut under way', () => {
  let proxy: TcpProxy;
  let knex: Knex;

  beforeAll(async () => {
    const target = new URL(mysqlUrl!);
    proxy = await startTcpProxy(target.hostname, target.port ? Number(target.port) : 3306);
    const viaProxy = new URL(withDatabase(mysqlUrl!, ''));
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    knex = createKnex({ databaseUrl: viaProxy.toString() });
  });

  afterAll(async () => {
    await knex?.destroy();
    await proxy?.close();
  });

  it('the error the transaction rejects with (the ROLLBACK on the dead socket) reads as unavailable', async () => {
    const rejected: unknown[] = [];
    for (let round = 0; round < 3; round += 1) {
      await proxy.restore();
      const error = await knex.transaction(async (trx) => {
        await trx.raw('SELECT 1');
        await proxy.cut();
        await trx.raw('SELECT 1');
      }).then(() => undefined, (caught: unknown) => caught);
      rejected.push(error);
    }
    expect(rejected.map((error) => ({ error: String(error), unavailable: isDatabaseUnavailable(error) })))
      .toEqual(rejected.map((error) => ({ error: String(error), unavailable: true })));
  });
});

describe('a locked SQLite database', () => {
  let dataDir: string;
  let server: RunningServer;
  let other: Database.Database;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-locked-'));
    server = await startServer(
      { port: 0, host: '127.0.0.1', databaseUrl: undefined, dataDir, seedDemo: true, listCacheTtlMs: 0, reservationSweepMs: 0, reconcileEveryMs: 0,
        databaseTimeouts: { connectMs: 3000, acquireMs: 5000, statementMs: 1000 } },
      { logger: silentLogger, env: {} },
    );
    other = new Database(path.join(dataDir, 'shop.sqlite'));
  }, 30_000);

  afterAll(async () => {
    other?.close();
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes while another connection holds the write lock past busy_timeout are 503, not 500; served once released', async () => {
    other.exec('BEGIN IMMEDIATE');
    const [login, add] = await Promise.all([
      call(server.url, 'POST', '/api/customers/login', { email: 'nobody@example.com', password: 'wrong-password-1' }),
      call(server.url, 'POST', '/api/cart/add', { phone: PHONE, itemId: 2, itemType: 'outlet', variantId: null, quantity: 1 }),
    ]);
    expect({ status: login.status, body: login.body }).toEqual({ status: 503, body: SERVICE_UNAVAILABLE });
    // Adding to the cart already answered a busy database with its own 503 (TRY_AGAIN); it now has Retry-After too.
    expect(add.status).toBe(503);
    for (const answer of [login, add]) expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    other.exec('ROLLBACK');
    const again = await call(server.url, 'POST', '/api/cart/add', { phone: PHONE, itemId: 2, itemType: 'outlet', variantId: null, quantity: 1 });
    expect(again.status).toBe(201);
  }, 30_000);
});
