import type { ShopifyWebhookEvents, WebhookClaim } from '../shopify-webhook-events.port';

/** ShopifyWebhookEvents in memory: the claimed deliveries by webhook id, with what handling them did. */
export class InMemoryShopifyWebhookEvents implements ShopifyWebhookEvents {
  readonly events = new Map<string, WebhookClaim & { detail: string }>();

  async claim(event: WebhookClaim): Promise<'new' | 'duplicate'> {
    if (this.events.has(event.webhookId)) return 'duplicate';
    this.events.set(event.webhookId, { ...event, receivedAt: new Date(event.receivedAt), detail: 'received' });
    return 'new';
  }

  async describe(webhookId: string, detail: string): Promise<void> {
    const event = this.events.get(webhookId);
    if (event) event.detail = detail.slice(0, 255);
  }

  async release(webhookId: string): Promise<void> {
    this.events.delete(webhookId);
  }
}
