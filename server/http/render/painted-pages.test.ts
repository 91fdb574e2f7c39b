import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { KnexMarketplaceCatalogue } from '../../../adapters/persistence/marketplace/knex-marketplace-catalogue';
import { seedDemoCatalogueIfEmpty } from '../../../adapters/persistence/seed/demo-catalogue';
import type { OutletItemDetail } from '../../../application/contracts/catalogue';
import type { MarketplaceProduct } from '../../../application/contracts/marketplace';
import { PAGE_STATE_SCRIPT_ID, PageAnswers } from '../../../application/contracts/pages';
import { marketplaceRecord } from '../../../application/marketplace/testing/marketplace-records';
import { OUTLET_CATALOGUE, type OutletCatalogue } from '../../../application/outlet/outlet-catalogue.port';
import { formatProductPageAmount, formatShopAmount } from '../../../domain/money/format';
import { formatMessage } from '../../../domain/messages';
import { databasesUnderTest, type OpenDatabase } from '../../../test/support/databases';
import { override } from '../../container';
import { silentLogger } from '../../logger';
import { startServer, type RunningServer } from '../../start';

/**
 * Issue 29: the public pages arrive painted. What a crawler or a link preview reads, the HTML before any script
 * runs, holds the page's content, its own title and description, a product's Open Graph tags and JSON-LD, and
 * the answers the page was rendered from in a JSON script that decodes with the contract's codec and equals what
 * the API answers. Needs the built storefront and its server entry (npm test builds them first).
 */
const ROOT = path.resolve(__dirname, '../../..');
const BRAND = formatMessage('SHOP_NAME');
/** A marketplace name that tries to close the data blocks it is written into. */
const HOSTILE_NAME = '防潑水外套 </script><script>alert(1)</script> & "引號"';
const MARKETPLACE_ID = 9_100_000_001;

interface Page { status: number; cacheControl: string | null; retryAfter: string | null; html: string }

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directivesOf = (policy: string | null): Record<string, string[]> =>
  Object.fromEntries((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]));
/** The product screen's own stylesheet, as the build's manifest names it. */
const productPageSheet = (): string => {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/public/.vite/manifest.json'), 'utf8')) as Record<string, { css?: string[] }>;
  const sheet = manifest['src/features/product/ProductPage.tsx']?.css?.[0];
  if (!sheet) throw new Error('the build\'s manifest names no stylesheet of the product page');
  return sheet;
};
const between = (html: string, open: RegExp, close: string): string | undefined => {
  const start = open.exec(html);
  if (!start) return undefined;
  const from = start.index + start[0].length;
  return html.slice(from, html.indexOf(close, from));
};
const headOf = (html: string) => between(html, /<head>/, '</head>') ?? '';
const rootOf = (html: string) => between(html, /<div id="root">/, `<script type="application/json" id="${PAGE_STATE_SCRIPT_ID}">`) ?? '';
const titleOf = (html: string) => between(headOf(html), /<title>/, '</title>');
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(headOf(html))?.[1];
const unescapeAttribute = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
const jsonLdOf = (html: string) => JSON.parse(between(headOf(html), /<script type="application\/ld\+json">/, '</script>') ?? 'null') as Record<string, unknown>;
const stateOf = (html: string) => {
  const json = between(html, new RegExp(`<script type="application/json" id="${PAGE_STATE_SCRIPT_ID}">`), '</script>');
  const decoded = PageAnswers.decode(JSON.parse(json ?? 'null'));
  if (decoded._tag === 'Left') throw new Error('the page state does not decode with PageAnswers');
  return decoded.right;
};

describe.each(databasesUnderTest)('pages painted by the server on $name', (database) => {
  let db: OpenDatabase;
  let server: RunningServer;
  /** PUBLIC_BASE_URL: the server's own address (the absolute addresses of the head start with it). */
  let BASE: string;
  const page = async (pathname: string, target = () => server.url): Promise<Page> => {
    const response = await fetch(`${target()}${pathname}`);
    return { status: response.status, cacheControl: response.headers.get('cache-control'), retryAfter: response.headers.get('retry-after'), html: await response.text() };
  };
  const api = async <T>(pathname: string): Promise<T> => (await fetch(`${server.url}${pathname}`)).json() as Promise<T>;

  beforeAll(async () => {
    for (const built of ['dist/public/index.html', 'dist/ssr/entry-server.cjs']) {
      if (!existsSync(path.join(ROOT, built))) throw new Error(`${built} is missing: run \`npm run build:web\` first (npm test does)`);
    }
    db = await database.open();
    await seedDemoCatalogueIfEmpty(db.knex, new Date());
    await new KnexMarketplaceCatalogue(db.knex).upsertProducts([
      marketplaceRecord(MARKETPLACE_ID, { name: HOSTILE_NAME, price: 1000, stock: 0, imageUrls: ['/images/demo/jacket-black.svg'] }),
    ], new Date('2026-11-28T03:00:00.000Z'), 1);
    server = await startServer({ port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0 }, { knex: db.knex, logger: silentLogger, env: {} });
    BASE = server.url;
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('/product/{id}: the name and price before any script, its own title, Open Graph tags and a JSON-LD Product with its offer', async () => {
    const detail = await api<OutletItemDetail>('/api/outlet/item/1');
    const { status, cacheControl, html } = await page('/product/1');
    expect(status).toBe(200);
    expect(cacheControl).toBe('no-store');
    const root = rootOf(html);
    expect(root).toContain(detail.title);
    expect(root).toContain(formatProductPageAmount(detail.discount_price));
    expect(titleOf(html)).toBe(`${detail.title} | ${BRAND}`);
    expect(metaOf(html, 'description')).toBeTruthy();
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:title')).toBe(detail.title);
    expect(metaOf(html, 'og:image')).toBe(`${BASE}${detail.image_url}`);
    expect(metaOf(html, 'og:url')).toBe(`${BASE}/product/1`);
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org', '@type': 'Product', name: detail.title, image: [`${BASE}${detail.image_url}`],
      offers: { '@type': 'Offer', priceCurrency: 'TWD', price: detail.discount_price, availability: 'https://schema.org/InStock', url: `${BASE}/product/1` },
    });
    // The lazy screen's stylesheet is in the page (decision 38), so the page is styled before its script loads.
    expect(headOf(html)).toContain(`<style>${readFileSync(path.join(ROOT, 'dist/public', productPageSheet()), 'utf8')}</style>`);
  });

  it('styles in the page, allowed by their hashes: no stylesheet to wait for, no unsafe-inline, module scripts after the markup', async () => {
    for (const pathname of ['/', '/product/1', `/shopee-product/${MARKETPLACE_ID}`, '/shopee-products', '/checkout']) {
      const response = await fetch(`${server.url}${pathname}`);
      const html = await response.text();
      const policy = directivesOf(response.headers.get('content-security-policy'));
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
      expect({ pathname, styles: styles.length > 0 }).toEqual({ pathname, styles: true });
      expect({ pathname, styleSrc: policy['style-src'] }).toEqual({ pathname, styleSrc: ["'self'", ...styles.map(sha256Source)] });
      expect(headOf(html)).not.toMatch(/<link rel="stylesheet"/);
      expect(headOf(html)).not.toMatch(/<script type="module"|rel="modulepreload"/);
      // Every other directive is the shop's policy, unchanged.
      const shell = directivesOf((await fetch(`${server.url}/admin`)).headers.get('content-security-policy'));
      expect({ ...policy, 'style-src': shell['style-src'] }).toEqual(shell);
      expect(shell['style-src']).toEqual(["'self'"]);
      const body = html.slice(html.indexOf('<div id="root">'));
      expect(body).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js" fetchpriority="low"><\/script>/);
      // Decision 44: every module preload at low priority too, so none competes with the page's pictures.
      expect(body).not.toMatch(/rel="modulepreload" crossorigin href="[^"]+">/);
    }
  });

  it("/product/{id}: the state script decodes with the contract's codec and holds exactly the API's answers", async () => {
    const detail = await api<OutletItemDetail>('/api/outlet/item/1');
    const variants = await api<unknown[]>(`/api/outlet/variants/${encodeURIComponent(detail.sku)}`);
    const state = stateOf((await page('/product/1')).html);
    expect(state).toMatchObject({ url: '/product/1', outletItem: detail, outletVariants: variants, shopSettings: await api('/api/shop-settings') });
  });

  it('an unknown product: 404 with the product page\'s not-found screen, never a 500', async () => {
    for (const pathname of ['/product/999999', '/product/abc', '/shopee-product/123']) {
      const { status, html } = await page(pathname);
      expect({ pathname, status }).toEqual({ pathname, status: 404 });
      expect(rootOf(html)).toContain('data-testid="product-error"');
      expect(stateOf(html).notFound).toBe(true);
    }
  });

  it('home: every outlet card before any script, the list in the state script as GET /api/outlet/list sends it', async () => {
    const list = await api<Array<{ id: number; title: string; discount_price: number }>>('/api/outlet/list');
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${formatMessage('SOURCE_OUTLET')} | ${BRAND}`);
    const root = rootOf(html);
    for (const item of list.slice(0, 5)) expect(root).toContain(item.title);
    expect(root).toContain(formatShopAmount(list[0].discount_price));
    expect(stateOf(html).outletList).toEqual(list);
    // Not a product: no link preview of one.
    expect(metaOf(html, 'og:type')).toBeUndefined();
  });

  it('a marketplace product: a hostile name closes no data block, reads back intact from JSON-LD and the state, out of stock said so', async () => {
    const product = await api<MarketplaceProduct>(`/api/shopee-products/detail/${MARKETPLACE_ID}`);
    const { status, html } = await page(`/shopee-product/${MARKETPLACE_ID}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(titleOf(html)).toBe(`${HOSTILE_NAME.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)} | ${BRAND}`);
    expect(unescapeAttribute(metaOf(html, 'og:title') ?? '')).toBe(HOSTILE_NAME);
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Product', name: HOSTILE_NAME, offers: { priceCurrency: 'TWD', price: product.discount_price, availability: 'https://schema.org/OutOfStock' },
    });
    expect(stateOf(html).marketplaceProduct).toEqual(product);
    expect(rootOf(html)).toContain(formatShopAmount(product.discount_price));
  });

  it('the marketplace list and the cart page: their own titles; the list\'s page and categories as the API answers them', async () => {
    const list = await page('/shopee-products');
    expect(titleOf(list.html)).toBe(`${formatMessage('SOURCE_SHOPEE')} | ${BRAND}`);
    const state = stateOf(list.html);
    expect(state.marketplacePage).toEqual(await api('/api/shopee-products/list?page=1&limit=20'));
    expect(state.marketplaceCategories).toEqual(await api('/api/shopee-products/categories'));
    expect(rootOf(list.html)).toContain('防潑水外套');
    const cart = await page('/checkout');
    expect(cart.status).toBe(200);
    expect(cart.cacheControl).toBe('no-store');
    expect(titleOf(cart.html)).not.toBe(titleOf(list.html));
    expect(rootOf(cart.html)).toContain('app-layout');
  });

  it('no inline script runs: every script is the bundle (src) or a data block, and the CSP still refuses inline script', async () => {
    for (const pathname of ['/', '/product/1', `/shopee-product/${MARKETPLACE_ID}`, '/shopee-products', '/checkout']) {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
      const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
      expect(scripts.length).toBeGreaterThan(1);
      for (const attributes of scripts) {
        expect({ pathname, attributes, runs: !/\bsrc="\/assets\//.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes) }).toMatchObject({ runs: false });
      }
    }
  });

  it('the console stays client-rendered: the plain shell', async () => {
    const { status, html } = await page('/admin');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(`id="${PAGE_STATE_SCRIPT_ID}"`);
  });

  it('the database down: 503 with Retry-After and the shell (the storefront then loads and retries), never a 500', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    const failing: OutletCatalogue = { listItems: () => Promise.reject(down), findItem: () => Promise.reject(down), findVariants: () => Promise.reject(down), listAvailability: () => Promise.reject(down) };
    const outage = await startServer({ port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0 }, {
      knex: db.knex, logger: silentLogger, env: {}, overrides: [override(OUTLET_CATALOGUE, failing)],
    });
    try {
      for (const pathname of ['/', '/product/1']) {
        const answer = await page(pathname, () => outage.url);
        expect({ pathname, status: answer.status, retryAfter: answer.retryAfter }).toEqual({ pathname, status: 503, retryAfter: '5' });
        expect(answer.cacheControl).toBe('no-store');
        expect(answer.html).toContain('<div id="root"></div>');
      }
    } finally {
      await outage.close();
    }
  });
});
