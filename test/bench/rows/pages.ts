/**
 * The rows measured on the shop as `npm start` runs it (the compiled server, the built storefront, the embedded
 * database with the demo catalogue, the Shopee simulator's demo shop synced): Lighthouse's mobile performance of
 * five pages, the HTML before any script, the home page's transfer, and a 304 against a bare hello.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../../support/browser';
import { startChild, stopChild } from '../child-process';
import { intFromEnv } from '../bench-env';
import { formatNumber, median, ratioOf, type Row } from '../goals';
import { hasProductOffer, htmlFacts, isAbsoluteUrl, showsPrice } from './page-checks';
import { guarded, kb, load, ROOT, SERVER_MAIN, sleep, withBareRoute, type Load } from './load';

// Five, as Lighthouse's docs/variability.md advises: the median of five runs has about half the spread of one.
const LIGHTHOUSE_RUNS = intFromEnv('BENCH_LIGHTHOUSE_RUNS', 5);
/** A folder to keep every run's Lighthouse report in (its long-tasks, bootup-time, LCP element...); none when unset. */
const LIGHTHOUSE_REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];
const SYNC_TIMEOUT_MS = 120_000;

interface Page {
  path: string;
  /** As the issue's table names it (/product/{id}). */
  label: string;
  /**
   * What the HTML must show before any script, read from the API: one of these names (a list page: any of its first
   * page's items, whatever order or grouping the page uses), and on a product page its name and its price.
   */
  names?: string[];
  price?: number;
  /** A product page: og tags and a JSON-LD Product are required. */
  product: boolean;
}

/** The demo shop in a child, and the pages of the table with an outlet item and a marketplace product of its own. */
async function startDemoShop(dataDir: string): Promise<{ baseUrl: string; stop(): Promise<void>; pages: Page[] }> {
  const { child, baseUrl } = await startChild(SERVER_MAIN, { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: '' }, ROOT);
  try {
    const outlet = await (await fetch(`${baseUrl}/api/outlet/list`)).json() as Array<{ id: number; title: string; discount_price: number }>;
    const deadline = Date.now() + SYNC_TIMEOUT_MS;
    let products: Array<{ item_id: number | string; item_name: string; discount_price: number }> = [];
    while (products.length === 0) {
      if (Date.now() > deadline) throw new Error(`no marketplace product within ${SYNC_TIMEOUT_MS / 1000} s of the start (the demo's Shopee sync)`);
      await sleep(500);
      const answer = await fetch(`${baseUrl}/api/shopee-products/list?page=1&limit=20`);
      if (answer.ok) products = ((await answer.json()) as { products: typeof products }).products;
    }
    const [item] = outlet;
    const [product] = products;
    if (!item) throw new Error('the demo shop lists no outlet item');
    return {
      baseUrl,
      stop: () => stopChild(child),
      pages: [
        { path: '/', label: '/', names: outlet.slice(0, 20).map((row) => row.title), product: false },
        { path: `/product/${item.id}`, label: '/product/{id}', names: [item.title], price: item.discount_price, product: true },
        { path: '/checkout', label: '/checkout', product: false },
        { path: '/shopee-products', label: '/shopee-products', names: products.map((row) => row.item_name), product: false },
        { path: `/shopee-product/${product.item_id}`, label: '/shopee-product/{id}', names: [product.item_name], price: product.discount_price, product: true },
      ],
    };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

interface LighthouseRun { score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number }
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseResult } | undefined>;
interface LighthouseResult {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

/** Lighthouse 12's default (mobile) profile, LIGHTHOUSE_RUNS times per page on one Chromium; the median run by score. */
async function lighthouseRows(baseUrl: string, pages: Page[]): Promise<Row[]> {
  const { default: lighthouse } = await import('lighthouse') as unknown as { default: LighthouseFn };
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const rows: Row[] = [];
  try {
    for (const page of pages) {
      const runs: LighthouseRun[] = [];
      const failures: string[] = [];
      let error: string | undefined;
      // A run Chromium could not trace (NO_NAVSTART and the like) is run again, twice at most per page.
      for (let attempt = 0; runs.length < LIGHTHOUSE_RUNS && attempt < LIGHTHOUSE_RUNS + 2; attempt += 1) {
        const result = await lighthouse(baseUrl + page.path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError || lhr.categories.performance.score === null) {
          error = lhr?.runtimeError?.message ?? 'Lighthouse gave no score';
          failures.push(error);
          continue;
        }
        if (LIGHTHOUSE_REPORTS) {
          mkdirSync(LIGHTHOUSE_REPORTS, { recursive: true });
          const name = `${page.label.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${runs.length + 1}.json`;
          writeFileSync(path.join(LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
          const trace = (result as { artifacts?: { Trace?: unknown } }).artifacts?.Trace;
          if (trace) writeFileSync(path.join(LIGHTHOUSE_REPORTS, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          score: Math.round(lhr.categories.performance.score * 100), fcpMs: Math.round(audit('first-contentful-paint')),
          lcpMs: Math.round(audit('largest-contentful-paint')), tbtMs: Math.round(audit('total-blocking-time')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
        });
      }
      console.log(`[lighthouse] ${page.path}: ${runs.map((run) => run.score).join(', ')}${failures.length ? ` (${failures.length} run(s) again: ${failures.join('; ')})` : ''}`);
      if (runs.length === 0) {
        rows.push({ id: `lighthouse.${page.label}`, what: `Lighthouse mobile performance ${page.label}`, figures: '', checks: [], error });
        continue;
      }
      const score = median(runs.map((run) => run.score));
      const middle = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
      rows.push({
        id: `lighthouse.${page.label}`,
        what: `Lighthouse mobile performance ${page.label}`,
        figures: `${score} (runs ${runs.map((run) => run.score).join(' / ')}); median run: FCP ${(middle.fcpMs / 1000).toFixed(1)} s, ` +
          `LCP ${(middle.lcpMs / 1000).toFixed(1)} s, TBT ${middle.tbtMs} ms, CLS ${middle.cls}` +
          (runs.length < LIGHTHOUSE_RUNS ? `; only ${runs.length} of ${LIGHTHOUSE_RUNS} runs traced` : ''),
        checks: [{ label: 'score', value: score, goal: 'atLeast', bound: 95 }],
        data: { runs, median: score, medianRun: middle, failures },
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** The HTML as a crawler or a link preview gets it: no script runs. */
async function htmlRows(baseUrl: string, pages: Page[]): Promise<Row[]> {
  const fetched = await Promise.all(pages.map(async (page) => htmlFacts(await (await fetch(baseUrl + page.path, { headers: { Accept: 'text/html' } })).text())));
  return pages.map((page, index) => {
    const facts = fetched[index];
    const others = fetched.filter((_, i) => i !== index).map((other) => other.title);
    const content = page.names !== undefined
      ? page.names.some((name) => facts.bodyText.includes(name)) && (page.price === undefined || showsPrice(facts.bodyText, page.price))
      : facts.bodyText.length > 0;
    const ownTitle = facts.title !== undefined && facts.title !== '' && !others.includes(facts.title);
    const checks: Row['checks'] = [
      { label: page.names === undefined ? 'content (any text)' : page.price !== undefined ? 'content (name and price)' : 'content (an item\'s name)', value: content, goal: 'yes' },
      { label: 'own title', value: ownTitle, goal: 'yes' },
      { label: 'meta description', value: (facts.description ?? '') !== '', goal: 'yes' },
    ];
    if (page.product) {
      checks.push({ label: 'og:title + absolute og:image', value: (facts.ogTitle ?? '') !== '' && isAbsoluteUrl(facts.ogImage), goal: 'yes' });
      checks.push({ label: 'JSON-LD Product, Offer TWD', value: hasProductOffer(facts), goal: 'yes' });
    }
    const yesNo = (value: boolean) => (value ? 'yes' : 'no');
    return {
      id: `html.${page.label}`,
      what: `HTML before any script: ${page.label}`,
      figures: checks.map((check) => `${check.label}: ${yesNo(check.value === true)}`).join(', ') + (facts.title ? `; title "${facts.title}"` : ''),
      checks,
      data: { title: facts.title, description: facts.description, ogTitle: facts.ogTitle, ogImage: facts.ogImage, product: facts.product, bodyTextLength: facts.bodyText.length },
    };
  });
}

/** One GET as it crosses the wire with Accept-Encoding br, gzip: status line, headers and (still encoded) body. */
function wireBytes(url: string): Promise<{ bytes: number; encoding: string | undefined; type: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { 'Accept-Encoding': 'br, gzip' }, agent: false }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < response.rawHeaders.length; i += 2) bytes += Buffer.byteLength(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`);
      response.on('data', (chunk: Buffer) => { bytes += chunk.length; });
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'], type: String(response.headers['content-type'] ?? '') }));
    }).on('error', reject).end();
  });
}

/** Every request of the home page's first load (Chromium, until the network is idle), each fetched again for its bytes. */
async function transferRow(baseUrl: string): Promise<Row> {
  const browser = await launchBrowser();
  const urls = new Set<string>();
  try {
    // A phone, as Lighthouse's mobile profile is (Moto G Power's screen): responsive images load their phone size.
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    page.on('request', (request) => { if (request.url().startsWith(baseUrl)) urls.add(request.url()); });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: 60_000 });
  } finally {
    await browser.close();
  }
  const assets = await Promise.all([...urls].map(async (url) => ({ url: url.slice(baseUrl.length), ...(await wireBytes(url)) })));
  const total = assets.reduce((sum, asset) => sum + asset.bytes, 0);
  const of = (pattern: RegExp) => assets.filter((asset) => pattern.test(asset.type)).reduce((sum, asset) => sum + asset.bytes, 0);
  const compressed = assets.filter((asset) => asset.encoding === 'br' || asset.encoding === 'gzip').length;
  return {
    id: 'home-transfer',
    what: 'Home page transfer (first load, Accept-Encoding br, gzip)',
    figures: `${formatNumber(kb(total))} KB (JS ${formatNumber(kb(of(/javascript/)))} KB, CSS ${formatNumber(kb(of(/css/)))} KB); ` +
      `${compressed} of ${assets.length} first-load assets compressed`,
    checks: [{ label: 'transfer', value: kb(total), goal: 'atMost', bound: 250, unit: 'KB' }],
    data: { totalBytes: total, assets },
  };
}

/** Two runs of one side as one: mean rate and percentiles, summed counts. */
function meanLoad(runs: Load[]): Load {
  const mean = (pick: (run: Load) => number) => Math.round(runs.reduce((sum, run) => sum + pick(run), 0) / runs.length);
  const sum = (pick: (run: Load) => number) => runs.reduce((total, run) => total + pick(run), 0);
  return {
    requestsPerSecond: mean((run) => run.requestsPerSecond), latencyP50Ms: mean((run) => run.latencyP50Ms), latencyP99Ms: mean((run) => run.latencyP99Ms),
    requests: sum((run) => run.requests), errors: sum((run) => run.errors), non2xx: sum((run) => run.non2xx), notModified: sum((run) => run.notModified),
  };
}

/** The storefront's refresh of the list with the ETag it holds (a 304), against a bare Koa route answering "hello". */
async function revalidationRow(baseUrl: string): Promise<Row> {
  const first = await fetch(`${baseUrl}/api/outlet/list`);
  const etag = first.headers.get('etag');
  await first.arrayBuffer();
  if (!etag) return { id: 'revalidation-304', what: '304 revalidation vs bare hello', figures: '', checks: [], error: 'the list answered without an ETag' };
  // Both answers take well under a millisecond, so a load that drifts on the shared machine weighs on the ratio:
  // measured in turn twice (304, bare, 304, bare), each side the mean of its two runs.
  const rounds: Array<{ revalidate: Load; bare: Load }> = [];
  await withBareRoute('hello', 'text/plain; charset=utf-8', async (bareUrl) => {
    for (let round = 0; round < 2; round += 1) {
      const conditional = await load(`${baseUrl}/api/outlet/list`, { 'If-None-Match': etag });
      rounds.push({ revalidate: conditional, bare: await load(`${bareUrl}/`) });
    }
  });
  const revalidate = meanLoad(rounds.map((r) => r.revalidate));
  const bare = meanLoad(rounds.map((r) => r.bare));
  const ratio = ratioOf(revalidate.requestsPerSecond, bare.requestsPerSecond);
  return {
    id: 'revalidation-304',
    what: '304 revalidation vs bare hello',
    figures: `${ratio ?? '-'} (${formatNumber(revalidate.requestsPerSecond)} vs ${formatNumber(bare.requestsPerSecond)} req/s; ` +
      `p99 ${revalidate.latencyP99Ms} vs ${bare.latencyP99Ms} ms; ${revalidate.notModified} of ${revalidate.requests} answered 304)`,
    checks: [
      { label: '304 / bare', value: ratio, goal: 'atLeast', bound: 0.7 },
      { label: 'answers that were 304 (%)', value: revalidate.requests ? Math.round((revalidate.notModified / revalidate.requests) * 100) : undefined, goal: 'atLeast', bound: 100 },
    ],
    data: { revalidate, bare, rounds },
  };
}

export async function pageRows(parts: { lighthouse: boolean }): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-demo-'));
  try {
    console.log('\n[pages] starting the demo shop (compiled server, built storefront, embedded database, demo data)');
    const shop = await startDemoShop(dataDir);
    try {
      const rows: Row[] = [];
      if (parts.lighthouse) rows.push(...await guarded('lighthouse', 'Lighthouse mobile performance', () => lighthouseRows(shop.baseUrl, shop.pages)));
      rows.push(...await guarded('html', 'HTML before any script', () => htmlRows(shop.baseUrl, shop.pages)));
      rows.push(...await guarded('home-transfer', 'Home page transfer', async () => [await transferRow(shop.baseUrl)]));
      console.log('[pages] 304 revalidation of the list vs a bare hello');
      rows.push(...await guarded('revalidation-304', '304 revalidation vs bare hello', async () => [await revalidationRow(shop.baseUrl)]));
      return rows;
    } finally {
      await shop.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

