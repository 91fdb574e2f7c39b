import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RecordingEventLog } from '../application/shared/testing/recording-event-log';
import { startServer, type RunningServer } from './start';

/**
 * Issue 28, "A newcomer's first minutes": the first `npm start` logged `shopee.retry error_rate_limit` lines from
 * our own Shopee simulator. The demo's first sync (four get_model_list calls in flight on loopback) outran the
 * simulator's limit of 100 calls a second per shop; the sandbox's client now paces itself below it. A clean
 * start, as `npm start` does it (the demo seeded, Shopee connected and its 320 products synced), logs no error
 * and no retry.
 */
describe('a clean demo start', () => {
  let dataDir: string;
  let server: RunningServer;
  const logger = new RecordingEventLog();

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-clean-start-'));
    server = await startServer(
      { port: 0, host: '127.0.0.1', dataDir, databaseUrl: undefined, seedDemo: true, reservationSweepMs: 0, reconcileEveryMs: 0, shipmentJobEveryMs: 0 },
      // The simulator's limit lowered to 20 calls a second (and its shop to 60 items), so that an unpaced sync
      // outruns it on any machine, as it did on a fast one at 100.
      { logger, env: {}, shopeeSandbox: { rateLimitPerSecond: 20, catalogueSize: 60 } },
    );
  }, 30_000);

  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('syncs the simulator\'s catalogue without one rate-limited call, retry or error line', async () => {
    const deadline = Date.now() + 90_000;
    const finished = async () => (await server.knex('marketplace_sync_runs').whereNotNull('finished_at').count({ n: '*' }).first())?.n;
    while (Number(await finished()) < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(Number(await finished())).toBe(1);
    expect(Number((await server.knex('shopee_products').count({ n: '*' }).first())?.n)).toBeGreaterThan(50);
    expect(server.shopeeSandbox?.counters.rateLimited).toBe(0);
    expect(logger.events.filter((event) => event.level === 'error' || /retry|unavailable|rate_limit/.test(event.message))).toEqual([]);
  }, 120_000);
});
