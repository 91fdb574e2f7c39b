/**
 * npm run bench: every row of issue 29's table beside its bare baselines, in one run, Lighthouse included
 * (docs/performance.md "How to measure"). Each group of rows is a module of test/bench/rows or an export of one
 * of the older benches (each still runnable alone); a group that throws becomes an ERROR row and the run goes on.
 *
 * Prints the table, writes bench-results/bench-<date>.json and .md (and bench-latest.json / .md), and exits 1
 * when a goal is missed or a row could not be measured, naming the rows.
 *
 * Environment: BENCH_ONLY=pages,bundle,... (run only these groups; the report names what it left out),
 * BENCH_SKIP_MYSQL=1, MYSQL_URL, BENCH_LIGHTHOUSE_RUNS (5), BENCH_CONNECTIONS (50), BENCH_WARMUP_S (2),
 * BENCH_DURATION_S (10).
 */
// Decorator metadata before any @injectable class loads (the statement count runs the server in this process).
import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAverages, machineDescription } from './bench-report';
import { children } from './child-process';
import { exitCodeFor, missedChecks, renderReport, renderTable, type Row } from './goals';
import { bundleRow } from './rows/bundle';
import { guarded, ROOT } from './rows/load';
import { hotItemRows } from './rows/hot-item';
import { loginRows } from './rows/logins';
import { notificationRows } from './rows/notifications';
import { outletRows } from './rows/outlet';
import { pageRows } from './rows/pages';

interface Group {
  name: string;
  what: string;
  run(): Promise<Row[]>;
}

const GROUPS: Group[] = [
  { name: 'bundle', what: 'First-load JS / CSS (gzip)', run: async () => [bundleRow()] },
  { name: 'pages', what: 'Lighthouse, the HTML before any script, home transfer, 304', run: () => pageRows({ lighthouse: process.env.BENCH_SKIP_LIGHTHOUSE !== '1' }) },
  { name: 'outlet', what: 'Outlet list cache off vs bare; gzip list under add-to-cart (SQLite, MySQL)', run: outletRows },
  { name: 'hot-item', what: 'MySQL hot item from two processes, the bare UPDATE, statements per add', run: hotItemRows },
  { name: 'logins', what: 'Static JS under 10 concurrent logins vs idle', run: loginRows },
  { name: 'notifications', what: 'ECPay notification route p99 at 50 connections (MySQL)', run: notificationRows },
];

function selectedGroups(): { groups: Group[]; skipped: string[] } {
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim()).filter(Boolean);
  if (only) {
    const unknown = only.filter((name) => !GROUPS.some((group) => group.name === name));
    if (unknown.length) throw new Error(`BENCH_ONLY names no group: ${unknown.join(', ')} (groups: ${GROUPS.map((group) => group.name).join(', ')})`);
  }
  const groups = only ? GROUPS.filter((group) => only.includes(group.name)) : GROUPS;
  const skipped = GROUPS.filter((group) => !groups.includes(group)).map((group) => `${group.name} (${group.what})`);
  if (process.env.BENCH_SKIP_MYSQL === '1') skipped.push('MySQL (BENCH_SKIP_MYSQL=1)');
  if (process.env.BENCH_SKIP_LIGHTHOUSE === '1') skipped.push('Lighthouse (BENCH_SKIP_LIGHTHOUSE=1)');
  return { groups, skipped };
}

async function main(): Promise<void> {
  const started = new Date();
  const loadBefore = os.loadavg();
  const { groups, skipped } = selectedGroups();
  const rows: Row[] = [];
  for (const group of groups) {
    const began = Date.now();
    console.log(`\n=== ${group.name}: ${group.what}`);
    rows.push(...await guarded(group.name, group.what, group.run));
    console.log(`=== ${group.name}: ${Math.round((Date.now() - began) / 1000)} s`);
    console.log(renderTable(rows.slice(-20)));
  }
  const finished = new Date();
  const info = {
    started: started.toISOString(), finished: finished.toISOString(), machine: machineDescription(),
    loadBefore: loadAverages(loadBefore), loadAfter: loadAverages(os.loadavg()), skipped,
  };
  const report = renderReport(rows, info);
  const code = exitCodeFor(rows);
  console.log(`\n${report}`);

  const dir = path.join(ROOT, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const stamp = started.toISOString().slice(0, 16).replace(':', '-');
  const json = `${JSON.stringify({ ...info, exitCode: code, missed: missedChecks(rows), rows }, null, 2)}\n`;
  for (const name of [`bench-${stamp}`, 'bench-latest']) {
    writeFileSync(path.join(dir, `${name}.json`), json);
    writeFileSync(path.join(dir, `${name}.md`), report);
  }
  console.log(`Wrote bench-results/bench-${stamp}.json and .md (and bench-latest.*)`);
  process.exitCode = code;
}

main().catch((error: unknown) => {
  for (const child of children) child.kill('SIGKILL');
  console.error(error);
  process.exit(1);
});
