/** What the rows share: autocannon with a warm-up, a bare Koa route in a child of its own, the demo server as `npm start` runs it. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { intFromEnv } from '../bench-env';
import { startChild, stopChild } from '../child-process';
import type { Row } from '../goals';

export const CONNECTIONS = intFromEnv('BENCH_CONNECTIONS', 50);
export const WARMUP_S = intFromEnv('BENCH_WARMUP_S', 2);
export const DURATION_S = intFromEnv('BENCH_DURATION_S', 10);
export const ROOT = process.cwd();
export const SERVER_MAIN = path.resolve(__dirname, '../../../server/main.js');
export const BARE_SERVER = path.resolve(__dirname, '../bare-koa-server.js');

export interface Load {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
  notModified: number;
}

/** BENCH_WARMUP_S of warm-up, then BENCH_DURATION_S measured, at BENCH_CONNECTIONS (or `connections`). */
export async function load(url: string, headers: Record<string, string> = {}, connections = CONNECTIONS): Promise<Load> {
  await autocannon({ url, headers, connections, duration: WARMUP_S });
  const result = await autocannon({ url, headers, connections, duration: DURATION_S });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    notModified: result['3xx'],
  };
}

/** A bare Koa route answering `body` with `contentType` from memory, in its own child, for the time of `use`. */
export async function withBareRoute<T>(body: string | Buffer, contentType: string, use: (baseUrl: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-bare-'));
  const bodyFile = path.join(dir, 'body');
  writeFileSync(bodyFile, body);
  const bare = await startChild(BARE_SERVER, { BENCH_BODY_FILE: bodyFile, BENCH_CONTENT_TYPE: contentType, PORT: '0', HOST: '127.0.0.1' });
  try {
    return await use(bare.baseUrl);
  } finally {
    await stopChild(bare.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `part`; a part that throws becomes an ERROR row (a missed goal) and the run goes on. */
export async function guarded(id: string, what: string, part: () => Promise<Row[]>): Promise<Row[]> {
  try {
    return await part();
  } catch (error) {
    console.error(`[${id}]`, error);
    return [{ id, what, figures: '', checks: [], error: error instanceof Error ? error.message.split('\n')[0] : String(error) }];
  }
}

