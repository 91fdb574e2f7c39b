import { InMemoryAuditLog } from '../../../application/shared/testing/in-memory-audit-log';
import type { AuditLog } from '../../../application/shared/audit-log.port';
import { describePortContract, fakeMaker, knexMakers, unique } from '../testing/port-contract';
import { KnexAuditLog } from './knex-audit-log';

describePortContract<AuditLog>('AuditLog', [fakeMaker(() => new InMemoryAuditLog()), ...knexMakers((knex) => new KnexAuditLog(knex))], (subject) => {
  const at = (second: number) => new Date(Date.UTC(2026, 10, 29, 8, 0, second, 123));

  it('records who, when and what, and lists one target newest first with its total, page by page', async () => {
    const log = subject();
    const target = `order:ORD-${String(unique()).padStart(8, '0')}`;
    await log.record({ staffId: 990_001, action: 'shipment.create', target, at: at(1) });
    await log.record({ staffId: 990_002, action: 'order.mark_delivered', target, details: { reason: 'ECPay silent', n: 2 }, at: at(2) });
    await log.record({ staffId: 990_003, action: 'payment.refund_recorded', target, details: { attemptId: 7 }, at: at(3) });
    await log.record({ staffId: 990_001, action: 'shopee.sync', target: `${target}-other`, at: at(4) });

    const first = await log.list({ page: 1, limit: 2, target });
    expect(first.total).toBe(3);
    expect(first.entries.map((entry) => entry.action)).toEqual(['payment.refund_recorded', 'order.mark_delivered']);
    expect(first.entries[1]).toEqual({
      id: expect.any(Number), staffId: 990_002, staffName: null, action: 'order.mark_delivered', target,
      details: { reason: 'ECPay silent', n: 2 }, at: at(2),
    });
    const second = await log.list({ page: 2, limit: 2, target });
    expect(second.entries.map((entry) => [entry.action, entry.at])).toEqual([['shipment.create', at(1)]]);
    expect(second.entries[0].details).toBeUndefined();
    expect((await log.list({ page: 3, limit: 2, target })).entries).toEqual([]);
  });

  it('lists every target without a filter, the newest entry first', async () => {
    const log = subject();
    const target = `connection:test-${unique()}`;
    await log.record({ staffId: 990_004, action: 'shopify.connect', target, at: at(5) });
    const all = await log.list({ page: 1, limit: 1 });
    expect(all.total).toBeGreaterThanOrEqual(1);
    expect(all.entries[0]).toMatchObject({ action: 'shopify.connect', target });
  });
});
