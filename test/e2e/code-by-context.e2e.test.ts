/// <reference lib="dom" />
/**
 * Code by context (issue 29, "Weight"): what a shopper's Chromium downloads. On / it fetches the shell and the
 * home page only: none of the console's code (its slices' names are in no fetched chunk) and none of Blueprint's
 * all-icons path chunks. A product page then brings its own context's chunk. The first-load JS of / (gzip, level
 * 9, as Vite reports it) is printed for docs/performance.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { browserAvailable } from '../support/browser';
import { browserJourney } from '../support/browser-journey';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

const ROOT = path.resolve(__dirname, '../..');
const PUBLIC_DIR = path.join(ROOT, 'dist/public');
const SOURCE = path.join(ROOT, 'web/src');

interface ManifestChunk { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }
const manifest = (): Record<string, ManifestChunk> => JSON.parse(readFileSync(path.join(PUBLIC_DIR, '.vite/manifest.json'), 'utf8'));

/** The slice names a folder's slices declare (`name: 'adminOrders'`): each is a string in its built chunk. */
function sliceNamesIn(folder: string): string[] {
  return readdirSync(path.join(SOURCE, folder))
    .filter((file) => /-slice\.ts$/.test(file))
    .flatMap((file) => [...readFileSync(path.join(SOURCE, folder, file), 'utf8').matchAll(/^\s+name: '([A-Za-z]+)',$/gm)].map((match) => match[1]));
}

const gzipKb = (files: readonly string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(PUBLIC_DIR, file)), { level: 9 }).length, 0) / 1024;

/** Every script the page fetched from /assets/ (paths as in the manifest: assets/x.js), from start to quiet. */
async function scriptsFetchedBy(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const fetched = new Set<string>();
  const onResponse = (response: { url(): string }) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) fetched.add(pathname.slice(1));
  };
  page.on('response', onResponse);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return [...fetched].sort();
}

const holdsSlice = (file: string, name: string) =>
  new RegExp(`name:\\s*["'\`]${name}["'\`]`).test(readFileSync(path.join(PUBLIC_DIR, file), 'utf8'));

describeInBrowser('code by context in Chromium: a shopper on / downloads the shell and the home page', () => {
  const journey = browserJourney();
  let page: Page;
  let onHome: string[] = [];

  beforeAll(async () => {
    page = await journey.newPage();
    onHome = await scriptsFetchedBy(page, async () => {
      await page.goto(journey.server.url + '/');
      await page.getByTestId('outlet-grid').waitFor();
    });
    const chunks = manifest();
    const entry = Object.values(chunks).find((chunk) => chunk.isEntry);
    console.log(
      `first load of /: ${onHome.length} scripts, ${gzipKb(onHome).toFixed(1)} KB gzip` +
        ` (entry ${entry?.file}: ${entry ? gzipKb([entry.file]).toFixed(1) : '?'} KB gzip)\n  ${onHome.join('\n  ')}`,
    );
  });

  it('fetches none of the console’s code: no chunk holding a console slice', () => {
    const consoleSlices = sliceNamesIn('features/admin');
    expect(consoleSlices.length).toBeGreaterThan(3);
    expect(onHome.flatMap((file) => consoleSlices.filter((name) => holdsSlice(file, name)).map((name) => `${file}: ${name}`))).toEqual([]);
  });

  it('fetches none of the other contexts’ slices either (product, marketplace, checkout, accounts)', () => {
    const lazySlices = ['product', 'marketplace', 'checkout', 'payment', 'orders', 'store-picker', 'profile', 'order-history', 'auth']
      .flatMap((folder) => sliceNamesIn(`features/${folder}`));
    expect(lazySlices).toEqual(expect.arrayContaining(['product', 'checkout', 'marketplaceList', 'profile']));
    expect(onHome.flatMap((file) => lazySlices.filter((name) => holdsSlice(file, name)).map((name) => `${file}: ${name}`))).toEqual([]);
  });

  it('Blueprint’s all-icons path chunks are not even built (the shop’s icon loader serves the icons drawn by name)', () => {
    const sources = Object.keys(manifest());
    expect(sources.filter((source) => /@blueprintjs\/icons\/lib\/esm\/(generated\/\d+px\/paths\/index|allPaths|paths-loaders\/)/.test(source))).toEqual([]);
    // Nor every icon's name (Blueprint's loader checks a name against all of them): 'add-application' is the first.
    expect(onHome.filter((file) => /["'`]add-application["'`]/.test(readFileSync(path.join(PUBLIC_DIR, file), 'utf8')))).toEqual([]);
  });

  it('a product page then brings the product context’s chunk, and still none of the console', async () => {
    const href = await page.getByTestId('product-card').first().locator('a').first().getAttribute('href');
    expect(href).toMatch(/^\/product\//);
    const more = await scriptsFetchedBy(page, async () => {
      await page.getByTestId('product-card').first().locator('a').first().click();
      await page.getByTestId('product-page').waitFor();
    });
    // The product slice arrives now, in a chunk / did not fetch.
    expect(more.filter((file) => holdsSlice(file, 'product')).length).toBeGreaterThan(0);
    expect(more.filter((file) => holdsSlice(file, 'product') && onHome.includes(file))).toEqual([]);
    const consoleSlices = sliceNamesIn('features/admin');
    expect(more.filter((file) => consoleSlices.some((name) => holdsSlice(file, name)))).toEqual([]);
  });
});
