import { ApplicationError } from '../errors';

const ERROR_DETAIL_MAX = 200;

/** A short description for a run's errors and the log: the stable code of our errors, else the first 200 characters. */
export function describeError(error: unknown): string {
  if (error instanceof ApplicationError) return error.code;
  const text = error instanceof Error ? error.message : String(error);
  return text.length > ERROR_DETAIL_MAX ? `${text.slice(0, ERROR_DETAIL_MAX)}…` : text;
}
