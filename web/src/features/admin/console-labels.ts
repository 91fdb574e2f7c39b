import { formatConsoleAmount, statusReasonOf, type PaymentAttemptStatus } from '../../domain';
import { messages } from '../../i18n/contexts/console';

/**
 * Issue 28: the console shows words, never the codes the server stores. Each function reads one kind of code through
 * the catalogue's labels (web/src/i18n/areas/admin-labels.ts); a code the catalogue has no word for yet (a stored text
 * of an older or newer version) is shown as it is rather than hidden.
 */
const l = messages.admin.labels;

const known = <T extends object>(table: T, key: string | null | undefined): key is Extract<keyof T, string> =>
  key !== null && key !== undefined && Object.prototype.hasOwnProperty.call(table, key);

export function attemptStatusLabel(status: PaymentAttemptStatus): string {
  return l.attemptStatuses[status] ?? status;
}

/** The creation job's state (creating, created, failed); null: no shipment. */
export function shipmentJobLabel(status: string | null): string | null {
  if (status === null) return null;
  return known(l.shipmentJob, status) ? l.shipmentJob[status] : status;
}

export function eventSourceLabel(source: string | null): string | null {
  if (source === null) return null;
  return known(l.eventSources, source) ? l.eventSources[source] : source;
}

/** Why an order moved (order_status_events.reason), in words: 'ecpay notification RtnCode=1 (X)' reads as ECPay's confirmation. */
export function statusReasonLabel(reason: string | null): string | null {
  const read = statusReasonOf(reason);
  if (read === null) return null;
  if (read.kind === 'provider_paid') return l.statusReasons.provider_paid(read.tradeNo ?? '');
  if (read.kind === 'other') return read.text ?? l.statusReasons.other;
  return l.statusReasons[read.kind];
}

export function auditActionLabel(action: string): string {
  return known(l.auditActions, action) ? l.auditActions[action] : action;
}

function detailValue(key: string, value: unknown): string {
  if (value === null || value === undefined) return key === 'kind' ? l.syncKinds.auto : '—';
  if (typeof value === 'boolean') return value ? l.yes : l.no;
  if (key === 'amount' && typeof value === 'number') return formatConsoleAmount(value);
  if (key === 'runId' || key === 'attemptId') return `#${String(value)}`;
  const text = String(value);
  if (key === 'kind' && known(l.syncKinds, text)) return l.syncKinds[text];
  if (key === 'mode' && known(messages.admin.shopify.modes, text)) return messages.admin.shopify.modes[text];
  if (key === 'outcome' && known(l.shipmentOutcomes, text)) return l.shipmentOutcomes[text];
  if (key === 'reason' && known(messages.admin.order.attention, text)) return messages.admin.order.attention[text];
  return typeof value === 'object' ? JSON.stringify(value) : text;
}

/** An audit entry's details as "label — value" pairs in words, e.g. 同步範圍：由系統決定 for shopee.sync's { kind: null }. */
export function auditDetailsText(details: Record<string, unknown> | null): string | null {
  if (!details || Object.keys(details).length === 0) return null;
  return Object.entries(details)
    .map(([key, value]) => l.pair(known(l.auditDetailKeys, key) ? l.auditDetailKeys[key] : key, detailValue(key, value)))
    .join(messages.common.semicolon);
}

/** A refused provider message's provider, kind and reason in words. */
export function rejectionLabels(item: { provider: string; messageKind: string; reason: string }): { provider: string; kind: string; reason: string } {
  return {
    provider: known(l.providers, item.provider) ? l.providers[item.provider] : item.provider,
    kind: known(l.messageKinds, item.messageKind) ? l.messageKinds[item.messageKind] : item.messageKind,
    reason: known(l.rejectionReasons, item.reason) ? l.rejectionReasons[item.reason] : item.reason,
  };
}
