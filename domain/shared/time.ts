/**
 * The domain never reads the clock (design.md, section 1): callers pass `now` as a Date or epoch ms.
 * Timestamps from the wire are ISO-8601 strings; an unparseable one reads as null so that a rule can
 * fall back instead of producing NaN.
 */
export type Instant = Date | number;

export function toEpochMs(value: Instant): number {
  return typeof value === 'number' ? value : value.getTime();
}

export function parseInstant(value: string | Date | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = typeof value === 'string' ? Date.parse(value) : toEpochMs(value);
  return Number.isFinite(ms) ? ms : null;
}
