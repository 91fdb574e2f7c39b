/**
 * Fakes and fixtures are test support (application/<context>/testing/, adapters/persistence/testing/): they
 * must not reach dist/. tsconfig.build.json excludes them, but an exclude only drops root files, so a shipped
 * file that imported a fake would compile it back in. This test asks the TypeScript compiler itself which
 * files the production build compiles (roots plus everything they import) and refuses any test support.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');

/** The project's own files the build of tsconfig.build.json compiles, relative to the root, '/'-separated. */
function builtFiles(extraRoots: string[] = []): string[] {
  const configPath = path.join(root, 'tsconfig.build.json');
  const read = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, root, undefined, configPath);
  const program = ts.createProgram({ rootNames: [...parsed.fileNames, ...extraRoots], options: { ...parsed.options, noEmit: true } });
  return program.getSourceFiles()
    .map((file) => path.relative(root, file.fileName).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('..') && !file.includes('node_modules/'));
}

const TEST_SUPPORT = /(^|\/)testing\/|(^|\/)(in-memory-[^/]*|fake-[^/]*|[^/]*fixture[^/]*|[^/]*\.test)\.tsx?$/;

const testSupportIn = (files: string[]) => files.filter((file) => TEST_SUPPORT.test(file));

describe('the production build (tsconfig.build.json)', () => {
  it('compiles the server and no test support: no fake, fixture or test', () => {
    const files = builtFiles();
    expect(files).toContain('server/main.ts');
    expect(files).toContain('adapters/persistence/cart/knex-cart-store.ts');
    expect(testSupportIn(files)).toEqual([]);
  });

  it('would catch a shipped file that imports a fake (planted violation)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'planted-fake-import-'));
    try {
      const planted = path.join(dir, 'planted.ts');
      const fake = path.join(root, 'application/cart/testing/in-memory-cart-store').split(path.sep).join('/');
      writeFileSync(planted, `import { InMemoryCartStore } from '${fake}';\nexport const store = new InMemoryCartStore();\n`);
      // The fake, and the rows it imports in turn: every test support file the import would ship.
      expect(testSupportIn(builtFiles([planted]))).toEqual(['application/cart/testing/fake-cart-rows.ts', 'application/cart/testing/in-memory-cart-store.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
