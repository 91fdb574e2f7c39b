// Decorator metadata must be available before any @injectable class is loaded.
import 'reflect-metadata';
import { ConfigError } from './config';
import { demoDefaults } from './demo-defaults';
import { consoleLogger } from './logger';
import { startServer, type RunningServer } from './start';

/** Process entry point of `npm start`: node dist/server/server/main.js, from the repository root. */
async function main(): Promise<void> {
  // The logger writes a turn's info lines together (logger.ts): the last turn's go out on the way out.
  process.on('exit', () => consoleLogger.flush());
  let server: RunningServer;
  try {
    // The demo's own defaults (shipments move by themselves); tests start servers without them.
    server = await startServer(demoDefaults(process.env));
  } catch (error) {
    // A refused configuration is the operator's to fix, not a crash: one line, no stack.
    console.error(error instanceof ConfigError ? error.oneLine() : error);
    process.exit(1);
  }
  console.log(`Shop running at http://localhost:${server.port}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl-C means "now": do not wait for slow connections.
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal} received, shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
