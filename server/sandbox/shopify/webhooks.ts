import { createHmac, randomUUID } from 'node:crypto';
import { DEFAULT_RETRY_DELAYS_MS, type ShopifySandboxOptions, type WebhookDelivery } from './shopify-sandbox-options';

/**
 * Webhook delivery as Shopify does it (research B7): POST JSON to the subscription's address with
 *   X-Shopify-Topic, X-Shopify-Hmac-Sha256 (base64 HMAC-SHA256 of the raw body, the app's client secret),
 *   X-Shopify-Shop-Domain, X-Shopify-API-Version, X-Shopify-Webhook-Id (the same on every redelivery: the
 *   shop's idempotency key), X-Shopify-Event-Id, X-Shopify-Triggered-At;
 * a 2xx answer acknowledges it; otherwise it is sent again after each of retryDelaysMs, same id and body.
 * Signed here with node:crypto, independently of the adapter's verifier, so a bug there cannot agree with itself.
 */
export interface WebhookTarget {
  address: string;
  secret: string;
  shopDomain: string;
  apiVersion: string;
}

export function deliverWebhook(
  target: WebhookTarget,
  topic: WebhookDelivery['topic'],
  payload: Record<string, unknown>,
  options: Pick<ShopifySandboxOptions, 'fetch' | 'retryDelaysMs' | 'deliveryTimeoutMs' | 'onDelivery'>,
  triggeredAt: Date,
): Promise<WebhookDelivery> {
  const doFetch = options.fetch ?? ((input: string | URL | Request, init?: RequestInit) => fetch(input, init));
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const body = JSON.stringify(payload);
  const webhookId = randomUUID();
  const headers = {
    'Content-Type': 'application/json',
    'X-Shopify-Topic': topic,
    'X-Shopify-Hmac-Sha256': createHmac('sha256', target.secret).update(body, 'utf8').digest('base64'),
    'X-Shopify-Shop-Domain': target.shopDomain,
    'X-Shopify-API-Version': target.apiVersion,
    'X-Shopify-Webhook-Id': webhookId,
    'X-Shopify-Event-Id': randomUUID(),
    'X-Shopify-Triggered-At': triggeredAt.toISOString(),
  };
  const attempt = async (n: number): Promise<WebhookDelivery> => {
    let status: number | null = null;
    try {
      const response = await doFetch(target.address, {
        method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(options.deliveryTimeoutMs ?? 5000),
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch {
      status = null;
    }
    const delivery: WebhookDelivery = { topic, webhookId, attempt: n, url: target.address, acknowledged: status !== null && status >= 200 && status < 300, status };
    options.onDelivery?.(delivery);
    const wait = delays[n - 1];
    if (delivery.acknowledged || wait === undefined) return delivery;
    await new Promise((resolve) => setTimeout(resolve, wait).unref?.());
    return attempt(n + 1);
  };
  return attempt(1);
}
