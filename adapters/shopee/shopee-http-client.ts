import { isLeft } from 'fp-ts/lib/Either';
import type * as t from 'io-ts';
import { ProviderUnavailableError } from '../../application/errors';
import type { Clock } from '../../application/shared/clock.port';
import { parseJsonObject } from '../http/parse-json-object';
import { Envelope } from './shopee-wire';
import type { ShopeeApiSettings } from './shopee-settings';
import { publicBaseString, shopBaseString, sign } from './shopee-signer';

/**
 * One signed call to the Shopee Open Platform v2 (research/platforms.md A3, A4), with Shopee's error envelope
 * turned into typed outcomes:
 * - `error` '' (or absent on a 2xx): the body, checked against the call's codec; a body that does not decode is
 *   SHOPEE_UNAVAILABLE (logged as malformed), never passed on half-read;
 * - the access token refused (invalid_access_token, Shopee's own misspelling invalid_acceess_token, or
 *   error_auth about a token on a shop call): ShopeeAccessTokenRejected, for the token keeper's one refresh
 *   and retry;
 * - a busy or limited Shopee (error_rate_limit, error_system_busy, error_inner, HTTP 429 or 5xx without a
 *   readable error, a network failure, a timeout): tried again with exponential backoff and jitter, at most
 *   `maxAttempts` times, then SHOPEE_UNAVAILABLE;
 * - any other `error`: ShopeeApiError with Shopee's code, for the caller to map (the authorisation and refresh
 *   codes mean something there) or to give up on with unavailable().
 * We branch on `error`, not on the HTTP status: Shopee's status for errors is not documented (A4).
 *
 * Each attempt reads the clock again right before it is sent (Shopee refuses a timestamp 5 minutes old, and a
 * retry after backoff must not reuse the first one), signs, and gives up after `timeoutMs`.
 * Nothing here logs a token, a sign or the partner key: logs carry the path, Shopee's code and request_id.
 */
export type ShopeeParamValue = string | number | boolean | readonly (string | number)[] | undefined;
export type ShopeeParams = Readonly<Record<string, ShopeeParamValue>>;

export interface ShopAuth {
  accessToken: string;
  shopId: number;
}

export interface ShopeeRequest<A> {
  method: 'GET' | 'POST';
  /** /api/v2/... : signed as is, appended to the API base. */
  path: string;
  /** Business parameters of a GET, in the query; an array is sent as a repeated parameter (item_status). */
  query?: ShopeeParams;
  /** Business parameters of a POST, as JSON. */
  body?: Readonly<Record<string, unknown>>;
  /** Shop call (shop base string, access_token and shop_id in the query); absent: public call. */
  auth?: ShopAuth;
  /** What a successful body must look like. */
  codec: t.Decoder<unknown, A>;
  /** false: one attempt only (the token refresh, made while the connection row is locked). */
  retry?: boolean;
  timeoutMs?: number;
}

export type ShopeeLog = (event: string, details: Record<string, unknown>) => void;

export interface ShopeeHttpOptions {
  clock: Clock;
  fetch?: typeof fetch;
  /** Backoff waits; tests pass one that returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** 0 <= x < 1, for the jitter. */
  random?: () => number;
  /** Per attempt, default 10 s. */
  timeoutMs?: number;
  /** Tries of a call Shopee answers busy, default 4. */
  maxAttempts?: number;
  /** First backoff, default 500 ms; doubled each time. */
  baseDelayMs?: number;
  /**
   * At most this many attempts start per second, spaced evenly (unset: no pace). The Shopee simulator's limit is
   * known (100 a second per shop), so the sandbox paces below it: the demo's first sync no longer runs into its
   * own simulator's error_rate_limit and logs shopee.retry lines an operator need not read (issue 28).
   */
  maxCallsPerSecond?: number;
  log?: ShopeeLog;
}

/** Shopee answered with an `error` we do not retry. `code` is Shopee's (e.g. invalid_code, error_param). */
export class ShopeeApiError extends Error {
  constructor(readonly code: string, readonly shopeeMessage: string, readonly requestId: string | null) {
    super(`Shopee answered ${code}${shopeeMessage ? `: ${shopeeMessage}` : ''}`);
    this.name = new.target.name;
  }
}

/** The access token was refused: refresh and retry once (adapters/shopee/shopee-token-keeper.ts). */
export class ShopeeAccessTokenRejected extends ShopeeApiError {}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_ATTEMPTS = 4;
export const DEFAULT_BASE_DELAY_MS = 500;

const BUSY_ERRORS = new Set(['error_rate_limit', 'error_system_busy', 'error_inner']);
const TOKEN_ERRORS = new Set(['invalid_access_token', 'invalid_acceess_token']);

export const unavailable = (): ProviderUnavailableError => new ProviderUnavailableError('SHOPEE_UNAVAILABLE', 'SHOPEE_UNAVAILABLE');

type Attempt<A> = { kind: 'ok'; value: A } | { kind: 'busy'; why: Record<string, unknown> };

export class ShopeeHttpClient {
  private readonly doFetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly log: ShopeeLog;
  /** When the next paced attempt may start (ms since the epoch). */
  private nextStartAt = 0;

  constructor(private readonly settings: ShopeeApiSettings, private readonly options: ShopeeHttpOptions) {
    this.doFetch = options.fetch ?? ((...args) => fetch(...args));
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.random = options.random ?? Math.random;
    this.log = options.log ?? (() => undefined);
  }

  /**
   * @throws ShopeeAccessTokenRejected, ShopeeApiError (Shopee's other errors), ProviderUnavailableError
   * SHOPEE_UNAVAILABLE (busy after every try, unreachable, malformed answer).
   */
  async call<A>(request: ShopeeRequest<A>): Promise<A> {
    const maxAttempts = request.retry === false ? 1 : this.options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const baseDelayMs = this.options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await this.attempt(request);
      if (outcome.kind === 'ok') return outcome.value;
      if (attempt >= maxAttempts) {
        this.log('shopee.unavailable', { path: request.path, attempts: attempt, ...outcome.why });
        throw unavailable();
      }
      // Equal jitter: half the exponential step for sure, the other half at random, so that the processes
      // limited together do not come back together.
      const step = baseDelayMs * 2 ** (attempt - 1);
      const delay = Math.round(step / 2 + this.random() * (step / 2));
      this.log('shopee.retry', { path: request.path, attempt, delayMs: delay, ...outcome.why });
      await this.sleep(delay);
    }
  }

  /** Waits for the attempt's turn under maxCallsPerSecond (real time: the pace is the network's, not the clock's). */
  private async pace(): Promise<void> {
    const perSecond = this.options.maxCallsPerSecond;
    if (perSecond === undefined || !(perSecond > 0)) return;
    const now = Date.now();
    const startAt = Math.max(now, this.nextStartAt);
    this.nextStartAt = startAt + 1000 / perSecond;
    if (startAt > now) await new Promise((resolve) => setTimeout(resolve, startAt - now));
  }

  private async attempt<A>(request: ShopeeRequest<A>): Promise<Attempt<A>> {
    await this.pace();
    const timeoutMs = request.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let response: Response;
    let text: string;
    try {
      response = await this.doFetch(this.urlOf(request), {
        method: request.method,
        headers: request.method === 'POST' ? { 'Content-Type': 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
        body: request.method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      text = await response.text();
    } catch (error) {
      const name = (error as { name?: unknown } | null)?.name;
      const why = name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : 'network error';
      return { kind: 'busy', why: { failure: why } };
    }

    const json = parseJsonObject(text);
    const envelope = Envelope.decode(json);
    const busyStatus = response.status === 429 || response.status >= 500;
    if (json === undefined || isLeft(envelope)) {
      if (busyStatus) return { kind: 'busy', why: { status: response.status } };
      this.log('shopee.malformed', { path: request.path, status: response.status, reason: 'not a JSON object' });
      throw unavailable();
    }
    const { error, message, request_id: requestId } = envelope.right;
    if (error) {
      const details = { path: request.path, status: response.status, error, message: message ?? '', requestId: requestId ?? null };
      if (BUSY_ERRORS.has(error)) return { kind: 'busy', why: { error, requestId: requestId ?? null } };
      if (request.auth && (TOKEN_ERRORS.has(error) || (error === 'error_auth' && /token/i.test(message ?? '')))) {
        this.log('shopee.token_rejected', details);
        throw new ShopeeAccessTokenRejected(error, message ?? '', requestId ?? null);
      }
      this.log('shopee.error', details);
      throw new ShopeeApiError(error, message ?? '', requestId ?? null);
    }
    if (busyStatus) return { kind: 'busy', why: { status: response.status } };
    if (response.status < 200 || response.status >= 300) {
      this.log('shopee.malformed', { path: request.path, status: response.status, reason: 'HTTP error without an error code' });
      throw unavailable();
    }
    const decoded = request.codec.decode(json);
    if (isLeft(decoded)) {
      this.log('shopee.malformed', { path: request.path, status: response.status, requestId: requestId ?? null, reason: 'unexpected shape' });
      throw unavailable();
    }
    return { kind: 'ok', value: decoded.right };
  }

  private urlOf(request: ShopeeRequest<unknown>): string {
    const { partnerId, partnerKey } = this.settings;
    const timestamp = Math.floor(this.options.clock.now().getTime() / 1000);
    const url = new URL(`${this.settings.apiBaseUrl.replace(/\/+$/, '')}${request.path}`);
    url.searchParams.set('partner_id', String(partnerId));
    url.searchParams.set('timestamp', String(timestamp));
    if (request.auth) {
      const { accessToken, shopId } = request.auth;
      url.searchParams.set('access_token', accessToken);
      url.searchParams.set('shop_id', String(shopId));
      url.searchParams.set('sign', sign(partnerKey, shopBaseString(partnerId, request.path, timestamp, accessToken, shopId)));
    } else {
      url.searchParams.set('sign', sign(partnerKey, publicBaseString(partnerId, request.path, timestamp)));
    }
    if (request.method === 'GET') {
      for (const [name, value] of Object.entries(request.query ?? {})) {
        if (value === undefined) continue;
        if (Array.isArray(value)) for (const each of value) url.searchParams.append(name, String(each));
        else url.searchParams.set(name, String(value));
      }
    }
    return url.toString();
  }
}
