import { formatMessage } from '../../domain/messages';

/**
 * JSON calls to a running server, as the HTTP suites make them. An answer's own fields are its status and its
 * parsed body, so `toEqual({ status, body })` compares exactly those; the headers, the raw text and the
 * Cache-Control value are read through getters (`answer.headers`, `answer.text`, `answer.cache`).
 */
export class ApiAnswer {
  readonly #headers: Headers;
  readonly #text: string;
  // The body's type is whatever the route answered: the suites read into it freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;

  constructor(readonly status: number, headers: Headers, text: string) {
    this.#headers = headers;
    this.#text = text;
    this.body = text === '' ? undefined : JSON.parse(text);
  }

  get headers(): Headers { return this.#headers; }
  get text(): string { return this.#text; }
  get cache(): string | null { return this.#headers.get('cache-control'); }
}

export interface CallOptions {
  token?: string;
  /** Sent as JSON (with Content-Type: application/json unless headers name another). */
  body?: unknown;
  /** Sent as it is, in place of body: bytes a provider signs (a webhook) or malformed JSON. */
  raw?: string;
  headers?: Record<string, string>;
}

export type ApiCall = (method: string, pathname: string, options?: CallOptions) => Promise<ApiAnswer>;

/**
 * Calls to the server at baseUrl() (read on each call: suites start their server in beforeAll), through
 * fetchImpl (e.g. one browser's fetchAsBrowser, test/support/cart-key.ts).
 */
export function apiCalls(baseUrl: () => string, fetchImpl: typeof fetch = fetch): ApiCall {
  return async (method, pathname, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined && !headers['Content-Type']) headers['Content-Type'] = 'application/json';
    const response = await fetchImpl(`${baseUrl()}${pathname}`, { method, headers, body });
    return new ApiAnswer(response.status, response.headers, await response.text());
  };
}

/** The same calls, positional, and every one labelled JSON (a bodiless one too), as the storefront's client sends them. */
export function jsonCalls(baseUrl: () => string, fetchImpl: typeof fetch = fetch) {
  const call = apiCalls(baseUrl, fetchImpl);
  return (method: string, pathname: string, body?: unknown, token?: string) =>
    call(method, pathname, { body, token, headers: { 'Content-Type': 'application/json' } });
}

let registered = 0;
const unique = () => `${(registered += 1)}.${Date.now()}`;

/** A new staff account (the server's staff secret code) and its session. */
export async function registerStaff(call: ApiCall, secretCode: string, name = 'Amy Chen'): Promise<{ token: string; id: number }> {
  const answer = await call('POST', '/api/auth/register', { body: { name, email: `staff.${unique()}@example.com`, password: 'secret-123', secretCode } });
  expect(answer.status).toBe(201);
  return { token: answer.body.token as string, id: answer.body.user.id as number };
}

/** A new customer account and its session token; a phone nobody else registered unless one is given. */
export async function registerCustomer(call: ApiCall, phone = `09${String(Date.now() + registered).slice(-8)}`): Promise<string> {
  const answer = await call('POST', '/api/customers/register', {
    body: { name: '王小明', email: `buyer.${unique()}@example.com`, phone, password: 'secret-123' },
  });
  expect(answer.status).toBe(201);
  return answer.body.token as string;
}

/**
 * Staff-only routes: no token 401, a customer's token 403 STAFF_ONLY, and (when deadToken is given) a token no
 * session has 401. bodyOf gives the body each method sends (undefined: none).
 */
export async function expectStaffOnly(call: ApiCall, routes: ReadonlyArray<[string, string]>, customerToken: string, options: {
  bodyOf: (method: string) => unknown; deadToken?: string;
}): Promise<void> {
  for (const [method, pathname] of routes) {
    const body = options.bodyOf(method);
    expect([method, pathname, (await call(method, pathname, { body })).status]).toEqual([method, pathname, 401]);
    const forbidden = await call(method, pathname, { token: customerToken, body });
    expect([method, pathname, forbidden.status, forbidden.body]).toEqual([method, pathname, 403, { code: 'STAFF_ONLY', message: formatMessage('STAFF_ONLY') }]);
    if (options.deadToken !== undefined) {
      expect([method, pathname, (await call(method, pathname, { token: options.deadToken, body })).status]).toEqual([method, pathname, 401]);
    }
  }
}
