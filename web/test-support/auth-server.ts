import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Customer } from '../src/features/session/session-slice';

/**
 * A fake of the customer sign-in and reset routes and the staff routes of docs/accounts-contract.md, for the
 * session, auth-screen and staff tests. Every request is recorded (with its Authorization header); each route
 * can be overridden by returning a Response.
 */
type Reply = Response | undefined | Promise<Response | undefined>;

export const AUTH_CUSTOMER: Customer = { id: 11, name: '林美華', email: 'mei@example.com', phone: '0922333444' };
export const AUTH_TOKEN = 'c_auth-token';
export const STAFF_USER = { id: 3, name: '陳店長', email: 'boss@example.com' };
export const STAFF_TOKEN = 's_staff-token';

export interface SeenAuthRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: Record<string, unknown> | null;
  at: number;
}

export interface FakeAuthServerOptions {
  customer?: Customer;
  latencyMs?: number;
  onLogin?: (body: Record<string, unknown>) => Reply;
  onRegister?: (body: Record<string, unknown>) => Reply;
  onMe?: (authorization: string | null) => Reply;
  onForgot?: (body: Record<string, unknown>) => Reply;
  onVerify?: (body: Record<string, unknown>) => Reply;
  onReset?: (body: Record<string, unknown>) => Reply;
  onStaffLogin?: (body: Record<string, unknown>) => Reply;
  onStaffRegister?: (body: Record<string, unknown>) => Reply;
  onStaffMe?: (authorization: string | null) => Reply;
}

export const jsonError = (status: number, code: string, message: string) => HttpResponse.json({ code, message }, { status });

export function fakeAuthServer(options: FakeAuthServerOptions = {}) {
  const customer = options.customer ?? AUTH_CUSTOMER;
  const requests: SeenAuthRequest[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    requests.push({ method: request.method, path: url.pathname, authorization: request.headers.get('authorization'), body, at: Date.now() });
    if (options.latencyMs) await delay(options.latencyMs);
    return body ?? {};
  };
  const route = (method: 'get' | 'post', path: string, answer: (body: Record<string, unknown>, request: Request) => Reply | Response) =>
    http[method](`*${path}`, async ({ request }) => {
      const body = await record(request);
      return (await answer(body, request)) ?? HttpResponse.json({ code: 'UNEXPECTED', message: 'unexpected' }, { status: 500 });
    });

  const handlers: HttpHandler[] = [
    route('post', '/api/customers/login', async (body) => (await options.onLogin?.(body)) ?? HttpResponse.json({ token: AUTH_TOKEN, user: customer })),
    route('post', '/api/customers/register', async (body) => {
      const custom = await options.onRegister?.(body);
      if (custom) return custom;
      const user = { id: 12, name: String(body.name), email: String(body.email), phone: String(body.phone) };
      return HttpResponse.json({ token: AUTH_TOKEN, user }, { status: 201 });
    }),
    route('get', '/api/customers/me', async (_body, request) => (await options.onMe?.(request.headers.get('authorization'))) ?? HttpResponse.json(customer)),
    route('post', '/api/customers/logout', () => new HttpResponse(null, { status: 204 })),
    route('post', '/api/customers/forgot-password', async (body) => (await options.onForgot?.(body)) ?? HttpResponse.json({ message: '若此電子郵件已註冊，我們已寄出驗證碼' })),
    route('post', '/api/customers/verify-reset-code', async (body) => (await options.onVerify?.(body)) ?? HttpResponse.json({ message: '驗證碼正確' })),
    route('post', '/api/customers/reset-password', async (body) => (await options.onReset?.(body)) ?? HttpResponse.json({ message: '密碼已重設' })),
    route('post', '/api/auth/login', async (body) => (await options.onStaffLogin?.(body)) ?? HttpResponse.json({ token: STAFF_TOKEN, user: STAFF_USER })),
    route('post', '/api/auth/register', async (body) => {
      const custom = await options.onStaffRegister?.(body);
      if (custom) return custom;
      return HttpResponse.json({ token: STAFF_TOKEN, user: { id: 4, name: String(body.name), email: String(body.email) } }, { status: 201 });
    }),
    route('get', '/api/auth/me', async (_body, request) => (await options.onStaffMe?.(request.headers.get('authorization'))) ?? HttpResponse.json({ user: STAFF_USER })),
  ];

  return {
    handlers,
    requests,
    seen: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}

/** What a browser holds after an earlier sign-in; cachedAt defaults to now. */
export function seedCustomerSession(customer: Customer = AUTH_CUSTOMER, { token = AUTH_TOKEN, cachedAt = Date.now() }: { token?: string; cachedAt?: number | null } = {}) {
  localStorage.setItem('customerToken', token);
  localStorage.setItem('currentUser', JSON.stringify(customer));
  if (cachedAt !== null) localStorage.setItem('cachedUser', JSON.stringify({ user: customer, cachedAt }));
}
