/**
 * @jest-environment node
 *
 * The lint rule "no `as unknown as` in web" (eslint.config.js, issue 10 §6): shown to catch a planted double
 * cast, to let ordinary casts through, and to hold on every web file but the one exemption it names.
 */
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
// Passed in rather than discovered: ESLint loads config files with a dynamic import(), which jest's sandbox lacks.
const config = require(path.join(root, 'eslint.config.js'));
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

async function doubleCasts(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('no `as unknown as` in web', () => {
  it.each([
    ['web/src/features/x.ts', 'const raw: object = {};\nexport const n = raw as unknown as number;\n'],
    ['web/src/features/x.tsx', 'const raw: object = {};\nexport const n = (raw as unknown as { a: number }).a;\n'],
    ['web/test-support/x.ts', 'export const f = (v: string) => v as unknown as number;\n'],
    ['web/src/x.ts', 'const raw: object = {};\nexport const n = <number><unknown>raw;\n'],
  ])('refuses a planted double cast in %s', async (file, code) => {
    expect(await doubleCasts(file, code)).toEqual([expect.stringContaining('web')]);
  });

  it.each([
    ['web/src/x.ts', "export const s = 'a' as string;\n"],
    ['web/src/x.ts', 'export const u = 1 as unknown;\n'],
    ['web/src/x.ts', 'export const k = [1] as const;\n'],
    // Outside web/ the rule does not apply (the server has its own decoding story).
    ['server/x.ts', 'const raw: object = {};\nexport const n = raw as unknown as number;\n'],
  ])('lets through %s: %s', async (file, code) => {
    expect(await doubleCasts(file, code)).toEqual([]);
  });
});
