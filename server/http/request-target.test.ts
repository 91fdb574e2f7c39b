import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

/**
 * Issue 28, "Every answer true, even to odd requests": a request line in absolute form (`GET http://evil.example/x`)
 * or `GET *` answered 500, as the canonical address appended a target that does not start with '/'. fetch and
 * node:http cannot send such request lines, so these tests write them on a raw socket to the real server.
 */
interface RawAnswer { status: number; headers: Record<string, string> }

function rawRequest(port: number, requestLine: string, host: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => { socket.destroy(); reject(new Error(`no answer to ${requestLine}`)); }, 5000);
    const done = () => {
      clearTimeout(timer);
      const head = received.slice(0, received.indexOf('\r\n\r\n'));
      const [statusLine, ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) headers[line.slice(0, line.indexOf(':')).trim().toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
      if (!statusLine) reject(new Error(`no answer head to ${requestLine}: ${JSON.stringify(received)}`));
      else resolve({ status: Number(statusLine.split(' ')[1]), headers });
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.includes('\r\n\r\n')) { socket.destroy(); done(); }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => { if (!received.includes('\r\n\r\n')) done(); });
    socket.write(`${requestLine} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  });
}

describe('request lines in absolute or asterisk form, on a raw socket', () => {
  let dir: string;
  const servers: RunningServer[] = [];
  const start = async (overrides: Parameters<typeof startServer>[0] = {}) => {
    const server = await startServer({
      port: 0, host: '127.0.0.1', dataDir: dir, databaseUrl: undefined, publicDir: dir, seedDemo: false, reservationSweepMs: 0, reconcileEveryMs: 0, shipmentJobEveryMs: 0, ...overrides,
    }, { logger: silentLogger, env: {} });
    servers.push(server);
    return server;
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-target-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('PUBLIC_BASE_URL set: an absolute-form page load is a 302 to the path alone at PUBLIC_BASE_URL, never to the named host', async () => {
    const server = await start({ publicBaseUrl: 'https://shop.example.test' });
    const port = server.port;
    for (const [line, location] of [
      ['GET http://evil.example/x', 'https://shop.example.test/x'],
      ['GET http://evil.example/cart?mapRef=1', 'https://shop.example.test/cart?mapRef=1'],
      ['HEAD https://evil.example', 'https://shop.example.test/'],
      // Named at the shop's own host: the page itself.
    ] as const) {
      expect({ line, ...(await rawRequest(port, line, 'shop.example.test')) }).toMatchObject({ line, status: 302, headers: { location } });
    }
    expect((await rawRequest(port, 'GET http://shop.example.test/cart', 'evil.example')).status).toBe(200);
    // The API answers an absolute-form target at its path.
    expect((await rawRequest(port, 'GET http://evil.example/api/health', 'shop.example.test')).status).toBe(200);
  });

  it('the asterisk form, the authority form and other targets that are not a path are a 400, never a 500', async () => {
    const server = await start({ publicBaseUrl: 'https://shop.example.test' });
    for (const line of ['GET *', 'OPTIONS *', 'HEAD *', 'GET evil.example:443', 'GET ftp://evil.example/x', 'GET http://', 'POST *']) {
      const answer = await rawRequest(server.port, line, 'shop.example.test');
      expect({ line, status: answer.status }).toEqual({ line, status: 400 });
    }
  });

  it('PUBLIC_BASE_URL unset (the demo): an absolute-form page load is served at its path; GET * is a 400', async () => {
    const server = await start();
    expect((await rawRequest(server.port, 'GET http://evil.example/x', '127.0.0.1')).status).toBe(200);
    expect((await rawRequest(server.port, 'GET http://localhost/cart', '127.0.0.1')).status).toBe(200);
    expect((await rawRequest(server.port, 'GET *', '127.0.0.1')).status).toBe(400);
  });
});
