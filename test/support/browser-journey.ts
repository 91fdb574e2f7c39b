/**
 * The stage every browser journey (test/e2e) plays on: the built storefront served by the real server (its
 * simulators mounted), a Chromium, and the browser contexts the journey opens, all closed after its last test.
 * A journey calls browserJourney(...) in its describe block and reads the server and pages from what it returns.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seedDemoCatalogueIfEmpty } from '../../adapters/persistence/seed/demo-catalogue';
import type { AppConfig } from '../../server/config';
import { startServer, type RunningServer, type StartOptions } from '../../server/start';
import { launchBrowser } from './browser';
import type { OpenDatabase, TestDatabase } from './databases';

const ROOT = path.resolve(__dirname, '../..');
const PUBLIC_DIR = path.join(ROOT, 'dist/public');
/** Where journeys leave their screenshots. */
export const SHOTS = path.join(ROOT, 'test-results');

export interface JourneySetup {
  /**
   * A database of databasesUnderTest, given to the server (which then neither migrates nor seeds it: the outlet
   * demo goes in here). Absent: the server's own embedded database in a fresh DATA_DIR, seeded as `npm start` does.
   */
  database?: TestDatabase;
  /** With `database`: false leaves it without the outlet demo catalogue (a journey that needs no outlet item). */
  seedOutletDemo?: boolean;
  /** Over the journey defaults (port 0 on 127.0.0.1, the built storefront, no outlet list cache). */
  config?: Partial<AppConfig>;
  options?: StartOptions;
}

export interface Journey {
  readonly server: RunningServer;
  /**
   * A fresh browser (context) at a phone's size unless told, in zh-TW; closed with the journey. `javaScript: false`
   * reads the pages as a crawler or a link preview does (issue 29). A hydration warning or error in its console
   * fails the test that was running.
   */
  newPage(width?: number, height?: number, options?: { javaScript?: boolean }): Promise<Page>;
  api(pathname: string, init?: RequestInit): Promise<Response>;
  json<T>(pathname: string, init?: RequestInit): Promise<T>;
  postJson(pathname: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** A screenshot's path: the SQLite (or embedded) run keeps the plain name, another database's is suffixed. */
  shot(name: string): string;
}

export function browserJourney(setup: JourneySetup = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let database: OpenDatabase | undefined;
  let dataDir: string | undefined;
  const contexts: BrowserContext[] = [];
  /** Issue 29: what React said about a page the server painted that did not hydrate as it was painted. */
  const hydrationProblems: string[] = [];
  const started = () => {
    if (!server) throw new Error('the journey has not started (browserJourney runs in beforeAll)');
    return server;
  };

  beforeAll(async () => {
    if (!existsSync(path.join(PUBLIC_DIR, 'index.html'))) {
      throw new Error('dist/public/index.html is missing: run `npm run build:web` first (npm test does)');
    }
    const config = { port: 0, host: '127.0.0.1', publicDir: PUBLIC_DIR, listCacheTtlMs: 0, ...setup.config };
    if (setup.database) {
      database = await setup.database.open();
      if (setup.seedOutletDemo !== false) await seedDemoCatalogueIfEmpty(database.knex, new Date());
      server = await startServer(config, { ...setup.options, knex: database.knex });
    } else {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
      server = await startServer({ ...config, dataDir, databaseUrl: undefined }, setup.options);
    }
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });

  // A server-painted page that the browser could not hydrate as painted fails the journey (issue 29).
  afterEach(() => {
    const problems = hydrationProblems.splice(0);
    if (problems.length > 0) throw new Error(`hydration problems in the browser console:\n${problems.join('\n')}`);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const api = (pathname: string, init?: RequestInit) => fetch(`${started().url}${pathname}`, init);
  return {
    get server() {
      return started();
    },
    async newPage(width = 412, height = 915, options = {}) {
      if (!browser) throw new Error('the journey has not started (browserJourney runs in beforeAll)');
      const context = await browser.newContext({ viewport: { width, height }, locale: 'zh-TW', javaScriptEnabled: options.javaScript ?? true });
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (/hydrat|did not match/i.test(message.text())) hydrationProblems.push(`${page.url()}: ${message.text()}`);
      });
      return page;
    },
    api,
    json: async <T>(pathname: string, init?: RequestInit) => (await api(pathname, init)).json() as Promise<T>,
    postJson: (pathname, body, headers = {}) => api(pathname, {
      method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body),
    }),
    shot: (name) => path.join(SHOTS, !setup.database || setup.database.name === 'sqlite' ? `${name}.png` : `${name}-${setup.database.name}.png`),
  };
}
