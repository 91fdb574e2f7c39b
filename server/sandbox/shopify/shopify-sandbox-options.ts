import type { Clock } from '../../../application/shared/clock.port';

export interface WebhookDelivery {
  topic: 'orders/create' | 'inventory_levels/update';
  webhookId: string;
  attempt: number;
  url: string;
  /** The shop answered 2xx. */
  acknowledged: boolean;
  status: number | null;
}

export interface ShopifySandboxOptions {
  /** The absolute address the adapter uses for SHOPIFY_API_BASE, e.g. 'http://localhost:3000/sandbox/shopify'; its path is the router's prefix. */
  publicBaseUrl: string;
  /** The shop's own base address (PUBLIC_BASE_URL): webhooks are delivered only under it (no SSRF through the simulator). */
  shopBaseUrl: string;
  /** The HMAC key of webhooks and the client secret of the client-credentials grant. Default: the demo secret. */
  clientSecret?: string;
  /** Where webhooks go, under shopBaseUrl (server/sandbox-mounts.ts registers PUBLIC_BASE_URL/api/shopify/webhooks). Unset: none are sent. */
  webhookAddress?: string;
  clock?: Clock;
  /** The cost bucket (research B6): default 1000 points restoring 50 a second. */
  bucketSize?: number;
  restoreRate?: number;
  /** HTTP status of a THROTTLED answer: 200 (default) or 429 (B6: Shopify's is not settled). */
  throttledStatus?: 200 | 429;
  /** Delivers webhooks. Default: global fetch. */
  fetch?: typeof fetch;
  /** Waits between redeliveries of an unacknowledged webhook (default 1 s, 5 s, 30 s; Shopify retries 8 times over 4 h). */
  retryDelaysMs?: readonly number[];
  /** Per delivery attempt, default 5 s (Shopify's own timeout). */
  deliveryTimeoutMs?: number;
  onDelivery?: (delivery: WebhookDelivery) => void;
}

export const DEFAULT_BUCKET_SIZE = 1000;
export const DEFAULT_RESTORE_RATE = 50;
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1000, 5000, 30_000];
