/**
 * Budgets in CI (issue 29, "Weight"): a storefront route's first load, what a phone downloads before the page
 * can show, stays under its budget, gzip (1 KB = 1,024 bytes), each file gzipped at level 9 as the server's .gz
 * siblings are. CSS: the goal, 20 KB. JS: a ratchet, not yet the goal. The issue asks for 150 KB; after
 * code by context the heaviest route (/order-confirmation) loaded 227 KB; with the closed overlays on demand and
 * the sources declared free of side effects (decision 37) it loads 178 KB and / 150 KB, most of it React DOM,
 * React Router's data router, Redux + redux-saga and the message catalogue, which the shell draws with. The CI budget is that figure plus 2 %, so no
 * change may add weight unnoticed; lower JS_BUDGET_BYTES with every cut, down to JS_GOAL_BYTES. `npm run bench`
 * judges the goal itself and reports it missed (docs/performance.md, "Code by context").
 *
 * It reads the build, not the sources: Vite's manifest (build.manifest in vite.config.mts) names each chunk's
 * file, its static imports and its stylesheets. A route's first load is the entry chunk (index.html's script)
 * with everything it imports statically (the modulepreload links of index.html), plus the route's lazy page
 * chunk with everything that chunk imports statically; a dynamic import further in (a dialog opened later,
 * the icon paths of a name-only <Icon>) is not first load. `npm test` builds before jest runs, and CI too.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(__dirname, '../..');
const PUBLIC_DIR = path.join(root, 'dist/public');
const MANIFEST = path.join(PUBLIC_DIR, '.vite/manifest.json');

const KB = 1024;
/** The goal for first-load JS. */
export const JS_GOAL_BYTES = 150 * KB;
/**
 * The ratchet CI holds today (see above): the heaviest route's 178.2 KB plus 2 % (decision 37; was 232 KB). Issue 30
 * made /order-confirmation heavier, 178.2 -> 183.8 KB with the retry dialog moved to its own chunk: the invoice block,
 * the mailed link's proof, the guest lookup's hand-over and the checkout contract's invoice codecs. Raised to 186 KB,
 * a worse figure said so in its commit; the next cut lowers it again.
 */
export const JS_BUDGET_BYTES = 186 * KB;
export const CSS_BUDGET_BYTES = 20 * KB;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The storefront's routes (web/src/app/routes.tsx) and the name of the lazy chunk of each one's page, as
 * Vite names it in the manifest (a chunk keeps its page's name wherever its folder moves). The home page is
 * in the entry. The console is not the storefront: its budget is not a shopper's first load.
 */
const STOREFRONT_ROUTES: ReadonlyArray<readonly [route: string, pageChunk: string | null]> = [
  ['/', null],
  ['/product/:id', 'ProductPage'],
  ['/shopee-products', 'MarketplaceListPage'],
  ['/shopee-product/:itemId', 'MarketplaceProductPage'],
  ['/checkout', 'CheckoutPage'],
  ['/order-confirmation/:orderId', 'OrderConfirmationPage'],
  ['/login', 'LoginPage'],
  ['/register', 'RegisterPage'],
  ['/forgot-password', 'ForgotPasswordPage'],
  ['/profile', 'ProfilePage'],
  ['/order-history', 'OrderHistoryPage'],
];

function readManifest(): Manifest {
  if (!existsSync(MANIFEST)) {
    throw new Error(`${path.relative(root, MANIFEST)} is missing: build the storefront first (npm run build, or npm run build:web). npm test and CI build before jest runs.`);
  }
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
}

export interface FirstLoad {
  readonly js: readonly string[];
  readonly css: readonly string[];
}

/** The files of `keys`' chunks and of every chunk they import statically, each once. */
export function firstLoadOf(manifest: Manifest, keys: readonly string[]): FirstLoad {
  const seen = new Set<string>();
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

const gzipBytesCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipBytesCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(PUBLIC_DIR, file)), { level: 9 }).length;
    gzipBytesCache.set(file, size);
  }
  return size;
}

const total = (files: readonly string[]) => files.reduce((sum, file) => sum + gzipBytes(file), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${entries.map(([key]) => key).join(', ') || 'none'}`);
  return entries[0][0];
}

function pageChunkKey(manifest: Manifest, name: string): string {
  const found = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry && chunk.name === name);
  if (found.length !== 1) {
    throw new Error(`no single lazy chunk named ${name} in the manifest (found ${found.length}): a page moved or was renamed, so update STOREFRONT_ROUTES`);
  }
  return found[0][0];
}

interface RouteWeight {
  route: string;
  js: number;
  css: number;
  files: FirstLoad;
}

function routeWeights(): RouteWeight[] {
  const manifest = readManifest();
  const entry = entryKey(manifest);
  return STOREFRONT_ROUTES.map(([route, page]) => {
    const files = firstLoadOf(manifest, page === null ? [entry] : [entry, pageChunkKey(manifest, page)]);
    return { route, js: total(files.js), css: total(files.css), files };
  });
}

describe('first-load budgets of the storefront routes (gzip)', () => {
  let weights: RouteWeight[];

  beforeAll(() => {
    weights = routeWeights();
    // The figures, one line per route, for the CI log and docs/performance.md.
    console.log(weights.map((weight) => `${weight.route.padEnd(30)} JS ${kb(weight.js).padStart(9)} (${weight.files.js.length} files)  CSS ${kb(weight.css).padStart(8)}`).join('\n'));
  });

  it('reads a real build: the entry carries its stylesheet and its statically imported chunks', () => {
    const home = weights.find((weight) => weight.route === '/');
    expect(home?.files.css.length).toBeGreaterThan(0);
    expect(home?.files.js.length).toBeGreaterThan(1);
    // A route's first load is the entry and more.
    for (const weight of weights) expect(weight.js).toBeGreaterThanOrEqual(home?.js ?? Infinity);
  });

  it(`keeps every storefront route's first-load CSS within ${kb(CSS_BUDGET_BYTES)}`, () => {
    const over = weights.filter((weight) => weight.css > CSS_BUDGET_BYTES).map((weight) => `${weight.route}: ${kb(weight.css)} (${weight.files.css.join(', ')})`);
    expect(over).toEqual([]);
  });

  it(`keeps every storefront route's first-load JS within ${kb(JS_BUDGET_BYTES)}`, () => {
    const over = weights.filter((weight) => weight.js > JS_BUDGET_BYTES).map((weight) => `${weight.route}: ${kb(weight.js)}`);
    expect(over).toEqual([]);
  });
});

describe('what counts as first load', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/Page.tsx'], css: ['assets/index.css'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js'] },
    '_deep.js': { file: 'assets/deep.js', css: ['assets/deep.css'] },
    'src/Page.tsx': { file: 'assets/Page.js', name: 'Page', isDynamicEntry: true, imports: ['_shared.js'], dynamicImports: ['src/Dialog.tsx'], css: ['assets/Page.css'] },
    'src/Dialog.tsx': { file: 'assets/Dialog.js', name: 'Dialog', isDynamicEntry: true },
  };

  it('is the chunks and their static imports, deep, each once; a dynamic import is not', () => {
    expect(firstLoadOf(manifest, ['index.html'])).toEqual({ js: ['assets/index.js', 'assets/shared.js', 'assets/deep.js'], css: ['assets/index.css', 'assets/deep.css'] });
    const page = firstLoadOf(manifest, ['index.html', 'src/Page.tsx']);
    expect(page.js).toEqual(['assets/index.js', 'assets/shared.js', 'assets/deep.js', 'assets/Page.js']);
    expect(page.css).toEqual(['assets/index.css', 'assets/deep.css', 'assets/Page.css']);
    expect(page.js).not.toContain('assets/Dialog.js');
  });
});
