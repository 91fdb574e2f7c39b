import { toEpochMs, type Instant } from '../shared/time';

/**
 * ECPay's void window (research ecpay-einvoice.md §6, VERIFIED from D7906/D22081): invoices of a two-month
 * period (Jan-Feb, Mar-Apr, ... Nov-Dec) can be voided until 23:59:59 Taiwan time on the 13th of the odd
 * month that follows; from the 14th they need an allowance. Taiwan has no daylight saving, so UTC+8 always.
 * The period is the one of the invoice's date in Taiwan time, not in UTC.
 */
const TAIPEI_OFFSET_MS = 8 * 3_600_000;

/** The first instant an invoice issued at `issuedAt` can no longer be voided: 00:00 Taiwan time on the 14th. */
export function voidWindowClosesAt(issuedAt: Instant): Date {
  const taipei = new Date(toEpochMs(issuedAt) + TAIPEI_OFFSET_MS);
  const month = taipei.getUTCMonth(); // 0 = January
  const periodLastMonth = month % 2 === 0 ? month + 1 : month; // Feb, Apr, ... Dec (0-based 1, 3, ... 11)
  // Date.UTC rolls month 12 into January of the next year: Nov-Dec closes on 14 Jan.
  return new Date(Date.UTC(taipei.getUTCFullYear(), periodLastMonth + 1, 14) - TAIPEI_OFFSET_MS);
}

/** The last whole second an invoice can be voided: 23:59:59 Taiwan time on the 13th. */
export function lastVoidMoment(issuedAt: Instant): Date {
  return new Date(voidWindowClosesAt(issuedAt).getTime() - 1000);
}

export function canStillVoid(issuedAt: Instant, now: Instant): boolean {
  return toEpochMs(now) < voidWindowClosesAt(issuedAt).getTime();
}
