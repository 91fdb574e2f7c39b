import { existsSync } from 'node:fs';
import path from 'node:path';
import { startChild, stopChild } from '../bench/child-process';

/** The compiled server, built by `npm run build:server` (npm test builds it before jest). */
export const SERVER_MAIN = path.resolve(__dirname, '../../dist/server/server/main.js');

export function assertServerBuilt(): void {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(`${path.relative(process.cwd(), SERVER_MAIN)} is missing: run \`npm run build:server\` (tsc -p tsconfig.build.json) before this suite.`);
  }
}

export interface ChildServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** The compiled server in a child process on a free port, pointed at a database by `env`. */
export async function startChildServer(env: NodeJS.ProcessEnv): Promise<ChildServer> {
  const { child, baseUrl } = await startChild(SERVER_MAIN, { PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', ...env }, path.resolve(__dirname, '../..'));
  return { baseUrl, stop: () => stopChild(child) };
}
