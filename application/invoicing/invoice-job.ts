import { ProviderUnavailableError } from '../errors';
import type { RateLimited } from './einvoice-gateway.port';
import type { InvoiceRecord, InvoiceStore } from './invoice-store.port';

/**
 * What an invoice step (issue or void) tells its caller: done (issued, voided, failed for a person to look at, or
 * nothing to do), or come back no earlier than `at` (ECPay's rate limit, or another process holds the row). An
 * outage is thrown (ProviderUnavailableError): the event dispatcher retries it with backoff.
 */
export type InvoiceJobOutcome =
  | { kind: 'done'; record: InvoiceRecord | undefined }
  | { kind: 'retry'; at: Date };

/** How long a claim holds the row: longer than two ECPay calls at their 10 s timeout, short after a crash. */
export const INVOICE_CLAIM_MS = 2 * 60_000;

/** The shared pause, when it still runs at `now`: no call to ECPay before it ends. */
export async function pausedUntil(store: InvoiceStore, now: Date): Promise<Date | null> {
  const until = await store.callsPausedUntil();
  return until && until.getTime() > now.getTime() ? until : null;
}

/** ECPay's 403: every invoice call of every process waits, and this order keeps when it may go again. */
export async function waitOutRateLimit(store: InvoiceStore, orderId: string, limited: RateLimited, now: Date): Promise<InvoiceJobOutcome> {
  await store.pauseCalls(limited.retryAt);
  await store.postpone(orderId, limited.retryAt, 'rate limited (HTTP 403)', now);
  return { kind: 'retry', at: limited.retryAt };
}

/** The reason kept for staff: ECPay's code and message, or the outage's detail (never a key). */
export function refusalReason(refusal: { code: string; message: string }): string {
  return `${refusal.code} ${refusal.message}`.trim();
}

export function outageReason(error: ProviderUnavailableError): string {
  const detail = (error as { detail?: unknown }).detail;
  return typeof detail === 'string' ? `${error.code}: ${detail}` : error.code;
}

/** Runs an ECPay call; an outage is written as the step's failure (for the console), then rethrown for the retry. */
export async function recordingOutage<T>(call: () => Promise<T>, onOutage: (reason: string) => Promise<unknown>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) await onOutage(outageReason(error));
    throw error;
  }
}
