import { inject, injectable } from 'inversify';
import { sessionExpired } from './account-errors';
import { SESSION_STORE, tokenKindOf, type IssuedSession, type SessionStore } from './session-store.port';

/**
 * POST /api/customers/refresh-token: a new customer token with a fresh lifetime (1 day, or 30 days for a
 * remembered session). The old token keeps working for 30 s (requests in flight, other tabs), then 401.
 * Each token can be refreshed once; refreshing a replaced, expired, revoked or staff token is 401.
 */
@injectable()
export class RefreshCustomerToken {
  constructor(@inject(SESSION_STORE) private readonly sessions: SessionStore) {}

  /** @throws UnauthorizedError SESSION_EXPIRED */
  async execute(token: string): Promise<IssuedSession> {
    if (tokenKindOf(token) !== 'customer') throw sessionExpired();
    const issued = await this.sessions.rotate(token);
    if (!issued) throw sessionExpired();
    return issued;
  }
}
