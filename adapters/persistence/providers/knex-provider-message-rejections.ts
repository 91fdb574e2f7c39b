import type { Knex } from 'knex';
import type { Clock } from '../../../application/shared/clock.port';
import type { ProviderMessageRejections, RejectedProviderMessage } from '../../../application/payments/provider-message-rejections.port';

/**
 * What is kept of a message is bounded even though only signed messages come here (the provider's own, or
 * someone holding our keys): at most MAX_FIELDS fields, names cut to 64 and values to 1,000 characters.
 */
export const MAX_FIELDS = 80;
const MAX_NAME_LENGTH = 64;
const MAX_VALUE_LENGTH = 1000;

/** Table provider_message_rejections (migration 20261127_0401): one row per refused signed message. */
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
}
