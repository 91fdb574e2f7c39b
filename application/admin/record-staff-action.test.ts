import { consoleFixture } from './testing/console-fixture';

/** The staff audit log: written by RecordStaffAction, read by ListAuditLog (GET /api/admin/audit), on the fakes. */
describe('RecordStaffAction and ListAuditLog', () => {
  it('stamps each entry with the clock, keeps details only when given, and lists them newest first with the staff member\'s name', async () => {
    const app = consoleFixture();
    await app.staffAction.execute(7, 'shopee.connect', 'connection:shopee');
    app.clock.advance(1_000);
    await app.staffAction.execute(9, 'order.mark_delivered', 'order:ORD-20000001', { changed: true });
    const { entries, total } = await app.listAudit.execute({ page: 1, limit: 10 });
    expect(total).toBe(2);
    expect(entries).toEqual([
      { id: 2, staffId: 9, staffName: null, action: 'order.mark_delivered', target: 'order:ORD-20000001', details: { changed: true }, at: app.clock.now() },
      { id: 1, staffId: 7, staffName: 'Amy Chen', action: 'shopee.connect', target: 'connection:shopee', at: new Date(app.clock.now().getTime() - 1_000) },
    ]);
    expect('details' in entries[1]).toBe(false);
    expect((await app.listAudit.execute({ page: 1, limit: 10, target: 'connection:shopee' })).entries.map((entry) => entry.id)).toEqual([1]);
  });
});
