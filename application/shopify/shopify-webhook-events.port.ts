/**
 * The webhooks received (issue 12; table shopify_webhook_events), by X-Shopify-Webhook-Id: claiming an id is one
 * INSERT on the primary key, so of a redelivery racing the first delivery (any process) exactly one applies it.
 * Implemented by adapters/persistence/shopify/knex-shopify-webhook-events.ts.
 */
export interface WebhookClaim {
  webhookId: string;
  topic: string;
  shopDomain: string;
  receivedAt: Date;
}

export interface ShopifyWebhookEvents {
  /** 'new': this call owns the event; 'duplicate': it was received before (or is being handled now). */
  claim(event: WebhookClaim): Promise<'new' | 'duplicate'>;
  /** What handling the event did (shown to staff). An id never claimed: nothing happens. */
  describe(webhookId: string, detail: string): Promise<void>;
  /** Handling failed: forget the claim, so Shopify's redelivery is applied (idempotent). */
  release(webhookId: string): Promise<void>;
}

export const SHOPIFY_WEBHOOK_EVENTS = Symbol.for('ShopifyWebhookEvents');
