/**
 * Issue 29, "Weight": what crosses the wire is compressed. The build's files go as their precompressed .br or
 * .gz sibling, as the browser accepts, varying on Accept-Encoding and still immutable; JSON and HTML are
 * compressed on the fly above 1 KB and not below; a streamed page reaches the browser compressed, chunk by
 * chunk, before the page is finished.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { buildDemoCatalogue, insertOutletItems } from '../../adapters/persistence/seed/demo-catalogue';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';
import { COMPRESS_THRESHOLD_BYTES, compressAnswers } from './compression';

const ASSETS_DIR = path.resolve(__dirname, '../static');

interface RawAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A GET that keeps the bytes as sent (fetch would decompress them and hide the encoding). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  if (encoding === undefined) return answer.body;
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

const varies = (answer: RawAnswer) => String(answer.headers.vary ?? '').split(/\s*,\s*/).map((name) => name.toLowerCase());

/** A text of `bytes` bytes that compresses as a real script does (repeated, not random). */
function scriptOf(bytes: number): string {
  const line = 'export function add(a, b) { return a + b; } // 購物車\n';
  return line.repeat(Math.ceil(bytes / Buffer.byteLength(line))).slice(0, bytes);
}

describe('the build files and the API through the whole app', () => {
  const database = databasesUnderTest[0];
  let db: OpenDatabase;
  let server: RunningServer;
  let publicDir: string;
  const script = scriptOf(20_000);
  const index = `<!doctype html><html><head><title>店</title></head><body><div id="root"></div>${'<!-- shell -->'.repeat(200)}</body></html>`;
  const url = (pathname: string) => `${server.url}${pathname}`;

  beforeAll(async () => {
    db = await database.open();
    await insertOutletItems(db.knex, buildDemoCatalogue(new Date('2026-11-20T04:00:00.000Z'), 4));
    // As the build leaves it (vite.config.mts): each file with its .br and .gz sibling, a small one without.
    publicDir = mkdtempSync(path.join(os.tmpdir(), 'shop-weight-'));
    mkdirSync(path.join(publicDir, 'assets'));
    const withSiblings = (file: string, text: string) => {
      writeFileSync(path.join(publicDir, file), text);
      writeFileSync(path.join(publicDir, `${file}.br`), brotliCompressSync(text));
      writeFileSync(path.join(publicDir, `${file}.gz`), gzipSync(text, { level: 9 }));
    };
    withSiblings('index.html', index);
    withSiblings('assets/index-abc123.js', script);
    writeFileSync(path.join(publicDir, 'assets', 'tiny-def456.js'), 'export {};');
    server = await startServer({ port: 0, host: '127.0.0.1', publicDir, assetsDir: ASSETS_DIR, listCacheTtlMs: 0 }, { knex: db.knex, logger: silentLogger });
  });

  afterAll(async () => {
    await server?.close();
    await db?.close();
    rmSync(publicDir, { recursive: true, force: true });
  });

  it('sends a hashed file as its brotli sibling to a browser that accepts br, immutable, varying on Accept-Encoding', async () => {
    const answer = await rawGet(url('/assets/index-abc123.js'), { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(answer)).toContain('accept-encoding');
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(decoded(answer).toString()).toBe(script);
  });

  it('sends the gzip sibling when br is not accepted, and the file itself when nothing is', async () => {
    const gzipped = await rawGet(url('/assets/index-abc123.js'), { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(gzipped).toString()).toBe(script);
    const refusedBr = await rawGet(url('/assets/index-abc123.js'), { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(refusedBr.headers['content-encoding']).toBe('gzip');

    const plain = await rawGet(url('/assets/index-abc123.js'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(varies(plain)).toContain('accept-encoding');
  });

  it('does not compress a sibling asked for by its own name a second time', async () => {
    const answer = await rawGet(url('/assets/index-abc123.js.br'), { 'Accept-Encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('leaves a file below 1 KB as it is', async () => {
    const answer = await rawGet(url('/assets/tiny-def456.js'), { 'Accept-Encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('export {};');
  });

  // /order-history stays client-rendered (the painted pages are no-store HTML of their own: server/http/render/).
  it('sends a client route the brotli index.html, still revalidated on every load', async () => {
    const answer = await rawGet(url('/order-history'), { 'Accept-Encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(varies(answer)).toContain('accept-encoding');
    expect(decoded(answer).toString()).toBe(index);
  });

  it('compresses a JSON answer above 1 KB and sends one below as it is', async () => {
    const [small, large] = await db.knex('outlet_items').select('id').orderBy('id').limit(2);
    await db.knex('outlet_items').where('id', large.id).update({ description: `<p>${'防潑水布料，輕量好收納。'.repeat(200)}</p>` });

    const plainSmall = await rawGet(url(`/api/outlet/item/${small.id}`));
    expect(plainSmall.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    const smallAnswer = await rawGet(url(`/api/outlet/item/${small.id}`), { 'Accept-Encoding': 'gzip, br' });
    expect(smallAnswer.headers['content-encoding']).toBeUndefined();
    expect(smallAnswer.body.equals(plainSmall.body)).toBe(true);

    const plainLarge = await rawGet(url(`/api/outlet/item/${large.id}`));
    expect(plainLarge.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(plainLarge.headers['content-encoding']).toBeUndefined();
    const brotli = await rawGet(url(`/api/outlet/item/${large.id}`), { 'Accept-Encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(varies(brotli)).toContain('accept-encoding');
    expect(brotli.body.length).toBeLessThan(plainLarge.body.length / 4);
    expect(JSON.parse(decoded(brotli).toString())).toEqual(JSON.parse(plainLarge.body.toString()));
    const gzipped = await rawGet(url(`/api/outlet/item/${large.id}`), { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped).equals(plainLarge.body)).toBe(true);
  });

  it('keeps the outlet list in its cached gzip, not compressed twice', async () => {
    const answer = await rawGet(url('/api/outlet/list'), { 'Accept-Encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(Array.isArray(JSON.parse(gunzipSync(answer.body).toString()))).toBe(true);
  });
});

describe('a streamed page (server-rendered HTML written as it renders)', () => {
  let server: Server;
  let page: PassThrough;
  const SHELL = '<!doctype html><html><head><title>商品</title></head><body><div id="root">';

  beforeEach(async () => {
    const app = new Koa();
    // afterEach cuts the connections of a page still being written: Koa would log that 'Premature close' after the
    // test has ended, which jest counts against the whole run (it sets the exit code to 1), as the shop's app does not.
    app.silent = true;
    app.use(compressAnswers());
    app.use((ctx) => {
      page = new PassThrough();
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = page;
      page.write(SHELL);
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** The decoded text that has arrived once it contains `expected`, while the page is still being written. */
  function firstDecodedText(encoding: 'br' | 'gzip', expected: string): Promise<{ headers: IncomingMessage['headers']; text: string }> {
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the shell did not arrive before the page ended (${encoding})`)), 5_000);
      httpRequest({ host: '127.0.0.1', port, path: '/product/1', headers: { 'Accept-Encoding': encoding } }, (response) => {
        let text = '';
        const decoder = encoding === 'br' ? createBrotliDecompress() : createGunzip();
        decoder.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes(expected)) {
            clearTimeout(timer);
            resolve({ headers: response.headers, text });
          }
        });
        decoder.on('error', reject);
        response.pipe(decoder);
      }).on('error', reject).end();
    });
  }

  it.each(['br', 'gzip'] as const)('reaches the browser as %s, its shell first, before the page is finished', async (encoding) => {
    const arrived = await firstDecodedText(encoding, SHELL);
    expect(arrived.headers['content-encoding']).toBe(encoding);
    expect(arrived.text).toBe(SHELL);
    // The rest follows, and the page ends complete.
    const rest = '<main>商品內容</main></div></body></html>';
    page.end(rest);
  });
});
