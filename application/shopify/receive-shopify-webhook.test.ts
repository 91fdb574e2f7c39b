import type { ShopifyConnection } from './shopify-connection.port';
import { UnauthorizedError, ValidationError } from '../errors';
import { FakeClock } from '../shared/testing/fake-clock';
import { RecordingEventLog } from '../shared/testing/recording-event-log';
import { ReceiveShopifyWebhook, type ShopifyWebhookDelivery } from './receive-shopify-webhook';
import type { QuantityApplied, ShopifyStock } from './shopify-stock.port';
import type { ShopifyWebhookEvents, WebhookClaim } from './shopify-webhook-events.port';
import { FAKE_SHOP, FAKE_TOKEN, FakeWebhookVerifier, fakeWebhookSignature } from './testing/fake-shopify-admin';
import { InMemoryConnectionStore } from '../shared/testing/in-memory-connection-store';

/** The webhook table's promise: one claim per id; a released claim can be claimed again. */
class ClaimedEvents implements ShopifyWebhookEvents {
  readonly details = new Map<string, string | null>();

  async claim(event: WebhookClaim): Promise<'new' | 'duplicate'> {
    if (this.details.has(event.webhookId)) return 'duplicate';
    this.details.set(event.webhookId, null);
    return 'new';
  }

  async describe(webhookId: string, detail: string): Promise<void> {
    this.details.set(webhookId, detail);
  }

  async release(webhookId: string): Promise<void> {
    this.details.delete(webhookId);
  }
}

/** One outlet item stocked from inventory item 4242; `failNext` makes the next write fail (a database error). */
class OneItemStock implements Pick<ShopifyStock, 'applyQuantity'> {
  readonly applied: Array<{ inventoryItemId: string; quantity: number }> = [];
  failNext = false;

  async applyQuantity(inventoryItemId: string, quantity: number): Promise<QuantityApplied> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('connection lost');
    }
    if (inventoryItemId !== '4242') return { outcome: 'unknown' };
    this.applied.push({ inventoryItemId, quantity });
    return { outcome: 'updated', outletItemId: 7, conflict: null };
  }
}

async function setUp() {
  const connections = new InMemoryConnectionStore<ShopifyConnection>();
  await connections.save({
    shopDomain: FAKE_SHOP, shopName: 'Outlet Demo', accessToken: FAKE_TOKEN, tokenExpiresAt: null, clientId: null, clientSecret: null,
    connectedAt: new Date('2026-11-20T04:00:00.000Z'), status: 'connected',
  });
  const events = new ClaimedEvents();
  const stock = new OneItemStock();
  const invalidation = { count: 0, invalidate() { this.count += 1; } };
  const receive = new ReceiveShopifyWebhook(
    new FakeWebhookVerifier(), connections, events, stock, invalidation, new FakeClock('2026-11-20T04:05:00.000Z'), new RecordingEventLog(),
  );
  return { events, stock, invalidation, receive };
}

/** A delivery as Shopify signs it (the fake verifier's signature of these exact bytes). */
function delivery(body: string, overrides: Partial<ShopifyWebhookDelivery> = {}): ShopifyWebhookDelivery {
  const rawBody = Buffer.from(body, 'utf8');
  return { rawBody, hmac: fakeWebhookSignature(rawBody), topic: 'inventory_levels/update', webhookId: 'wh-1', shopDomain: FAKE_SHOP, ...overrides };
}

const LEVEL = '{"inventory_item_id":4242,"location_id":1,"available":5}';

const errorOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('ReceiveShopifyWebhook (POST /api/shopify/webhooks, research/platforms.md B7)', () => {
  it('a good inventory_levels/update: the quantity is applied, the lists refreshed, and the reply is applied', async () => {
    const { events, stock, invalidation, receive } = await setUp();
    expect(await receive.execute(delivery(LEVEL))).toBe('applied');
    expect(stock.applied).toEqual([{ inventoryItemId: '4242', quantity: 5 }]);
    expect(invalidation.count).toBe(1);
    expect(events.details.get('wh-1')).toBe('inventory 4242=5');
  });

  it('a duplicate (the same X-Shopify-Webhook-Id again) is duplicate and applies nothing again', async () => {
    const { stock, receive } = await setUp();
    await receive.execute(delivery(LEVEL));
    expect(await receive.execute(delivery(LEVEL))).toBe('duplicate');
    expect(stock.applied).toHaveLength(1);
  });

  it('a bad signature (or none): 401 SHOPIFY_WEBHOOK_INVALID, nothing claimed or applied', async () => {
    const { events, stock, receive } = await setUp();
    for (const hmac of ['fake:forged', undefined]) {
      const error = await errorOf(receive.execute(delivery(LEVEL, { hmac })));
      expect(error).toBeInstanceOf(UnauthorizedError);
      expect(error).toMatchObject({ code: 'SHOPIFY_WEBHOOK_INVALID' });
    }
    expect(events.details.size).toBe(0);
    expect(stock.applied).toEqual([]);
  });

  it.each([
    ['a body that is not a JSON object', delivery('[1,2]')],
    ['no webhook id', delivery(LEVEL, { webhookId: '  ' })],
  ])('a signed delivery with %s: 400 SHOPIFY_WEBHOOK_MALFORMED, nothing claimed', async (_, malformed) => {
    const { events, receive } = await setUp();
    const error = await errorOf(receive.execute(malformed));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ code: 'SHOPIFY_WEBHOOK_MALFORMED' });
    expect(events.details.size).toBe(0);
  });

  it('a topic we do not handle, or another shop than the connected one: ignored (Shopify would redeliver anything else)', async () => {
    const { stock, receive } = await setUp();
    expect(await receive.execute(delivery(LEVEL, { topic: 'products/update' }))).toBe('ignored');
    expect(await receive.execute(delivery(LEVEL, { shopDomain: 'someone-else.myshopify.com' }))).toBe('ignored');
    expect(stock.applied).toEqual([]);
  });

  it('handling that fails gives the claim back, so Shopify\'s redelivery is applied', async () => {
    const { events, stock, receive } = await setUp();
    stock.failNext = true;
    await expect(receive.execute(delivery(LEVEL))).rejects.toThrow('connection lost');
    expect(events.details.has('wh-1')).toBe(false);
    expect(await receive.execute(delivery(LEVEL))).toBe('applied');
    expect(stock.applied).toHaveLength(1);
  });
});
