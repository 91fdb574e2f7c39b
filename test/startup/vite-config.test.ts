import { execFile } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Issue 28, "A newcomer's first minutes": `npm run build:web` printed Vite's configLoader warning (ESM syntax in a
 * config file loaded as CommonJS) on every build. The config is loaded as `vite build` loads it, with a logger
 * that records every warning and error: there must be none, and the config must still be ours.
 */
const LOAD_CONFIG = `
import('vite').then(async ({ loadConfigFromFile }) => {
  const said = [];
  const record = (level) => (message) => said.push(level + ': ' + message);
  const logger = { info() {}, warn: record('warn'), warnOnce: record('warn'), error: record('error'), clearScreen() {}, hasErrorLogged: () => false, hasWarned: false };
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, undefined, process.cwd(), 'info', logger);
  process.stdout.write(JSON.stringify({ said, file: loaded && require('node:path').basename(loaded.path), root: loaded && loaded.config.root }));
});
`;

describe("Vite's config", () => {
  it('loads without a warning (npm run build:web prints none)', async () => {
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, ['-e', LOAD_CONFIG], { cwd: ROOT, timeout: 60_000, env: { PATH: process.env.PATH, HOME: process.env.HOME } }, (error, out, err) => {
        if (error) reject(new Error(`${error.message}\n${err}`));
        else resolve(out);
      });
    });
    const { said, file, root } = JSON.parse(stdout) as { said: string[]; file: string; root: string };
    expect(said).toEqual([]);
    expect(file).toMatch(/^vite\.config\./);
    expect(root).toBe('web');
  });
});
