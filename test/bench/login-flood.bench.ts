/**
 * npm run bench (third script): does a login flood starve the rest of the shop? (issue 9: under 10
 * concurrent logins, static files fell to 7.5 req/s). The compiled server runs in a child process on a fresh
 * SQLite file; autocannon runs here, at the same time:
 * - BENCH_LOGIN_CONNECTIONS (10) connections posting a correct login (one scrypt verify each) for the duration;
 * - BENCH_STATIC_CONNECTIONS (10) connections getting a static file (/images/demo/backpack-black.svg,
 *   served through fs calls on the same libuv thread pool as scrypt).
 * Scenarios: static files alone; the flood with the hasher effectively unbounded (PASSWORD_HASH_CONCURRENCY=64,
 * like before the bounded line); the flood with the default line (2 at once, 32 waiting).
 * The login limits are raised for the run (one client IP sends everything).
 * Environment: BENCH_DURATION_S (10). Output: a table on stdout, bench-results/login-flood.{json,md}.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { intFromEnv } from './bench-env';
import { children, startChild, stopChild } from './child-process';

const DURATION_S = intFromEnv('BENCH_DURATION_S', 10);
const LOGIN_CONNECTIONS = intFromEnv('BENCH_LOGIN_CONNECTIONS', 10);
const STATIC_CONNECTIONS = intFromEnv('BENCH_STATIC_CONNECTIONS', 10);
const ROOT = process.cwd();
const SERVER_MAIN = path.resolve(__dirname, '../../server/main.js');
const RESULTS_DIR = path.join(ROOT, 'bench-results');
const STATIC_PATH = '/images/demo/backpack-black.svg';
const ACCOUNT = { name: '壓測用戶', email: 'flood@example.com', phone: '0912345678', password: 'secret-123' };

export interface Scenario {
  name: string;
  flood: boolean;
  /** PASSWORD_HASH_CONCURRENCY of the server; undefined: its default (one per core minus one, issue 29). */
  concurrency?: number;
}

/** Issue 29: static files under the flood keep at least this share of their throughput alone. */
const TARGET_STATIC_RATIO = 0.9;

const SCENARIOS: Scenario[] = [
  { name: 'static files alone', flood: false },
  { name: `${LOGIN_CONNECTIONS} logins, 2 hashes at once (the line of issue 9)`, flood: true, concurrency: 2 },
  { name: `${LOGIN_CONNECTIONS} logins, the default line (cores - 1)`, flood: true },
];

export interface Row {
  scenario: string;
  staticRps: number;
  staticP99Ms: number;
  loginRps: number;
  loginOk: number;
  loginBusy: number;
  loginP99Ms: number;
}

/**
 * One scenario on a fresh server; `staticPath` is the file the static connections get (the umbrella: the entry JS),
 * for `durationS` seconds (the umbrella runs shorter adjacent pairs: rows/logins.ts).
 */
export async function run(scenario: Scenario, staticPath: string = STATIC_PATH, durationS: number = DURATION_S): Promise<Row> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'login-flood-'));
  const { child, baseUrl } = await startChild(SERVER_MAIN, {
    PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', RESERVATION_SWEEP_MS: '0', RECONCILE_EVERY_MS: '0',
    DATABASE_URL: '', LOGIN_MAX_PER_CLIENT: '1000000', LOGIN_MAX_PER_ADDRESS: '1000000',
    PASSWORD_HASH_CONCURRENCY: scenario.concurrency === undefined ? '' : String(scenario.concurrency), PASSWORD_HASH_QUEUE: '32', NODE_ENV: '',
  });
  try {
    const registered = await fetch(`${baseUrl}/api/customers/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ACCOUNT) });
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
    const loginBody = JSON.stringify({ email: ACCOUNT.email, password: ACCOUNT.password, rememberMe: false });
    const [statics, logins] = await Promise.all([
      autocannon({ url: `${baseUrl}${staticPath}`, connections: STATIC_CONNECTIONS, duration: durationS }),
      scenario.flood
        ? autocannon({ url: `${baseUrl}/api/customers/login`, method: 'POST', headers: { 'Content-Type': 'application/json' }, body: loginBody, connections: LOGIN_CONNECTIONS, duration: durationS })
        : Promise.resolve(undefined),
    ]);
    return {
      scenario: scenario.name,
      staticRps: Math.round(statics.requests.average * 10) / 10,
      staticP99Ms: statics.latency.p99,
      loginRps: logins ? Math.round(logins.requests.average * 10) / 10 : 0,
      loginOk: logins ? logins['2xx'] : 0,
      loginBusy: logins ? logins.non2xx : 0,
      loginP99Ms: logins ? logins.latency.p99 : 0,
    };
  } finally {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const scenario of SCENARIOS) {
    const row = await run(scenario);
    console.log(JSON.stringify(row));
    rows.push(row);
  }
  const alone = rows[0].staticRps;
  const ratio = (row: Row) => Math.round((row.staticRps / alone) * 1000) / 1000;
  const defaultLine = rows[rows.length - 1];
  const passed = ratio(defaultLine) >= TARGET_STATIC_RATIO;
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'login-flood.json'), `${JSON.stringify({
    durationS: DURATION_S, cpus: os.cpus().length, targetStaticRatio: TARGET_STATIC_RATIO, staticRatio: ratio(defaultLine), passed, rows,
  }, null, 2)}\n`);
  const table = [
    '| scenario | static req/s | static vs alone | static p99 ms | login req/s | login 2xx | login non-2xx (503) | login p99 ms |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.scenario} | ${r.staticRps} | ${ratio(r).toFixed(3)} | ${r.staticP99Ms} | ${r.loginRps} | ${r.loginOk} | ${r.loginBusy} | ${r.loginP99Ms} |`),
  ].join('\n');
  console.log(`Target: static JS under ${LOGIN_CONNECTIONS} logins >= ${TARGET_STATIC_RATIO} x alone: ${passed ? 'PASS' : 'FAIL'} (${ratio(defaultLine).toFixed(3)})`);
  if (!passed && process.env.BENCH_ENFORCE === '1') process.exitCode = 1;
  writeFileSync(path.join(RESULTS_DIR, 'login-flood.md'), `# Login flood vs static files\n\n${DURATION_S} s per scenario, ${os.cpus().length} CPUs, ` +
    `${LOGIN_CONNECTIONS} login and ${STATIC_CONNECTIONS} static connections, compiled server on SQLite in a child process.\n\n${table}\n`);
  console.log(table);
}

// Alone (node dist/server/test/bench/login-flood.bench.js); the umbrella imports run().
if (require.main === module) {
  main().catch(async (error) => {
    console.error(error);
    for (const child of children) child.kill('SIGKILL');
    process.exitCode = 1;
  });
}
