import { inject, injectable } from 'inversify';
import { SESSION_STORE, tokenKindOf, type SessionStore } from './session-store.port';

/** POST /api/customers/logout: ends this customer token (idempotent; another kind of token is left alone). */
@injectable()
export class LogoutCustomer {
  constructor(@inject(SESSION_STORE) private readonly sessions: SessionStore) {}

  async execute(token: string | undefined): Promise<void> {
    if (token !== undefined && tokenKindOf(token) === 'customer') await this.sessions.revoke(token);
  }
}
