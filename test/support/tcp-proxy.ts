import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy to put between the server and MySQL, to play a database outage without touching the shared
 * database server (tests must never stop it):
 * - `forward`: bytes go both ways (the normal state);
 * - `cut()`: every open connection is destroyed and the port stops accepting (the database went away:
 *   ECONNRESET / PROTOCOL_CONNECTION_LOST on pooled connections, ECONNREFUSED on new ones);
 * - `hang()`: connections stay open and new ones are accepted, but nothing is forwarded either way (a
 *   frozen server, a network that swallows packets: only timeouts can notice);
 * - `restore()`: forwarding again on the same port (the database is back).
 * Forwarding keeps TCP's half-close, as a real proxy or balancer does (issue 28): a FIN from one side is passed on
 * as a FIN, so a server that answers, half-closes and reads on is seen doing so; a reset (an error) is passed
 * on as the other side's destruction.
 */
export interface TcpProxy {
  /** 127.0.0.1:port, stable across cut() and restore(). */
  readonly port: number;
  readonly mode: 'forward' | 'hang' | 'cut';
  cut(): Promise<void>;
  hang(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  return startProxy(() => ({ host: targetHost, port: targetPort }));
}

/**
 * The same proxy in front of several servers, each new connection to the next one in turn (a round-robin
 * load balancer at the TCP level): an attack through it meets every server process, as in issue 23. It
 * forwards bytes untouched, so a client's X-Forwarded-For reaches the servers (TRUST_PROXY=true plays a
 * balancer that sets it).
 */
export async function startRoundRobinProxy(targets: Array<{ host: string; port: number }>): Promise<TcpProxy & { connectionsPerTarget: number[] }> {
  const connectionsPerTarget = targets.map(() => 0);
  let next = 0;
  const proxy = await startProxy(() => {
    const index = (next += 1) % targets.length;
    connectionsPerTarget[index] += 1;
    return targets[index];
  });
  return Object.assign(proxy, { connectionsPerTarget });
}

async function startProxy(pickTarget: () => { host: string; port: number }): Promise<TcpProxy> {
  let mode: TcpProxy['mode'] = 'forward';
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const onConnection = (client: Socket) => {
    track(client);
    if (mode === 'hang') return; // accepted, never answered
    const target = pickTarget();
    const upstream = connect({ port: target.port, host: target.host, allowHalfOpen: true });
    track(upstream);
    // While hanging, data is swallowed, never buffered for later: a frozen network loses it.
    client.on('data', (chunk) => { if (mode === 'forward' && upstream.writable) upstream.write(chunk); });
    upstream.on('data', (chunk) => { if (mode === 'forward' && client.writable) client.write(chunk); });
    // Not forwarding (a hang), a FIN is not passed on: the side that sent it is ended, as without half-open.
    client.on('end', () => { if (mode === 'forward') upstream.end(); else client.end(); });
    upstream.on('end', () => { if (mode === 'forward') client.end(); else upstream.end(); });
    // Closed after both FINs: the other side has been ended already (and flushes what it was given); closed by an
    // error (a reset): the other side is reset too.
    client.on('close', (hadError) => { if (hadError || mode !== 'forward') upstream.destroy(); else upstream.end(); });
    upstream.on('close', (hadError) => { if (hadError || mode !== 'forward') client.destroy(); else client.end(); });
  };

  let server: Server = await listenOn(0, onConnection);
  const port = (server.address() as AddressInfo).port;

  const stopListening = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  const destroyAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  return {
    port,
    get mode() {
      return mode;
    },
    async cut() {
      mode = 'cut';
      const closed = stopListening();
      destroyAll();
      await closed;
    },
    hang() {
      mode = 'hang';
    },
    async restore() {
      // After a hang the open connections stay: the driver itself must have discarded the ones that lost bytes.
      if (mode === 'cut') server = await listenOn(port, onConnection);
      mode = 'forward';
    },
    async close() {
      if (mode !== 'cut') {
        const closed = stopListening();
        destroyAll();
        await closed;
      }
      mode = 'cut';
    },
  };
}

function listenOn(port: number, onConnection: (socket: Socket) => void): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer({ allowHalfOpen: true }, onConnection);
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
