/**
 * Bearer sessions (table sessions; adapters/persistence/accounts/knex-session-store.ts, and
 * InMemorySessionStore for unit tests). Tokens are opaque: `c_` or `s_` + 32 random bytes in base64url; only
 * their SHA-256 is stored. A token of one kind never authenticates as the other.
 */
export type SessionKind = 'customer' | 'staff';

/** Customer sessions: 1 day, 30 days with rememberMe. Staff: 12 hours (remember is ignored). */
export const CUSTOMER_SESSION_MS = 24 * 3_600_000;
export const CUSTOMER_REMEMBER_SESSION_MS = 30 * 24 * 3_600_000;
export const STAFF_SESSION_MS = 12 * 3_600_000;
/** After a refresh the replaced token keeps working this long (requests already in flight, other tabs). */
export const REFRESH_GRACE_MS = 30_000;

export function sessionLifetimeMs(kind: SessionKind, remember: boolean): number {
  if (kind === 'staff') return STAFF_SESSION_MS;
  return remember ? CUSTOMER_REMEMBER_SESSION_MS : CUSTOMER_SESSION_MS;
}

export const TOKEN_PREFIX: Record<SessionKind, string> = { customer: 'c_', staff: 's_' };

export function tokenKindOf(token: string): SessionKind | undefined {
  if (token.startsWith(TOKEN_PREFIX.customer)) return 'customer';
  if (token.startsWith(TOKEN_PREFIX.staff)) return 'staff';
  return undefined;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export interface AuthenticatedSession {
  sessionId: number;
  subjectId: number;
}

export interface SessionStore {
  issue(session: { kind: SessionKind; subjectId: number; remember: boolean }): Promise<IssuedSession>;
  /** The live session of this token and kind: not expired, not revoked, not replaced more than 30 s ago. */
  authenticate(token: string, kind: SessionKind): Promise<AuthenticatedSession | undefined>;
  /**
   * Replaces a live, not yet replaced token with a new one (same kind, subject and remember; a fresh
   * lifetime). The old one keeps working for REFRESH_GRACE_MS. undefined: the token cannot be refreshed
   * (unknown, expired, revoked, or already replaced: one refresh per token, decided atomically).
   */
  rotate(token: string): Promise<IssuedSession | undefined>;
  /** Ends this token now (no-op when unknown). */
  revoke(token: string): Promise<void>;
  /** Ends every live session of the subject, except the one of exceptToken when given. */
  revokeAllFor(kind: SessionKind, subjectId: number, exceptToken?: string): Promise<void>;
}

export const SESSION_STORE = Symbol.for('SessionStore');
