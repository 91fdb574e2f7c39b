import { inject, injectable } from 'inversify';
import { UnauthorizedError, ValidationError } from '../errors';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../outlet/outlet-list-invalidation.port';
import { CLOCK, type Clock } from '../shared/clock.port';
import { EVENT_LOG, type EventLog } from '../shared/event-log.port';
import { SHOPIFY_WEBHOOK_VERIFIER, type ShopifyWebhookVerifier } from './shopify-admin.port';
import { SHOPIFY_CONNECTION_STORE, type ShopifyConnectionStore } from './shopify-connection.port';
import { SHOPIFY_STOCK, type ShopifyStock } from './shopify-stock.port';
import { SHOPIFY_WEBHOOK_EVENTS, type ShopifyWebhookEvents } from './shopify-webhook-events.port';
import { inventoryItemKey } from './shopify-variant-record';

export interface ShopifyWebhookDelivery {
  /** The request body exactly as received: the HMAC is over these bytes. */
  rawBody: Buffer;
  hmac: string | undefined;
  topic: string | undefined;
  webhookId: string | undefined;
  shopDomain: string | undefined;
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

export const HANDLED_TOPICS = ['orders/create', 'inventory_levels/update'] as const;

/**
 * POST /api/shopify/webhooks (issue 12; research/platforms.md B7).
 * 1. The HMAC (base64 HMAC-SHA256 of the raw body with the app's secret, ShopifyWebhookVerifier) must match, else
 *    401 SHOPIFY_WEBHOOK_INVALID and nothing is read: a forged call changes nothing and learns nothing.
 * 2. A topic we do not handle, a shop that is not the connected one (the app's secret may sign for other shops),
 *    or no connection: 200 and ignored (Shopify would redeliver anything else).
 * 3. X-Shopify-Webhook-Id is claimed (one INSERT): a redelivery is 200 'duplicate' and applies nothing again.
 *    Handling that fails gives the claim back, so Shopify's retry is applied.
 * 4. inventory_levels/update: the variant's quantity, by its inventory item, with the same never-below-held-or-sold
 *    rule as the sync (ShopifyStock.applyQuantity). Our decision: the payload's `available` is one location's;
 *    the outlet is stocked from one location, so it is taken as the variant's quantity; a shop stocking the
 *    variant in several locations gets the summed number back with the next sync. orders/create: recorded (its
 *    stock effect arrives as the inventory webhook Shopify sends for the same sale).
 */
@injectable()
export class ReceiveShopifyWebhook {
  constructor(
    @inject(SHOPIFY_WEBHOOK_VERIFIER) private readonly verifier: ShopifyWebhookVerifier,
    @inject(SHOPIFY_CONNECTION_STORE) private readonly connections: ShopifyConnectionStore,
    @inject(SHOPIFY_WEBHOOK_EVENTS) private readonly events: ShopifyWebhookEvents,
    @inject(SHOPIFY_STOCK) private readonly stock: Pick<ShopifyStock, 'applyQuantity'>,
    @inject(OUTLET_LIST_INVALIDATION) private readonly invalidation: OutletListInvalidation,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(EVENT_LOG) private readonly log: EventLog,
  ) {}

  /** @throws UnauthorizedError SHOPIFY_WEBHOOK_INVALID; ValidationError SHOPIFY_WEBHOOK_MALFORMED (signed, but no id or unreadable) */
  async execute(delivery: ShopifyWebhookDelivery): Promise<WebhookOutcome> {
    if (!this.verifier.verify(delivery.rawBody, delivery.hmac)) {
      this.log.error('shopify webhook refused: bad HMAC', { topic: delivery.topic?.slice(0, 64), shopDomain: delivery.shopDomain?.slice(0, 255) });
      throw new UnauthorizedError('SHOPIFY_WEBHOOK_INVALID', 'SHOPIFY_WEBHOOK_INVALID');
    }
    const topic = (delivery.topic ?? '').trim().toLowerCase();
    if (!(HANDLED_TOPICS as readonly string[]).includes(topic)) return 'ignored';
    const shopDomain = (delivery.shopDomain ?? '').trim().toLowerCase();
    const connection = await this.connections.get();
    if (!connection || connection.shopDomain.toLowerCase() !== shopDomain) {
      this.log.info('shopify webhook ignored: not the connected shop', { topic, shopDomain: shopDomain.slice(0, 255) });
      return 'ignored';
    }
    const webhookId = (delivery.webhookId ?? '').trim();
    if (webhookId === '' || webhookId.length > 128) throw malformed();
    const payload = parsePayload(delivery.rawBody);

    if ((await this.events.claim({ webhookId, topic, shopDomain, receivedAt: this.clock.now() })) === 'duplicate') return 'duplicate';
    try {
      const detail = topic === 'inventory_levels/update' ? await this.inventory(payload) : orderDetail(payload);
      await this.events.describe(webhookId, detail);
      return 'applied';
    } catch (error) {
      await this.events.release(webhookId).catch(() => undefined);
      throw error;
    }
  }

  private async inventory(payload: Payload): Promise<string> {
    const { inventoryItemId, available } = payload;
    if (inventoryItemId === null) throw malformed();
    // An untracked item has no quantity to copy.
    if (available === null) return `inventory ${inventoryItemId}: not tracked`;
    const applied = await this.stock.applyQuantity(inventoryItemId, available, this.clock.now());
    if (applied.outcome === 'unknown') return `inventory ${inventoryItemId}: no outlet item`;
    this.invalidation.invalidate();
    if (applied.conflict) {
      this.log.error('shopify stock below what is held or sold here: kept, reported', { ...applied.conflict, detectedAt: undefined });
      return `inventory ${inventoryItemId}=${available}: conflict, kept ${applied.conflict.totalQuantity}`;
    }
    return `inventory ${inventoryItemId}=${available}`;
  }
}

interface Payload {
  name: string | null;
  inventoryItemId: string | null;
  available: number | null;
}

/**
 * Only what we use, read from the raw text: Shopify's REST payloads carry ids as JSON numbers that can exceed
 * 2^53 (JSON.parse would round them), so the inventory item id is taken digit for digit from the text. The body
 * must still be a JSON object.
 */
function parsePayload(rawBody: Buffer): Payload {
  const text = rawBody.toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw malformed();
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw malformed();
  const object = parsed as Record<string, unknown>;
  const item = /"inventory_item_id"\s*:\s*"?(\d{1,30})"?/.exec(text)?.[1] ?? null;
  const available = typeof object.available === 'number' && Number.isFinite(object.available) ? Math.trunc(object.available) : null;
  const name = typeof object.name === 'string' ? object.name.slice(0, 64) : null;
  return { name, inventoryItemId: item === null ? null : inventoryItemKey(item), available };
}

function orderDetail(payload: Payload): string {
  return `order ${payload.name ?? '(no name)'}`;
}

function malformed(): ValidationError {
  return new ValidationError('SHOPIFY_WEBHOOK_MALFORMED', 'SHOPIFY_WEBHOOK_MALFORMED');
}
