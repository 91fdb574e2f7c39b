import { request } from 'node:http';

export interface JsonAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Whatever JSON the API answered. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any JSON shape
}

/**
 * A JSON call to a test server from a chosen client IP, so rate limits per IP can be tested without a proxy:
 * the whole 127.0.0.0/8 block is loopback on Linux, so binding the client socket to 127.0.0.N makes the
 * server's ctx.ip exactly that address. The server under test must listen on 127.0.0.1 (not only ::1).
 * Once TRUST_PROXY exists, an X-Forwarded-For header can replace localAddress here alone.
 */
export function callFrom(
  clientIp: string,
  baseUrl: string,
  method: string,
  pathname: string,
  body?: unknown,
  token?: string,
): Promise<JsonAnswer> {
  const url = new URL(pathname, baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (payload !== undefined) headers['Content-Length'] = String(Buffer.byteLength(payload));
  if (token) headers.Authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, localAddress: clientIp, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text === '' ? undefined : JSON.parse(text) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}
