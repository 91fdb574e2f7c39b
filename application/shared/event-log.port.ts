/**
 * Where a use case records a security-relevant event (failed ownership proofs, refused holds) for the
 * operator. The server binds its Logger (server/logger.ts, structurally the same). Never put a secret or a
 * whole phone number in `details`: the log is read by more people than the database.
 */
export interface EventLog {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export const EVENT_LOG = Symbol.for('EventLog');
