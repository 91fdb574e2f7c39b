import { request } from 'node:http';

export interface ClientAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The parsed JSON body, or undefined for an empty one. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * An HTTP call to a server on 127.0.0.1 from another loopback address (127.0.0.0/8 all belong to the
 * machine on Linux), so ctx.ip really differs per simulated client without trusting X-Forwarded-For (the
 * servers under test run without TRUST_PROXY, as a shop not behind a proxy does).
 */
export function callFrom(clientIp: string, baseUrl: string, method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}): Promise<ClientAnswer> {
  const url = new URL(pathname, baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request({
      host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, localAddress: clientIp, agent: false,
      headers: { ...(payload === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }), ...headers },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: text === '' ? undefined : JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}
