import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { KnexOutletCatalogue } from '../../adapters/persistence/outlet/knex-outlet-catalogue';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { OUTLET_ITEMS_INVALIDATION, type OutletItemsInvalidation } from '../../application/outlet/outlet-list-invalidation.port';
import { RecordingEventLog } from '../../application/shared/testing/recording-event-log';
import type { OutletItemDetail, OutletListItem } from '../../domain/outlet/outlet-item';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

const ASSETS_DIR = path.resolve(__dirname, '../static');
const NOW = new Date('2026-11-20T04:00:00.000Z');
const ITEM_COUNT = 60;
const FAKE_INDEX = '<!doctype html><html><body><div id="root">fake storefront</div></body></html>';

/** The list fields of spec 2, section 3, exactly. */
const LIST_FIELDS = [
  'available_count', 'category', 'created_at', 'discount_price', 'display_sku', 'id', 'image_url', 'price', 'reserved_count',
  'sku', 'title', 'total_quantity', 'variant_details',
].sort();
const DETAIL_FIELDS = [
  'all_images', 'available_count', 'available_quantity', 'description', 'discount_price', 'display_sku', 'id',
  'image_url', 'price', 'sku', 'title', 'total_quantity', 'variant_details', 'variant_title',
].sort();

/** A raw GET (no transparent decompression, unlike fetch) for checking the bytes on the wire. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

describe.each(databasesUnderTest)('HTTP API and static files on $name', (database) => {
  let db: OpenDatabase;
  let server: RunningServer;
  let publicDir: string;
  const logger = new RecordingEventLog();
  const url = (pathname: string) => `${server.url}${pathname}`;
  let list: OutletListItem[];

  beforeAll(async () => {
    db = await database.open();
    await insertOutletItems(db.knex, buildDemoCatalogue(NOW, ITEM_COUNT));
    publicDir = mkdtempSync(path.join(os.tmpdir(), 'shop-public-'));
    writeFileSync(path.join(publicDir, 'index.html'), FAKE_INDEX);
    mkdirSync(path.join(publicDir, 'assets'));
    writeFileSync(path.join(publicDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    // A long TTL, so the invalidation test can tell "invalidated" from "expired".
    server = await startServer({ port: 0, host: '127.0.0.1', publicDir, assetsDir: ASSETS_DIR, listCacheTtlMs: 60_000 }, { knex: db.knex, logger });
    list = await (await fetch(url('/api/outlet/list'))).json() as OutletListItem[];
  });

  afterAll(async () => {
    await server?.close();
    await db?.close();
    rmSync(publicDir, { recursive: true, force: true });
  });

  it('GET /api/health answers ok with the database kind', async () => {
    const response = await fetch(url('/api/health'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: database.name });
  });

  it('GET /api/outlet/list returns every item with exactly the list fields, id ascending', async () => {
    const response = await fetch(url('/api/outlet/list'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const items = await response.json() as OutletListItem[];
    expect(items).toHaveLength(ITEM_COUNT);
    expect(items.map((item) => item.id)).toEqual([...items.map((item) => item.id)].sort((a, b) => a - b));
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(LIST_FIELDS);
      expect(item).toEqual({
        id: expect.any(Number), title: expect.any(String), sku: expect.any(String), price: expect.any(Number),
        discount_price: expect.any(Number), image_url: expect.stringMatching(/^\/images\/demo\/.+\.svg$/),
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        variant_details: expect.any(String), display_sku: expect.any(String), total_quantity: expect.any(Number),
        reserved_count: 0, available_count: item.total_quantity, category: expect.any(String),
      });
      expect(item.discount_price).toBeLessThanOrEqual(item.price);
    }
  });

  it('GET /api/outlet/item/:id returns the detail of a listed item', async () => {
    const listed = list[0];
    const response = await fetch(url(`/api/outlet/item/${listed.id}`));
    expect(response.status).toBe(200);
    const detail = await response.json() as OutletItemDetail;
    expect(Object.keys(detail).sort()).toEqual(DETAIL_FIELDS);
    expect(detail).toMatchObject({
      id: listed.id, sku: listed.sku, title: listed.title, price: listed.price, discount_price: listed.discount_price,
      display_sku: listed.display_sku, total_quantity: listed.total_quantity, available_count: listed.total_quantity,
      available_quantity: listed.total_quantity,
    });
    const images = JSON.parse(detail.all_images) as unknown[];
    expect(images.length).toBeGreaterThan(0);
    expect(images[0]).toEqual({ id: expect.any(Number), src: expect.stringMatching(/^\/images\/demo\//), position: expect.any(Number) });
  });

  it('GET /api/outlet/item/:id of an unknown item is 404 with { code, message }', async () => {
    const response = await fetch(url('/api/outlet/item/999999'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'OUTLET_ITEM_NOT_FOUND', message: '找不到這個商品，可能已售完或下架。' });
  });

  it.each(['abc', '-1', '0', '1.5'])('GET /api/outlet/item/%s is 400 VALIDATION_FAILED with fields.id', async (id) => {
    const response = await fetch(url(`/api/outlet/item/${id}`));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VALIDATION_FAILED', message: '請求內容有誤',
      fields: { id: { code: 'NOT_A_POSITIVE_INTEGER', message: '商品編號必須是正整數。' } },
    });
  });

  it('GET /api/outlet/variants/:sku returns the items sharing the sku, id ascending', async () => {
    const counts = new Map<string, number>();
    for (const item of list) counts.set(item.sku, (counts.get(item.sku) ?? 0) + 1);
    const [sku, count] = [...counts.entries()].find(([, n]) => n > 1) ?? ['', 0];
    expect(count).toBeGreaterThan(1);
    const response = await fetch(url(`/api/outlet/variants/${encodeURIComponent(sku)}`));
    expect(response.status).toBe(200);
    const variants = await response.json() as OutletListItem[];
    expect(variants).toEqual(list.filter((item) => item.sku === sku));
  });

  it('GET /api/outlet/variants of an unknown sku is an empty list; a 65-character sku is 400', async () => {
    const unknown = await fetch(url('/api/outlet/variants/NO-SUCH-SKU'));
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual([]);
    const tooLong = await fetch(url(`/api/outlet/variants/${'x'.repeat(65)}`));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { sku: { code: 'INVALID_SKU' } } });
  });

  it('an unknown /api path is 404 JSON, a wrong method 405 JSON, a malformed JSON body 400', async () => {
    const unknown = await fetch(url('/api/nope/1'));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await unknown.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });

    const wrongMethod = await fetch(url('/api/outlet/list'), { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toMatch(/GET/);
    expect(await wrongMethod.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });

    const malformed = await fetch(url('/api/outlet/list'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"id":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ code: 'MALFORMED_JSON', message: expect.any(String) });
  });

  it.each(['/', '/product/1', '/nope', '/order-confirmation/ORD-12345678'])('client route %s answers index.html, not cached', async (route) => {
    const response = await fetch(url(route));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(FAKE_INDEX);
  });

  it('serves hashed build assets as immutable, and a missing asset as 404 rather than HTML', async () => {
    const asset = await fetch(url('/assets/index-abc123.js'));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("app")');
    const missing = await fetch(url('/assets/index-old999.js'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('fake storefront');
  });

  it('serves the demo pictures from ASSETS_DIR with long cache headers', async () => {
    const response = await fetch(url(list[0].image_url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(await response.text()).toMatch(/<svg/);
  });

  it('GET /api/outlet/list carries an ETag and answers If-None-Match with 304 and no body', async () => {
    const first = await fetch(url('/api/outlet/list'));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const second = await fetch(url('/api/outlet/list'), { headers: { 'If-None-Match': etag ?? '' } });
    expect(second.status).toBe(304);
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.text()).toBe('');
    const other = await fetch(url('/api/outlet/list'), { headers: { 'If-None-Match': 'W/"something-else"' } });
    expect(other.status).toBe(200);
  });

  it('GET /api/outlet/list sends gzip only to clients that accept it, with the same JSON inside', async () => {
    const identity = await rawGet(url('/api/outlet/list'), {});
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('Accept-Encoding');
    const gzipped = await rawGet(url('/api/outlet/list'), { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.length).toBeLessThan(identity.body.length / 3);
    expect(gunzipSync(gzipped.body).equals(identity.body)).toBe(true);
    expect(gzipped.headers.etag).toBe(identity.headers.etag);
    const refused = await rawGet(url('/api/outlet/list'), { 'Accept-Encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('invalidateAll() makes a changed row visible at once, although the TTL has not run out', async () => {
    const target = list[1];
    const before = await fetch(url('/api/outlet/list'));
    const etagBefore = before.headers.get('etag');
    await db.knex('outlet_items').where('id', target.id).update({ title: '改過的標題' });
    // Still cached: the 60 s TTL of this suite has not run out and nobody invalidated.
    const cached = await (await fetch(url('/api/outlet/list'))).json() as OutletListItem[];
    expect(cached.find((item) => item.id === target.id)?.title).toBe(target.title);

    // A title is what an item is, not its availability: the items' invalidation (issue 29).
    server.container.get<OutletItemsInvalidation>(OUTLET_ITEMS_INVALIDATION).invalidateAll();
    const after = await fetch(url('/api/outlet/list'));
    expect(after.headers.get('etag')).not.toBe(etagBefore);
    const fresh = await after.json() as OutletListItem[];
    expect(fresh.find((item) => item.id === target.id)?.title).toBe('改過的標題');
    // A client holding the old ETag now gets the new body, not a 304.
    const revalidated = await fetch(url('/api/outlet/list'), { headers: { 'If-None-Match': etagBefore ?? '' } });
    expect(revalidated.status).toBe(200);
  });

  it('an unexpected error is 500 INTERNAL_ERROR without the stack, logged with the request id', async () => {
    const spy = jest.spyOn(KnexOutletCatalogue.prototype, 'findItem').mockRejectedValueOnce(new Error('connection lost to 10.0.0.7 secret-host'));
    try {
      const response = await fetch(url(`/api/outlet/item/${list[0].id}`), { headers: { 'X-Request-Id': `test-${database.name}` } });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ code: 'INTERNAL_ERROR', message: '系統發生錯誤，請稍後再試。' });
      expect(text).not.toMatch(/secret-host|knex-outlet-catalogue|\bat /);
      expect(logger.errors.at(-1)?.details).toMatchObject({ requestId: `test-${database.name}`, error: expect.stringContaining('secret-host') });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('startServer on a fresh embedded database', () => {
  let dataDir: string;
  let server: RunningServer | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-data-'));
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates, migrates and seeds DATA_DIR/shop.sqlite, answers 503 text without a build, and 503 health once the database is gone', async () => {
    const missingBuild = path.join(dataDir, 'no-build');
    server = await startServer(
      { port: 0, host: '127.0.0.1', dataDir, databaseUrl: undefined, publicDir: missingBuild, seedDemo: true },
      { logger: silentLogger },
    );
    const items = await (await fetch(`${server.url}/api/outlet/list`)).json() as OutletListItem[];
    expect(items.length).toBeGreaterThan(0);
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok', database: 'sqlite' });

    const page = await fetch(`${server.url}/product/1`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run build:web');

    await server.knex.destroy();
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    // The code every other 503 of the API carries (docs/operations.md), so a client handles one code.
    expect(await health.json()).toEqual({ status: 'unavailable', database: 'sqlite', code: 'SERVICE_UNAVAILABLE', message: '目前無法連線到伺服器，請稍後再試。' });
  });
});
