import type { Clock } from '../../shared/clock.port';
import {
  REFRESH_GRACE_MS, sessionLifetimeMs, TOKEN_PREFIX,
  type AuthenticatedSession, type IssuedSession, type SessionKind, type SessionStore,
} from '../session-store.port';

interface StoredSession {
  id: number;
  kind: SessionKind;
  subjectId: number;
  remember: boolean;
  expiresAt: number;
  revokedAt?: number;
  replacedAt?: number;
}

/** A SessionStore in memory for the use-case tests: same rules as the knex one, tokens kept in clear. */
export class InMemorySessionStore implements SessionStore {
  readonly sessions = new Map<string, StoredSession>();
  private nextId = 1;

  constructor(private readonly clock: Clock) {}

  async issue(session: { kind: SessionKind; subjectId: number; remember: boolean }): Promise<IssuedSession> {
    const id = this.nextId++;
    const token = `${TOKEN_PREFIX[session.kind]}test-${id}-${Math.random().toString(36).slice(2)}`;
    const expiresAt = this.clock.now().getTime() + sessionLifetimeMs(session.kind, session.remember);
    this.sessions.set(token, { id, ...session, expiresAt });
    return { token, expiresAt: new Date(expiresAt) };
  }

  async authenticate(token: string, kind: SessionKind): Promise<AuthenticatedSession | undefined> {
    const session = this.live(token, kind, true);
    return session ? { sessionId: session.id, subjectId: session.subjectId } : undefined;
  }

  async rotate(token: string): Promise<IssuedSession | undefined> {
    const session = this.sessions.get(token);
    if (!session || !this.live(token, session.kind, false)) return undefined;
    session.replacedAt = this.clock.now().getTime();
    return this.issue({ kind: session.kind, subjectId: session.subjectId, remember: session.remember });
  }

  async revoke(token: string): Promise<void> {
    const session = this.sessions.get(token);
    if (session && session.revokedAt === undefined) session.revokedAt = this.clock.now().getTime();
  }

  async revokeAllFor(kind: SessionKind, subjectId: number, exceptToken?: string): Promise<void> {
    for (const [token, session] of this.sessions) {
      if (session.kind === kind && session.subjectId === subjectId && token !== exceptToken && session.revokedAt === undefined) {
        session.revokedAt = this.clock.now().getTime();
      }
    }
  }

  private live(token: string, kind: SessionKind, allowGrace: boolean): StoredSession | undefined {
    const session = this.sessions.get(token);
    const now = this.clock.now().getTime();
    if (!session || session.kind !== kind || session.revokedAt !== undefined || session.expiresAt <= now) return undefined;
    if (session.replacedAt !== undefined && (!allowGrace || session.replacedAt <= now - REFRESH_GRACE_MS)) return undefined;
    return session;
  }
}
