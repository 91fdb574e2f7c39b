import type { AddressInfo } from 'node:net';
import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * Real HTTP servers on 127.0.0.1 for the simulators' tests: the simulator, the shop it calls back and any other
 * server it must never reach, each a listening port whose handler is set once its address is known.
 */
export interface LocalServer {
  server: Server;
  origin: string;
  handle: (handler: RequestListener) => void;
}

export async function listen(): Promise<LocalServer> {
  let handler: RequestListener = (_req, res) => res.end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, handle: (h) => { handler = h; } };
}

export const closeServer = (server: Server) => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); });

/** Polls until `condition` holds (a notification the simulator delivers in the background); throws after `ms`. */
export async function waitFor(condition: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
