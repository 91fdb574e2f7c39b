import { FakeClock } from '../../application/shared/testing/fake-clock';
import { insertOutletItem, unique } from '../../adapters/persistence/testing/port-contract';
import { formatMessage } from '../../domain/messages';
import { apiCalls, registerCustomer, registerStaff } from '../../test/support/api-calls';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { serveApp, type ServedApp } from './testing/serve-app';

const STAFF_SECRET = 'outlet-categories-staff-secret';

/**
 * Issue 28, "Finding things": staff file a product card under a category (PUT /api/admin/inventory/category), the
 * list carries it, and GET /api/outlet/categories lists the categories that have a card to sell, for the drawer.
 */
describe.each(databasesUnderTest)('outlet categories on $name', (database) => {
  let db: OpenDatabase;
  let app: ServedApp;
  const call = apiCalls(() => app.url);

  beforeAll(async () => {
    db = await database.open();
    app = await serveApp(db.knex, { clock: new FakeClock('2026-12-02T02:00:00.000Z'), staffSecret: STAFF_SECRET, overrides: [] });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const put = (token: string | undefined, body: unknown) => call('PUT', '/api/admin/inventory/category', { token, body });

  it('staff file a card (every variant); the list and the public categories follow at once, sold-out cards and none left out', async () => {
    const { token, id: staffId } = await registerStaff(call, STAFF_SECRET, 'Eve Lin');
    const shoes = `OL-SHOE-${unique()}`;
    const bag = `OL-BAG-${unique()}`;
    const soldOut = `OL-GONE-${unique()}`;
    const plain = `OL-NONE-${unique()}`;
    const [left, right] = [await insertOutletItem(db.knex, { sku: shoes, display_sku: `${shoes}-23` }), await insertOutletItem(db.knex, { sku: shoes, display_sku: `${shoes}-24` })];
    await insertOutletItem(db.knex, { sku: bag });
    await insertOutletItem(db.knex, { sku: soldOut, total_quantity: 0 });
    await insertOutletItem(db.knex, { sku: plain });
    expect((await call('GET', '/api/outlet/categories')).body).toEqual([]);

    const saved = await put(token, { sku: shoes, category: '  鞋款 ' });
    expect(saved.status).toBe(200);
    expect(saved.cache).toBe('no-store');
    expect(saved.body).toEqual({ success: true, message: formatMessage('OUTLET_CATEGORY_SAVED'), sku: shoes, category: '鞋款', updated: 2 });
    expect((await put(token, { sku: bag, category: '包包配件' })).status).toBe(200);
    expect((await put(token, { sku: soldOut, category: '絕版品' })).status).toBe(200);

    const list = (await call('GET', '/api/outlet/list')).body as Array<{ id: number; sku: string; category?: string }>;
    expect(list.filter((row) => row.sku === shoes).map((row) => [row.id, row.category])).toEqual([[left, '鞋款'], [right, '鞋款']]);
    expect(list.find((row) => row.sku === plain)).not.toHaveProperty('category');
    const categories = await call('GET', '/api/outlet/categories');
    expect(categories.status).toBe(200);
    // One card each: the two sizes are one product; the sold-out card's category has nothing to sell.
    expect(categories.body).toEqual([{ name: '包包配件', count: 1 }, { name: '鞋款', count: 1 }]);

    const inventory = await call('GET', `/api/admin/inventory?q=${encodeURIComponent(shoes)}`, { token });
    expect(inventory.body.items.map((item: { category: string | null }) => item.category)).toEqual(['鞋款', '鞋款']);
    const audit = await call('GET', `/api/admin/audit?target=${encodeURIComponent(`sku:${shoes}`)}`, { token });
    expect(audit.body.entries[0]).toMatchObject({ staffId, action: 'outlet.category', details: { category: '鞋款', items: 2 } });

    // Blank or null takes the card out of every category.
    expect((await put(token, { sku: bag, category: ' ' })).body).toMatchObject({ category: null, updated: 1 });
    expect((await put(token, { sku: shoes, category: null })).body).toMatchObject({ category: null, updated: 2 });
    expect((await call('GET', '/api/outlet/categories')).body).toEqual([]);
  });

  it('staff only; a bad body is 400 with its fields; an unknown sku is 404', async () => {
    const body = { sku: 'OL-X', category: '服飾' };
    expect((await put(undefined, body)).status).toBe(401);
    const customer = await put(await registerCustomer(call), body);
    expect([customer.status, customer.body.code]).toEqual([403, 'STAFF_ONLY']);

    const { token } = await registerStaff(call, STAFF_SECRET);
    const cases: Array<[unknown, string[]]> = [
      [{ sku: 'OL-X', category: '類'.repeat(33) }, ['category']],
      [{ sku: 'OL-X', category: '服\u0007飾' }, ['category']],
      [{ sku: 'OL-X', category: 7 }, ['category']],
      [{ sku: 'OL-X' }, ['category']],
      [{ sku: '', category: '服飾' }, ['sku']],
      [{ sku: 'x'.repeat(65), category: '服飾' }, ['sku']],
      [[], ['_']],
    ];
    for (const [bad, fields] of cases) {
      const answer = await put(token, bad);
      expect([JSON.stringify(bad), answer.status, answer.body.code, Object.keys(answer.body.fields ?? {}).sort()]).toEqual([JSON.stringify(bad), 400, 'VALIDATION_FAILED', fields]);
    }
    expect((await put(token, { sku: 'OL-X', category: '類'.repeat(33) })).body.fields.category).toEqual({ code: 'OUTLET_CATEGORY_INVALID', message: formatMessage('OUTLET_CATEGORY_INVALID', { max: 32 }) });
    const unknown = await put(token, { sku: `OL-UNKNOWN-${unique()}`, category: '服飾' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'OUTLET_SKU_NOT_FOUND']);
  });
});
