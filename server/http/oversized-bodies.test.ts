import { newCartKey } from '../../test/support/cart-key';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { STATUS_NOTIFY_PATH } from '../../application/shipping/shipment-callback-urls.port';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';
import { MAX_JSON_BODY_BYTES } from './json-body';
import { MAX_FORM_BODY_BYTES } from './form-body';
import { MAP_REPLY_PATH } from './routes/logistics-routes';
import { startTcpProxy, type TcpProxy } from '../../test/support/tcp-proxy';

/**
 * Issue 23, "Bodies that are too large", over a raw socket (a client library would hide what matters): the
 * client declares a 5 MB body and sends only part of it, as a slow or hostile uploader does. The answer must be
 * 413 with Connection: close, and the server must end the socket promptly: a 413 on a kept-alive socket leaves
 * the rest of the upload unread, the socket held for about a minute, and a request reused on it hangs.
 */
const DECLARED = 5 * 1024 * 1024;
/** The socket must end this soon after the 413 (today's keep-alive holds it about 66 s). */
const PROMPT_MS = 3000;

interface RawAnswer { status: number; headers: Record<string, string>; body: string; endedAfterMs: number | null }

/**
 * Sends the head and `sent` bytes of a body, then reads until the server ends the socket or PROMPT_MS pass
 * after the answer's head arrived. endedAfterMs: when the socket ended (end or close), relative to that head.
 */
function oversizedRequest(port: number, head: string, sent: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let headAt: number | undefined;
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const finish = (endedAfterMs: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(noAnswer);
      socket.destroy();
      const text = received.toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) {
        reject(new Error(`no answer head (got ${JSON.stringify(text.slice(0, 200))})`));
        return;
      }
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: Buffer.from(text.slice(split + 4), 'latin1').toString('utf8'), endedAfterMs });
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (headAt === undefined && received.includes('\r\n\r\n')) {
        headAt = Date.now();
        timer = setTimeout(() => finish(null), PROMPT_MS);
      }
    });
    const ended = () => finish(headAt === undefined ? null : Date.now() - headAt);
    socket.on('end', ended);
    socket.on('close', ended);
    // The server may reset the connection while the client still writes: what counts is what was read.
    socket.on('error', () => undefined);
    socket.write(head);
    socket.write(Buffer.alloc(sent, 'a'));
    // Nothing more is sent: the client "stalls" with most of the declared body still to come.
    const noAnswer = setTimeout(() => finish(null), 10_000);
  });
}

function headOf(pathname: string, contentType: string, headers: string[] = []): string {
  return [`POST ${pathname} HTTP/1.1`, 'Host: 127.0.0.1', `Content-Type: ${contentType}`, ...headers, 'Connection: keep-alive', '', ''].join('\r\n');
}

describe('a body above the limit: 413, Connection: close, the socket ended', () => {
  let dataDir: string;
  let server: RunningServer;
  let port: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-oversized-'));
    server = await startServer(
      { port: 0, host: '127.0.0.1', dataDir, databaseUrl: undefined, seedDemo: false, reservationSweepMs: 0, reconcileEveryMs: 0, shipmentJobEveryMs: 0 },
      { logger: silentLogger, env: {} },
    );
    port = Number(new URL(server.url).port);
  }, 30_000);

  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const JSON_ROUTES = ['/api/cart/add', '/api/customers/login', '/api/shopify/webhooks'];
  const FORM_ROUTES: Array<[string, string]> = [
    ['the ECPay payment notice', '/api/ecpay/payment-notify'],
    ['the ECPay logistics status notice', STATUS_NOTIFY_PATH],
    ['the ECPay store map reply', MAP_REPLY_PATH],
  ];

  const expectClosed413 = (answer: RawAnswer) => {
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body.slice(0, answer.body.lastIndexOf('}') + 1))).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(answer.endedAfterMs).not.toBeNull();
    expect(answer.endedAfterMs).toBeLessThan(PROMPT_MS);
  };

  it.each(JSON_ROUTES)('JSON to %s: 5 MB declared, 1.5 MB sent', async (pathname) => {
    expectClosed413(await oversizedRequest(port, headOf(pathname, 'application/json', [`Content-Length: ${DECLARED}`]), MAX_JSON_BODY_BYTES * 1.5));
  });

  it.each(FORM_ROUTES)('a form body to %s: 5 MB declared, 100 kB sent', async (_, pathname) => {
    expectClosed413(await oversizedRequest(port, headOf(pathname, 'application/x-www-form-urlencoded', [`Content-Length: ${DECLARED}`]), MAX_FORM_BODY_BYTES + 36 * 1024));
  });

  it('a Shopify webhook of another content type (its bytes are read raw): 5 MB declared', async () => {
    expectClosed413(await oversizedRequest(port, headOf('/api/shopify/webhooks', 'text/plain', [`Content-Length: ${DECLARED}`]), MAX_JSON_BODY_BYTES * 1.5));
  });

  it('a chunked JSON body (no length declared) that grows past the limit', async () => {
    const chunk = (size: number) => `${size.toString(16)}\r\n${'a'.repeat(size)}\r\n`;
    const head = headOf('/api/cart/add', 'application/json', ['Transfer-Encoding: chunked']) + chunk(256 * 1024).repeat(6);
    expectClosed413(await oversizedRequest(port, head, 0));
  });

  it('a body within the limit still keeps the connection alive', async () => {
    const body = JSON.stringify({ phone: '0912000111', itemId: 999_999 });
    const answer = await oversizedRequest(port, `${headOf('/api/cart/add', 'application/json', [`Content-Length: ${Buffer.byteLength(body)}`, `X-Cart-Key: ${newCartKey()}`])}${body}`, 0);
    expect(answer.status).toBe(404);
    expect(answer.headers.connection).toBe('keep-alive');
    expect(answer.endedAfterMs).toBeNull();
  });
});

interface SlowUpload { answer: string; complete: boolean; error: string | null; sentBytes: number; endedAfterMs: number }

/**
 * A client that uploads a declared 5 MB body in 64 kB pieces every 10 ms, as curl or a browser does, and keeps
 * sending while it reads the answer. It stops when the socket ends or fails, or 3 s after the start. complete:
 * the whole answer (its head and Content-Length bytes of body) was read.
 */
function slowUpload(port: number, pathname: string): Promise<SlowUpload> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let received = Buffer.alloc(0);
    let error: string | null = null;
    let sentBytes = 0;
    let settled = false;
    const complete = () => {
      const text = received.toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return false;
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, split));
      return length !== null && received.length - (split + 4) >= Number(length[1]);
    };
    const finish = () => {
      if (settled) return;
      settled = true;
      clearInterval(pump);
      clearTimeout(limit);
      socket.destroy();
      resolve({ answer: received.toString('latin1').split('\r\n')[0], complete: complete(), error, sentBytes, endedAfterMs: Date.now() - started });
    };
    socket.on('data', (chunk) => { received = Buffer.concat([received, chunk]); });
    // Busy with its upload, the client reads its answer a moment later (as curl does between sends).
    socket.pause();
    setTimeout(() => socket.resume(), 150);
    socket.on('error', (caught: NodeJS.ErrnoException) => { error = caught.code ?? caught.message; finish(); });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.write([`POST ${pathname} HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json', `Content-Length: ${DECLARED}`, '', ''].join('\r\n'));
    const piece = Buffer.alloc(64 * 1024, 'a');
    const pump = setInterval(() => {
      if (sentBytes + piece.length > DECLARED || socket.destroyed) return;
      sentBytes += piece.length;
      socket.write(piece);
    }, 10);
    const limit = setTimeout(finish, 3000);
  });
}

/**
 * Issue 28: the 413 was followed by a reset 8-33 ms later (Node destroyed the Connection: close socket as soon
 * as the answer was written, with the client's upload still arriving), and a reset can discard an answer the
 * client has not read: through a proxy curl read the 413 14 times in 30. The server now half-closes after the
 * answer and reads on (discarding) for a bounded time and number of bytes (RFC 9112, section 9.6).
 */
describe('a slow upload above the limit: the client reads the whole 413 before the connection goes', () => {
  let dataDir: string;
  let server: RunningServer;
  let proxy: TcpProxy;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-oversized-slow-'));
    server = await startServer(
      { port: 0, host: '127.0.0.1', dataDir, databaseUrl: undefined, seedDemo: false, reservationSweepMs: 0, reconcileEveryMs: 0, shipmentJobEveryMs: 0 },
      { logger: silentLogger, env: {} },
    );
    proxy = await startTcpProxy('127.0.0.1', server.port);
  }, 30_000);

  afterAll(async () => {
    await proxy?.close();
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([['directly', () => server.port], ['through a TCP proxy', () => proxy.port]])('%s, 8 times', async (_, portOf) => {
    const uploads: SlowUpload[] = [];
    for (let round = 0; round < 8; round += 1) uploads.push(await slowUpload(portOf(), '/api/cart/add'));
    expect(uploads.map(({ answer, complete }) => ({ answer, complete })))
      .toEqual(uploads.map(() => ({ answer: 'HTTP/1.1 413 Payload Too Large', complete: true })));
    // The connection went once the answer was read, within the linger (1 s) and its slack.
    expect(uploads.every(({ endedAfterMs }) => endedAfterMs < 2500)).toBe(true);
  }, 60_000);
});
