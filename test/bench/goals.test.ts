/**
 * The pure parts of npm run bench (issue 29's proof): a goal is judged right at its bound, a row that could not be
 * measured never passes, the exit code says whether any goal missed, the report names the rows that missed, and
 * the HTML checks tell a client-rendered shell from a server-painted product page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkPasses, exitCodeFor, median, missedChecks, ratioOf, renderReport, renderTable, verdictOf, type Check, type Row } from './goals';
import { entryScript, firstLoadFromHtml, firstLoadFromManifest } from './rows/bundle';
import { hasProductOffer, htmlFacts, isAbsoluteUrl, showsPrice } from './rows/page-checks';

const row = (id: string, checks: Check[], extra: Partial<Row> = {}): Row => ({ id, what: `what ${id}`, figures: `figures ${id}`, checks, ...extra });
const atLeast = (value: number | undefined, bound: number): Check => ({ label: 'ratio', value, goal: 'atLeast', bound });

describe('a goal', () => {
  it('is judged at its bound: at least, at most, below, yes', () => {
    expect(checkPasses(atLeast(0.7, 0.7))).toBe(true);
    expect(checkPasses(atLeast(0.699, 0.7))).toBe(false);
    expect(checkPasses({ label: 'KB', value: 250, goal: 'atMost', bound: 250 })).toBe(true);
    expect(checkPasses({ label: 'KB', value: 250.1, goal: 'atMost', bound: 250 })).toBe(false);
    expect(checkPasses({ label: 'p99', value: 49.9, goal: 'below', bound: 50 })).toBe(true);
    expect(checkPasses({ label: 'p99', value: 50, goal: 'below', bound: 50 })).toBe(false);
    expect(checkPasses({ label: 'JSON-LD', value: true, goal: 'yes' })).toBe(true);
    expect(checkPasses({ label: 'JSON-LD', value: false, goal: 'yes' })).toBe(false);
  });

  it('is missed when its figure was not measured', () => {
    expect(checkPasses(atLeast(undefined, 0.3))).toBe(false);
    expect(checkPasses({ label: 'og', value: undefined, goal: 'yes' })).toBe(false);
  });
});

describe('a row and the exit code', () => {
  it('passes only when every check passes; a reference row is INFO; an unmeasured row is ERROR', () => {
    expect(verdictOf(row('a', [atLeast(1, 0.5), atLeast(0.6, 0.5)]))).toBe('PASS');
    expect(verdictOf(row('b', [atLeast(1, 0.5), atLeast(0.4, 0.5)]))).toBe('FAIL');
    expect(verdictOf(row('limit', []))).toBe('INFO');
    expect(verdictOf(row('c', [atLeast(1, 0.5)], { error: 'MySQL unreachable' }))).toBe('ERROR');
  });

  it('exits 0 when every goal is met, 1 when one misses or a row could not be measured', () => {
    const met = [row('a', [atLeast(1, 0.5)]), row('limit', [])];
    expect(exitCodeFor(met)).toBe(0);
    expect(exitCodeFor([...met, row('b', [atLeast(0.1, 0.5)])])).toBe(1);
    expect(exitCodeFor([...met, row('c', [], { error: 'Chromium missing' })])).toBe(1);
  });

  it('names each missed check with its figure and its goal', () => {
    const rows = [
      row('hot-item.mysql', [{ label: 'reservations/s', value: 71, goal: 'atLeast', bound: 1000 }, { label: 'p99', value: 1436, goal: 'below', bound: 50, unit: 'ms' }]),
      row('statements', [{ label: 'statements', value: 4, goal: 'atMost', bound: 5 }]),
      row('lighthouse./', [], { error: 'no score' }),
    ];
    expect(missedChecks(rows)).toEqual([
      'hot-item.mysql: reservations/s 71, goal reservations/s >= 1,000',
      'hot-item.mysql: p99 1,436 ms, goal p99 < 50 ms',
      'lighthouse./: not measured (no score)',
    ]);
  });
});

describe('the report', () => {
  const info = { started: '2026-12-02T00:00:00.000Z', finished: '2026-12-02T00:08:00.000Z', machine: '2 x CPU', loadBefore: '1', loadAfter: '2', skipped: [] };

  it('prints every row with its figures, its goal and its verdict, pipes escaped', () => {
    const table = renderTable([
      row('ok', [atLeast(0.8, 0.7)], { what: '304 revalidation vs bare hello', figures: '0.8 (8,000 vs 10,000 req/s)' }),
      row('miss', [atLeast(0.2, 0.3)], { what: 'Outlet list', figures: 'a | b' }),
      row('limit', [], { what: 'Bare conditional UPDATE', figures: '2,343/s' }),
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[2]).toBe('| 304 revalidation vs bare hello | 0.8 (8,000 vs 10,000 req/s) | ratio >= 0.7 | PASS |');
    expect(lines[3]).toBe('| Outlet list | a \\| b | ratio >= 0.3 | **FAIL** |');
    expect(lines[4]).toContain('| Bare conditional UPDATE | 2,343/s | - (the limit, printed) | INFO |');
  });

  it('ends with what missed, or with every goal met, and names what the run left out', () => {
    const missed = renderReport([row('a', [atLeast(1, 0.5)]), row('b', [atLeast(0.1, 0.5)])], { ...info, skipped: ['pages (Lighthouse)'] });
    expect(missed).toContain('1 of 2 rows missed their goal:\n- b: ratio 0.1, goal ratio >= 0.5');
    expect(missed).toContain('Left out of this run: pages (Lighthouse).');
    expect(renderReport([row('a', [atLeast(1, 0.5)]), row('limit', [])], info)).toContain('Every goal met (1 of 1 rows).');
  });
});

describe('median and ratio', () => {
  it('takes the middle of Lighthouse runs whatever their order', () => {
    expect(median([57, 40, 44])).toBe(44);
    expect(median([10, 20])).toBe(15);
    expect(() => median([])).toThrow();
  });

  it('gives no ratio without a baseline', () => {
    expect(ratioOf(4091, 11098)).toBe(0.369);
    expect(ratioOf(1, 0)).toBeUndefined();
    expect(ratioOf(undefined, 10)).toBeUndefined();
  });
});

const SHELL = `<!doctype html><html><head><meta name="description" content="Outlet"><title>Outlet 特賣</title>
<script type="module" src="/assets/index-abc.js"></script><link rel="modulepreload" href="/assets/vendor-def.js">
<link rel="stylesheet" href="/assets/index-123.css"></head><body><div id="root"></div></body></html>`;

const PAINTED = `<!doctype html><html><head><title>黑色後背包 | Outlet 特賣</title>
<meta name="description" content="黑色後背包，出清價 NT$1,290">
<meta property="og:title" content="黑色後背包 &amp; 收納袋"><meta content="https://shop.example.tw/images/bag.jpg" property="og:image">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"BreadcrumbList"},
{"@type":"Product","name":"黑色後背包","offers":{"@type":"Offer","price":"1290","priceCurrency":"TWD","availability":"https://schema.org/InStock"}}]}</script>
</head><body><div id="root"><h1>黑色後背包</h1><p>NT$1,290</p><script>window.x = "不算內容"</script></div></body></html>`;

describe('the HTML before any script', () => {
  it('finds an empty shell empty: no content, no og tags, no Product', () => {
    const facts = htmlFacts(SHELL);
    expect(facts.title).toBe('Outlet 特賣');
    expect(facts.bodyText).toBe('');
    expect(facts.ogTitle).toBeUndefined();
    expect(hasProductOffer(facts)).toBe(false);
  });

  it('reads a painted product page: title, og tags (either attribute order), the Product in @graph, the price as shown', () => {
    const facts = htmlFacts(PAINTED);
    expect(facts.title).toBe('黑色後背包 | Outlet 特賣');
    expect(facts.ogTitle).toBe('黑色後背包 & 收納袋');
    expect(isAbsoluteUrl(facts.ogImage)).toBe(true);
    expect(hasProductOffer(facts)).toBe(true);
    expect(facts.bodyText).toBe('黑色後背包 NT$1,290');
    expect(showsPrice(facts.bodyText, 1290)).toBe(true);
    expect(showsPrice(facts.bodyText, 290)).toBe(false);
    expect(showsPrice(facts.bodyText, 129)).toBe(false);
  });

  it('refuses an Offer in another currency, a JSON-LD that does not parse, and a relative og:image', () => {
    expect(hasProductOffer(htmlFacts(PAINTED.replace('"TWD"', '"USD"')))).toBe(false);
    expect(hasProductOffer(htmlFacts(PAINTED.replace('"@context"', '@context')))).toBe(false);
    expect(isAbsoluteUrl(htmlFacts(PAINTED.replace('https://shop.example.tw/images', '/images')).ogImage)).toBe(false);
  });
});

describe('the first load', () => {
  it('from Vite\'s manifest: the entry, its static imports (recursively) and their CSS, not the dynamic imports', () => {
    const files = firstLoadFromManifest({
      'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_vendor'], css: ['assets/index-a.css'], src: 'index.html' },
      _vendor: { file: 'assets/vendor-b.js', imports: ['_shared'] },
      _shared: { file: 'assets/shared-c.js', css: ['assets/shared-c.css'] },
      'web/src/admin/Console.tsx': { file: 'assets/Console-d.js', imports: ['_shared'] },
    });
    expect(files.sort()).toEqual(['assets/index-a.css', 'assets/index-a.js', 'assets/shared-c.css', 'assets/shared-c.js', 'assets/vendor-b.js']);
  });

  it('from index.html: the module script, the modulepreloads and the stylesheet, not the icon', () => {
    expect(firstLoadFromHtml(`${SHELL}<link rel="icon" href="/favicon.svg">`)).toEqual(['assets/index-abc.js', 'assets/vendor-def.js', 'assets/index-123.css']);
  });

  it('the entry script the login row fetches: the manifest\'s entry when the build writes one, else index.html\'s module script', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-entry-'));
    try {
      writeFileSync(path.join(dir, 'index.html'), SHELL);
      expect(entryScript(dir)).toBe('/assets/index-abc.js');
      mkdirSync(path.join(dir, '.vite'));
      writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({
        _vendor: { file: 'assets/vendor-b.js' },
        'index.html': { file: 'assets/index-new.js', isEntry: true, imports: ['_vendor'], src: 'index.html' },
      }));
      expect(entryScript(dir)).toBe('/assets/index-new.js');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
