/**
 * Thrown only for programming errors at the domain boundary (an argument a caller must never pass, such as
 * a negative attempt number). Expected refusals are returned as values (shared/result.ts), not thrown.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
