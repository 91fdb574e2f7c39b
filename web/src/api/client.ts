import type { Decoder } from 'io-ts';
import { authMessages } from '../features/session/session-messages';
import { messages } from '../i18n/messages';
import { loadAccountsContract } from './accounts-contract';
import { ApiRequestError, isRecord, reportDecodeErrors, toError } from './api-error';
import { CART_KEY_HEADER, cartKey, isCartPath } from './cart-key';

export { ApiRequestError, reportDecodeErrors, toApiError, type ApiError, type ApiFieldError } from './api-error';

/**
 * The one HTTP client of the storefront (design.md section 4): the exchange itself (timeouts, the cart key,
 * the customer token and its refresh, the fail-closed decoding). Sagas call it through callApi (call-api.ts)
 * with an endpoint of application/contracts/; components never call it.
 */

export const DEFAULT_TIMEOUT_MS = 10_000;
/** Background calls (silent refreshes) give up sooner so a slow server never stacks them up. */
export const BACKGROUND_TIMEOUT_MS = 8_000;

interface ClientConfig {
  /** '' means same origin (the Koa server, or Vite's dev proxy). */
  baseUrl: string;
}

const config: ClientConfig = { baseUrl: '' };

/** main.tsx feeds import.meta.env here; tests set 'http://localhost'. Kept out of this module so jest never sees import.meta. */
export function configureApiClient(next: Partial<ClientConfig>): void {
  if (next.baseUrl !== undefined) config.baseUrl = next.baseUrl.replace(/\/+$/, '');
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Message shown when the server sends none (spec: "prefers the server message"). */
  defaultMessage: string;
  /** A background call uses the shorter timeout unless timeoutMs is given. */
  background?: boolean;
  timeoutMs?: number;
  /** Lets the caller (a cancelled saga) abort the request. */
  signal?: AbortSignal;
  /** Extra request headers, e.g. an order's X-Order-Token (docs/decisions.md, decision 5). */
  headers?: Readonly<Record<string, string>>;
  /**
   * Whose bearer token goes out. 'customer' (default): localStorage customerToken when present, with the
   * refresh-once rule on 401 and the end of the session on 403. { token }: exactly that token (the staff
   * session's authToken, or a logout that must name the token it revokes), no refresh. 'none': no header.
   */
  auth?: 'customer' | 'none' | { token: string };
}

/** Spec 1 §7/§9: customer login and register wait 15 s. */
export const AUTH_TIMEOUT_MS = 15_000;

export const CUSTOMER_TOKEN_KEY = 'customerToken';
export const REFRESH_TOKEN_PATH = '/api/customers/refresh-token';
/** The window event of spec 1 §4, with detail { message } (the expiry text). */
export const TOKEN_REFRESH_FAILED_EVENT = 'tokenRefreshFailed';

/**
 * What the client tells the session (features/session subscribes in its saga, so this module needs no store):
 * a refreshed token, or the end of the customer session (refresh failed, or a 403).
 */
export type ClientSessionEvent =
  | { type: 'tokenRefreshed'; token: string }
  | { type: 'sessionEnded'; reason: 'refreshFailed' | 'forbidden'; message: string };

const sessionListeners = new Set<(event: ClientSessionEvent) => void>();

export function onClientSessionEvent(listener: (event: ClientSessionEvent) => void): () => void {
  sessionListeners.add(listener);
  return () => {
    sessionListeners.delete(listener);
  };
}

function notify(event: ClientSessionEvent): void {
  sessionListeners.forEach((listener) => {
    try {
      listener(event);
    } catch (error) {
      console.error('A session listener failed', error);
    }
  });
}

function readCustomerToken(): string | null {
  try {
    return localStorage.getItem(CUSTOMER_TOKEN_KEY);
  } catch {
    return null; // storage blocked (private mode): behave as signed out
  }
}

function writeCustomerToken(token: string | null): void {
  try {
    if (token === null) localStorage.removeItem(CUSTOMER_TOKEN_KEY);
    else localStorage.setItem(CUSTOMER_TOKEN_KEY, token);
  } catch (error) {
    console.warn('Could not store the customer token', error);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface Attempt {
  response: Response;
  payload: unknown;
}

/** One HTTP exchange: a response (any status) or an ApiRequestError when none arrived. */
async function send(path: string, options: RequestOptions, bearer: string | null): Promise<Attempt> {
  const { method = 'GET', body, defaultMessage, background = false, signal } = options;
  const timeoutMs = options.timeoutMs ?? (background ? BACKGROUND_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onCallerAbort = () => controller.abort();
  signal?.addEventListener('abort', onCallerAbort);

  // The storefront speaks zh-TW whatever the browser's language: the server renders messages in the language
  // asked for (docs/decisions.md, decision 10), so the client pins it.
  const headers: Record<string, string> = { 'Accept-Language': 'zh-TW', ...options.headers, Accept: 'application/json' };
  // A guest cart is the phone plus this browser's key (cart-key.ts): every call naming a cart carries it.
  if (isCartPath(path)) headers[CART_KEY_HEADER] = cartKey();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (bearer) headers.Authorization = `Bearer ${bearer}`;

  try {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch {
      // fetch only rejects when no response arrived: offline, DNS, refused, timeout or abort.
      if (signal?.aborted) throw new ApiRequestError(0, 'ABORTED', defaultMessage);
      const code = controller.signal.aborted ? 'TIMEOUT' : 'NETWORK';
      throw new ApiRequestError(0, code, messages.api.noConnection);
    }
    return { response, payload: await readJson(response) };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Ends the customer session: the token goes, the window hears 'tokenRefreshFailed' (refresh only), the session saga logs out. */
function endCustomerSession(reason: 'refreshFailed' | 'forbidden'): void {
  writeCustomerToken(null);
  const message = authMessages.sessionExpired;
  if (reason === 'refreshFailed') {
    try {
      window.dispatchEvent(new CustomEvent(TOKEN_REFRESH_FAILED_EVENT, { detail: { message } }));
    } catch (error) {
      console.warn('Could not emit tokenRefreshFailed', error);
    }
  }
  notify({ type: 'sessionEnded', reason, message });
}

/** The one refresh in flight: every request that meets a 401 while it runs waits for it. */
let refreshInFlight: Promise<string | null> | null = null;

/**
 * Spec 1 §4: a 401 triggers one refresh of the token it was sent with. Resolves with the token to retry with,
 * or null when there is none (the refresh failed, or the session already ended). A refresh the server refused
 * ends the session; one that got no answer (offline, timeout) leaves the session alone and fails the call.
 */
async function refreshCustomerToken(staleToken: string): Promise<string | null> {
  const current = readCustomerToken();
  if (current === null) return null; // ended meanwhile (logout, an earlier failed refresh)
  if (current !== staleToken) return current; // another request already refreshed it
  if (!refreshInFlight) {
    refreshInFlight = (async () => {
      // The answer's codec, fetched beside the refresh (a failed download fails the call, as no answer does).
      const contract = loadAccountsContract();
      const { response, payload } = await send(
        REFRESH_TOKEN_PATH,
        { method: 'POST', body: { token: staleToken }, defaultMessage: authMessages.sessionExpired },
        staleToken,
      );
      const { RefreshedToken } = await contract;
      const token = response.ok && RefreshedToken.is(payload) && payload.token ? payload.token : null;
      // A logout while the refresh ran wins: the new token is not stored.
      if (readCustomerToken() !== staleToken) return readCustomerToken();
      if (token === null) {
        endCustomerSession('refreshFailed');
        return null;
      }
      writeCustomerToken(token);
      notify({ type: 'tokenRefreshed', token });
      return token;
    })().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/**
 * A 401 about a password the customer typed (WRONG_PASSWORD; issue 28 made it a 400, this stays for an older server), not about the token:
 * refreshing would only send the wrong password again (counted twice by the server's per-IP limit) and could end
 * a live session if that refresh failed.
 */
function isCredentialAnswer(payload: unknown): boolean {
  return isRecord(payload) && payload.code === 'WRONG_PASSWORD';
}

/** RequestOptions plus the contract codec (application/contracts/) the answer must decode with. */
export interface DecodedRequestOptions<A> extends RequestOptions {
  decode: Decoder<unknown, A>;
  /** What a body that does not decode becomes; default { code: 'BAD_RESPONSE', message: defaultMessage }. */
  malformed?: { code: string; message: string };
}

/** The exchange itself: auth, the refresh-once rule, the 403 rule; resolves with the raw body of a 2xx. */
async function exchange(path: string, options: RequestOptions): Promise<{ status: number; payload: unknown }> {
  const auth = options.auth ?? 'customer';
  const customer = auth === 'customer';
  const bearer = auth === 'none' ? null : customer ? readCustomerToken() : auth.token;
  // The refresh call itself never refreshes (no loop); neither does a call sent without a customer token.
  const refreshable = customer && bearer !== null && path !== REFRESH_TOKEN_PATH;

  let sent = bearer;
  let attempt = await send(path, options, sent);
  if (attempt.response.status === 401 && refreshable && !isCredentialAnswer(attempt.payload)) {
    sent = await refreshCustomerToken(bearer);
    if (sent !== null) attempt = await send(path, options, sent); // retried once, whatever it answers
  }
  // Spec 1 §4: a 403 also ends the session (only the customer's own, and only once).
  if (attempt.response.status === 403 && refreshable && sent !== null && readCustomerToken() === sent) endCustomerSession('forbidden');

  if (!attempt.response.ok) throw toError(attempt, options.defaultMessage);
  return { status: attempt.response.status, payload: attempt.payload };
}

/**
 * Every JSON call of the storefront: the answer is decoded with its contract codec (issue 10 §1, the same
 * codec the server encodes it with). A body that does not decode fails closed: an ApiRequestError
 * BAD_RESPONSE with the caller's default message, never a value cast into a type it does not have; the
 * console gets the path and io-ts's report.
 */
export async function apiRequest<A>(path: string, options: DecodedRequestOptions<A>): Promise<A> {
  const { status, payload } = await exchange(path, options);
  if (payload === undefined) throw new ApiRequestError(status, 'NO_DATA', options.defaultMessage);
  const decoded = options.decode.decode(payload);
  if (decoded._tag === 'Right') return decoded.right;
  console.error(`The answer of ${options.method ?? 'GET'} ${path} does not match its contract (${options.decode.name}):\n${reportDecodeErrors(decoded.left)}`);
  throw new ApiRequestError(status, options.malformed?.code ?? 'BAD_RESPONSE', options.malformed?.message ?? options.defaultMessage);
}

/** For calls answered with 204 No Content (logout): resolves without a body, whatever the body. */
export async function apiRequestNoContent(path: string, options: RequestOptions): Promise<void> {
  await exchange(path, options);
}

/** Test support: forget a refresh left in flight by an aborted test. */
export function resetClientSessionState(): void {
  refreshInFlight = null;
}
