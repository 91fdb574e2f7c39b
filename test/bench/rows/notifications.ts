/**
 * The ECPay status-notification route at 50 connections on MySQL (issue 29's last row): shipments.bench.ts's
 * creation (BENCH_SHIPMENT_ORDERS paid orders, one process) makes the shipments, then its notification mix is sent
 * to a fresh server and, the same requests, to a bare Koa route answering the same 1|OK bytes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migratedMysql } from '../bench-databases';
import { formatNumber, type Row } from '../goals';
import { benchCreation, benchNotifications } from '../shipments.bench';
import { CONNECTIONS } from './load';

export async function notificationRows(): Promise<Row[]> {
  const what = `ECPay notification route at ${CONNECTIONS} connections (MySQL)`;
  if (process.env.BENCH_SKIP_MYSQL === '1') return [{ id: 'ecpay-notify.mysql', what, figures: '', checks: [], error: 'BENCH_SKIP_MYSQL=1' }];
  const target = await migratedMysql('bench_notify');
  if (!target) return [{ id: 'ecpay-notify.mysql', what, figures: '', checks: [], error: 'MySQL unreachable' }];
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-notify-'));
  try {
    console.log('[mysql] shipments for the notifications: creating them');
    const creation = await benchCreation(target, workDir, '91', 1);
    const n = await benchNotifications(target, workDir, '91');
    const m = n.measured;
    return [{
      id: 'ecpay-notify.mysql',
      what,
      figures: `p99 ${m.latencyP99Ms} ms (p50 ${m.latencyP50Ms} ms, ${formatNumber(m.requestsPerSecond)} req/s) vs bare p99 ${n.bare.latencyP99Ms} ms ` +
        `(${formatNumber(n.bare.requestsPerSecond)} req/s); ${m.unique} new + ${m.repeats} resent; ${m.okAnswers} of ${m.requests} answered 1|OK; ` +
        `database check ${n.check.passed ? 'PASS' : 'FAIL'}`,
      checks: [
        { label: 'p99', value: m.latencyP99Ms, goal: 'below', bound: 50, unit: 'ms' },
        { label: 'every notification recorded once, every parcel at its stage, every answer 1|OK', value: n.check.passed, goal: 'yes' },
      ],
      data: { creation, notifications: n },
    }];
  } finally {
    await target.cleanup();
    rmSync(workDir, { recursive: true, force: true });
  }
}
