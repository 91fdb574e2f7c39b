import { toIsoUtc } from '../outlet/outlet-item.mapper';
import type { StoredDateTime } from '../outlet/outlet-item.row';

/** A DATETIME column as either driver returns it (Date, epoch ms, or text), as an instant. */
export function toDate(value: StoredDateTime): Date {
  return new Date(toIsoUtc(value));
}

/** The same for a nullable column. */
export function toDateOrNull(value: StoredDateTime | null | undefined): Date | null {
  return value === null || value === undefined ? null : toDate(value);
}
