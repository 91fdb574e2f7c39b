import Koa from 'koa';
import type { Knex } from 'knex';
import { KnexOutletCatalogue } from '../../adapters/persistence/outlet/knex-outlet-catalogue';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import type { CartLine } from '../../domain/cart/cart-line';
import type { OutletListItem } from '../../domain/outlet/outlet-item';
import { fetchAsBrowser, newCartKey } from '../../test/support/cart-key';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';
import { OutletListReadModel } from './read-models/outlet-list-read-model';

const T0 = '2026-11-20T04:00:00.000Z';
const ITEMS = 12;
const fetch = fetchAsBrowser(newCartKey());

/**
 * Issue 29, server hot paths: the list's 304 is answered before the rest of the app and still carries everything
 * the route's answer carries; an add or a remove changes only the affected item's availability in the cached list,
 * at once, without reading the list again.
 */
describe.each(databasesUnderTest)('outlet list hot paths on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  const clock = new FakeClock(T0);
  const url = (pathname: string) => `${server.url}${pathname}`;
  let phones = 0;
  const newPhone = () => `09${String(20_000_000 + (phones += 1)).slice(-8)}`;
  const list = async () => {
    const response = await fetch(url('/api/outlet/list'));
    return { etag: response.headers.get('etag'), items: (await response.json()) as OutletListItem[] };
  };

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    await insertOutletItems(knex, buildDemoCatalogue(new Date(T0), ITEMS).map((row) => ({ ...row, total_quantity: 3 })));
    // A long TTL: what the list shows after a write comes from invalidation, never from expiry.
    server = await startServer({ port: 0, host: '127.0.0.1', listCacheTtlMs: 60_000, reservationSweepMs: 0 }, { knex, logger: silentLogger, clock });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  afterEach(() => jest.restoreAllMocks());

  it('a 304 of the list carries its ETag, caching headers, request id and security headers, and the route never runs', async () => {
    const { etag } = await list();
    const current = jest.spyOn(OutletListReadModel.prototype, 'current');
    const koaContexts = jest.spyOn(Koa.prototype, 'createContext');
    const response = await fetch(url('/api/outlet/list'), { headers: { 'If-None-Match': etag ?? '', 'X-Request-Id': 'revalidate-1' } });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    expect(response.headers.get('etag')).toBe(etag);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('x-request-id')).toBe('revalidate-1');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // Answered before the router: the read model's current() (the route's first step) was not even asked; and
    // before Koa itself (decision 43): no Koa context was made for it.
    expect(current).not.toHaveBeenCalled();
    expect(koaContexts).not.toHaveBeenCalled();
  });

  it('a 304 answered early has the same headers as the route gives once its snapshot is gone', async () => {
    const { etag } = await list();
    const early = await fetch(url('/api/outlet/list'), { headers: { 'If-None-Match': etag ?? '' } });
    server.container.get(OutletListReadModel).invalidateAll();
    const current = jest.spyOn(OutletListReadModel.prototype, 'current');
    const late = await fetch(url('/api/outlet/list'), { headers: { 'If-None-Match': etag ?? '' } });
    expect(current).toHaveBeenCalledTimes(1);
    expect(late.status).toBe(304);
    const comparable = (response: Response) => [...response.headers].filter(([name]) => !['date', 'x-request-id'].includes(name)).sort();
    expect(comparable(early)).toEqual(comparable(late));
  });

  it('a stale ETag, another path or a query string is not answered early', async () => {
    const { etag } = await list();
    const current = jest.spyOn(OutletListReadModel.prototype, 'current');
    expect((await fetch(url('/api/outlet/list'), { headers: { 'If-None-Match': 'W/"old"' } })).status).toBe(200);
    expect(current).toHaveBeenCalledTimes(1);
    // The route itself still answers 304 for the same list behind a query string.
    expect((await fetch(url('/api/outlet/list?x=1'), { headers: { 'If-None-Match': etag ?? '' } })).status).toBe(304);
    expect(current).toHaveBeenCalledTimes(2);
    expect((await fetch(url('/api/outlet/categories'), { headers: { 'If-None-Match': etag ?? '' } })).status).toBe(200);
  });

  it('an add changes only that item in the cached list, at once, with no full read of the list', async () => {
    const before = await list();
    const target = before.items[3];
    const listItems = jest.spyOn(KnexOutletCatalogue.prototype, 'listItems');
    const listAvailability = jest.spyOn(KnexOutletCatalogue.prototype, 'listAvailability');
    const phone = newPhone();
    const added = await fetch(url('/api/cart/add'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phone, itemId: target.id }) });
    expect(added.status).toBe(201);
    const line = (await added.json()).item as CartLine;

    const after = await list();
    expect(after.etag).not.toBe(before.etag);
    expect(after.items.find((item) => item.id === target.id)).toEqual({
      ...target, reserved_count: target.reserved_count + 1, available_count: Number(target.available_count) - 1,
    });
    expect(after.items.filter((item) => item.id !== target.id)).toEqual(before.items.filter((item) => item.id !== target.id));
    expect(listItems).not.toHaveBeenCalled();
    expect(listAvailability).toHaveBeenCalledTimes(1);
    // The add named its item: only that item's numbers were read.
    expect(listAvailability).toHaveBeenCalledWith([target.id]);
    // A client holding the old ETag gets the new body, not a 304.
    expect((await fetch(url('/api/outlet/list'), { headers: { 'If-None-Match': before.etag ?? '' } })).status).toBe(200);

    const removed = await fetch(url(`/api/cart/remove/${line.id}?phone=${phone}`), { method: 'DELETE' });
    expect(removed.status).toBe(200);
    const restored = await list();
    expect(restored.items).toEqual(before.items);
    expect(restored.etag).toBe(before.etag);
    expect(listItems).not.toHaveBeenCalled();
  });

  it('the patched list is byte for byte what a full read gives', async () => {
    const phone = newPhone();
    const { items } = await list();
    await fetch(url('/api/cart/add'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phone, itemId: items[7].id }) });
    const patched = Buffer.from(await (await fetch(url('/api/outlet/list'))).arrayBuffer());
    server.container.get(OutletListReadModel).invalidateAll();
    const full = Buffer.from(await (await fetch(url('/api/outlet/list'))).arrayBuffer());
    expect(patched.equals(full)).toBe(true);
  });

  it('an item inserted behind the cache appears with the next availability read (its id is new)', async () => {
    const { items } = await list();
    const [row] = buildDemoCatalogue(new Date(T0), 1);
    const [id] = await knex('outlet_items').insert({ ...row, sku: 'HOT-NEW-1', title: '新上架外套', total_quantity: 2 });
    server.container.get(OutletListReadModel).invalidate();
    const after = await list();
    expect(after.items).toHaveLength(items.length + 1);
    expect(after.items.find((item) => item.id === Number(id))).toMatchObject({ title: '新上架外套', available_count: 2 });
  });
});
