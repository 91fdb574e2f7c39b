import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  REFRESH_GRACE_MS, sessionLifetimeMs, TOKEN_PREFIX, tokenKindOf,
  type AuthenticatedSession, type IssuedSession, type SessionKind, type SessionStore,
} from '../../../application/accounts/session-store.port';
import type { Clock } from '../../../application/shared/clock.port';
import type { TokenHasher } from '../../security/token-hasher';

const TOKEN_BYTES = 32;

export function newSessionToken(kind: SessionKind): string {
  return `${TOKEN_PREFIX[kind]}${randomBytes(TOKEN_BYTES).toString('base64url')}`;
}

interface SessionRow {
  id: number;
  kind: string;
  subject_id: number;
  remember: number | boolean;
}

/**
 * Table sessions (migration 0008) on SQLite or MySQL. Every write is one statement: a refresh marks the old
 * row replaced with a conditional UPDATE (replaced_at IS NULL), so two concurrent refreshes of one token,
 * even on two servers, cannot both win. Only the token's keyed hash is stored (TokenHasher): a leaked sessions
 * table opens no account, and without TOKEN_SECRET it cannot even confirm a token.
 */
export class KnexSessionStore implements SessionStore {
  constructor(private readonly knex: Knex, private readonly clock: Clock, private readonly hasher: TokenHasher) {}

  async issue(session: { kind: SessionKind; subjectId: number; remember: boolean }): Promise<IssuedSession> {
    const now = this.clock.now();
    const token = newSessionToken(session.kind);
    const expiresAt = new Date(now.getTime() + sessionLifetimeMs(session.kind, session.remember));
    await this.knex('sessions').insert({
      kind: session.kind, subject_id: session.subjectId, token_hash: this.hasher.hash(token), remember: session.remember,
      created_at: now, expires_at: expiresAt, revoked_at: null, replaced_at: null,
    });
    return { token, expiresAt };
  }

  async authenticate(token: string, kind: SessionKind): Promise<AuthenticatedSession | undefined> {
    const row = await this.live(token, kind, true).first('id', 'subject_id');
    return row ? { sessionId: Number(row.id), subjectId: Number(row.subject_id) } : undefined;
  }

  async rotate(token: string): Promise<IssuedSession | undefined> {
    const kind = tokenKindOf(token);
    if (!kind) return undefined;
    const row: SessionRow | undefined = await this.live(token, kind, false).first('id', 'kind', 'subject_id', 'remember');
    if (!row) return undefined;
    const now = this.clock.now();
    const claimed = await this.knex('sessions').where('id', row.id).whereNull('replaced_at').whereNull('revoked_at').update({ replaced_at: now });
    if (claimed === 0) return undefined;
    return this.issue({ kind, subjectId: Number(row.subject_id), remember: Boolean(row.remember) });
  }

  async revoke(token: string): Promise<void> {
    await this.knex('sessions').where('token_hash', this.hasher.hash(token)).whereNull('revoked_at').update({ revoked_at: this.clock.now() });
  }

  async revokeAllFor(kind: SessionKind, subjectId: number, exceptToken?: string): Promise<void> {
    const query = this.knex('sessions').where({ kind, subject_id: subjectId }).whereNull('revoked_at');
    if (exceptToken !== undefined) query.whereNot('token_hash', this.hasher.hash(exceptToken));
    await query.update({ revoked_at: this.clock.now() });
  }

  /**
   * The live row of token: of this kind (the stored kind, so a customer token never opens a staff route),
   * unexpired, unrevoked and not replaced; with grace, replaced at most 30 s ago is still live.
   */
  private live(token: string, kind: SessionKind, allowGrace: boolean): Knex.QueryBuilder {
    const now = this.clock.now();
    const query = this.knex('sessions')
      .where({ token_hash: this.hasher.hash(token), kind })
      .whereNull('revoked_at')
      .andWhere('expires_at', '>', now);
    if (!allowGrace) return query.whereNull('replaced_at');
    const graceStart = new Date(now.getTime() - REFRESH_GRACE_MS);
    return query.andWhere((inner) => inner.whereNull('replaced_at').orWhere('replaced_at', '>', graceStart));
  }
}
