import { isLeft } from 'fp-ts/lib/Either';
import type * as t from 'io-ts';
import { ProviderUnavailableError, UnauthorizedError } from '../../application/errors';
import type { Clock } from '../../application/shared/clock.port';
import type { ShopifyCredentials } from '../../application/shopify/shopify-admin.port';
import { parseJsonObject } from '../http/parse-json-object';
import type { ShopifyOperation } from './shopify-queries';
import { graphqlUrl, type ShopifyApiSettings } from './shopify-settings';
import { Envelope, type ShopifyCost } from './shopify-wire';

/**
 * One GraphQL Admin call (research/platforms.md B1, B3, B6): POST https://{shop}/admin/api/{version}/graphql.json
 * with X-Shopify-Access-Token, the answer turned into a typed outcome:
 * - data that decodes with the call's codec: returned;
 * - HTTP 401 (Shopify's {"errors":"[API] Invalid API key or access token ..."}): UnauthorizedError
 *   SHOPIFY_UNAUTHORIZED at once (a wrong or revoked token does not get better by retrying);
 * - HTTP 404: ShopifyShopNotFound (an unknown shop; B3 says "commonly 404");
 * - THROTTLED (errors[].extensions.code, with HTTP 200 or 429: B6 says the status is not settled): wait
 *   ceil((requestedQueryCost - currentlyAvailable) / restoreRate) seconds, as Shopify documents, and retry;
 * - HTTP 429 without that body, 5xx, a network failure or a timeout: retry with exponential backoff
 *   (@shopify/admin-api-client retries 429, 500 and 503 the same way);
 * - ACCESS_DENIED (a missing scope): ProviderUnavailableError SHOPIFY_ACCESS_DENIED;
 * - anything else (other GraphQL errors, a body that is not JSON or does not decode, another status):
 *   SHOPIFY_UNAVAILABLE at once, logged;
 * at most `maxAttempts` tries in all, then SHOPIFY_UNAVAILABLE.
 *
 * Pacing: every answer carries extensions.cost.throttleStatus (the bucket's size, what is left and the restore
 * rate). The client remembers it per shop, and the requested cost of each operation, and before a call waits
 * until the bucket has refilled enough for what that operation requested last time (Shopify admits a query only
 * when the bucket holds its REQUESTED cost, then refunds the difference to the actual): a long sync then runs at the shop's restore rate instead of running into
 * THROTTLED on every page. Live values are read each time (B6: Shopify changed the figures in 2026).
 *
 * Redirects are refused (a 3xx could carry the token elsewhere). Nothing here logs a token.
 */
export type ShopifyLog = (event: string, details: Record<string, unknown>) => void;

export interface ShopifyHttpOptions {
  clock: Clock;
  fetch?: typeof fetch;
  /** Waits (throttling, backoff, pacing); tests pass one that advances a fake clock. */
  sleep?: (ms: number) => Promise<void>;
  /** Per attempt, default 15 s. */
  timeoutMs?: number;
  /** Tries of one call, default 5. */
  maxAttempts?: number;
  /** First backoff of a 5xx or network failure, default 1000 ms (admin-api-client's DEFAULT_RETRY_WAIT_TIME); doubled each time. */
  baseDelayMs?: number;
  /** Longest single wait, default 60 s: a wait beyond it means figures we cannot trust. */
  maxWaitMs?: number;
  log?: ShopifyLog;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_BASE_DELAY_MS = 1000;
export const DEFAULT_MAX_WAIT_MS = 60_000;

export const shopifyUnavailable = (): ProviderUnavailableError => new ProviderUnavailableError('SHOPIFY_UNAVAILABLE', 'SHOPIFY_UNAVAILABLE');
export const shopifyUnauthorized = (): UnauthorizedError => new UnauthorizedError('SHOPIFY_UNAUTHORIZED', 'SHOPIFY_UNAUTHORIZED');

/** The shop's address answered 404: no such shop (checkShop's not_found). */
export class ShopifyShopNotFound extends Error {
  constructor(readonly shopDomain: string) {
    super(`No Shopify shop answers at ${shopDomain}`);
    this.name = 'ShopifyShopNotFound';
  }
}

interface Bucket { available: number; maximum: number; restoreRate: number; atMs: number }
type Attempt<A> = { kind: 'ok'; value: A } | { kind: 'wait'; ms: number; why: Record<string, unknown> };

export class ShopifyGraphqlClient {
  private readonly doFetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly log: ShopifyLog;
  private readonly buckets = new Map<string, Bucket>();
  /** The requested cost of each operation last time, per shop: Shopify lets a query through only when the bucket holds it. */
  private readonly requestedCosts = new Map<string, number>();

  constructor(private readonly settings: ShopifyApiSettings, private readonly options: ShopifyHttpOptions) {
    this.doFetch = options.fetch ?? ((...args) => fetch(...args));
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.log = options.log ?? (() => undefined);
  }

  /**
   * @throws UnauthorizedError SHOPIFY_UNAUTHORIZED, ShopifyShopNotFound, ProviderUnavailableError
   * SHOPIFY_ACCESS_DENIED or SHOPIFY_UNAVAILABLE, ValidationError SHOPIFY_SHOP_DOMAIN_INVALID (before any request).
   */
  async query<A>(credentials: ShopifyCredentials, operation: ShopifyOperation, variables: Record<string, unknown>, codec: t.Decoder<unknown, A>): Promise<A> {
    const url = graphqlUrl(this.settings, credentials.shopDomain);
    const maxAttempts = this.options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    for (let attempt = 1; ; attempt += 1) {
      await this.pace(credentials.shopDomain, operation.name);
      const outcome = await this.attempt(url, credentials, operation, variables, codec, attempt);
      if (outcome.kind === 'ok') return outcome.value;
      if (attempt >= maxAttempts) {
        this.log('shopify.unavailable', { shop: credentials.shopDomain, operation: operation.name, attempts: attempt, ...outcome.why });
        throw shopifyUnavailable();
      }
      this.log('shopify.retry', { shop: credentials.shopDomain, operation: operation.name, attempt, waitMs: outcome.ms, ...outcome.why });
      await this.sleep(outcome.ms);
    }
  }

  private async attempt<A>(
    url: string, credentials: ShopifyCredentials, operation: ShopifyOperation, variables: Record<string, unknown>,
    codec: t.Decoder<unknown, A>, attempt: number,
  ): Promise<Attempt<A>> {
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const backoff = Math.min(this.maxWait, (this.options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS) * 2 ** (attempt - 1));
    const where = { shop: credentials.shopDomain, operation: operation.name };
    let response: Response;
    let text: string;
    try {
      response = await this.doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Shopify-Access-Token': credentials.accessToken },
        body: JSON.stringify({ query: operation.document, operationName: operation.name, variables }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      text = await response.text();
    } catch (error) {
      const name = (error as { name?: unknown } | null)?.name;
      return { kind: 'wait', ms: backoff, why: { failure: name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : 'network error' } };
    }
    if (response.status === 401) {
      this.log('shopify.unauthorized', where);
      throw shopifyUnauthorized();
    }
    if (response.status === 404) {
      this.log('shopify.shop_not_found', where);
      throw new ShopifyShopNotFound(credentials.shopDomain);
    }

    const json = parseJsonObject(text);
    const envelope = Envelope.decode(json);
    const body = json === undefined || isLeft(envelope) ? undefined : envelope.right;
    const cost = body?.extensions?.cost ?? undefined;
    if (cost) this.remember(credentials.shopDomain, operation.name, cost);
    const errors = Array.isArray(body?.errors) ? body.errors : [];
    const codes = errors.map((error) => error.extensions?.code ?? null);

    if (codes.includes('THROTTLED')) return { kind: 'wait', ms: this.throttleWait(cost), why: { throttled: true, status: response.status } };
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get('retry-after'));
      const ms = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(this.maxWait, retryAfter * 1000) : backoff;
      return { kind: 'wait', ms, why: { status: 429 } };
    }
    if (response.status >= 500) return { kind: 'wait', ms: backoff, why: { status: response.status } };
    if (body === undefined || response.status < 200 || response.status >= 300) {
      this.log('shopify.malformed', { ...where, status: response.status, reason: body === undefined ? 'not a JSON object' : 'unexpected status' });
      throw shopifyUnavailable();
    }
    if (codes.includes('ACCESS_DENIED')) {
      this.log('shopify.access_denied', { ...where, messages: errors.map((error) => error.message ?? '') });
      throw new ProviderUnavailableError('SHOPIFY_ACCESS_DENIED', 'SHOPIFY_ACCESS_DENIED');
    }
    if (typeof body.errors === 'string' || errors.length > 0) {
      this.log('shopify.error', { ...where, status: response.status, codes, messages: typeof body.errors === 'string' ? [body.errors] : errors.map((error) => error.message ?? '') });
      throw shopifyUnavailable();
    }
    const decoded = codec.decode(body.data);
    if (isLeft(decoded)) {
      this.log('shopify.malformed', { ...where, status: response.status, reason: 'unexpected shape' });
      throw shopifyUnavailable();
    }
    return { kind: 'ok', value: decoded.right };
  }

  private get maxWait(): number {
    return this.options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  }

  /** Shopify's rule (B6): the points missing for the query, at the restore rate, in whole seconds (at least 1). */
  private throttleWait(cost: ShopifyCost | undefined): number {
    const requested = cost?.requestedQueryCost ?? null;
    const available = cost?.throttleStatus?.currentlyAvailable ?? null;
    const rate = cost?.throttleStatus?.restoreRate ?? null;
    if (requested === null || available === null || rate === null || !(rate > 0)) return Math.min(this.maxWait, DEFAULT_BASE_DELAY_MS);
    const seconds = Math.max(1, Math.ceil((requested - available) / rate));
    return Math.min(this.maxWait, seconds * 1000);
  }

  private remember(shop: string, operation: string, cost: ShopifyCost): void {
    if (typeof cost.requestedQueryCost === 'number') this.requestedCosts.set(`${shop} ${operation}`, cost.requestedQueryCost);
    const status = cost.throttleStatus;
    const available = status?.currentlyAvailable;
    const maximum = status?.maximumAvailable;
    const restoreRate = status?.restoreRate;
    if (typeof available !== 'number' || typeof maximum !== 'number' || typeof restoreRate !== 'number' || !(restoreRate > 0)) return;
    this.buckets.set(shop, { available, maximum, restoreRate, atMs: this.options.clock.now().getTime() });
  }

  /** Waits until the shop's bucket, as last reported and refilled since, holds what this operation requested last time. */
  private async pace(shop: string, operation: string): Promise<void> {
    const bucket = this.buckets.get(shop);
    const requested = this.requestedCosts.get(`${shop} ${operation}`);
    if (!bucket || requested === undefined) return;
    const elapsed = Math.max(0, this.options.clock.now().getTime() - bucket.atMs) / 1000;
    const estimate = Math.min(bucket.maximum, bucket.available + elapsed * bucket.restoreRate);
    const needed = Math.min(requested, bucket.maximum);
    if (estimate >= needed) return;
    const ms = Math.min(this.maxWait, Math.ceil(((needed - estimate) / bucket.restoreRate) * 1000));
    this.log('shopify.pace', { shop, operation, waitMs: ms });
    await this.sleep(ms);
  }
}
