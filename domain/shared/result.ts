/**
 * Typed outcomes of domain rules (design.md, section 2: "domain rules return typed results ... with stable
 * codes"). A refusal carries a stable code that the message catalogue (validation/messages.ts) turns into
 * Traditional Chinese text, so the server's error body and the web's toast say the same thing.
 */
export type Ok<T> = { ok: true } & T;
export interface Refusal<C extends string, D = unknown> {
  ok: false;
  code: C;
  /** Extra facts about the refusal (e.g. the statuses of a refused transition). */
  details?: D;
}
export type Outcome<T, C extends string, D = unknown> = Ok<T> | Refusal<C, D>;

export function refuse<C extends string, D = unknown>(code: C, details?: D): Refusal<C, D> {
  return details === undefined ? { ok: false, code } : { ok: false, code, details };
}
