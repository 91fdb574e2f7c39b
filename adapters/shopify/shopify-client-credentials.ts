import { isLeft } from 'fp-ts/lib/Either';
import type { Clock } from '../../application/shared/clock.port';
import { DEFAULT_TIMEOUT_MS, ShopifyShopNotFound, shopifyUnavailable, type ShopifyLog } from './shopify-graphql-client';
import { accessTokenUrl, type ShopifyApiSettings } from './shopify-settings';
import { AccessTokenGrant } from './shopify-wire';

/**
 * The client-credentials grant of a Dev Dashboard app (research/platforms.md B2): since 2026-01-01 a new store
 * cannot create the admin-created custom app whose shpat_ token never expires, so the shop asks for a token with
 * its app's client id and secret:
 *   POST https://{shop}/admin/oauth/access_token
 *   Content-Type: application/x-www-form-urlencoded
 *   grant_type=client_credentials&client_id=...&client_secret=...
 *   -> {"access_token":"...","scope":"read_products,...","expires_in":86399}
 * The token lives about 24 hours and there is no refresh token: the caller asks again before expiresAt.
 * expires_in is UNVERIFIED (B2: third parties show 86399); when absent we assume 24 h less a minute.
 *
 * Outcomes: the token; 'refused' (HTTP 400/401/403: a wrong id or secret, or an app not installed on that
 * store); ShopifyShopNotFound (404); SHOPIFY_UNAVAILABLE (network, 5xx, a body we cannot read). One try: it is
 * made while staff wait on the connection form, and they can simply submit again.
 */
export type ClientCredentialsOutcome = { kind: 'token'; accessToken: string; expiresAt: Date; scope: string | null } | { kind: 'refused' };

export const ASSUMED_TOKEN_SECONDS = 86_340;

export async function requestClientCredentialsToken(
  settings: ShopifyApiSettings,
  shopDomain: string,
  client: { clientId: string; clientSecret: string },
  options: { clock: Clock; fetch?: typeof fetch; timeoutMs?: number; log?: ShopifyLog },
): Promise<ClientCredentialsOutcome> {
  const log = options.log ?? (() => undefined);
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let response: Response;
  let text: string;
  try {
    response = await doFetch(accessTokenUrl(settings, shopDomain), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret }).toString(),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      redirect: 'error',
    });
    text = await response.text();
  } catch {
    log('shopify.token_grant_unreachable', { shop: shopDomain });
    throw shopifyUnavailable();
  }
  if (response.status === 404) throw new ShopifyShopNotFound(shopDomain);
  if (response.status === 400 || response.status === 401 || response.status === 403) {
    log('shopify.token_grant_refused', { shop: shopDomain, status: response.status });
    return { kind: 'refused' };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const grant = AccessTokenGrant.decode(json);
  if (response.status !== 200 || isLeft(grant) || grant.right.access_token === '') {
    log('shopify.malformed', { shop: shopDomain, operation: 'access_token', status: response.status });
    throw shopifyUnavailable();
  }
  const seconds = grant.right.expires_in ?? ASSUMED_TOKEN_SECONDS;
  return {
    kind: 'token',
    accessToken: grant.right.access_token,
    expiresAt: new Date(options.clock.now().getTime() + Math.max(0, seconds) * 1000),
    scope: grant.right.scope ?? null,
  };
}
