import type { Knex } from 'knex';
import type { Clock } from '../../../application/shared/clock.port';
import type { ProviderMessageRejections, RecordedRejection, RejectedProviderMessage } from '../../../application/payments/provider-message-rejections.port';
import { toDate } from '../admin/stored-date';
import type { StoredDateTime } from '../outlet/outlet-item.row';

/**
 * What is kept of a message is bounded even though only signed messages come here (the provider's own, or
 * someone holding our keys): at most MAX_FIELDS fields, names cut to 64 and values to 1,000 characters.
 */
export const MAX_FIELDS = 80;
const MAX_NAME_LENGTH = 64;
const MAX_VALUE_LENGTH = 1000;

interface RejectionRow {
  provider: string;
  message_kind: string;
  reason: string;
  detail: string;
  merchant_trade_no: string;
  received_at: StoredDateTime;
}

/**
 * Table provider_message_rejections (migration 20261127_0401): one row per refused signed message. The list
 * never selects fields_json (the port's RecordedRejection says why); received_at is indexed for it.
 */
export class KnexProviderMessageRejections implements ProviderMessageRejections {
  constructor(private readonly knex: Knex, private readonly clock: Clock) {}

  async record(message: RejectedProviderMessage): Promise<void> {
    const fields = Object.fromEntries(Object.entries(message.fields).slice(0, MAX_FIELDS)
      .map(([name, value]) => [name.slice(0, MAX_NAME_LENGTH), String(value).slice(0, MAX_VALUE_LENGTH)]));
    await this.knex('provider_message_rejections').insert({
      received_at: this.clock.now(),
      provider: message.provider.slice(0, 16),
      message_kind: message.messageKind.slice(0, 32),
      reason: message.reason.slice(0, 40),
      detail: message.detail.slice(0, 200),
      merchant_trade_no: message.merchantTradeNo.slice(0, 40),
      fields_json: JSON.stringify(fields),
    });
  }

  async listLatest(limit: number): Promise<RecordedRejection[]> {
    const rows: RejectionRow[] = await this.knex('provider_message_rejections')
      .select('provider', 'message_kind', 'reason', 'detail', 'merchant_trade_no', 'received_at')
      .orderBy([{ column: 'received_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(limit);
    return rows.map((row) => ({
      provider: row.provider, messageKind: row.message_kind, reason: row.reason, detail: row.detail,
      merchantTradeNo: row.merchant_trade_no, receivedAt: toDate(row.received_at),
    }));
  }
}
