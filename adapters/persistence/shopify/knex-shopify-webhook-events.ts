import type { Knex } from 'knex';
import type { ShopifyWebhookEvents, WebhookClaim } from '../../../application/shopify/shopify-webhook-events.port';
import { isUniqueViolation } from '../write-transaction';

const TABLE = 'shopify_webhook_events';

/** Table shopify_webhook_events (migration 20261129_1304): the primary key on webhook_id decides who applies a delivery. */
export class KnexShopifyWebhookEvents implements ShopifyWebhookEvents {
  constructor(private readonly knex: Knex) {}

  async claim(event: WebhookClaim): Promise<'new' | 'duplicate'> {
    try {
      await this.knex(TABLE).insert({
        webhook_id: event.webhookId, topic: event.topic.slice(0, 64), shop_domain: event.shopDomain.slice(0, 255), detail: 'received', received_at: event.receivedAt,
      });
      return 'new';
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate';
      throw error;
    }
  }

  async describe(webhookId: string, detail: string): Promise<void> {
    await this.knex(TABLE).where({ webhook_id: webhookId }).update({ detail: detail.slice(0, 255) });
  }

  async release(webhookId: string): Promise<void> {
    await this.knex(TABLE).where({ webhook_id: webhookId }).delete();
  }
}
