import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface BuildStamp {
  inputsHash(root: string): string;
  buildNeeded(root: string): string | undefined;
  writeStamp(root: string, hash: string): void;
}
// A plain Node script (it runs before anything is compiled): required, not imported.
const stamp = require('../../scripts/build-if-changed.js') as BuildStamp;

/**
 * Issue 28: every `npm start` rebuilt the storefront and the server (48 s for a restart). It now builds only when
 * the builds' inputs changed since the last build (scripts/build-if-changed.js), here on a small tree of its own.
 */
describe('npm start builds only when the inputs changed', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const built = () => {
    write('dist/public/index.html', '<!doctype html>');
    write('dist/ssr/entry-server.cjs', '');
    write('dist/server/server/main.js', '');
    stamp.writeStamp(root, stamp.inputsHash(root));
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'shop-build-stamp-'));
    write('package.json', '{}');
    write('package-lock.json', '{}');
    write('web/src/App.tsx', 'export {};');
    write('domain/pricing.ts', 'export const rate = 0.9;');
    write('server/main.ts', '');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('a first start builds; a restart with nothing changed does not', () => {
    expect(stamp.buildNeeded(root)).toBe('dist/public/index.html is missing');
    built();
    expect(stamp.buildNeeded(root)).toBeUndefined();
  });

  it.each([
    ['a storefront source', 'web/src/App.tsx'],
    ['a domain rule', 'domain/pricing.ts'],
    ['a new server file', 'server/new-route.ts'],
    ['an adapter', 'adapters/persistence/x.ts'],
    ['the locked dependencies', 'package-lock.json'],
    ['the Vite config', 'vite.config.mts'],
    ['the server build config', 'tsconfig.build.json'],
  ])('a change to %s builds again', (_, file) => {
    built();
    write(file, `changed ${file}`);
    expect(stamp.buildNeeded(root)).toBe('its inputs changed');
  });

  it('a test, the database or an old build output changing needs no build; a deleted output does', () => {
    built();
    write('domain/pricing.test.ts', 'changed');
    write('web/src/App.test.tsx', 'changed');
    write('data/shop.sqlite', 'rows');
    write('dist/public/assets/old.js', '');
    write('README.md', 'docs');
    expect(stamp.buildNeeded(root)).toBeUndefined();
    rmSync(path.join(root, 'dist/server/server/main.js'));
    expect(stamp.buildNeeded(root)).toBe('dist/server/server/main.js is missing');
  });

  it("the storefront's server entry missing (issue 29) builds again", () => {
    built();
    rmSync(path.join(root, 'dist/ssr/entry-server.cjs'));
    expect(stamp.buildNeeded(root)).toBe('dist/ssr/entry-server.cjs is missing');
  });

  it('the real tree hashes the same twice', () => {
    const repository = path.resolve(__dirname, '../..');
    expect(stamp.inputsHash(repository)).toBe(stamp.inputsHash(repository));
  });
});
