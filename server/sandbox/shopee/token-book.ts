import { randomBytes } from 'node:crypto';

/**
 * The simulator's authorisation state, in memory (research/platforms.md A2, A4):
 * - a code is single use and lives 10 minutes;
 * - an access token lives 4 hours (expire_in 14400) and may be used many times;
 * - a refresh token lives 30 days and is SINGLE USE: each refresh returns a new pair, and the access token
 *   it replaces stays valid for 5 more minutes (so requests in flight during a rotation still pass);
 * - an authorisation (per shop) lasts 365 days: get_shop_info's auth_time and expire_time.
 */
export const CODE_TTL_S = 10 * 60;
export const ACCESS_TOKEN_TTL_S = 4 * 60 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
export const OLD_ACCESS_TOKEN_GRACE_S = 5 * 60;
export const AUTHORIZATION_TTL_S = 365 * 24 * 60 * 60;

/** Past these the oldest entries are forgotten: the simulator must not grow without bound under a bench. */
const MAX_ENTRIES = 10_000;

interface CodeEntry { partnerId: number; shopId: number; expiresAt: number; used: boolean }
interface AccessEntry { partnerId: number; shopId: number; expiresAt: number }
interface RefreshEntry { partnerId: number; shopId: number; expiresAt: number; used: boolean; accessToken: string }
export interface Authorization { authTime: number; expireTime: number }

export interface TokenPair { accessToken: string; refreshToken: string; expireIn: number }

export type CodeResult = { pair: TokenPair } | { refused: 'unknown' | 'used' };
export type RefreshResult = { pair: TokenPair } | { refused: 'invalid' | 'expired' };

/** Shopee's tokens and codes look like 32 hex characters. */
const token = () => randomBytes(16).toString('hex');

export class TokenBook {
  private readonly codes = new Map<string, CodeEntry>();
  private readonly access = new Map<string, AccessEntry>();
  private readonly refresh = new Map<string, RefreshEntry>();
  private readonly authorizations = new Map<string, Authorization>();

  issueCode(partnerId: number, shopId: number, now: number): string {
    const code = token();
    remember(this.codes, code, { partnerId, shopId, expiresAt: now + CODE_TTL_S, used: false });
    return code;
  }

  /** token/get: a code issued to this partner for this shop, unused and unexpired. */
  exchangeCode(code: string, partnerId: number, shopId: number, now: number): CodeResult {
    const entry = this.codes.get(code);
    if (!entry) return { refused: 'unknown' };
    if (entry.used || entry.expiresAt <= now || entry.partnerId !== partnerId || entry.shopId !== shopId) return { refused: 'used' };
    entry.used = true;
    // Re-authorising starts a new authorisation period.
    this.authorizations.set(key(partnerId, shopId), { authTime: now, expireTime: now + AUTHORIZATION_TTL_S });
    return { pair: this.issuePair(partnerId, shopId, now) };
  }

  /** access_token/get: rotates the pair; the refresh token is spent, the old access token gets 5 minutes. */
  refreshPair(refreshToken: string, partnerId: number, shopId: number, now: number): RefreshResult {
    const entry = this.refresh.get(refreshToken);
    if (!entry || entry.used || entry.partnerId !== partnerId || entry.shopId !== shopId) return { refused: 'invalid' };
    if (entry.expiresAt <= now) return { refused: 'expired' };
    const authorization = this.authorizations.get(key(partnerId, shopId));
    if (!authorization || authorization.expireTime <= now) return { refused: 'expired' };
    entry.used = true;
    const old = this.access.get(entry.accessToken);
    if (old) old.expiresAt = Math.min(old.expiresAt, now + OLD_ACCESS_TOKEN_GRACE_S);
    return { pair: this.issuePair(partnerId, shopId, now) };
  }

  /** Whether a shop call may use this token for this shop now. */
  accessTokenValid(accessToken: string, partnerId: number, shopId: number, now: number): boolean {
    const entry = this.access.get(accessToken);
    return entry !== undefined && entry.partnerId === partnerId && entry.shopId === shopId && entry.expiresAt > now;
  }

  authorization(partnerId: number, shopId: number): Authorization | undefined {
    return this.authorizations.get(key(partnerId, shopId));
  }

  /** Test switch: every access token issued so far is expired now (refresh tokens still work). */
  expireAccessTokens(now: number): number {
    let count = 0;
    for (const entry of this.access.values()) {
      if (entry.expiresAt > now) count += 1;
      entry.expiresAt = Math.min(entry.expiresAt, now);
    }
    return count;
  }

  private issuePair(partnerId: number, shopId: number, now: number): TokenPair {
    const accessToken = token();
    const refreshToken = token();
    remember(this.access, accessToken, { partnerId, shopId, expiresAt: now + ACCESS_TOKEN_TTL_S });
    remember(this.refresh, refreshToken, { partnerId, shopId, expiresAt: now + REFRESH_TOKEN_TTL_S, used: false, accessToken });
    return { accessToken, refreshToken, expireIn: ACCESS_TOKEN_TTL_S };
  }
}

const key = (partnerId: number, shopId: number) => `${partnerId}:${shopId}`;

function remember<V>(map: Map<string, V>, k: string, value: V): void {
  map.set(k, value);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
}
