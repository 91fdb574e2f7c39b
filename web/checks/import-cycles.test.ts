/**
 * @jest-environment node
 *
 * web/ has no import cycle, type imports included (issue 10 §6). A cycle makes module initialisation order
 * matter (a saga that reaches a component through a barrel file), and it is how a feature's internals leak
 * into the store. The graph is read with the TypeScript compiler API (./import-graph.ts), so this test is the
 * rule: no lint plugin for cycles is installed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cyclesOf, describeCycle, importGraph } from './import-graph';

const web = path.resolve(__dirname, '..');

describe('import cycles in web/', () => {
  it('web/ has none (sources, tests and test support), type imports included', () => {
    const graph = importGraph(web, { includeTests: true });
    expect(graph.size).toBeGreaterThan(100);
    const cycles = cyclesOf(graph).map((component) => describeCycle(graph, component, web));
    expect(cycles).toEqual([]);
  });

  describe('the check itself, on planted modules', () => {
    let dir: string;
    const plant = (files: Record<string, string>) => {
      for (const [name, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        fs.writeFileSync(path.join(dir, name), text);
      }
      return importGraph(dir);
    };
    beforeEach(() => {
      dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-')));
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('finds a cycle through a barrel file, as hooks -> store -> saga -> barrel -> component -> hooks was', () => {
      const graph = plant({
        'app/hooks.ts': "import type { AppDispatch } from './store';\nexport const useDispatch = (d: AppDispatch) => d;\n",
        'app/store.ts': "import { rootSaga } from './root-saga';\nexport type AppDispatch = () => void;\nexport const run = rootSaga;\n",
        'app/root-saga.ts': "import { retry } from '../features/payment';\nexport const rootSaga = retry;\n",
        'features/payment/index.ts': "export { RetryDialog } from './RetryDialog';\nexport const retry = 1;\n",
        'features/payment/RetryDialog.tsx': "import { useDispatch } from '../../app/hooks';\nexport const RetryDialog = useDispatch;\n",
        'features/other.ts': "import { retry } from './payment';\nexport const other = retry;\n",
      });
      const cycles = cyclesOf(graph);
      expect(cycles).toHaveLength(1);
      expect(describeCycle(graph, cycles[0], dir)).toBe(
        ['app/hooks.ts', 'app/store.ts', 'app/root-saga.ts', 'features/payment/index.ts', 'features/payment/RetryDialog.tsx', 'app/hooks.ts'].join(' -> '),
      );
    });

    it('counts type-only imports, import() types and a file importing itself', () => {
      expect(cyclesOf(plant({ 'a.ts': "import type { B } from './b';\nexport type A = B;\n", 'b.ts': "export type B = import('./a').A;\n" }))).toHaveLength(1);
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir);
      expect(cyclesOf(plant({ 'self.ts': "export * from './self';\n" }))).toHaveLength(1);
    });

    it('lets an acyclic graph through, and ignores packages and files outside the root', () => {
      const graph = plant({
        'a.ts': "import { b } from './b';\nimport React from 'react';\nexport const a = [b, React];\n",
        'b.ts': "import { c } from './c';\nexport const b = c;\n",
        'c.ts': 'export const c = 1;\n',
      });
      expect(cyclesOf(graph)).toEqual([]);
    });
  });
});
