/**
 * The profile behind the status-notification figures of shipments.bench (not part of npm run bench): the write
 * path of a notification (RecordShipmentStatus on KnexShipmentStore) on MySQL/MariaDB, in this process, with no
 * HTTP in front: EXPLAIN of its statements, then the time of each statement (knex's query events) and of each
 * call, at 1 caller (what one notification costs) and at BENCH_CONNECTIONS callers (50: what the pool of 10
 * connections makes of them), for 4 new statuses per shipment, then the same again (every one a resend).
 *
 *   npm run build:server && node dist/server/test/bench/shipment-status-profile.js
 *
 * Environment: MYSQL_URL (mysql://root@127.0.0.1:3306/test; a database of its own is created and dropped),
 * BENCH_SHIPMENT_ORDERS (1000), BENCH_CONNECTIONS (50).
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { withDatabase } from '../../adapters/persistence/database-url';
import { createKnex } from '../../adapters/persistence/knex-factory';
import { migrateToLatest } from '../../adapters/persistence/migrations';
import { KnexShipmentStore } from '../../adapters/persistence/shipping/knex-shipment-store';
import { RecordShipmentStatus } from '../../application/shipping/record-shipment-status';

const SHIPMENTS = Number(process.env.BENCH_SHIPMENT_ORDERS || 1000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const MYSQL_URL = process.env.MYSQL_URL?.trim() || 'mysql://root@127.0.0.1:3306/test';
const CODES = [2068, 2030, 2073, 2067];
const tradeNo = (i: number) => `ORD94${String(i).padStart(6, '0')}L`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 100) / 100;
}

async function seed(knex: Knex, now: Date): Promise<void> {
  const orders = [];
  const shipments = [];
  for (let i = 0; i < SHIPMENTS; i += 1) {
    const id = `ORD-94${String(i).padStart(6, '0')}`;
    orders.push({
      id, status: 'PROCESSING', customer_name: '王小明', customer_phone: '0912345678', total_amount: 1000, delivery_method: 'pickup',
      payment_method: 'credit_card', store_id: '131386', store_name: '台北車站門市', store_address: '', logistics_sub_type: 'UNIMARTC2C',
      order_source: 'outlet', access_token_hash: 'a'.repeat(64), created_at: now, updated_at: now,
    });
    shipments.push({
      order_id: id, merchant_trade_no: tradeNo(i), sub_type: 'UNIMARTC2C', status: 'created', attempts: 1, shipping_status: 'prepared',
      status_code: 300, status_at: now, attention: false, logistics_id: String(17_000_000_000_000 + i), payment_no: 'F1234567', validation_no: '1234',
      created_at: now, updated_at: now,
    });
  }
  await knex.batchInsert('orders', orders, 100);
  await knex.batchInsert('shipments', shipments, 100);
}

async function explain(knex: Knex, now: Date): Promise<void> {
  const statements: Array<[string, Knex.QueryBuilder | Knex.Raw]> = [
    ['resend check (plain read)', knex('shipments').where('merchant_trade_no', tradeNo(1)).select('shipments.*', knex.raw(
      'exists(select 1 from shipment_events where shipment_events.shipment_id = shipments.id and shipment_events.status_code = ? and shipment_events.occurred_at = ?) as seen', [2068, now]))],
    ['locking read', knex('shipments').where('merchant_trade_no', tradeNo(1)).forUpdate()],
    ['update', knex('shipments').where({ id: 1 }).update({ shipping_status: 'shipped', updated_at: now })],
  ];
  for (const [label, statement] of statements) {
    const [rows] = await knex.raw(`EXPLAIN ${statement.toString()}`) as [Array<Record<string, unknown>>];
    console.log(`EXPLAIN ${label}: ${rows.map((r) => `${String(r.table)} ${String(r.type)} key=${String(r.key)} rows=${String(r.rows)} ${String(r.Extra ?? '')}`).join('; ')}`);
  }
}

async function run(knex: Knex, record: RecordShipmentStatus, now: Date, callers: number, label: string): Promise<void> {
  const statementTimes = new Map<string, number[]>();
  const started = new Map<string, bigint>();
  const onQuery = (query: { __knexQueryUid: string }) => started.set(query.__knexQueryUid, process.hrtime.bigint());
  const onResponse = (_response: unknown, query: { __knexQueryUid: string; sql: string }) => {
    const ms = Number(process.hrtime.bigint() - (started.get(query.__knexQueryUid) ?? 0n)) / 1e6;
    const key = query.sql.replace(/`/g, '').slice(0, 40);
    statementTimes.set(key, [...(statementTimes.get(key) ?? []), ms]);
  };
  knex.on('query', onQuery).on('query-response', onResponse);
  const jobs = CODES.flatMap((code, step) => Array.from({ length: SHIPMENTS }, (_, i) => ({ i, code, step })));
  const calls: number[] = [];
  let next = 0;
  const t0 = process.hrtime.bigint();
  await Promise.all(Array.from({ length: callers }, async () => {
    while (next < jobs.length) {
      const { i, code, step } = jobs[next++];
      const sent = process.hrtime.bigint();
      await record.execute({
        merchantTradeNo: tradeNo(i), logisticsId: String(17_000_000_000_000 + i), statusCode: code, statusMessage: '', subType: 'UNIMARTC2C',
        updatedAt: new Date(now.getTime() + (step + 1) * 3_600_000), paymentNo: 'F1234567', validationNo: '1234',
      });
      calls.push(Number(process.hrtime.bigint() - sent) / 1e6);
    }
  }));
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  knex.off('query', onQuery).off('query-response', onResponse);
  console.log(`\n${label}, ${callers} caller(s): ${jobs.length} calls, ${Math.round(jobs.length / seconds)}/s, call p50 ${percentile(calls, 50)} ms, p99 ${percentile(calls, 99)} ms`);
  for (const [sql, times] of statementTimes) {
    console.log(`  ${String(times.length).padStart(5)} x ${sql.padEnd(40)} p50 ${percentile(times, 50)} ms, p99 ${percentile(times, 99)} ms`);
  }
  console.log('  (BEGIN and COMMIT are not query events: a call minus its statements is their time plus the wait for a pooled connection)');
}

async function main(): Promise<void> {
  const admin = createKnex({ databaseUrl: withDatabase(MYSQL_URL, '') });
  const database = `bench_status_profile_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin.raw('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [database]);
  const knex = createKnex({ databaseUrl: withDatabase(MYSQL_URL, database) });
  try {
    await migrateToLatest(knex);
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    await seed(knex, now);
    await explain(knex, now);
    const record = new RecordShipmentStatus(new KnexShipmentStore(knex), { now: () => new Date() });
    // The concurrent run sends the same codes a day later: new events again (history rows, the same writes).
    await run(knex, record, now, 1, 'new statuses');
    await run(knex, record, now, 1, 'resends');
    const later = new Date(now.getTime() + 86_400_000);
    await run(knex, record, later, CONNECTIONS, 'new statuses');
    await run(knex, record, later, CONNECTIONS, 'resends');
  } finally {
    await knex.destroy();
    await admin.raw('DROP DATABASE IF EXISTS ??', [database]).finally(() => admin.destroy());
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
