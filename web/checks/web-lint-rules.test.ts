/**
 * @jest-environment node
 *
 * The web lint rules of issue 10 §6 (eslint.config.js), each shown to catch a planted violation and to let
 * the ordinary case through: no `as unknown as` in web; no wall-clock read in web/src outside the injected
 * clock (web/src/app/clock.ts).
 */
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
// Passed in rather than discovered: ESLint loads config files with a dynamic import(), which jest's sandbox lacks.
const config = require(path.join(root, 'eslint.config.js'));
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

async function messagesOf(filePath: string, code: string, rules: string[]): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId !== null && rules.includes(m.ruleId)).map((m) => m.message);
}
const doubleCasts = (filePath: string, code: string) => messagesOf(filePath, code, ['no-restricted-syntax']);
const clockReads = (filePath: string, code: string) => messagesOf(filePath, code, ['no-restricted-syntax', 'no-restricted-properties']);

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

describe('no wall-clock read in web/src but the injected clock', () => {
  it.each([
    ['web/src/features/cart/x-sagas.ts', 'export const at = Date.now();\n'],
    ['web/src/features/cart/x-storage.ts', 'export function save(now = Date.now()) { return now; }\n'],
    ['web/src/features/orders/x.ts', 'export const savedAt = new Date().toISOString();\n'],
    ['web/src/features/x.tsx', 'export const at = () => Date.now();\n'],
  ])('refuses a planted read in %s', async (file, code) => {
    expect(await clockReads(file, code)).toEqual([expect.stringContaining('injected clock')]);
  });

  it.each([
    ['web/src/features/x-sagas.ts', "export const shown = new Date('2026-01-01T00:00:00Z').toISOString();\n"],
    ['web/src/features/x.ts', 'export const fromEpoch = (at: number) => new Date(at);\n'],
    ['web/src/app/clock.ts', 'export const systemNow = () => Date.now();\n'],
    ['web/src/features/cart/x.test.ts', 'export const at = Date.now();\n'],
    ['web/test-support/x.ts', 'export const at = Date.now();\n'],
  ])('lets through %s: %s', async (file, code) => {
    expect(await clockReads(file, code)).toEqual([]);
  });
});
