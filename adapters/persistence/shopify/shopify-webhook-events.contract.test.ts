import type { ShopifyWebhookEvents } from '../../../application/shopify/shopify-webhook-events.port';
import { InMemoryShopifyWebhookEvents } from '../../../application/shopify/testing/in-memory-shopify-webhook-events';
import { describePortContract, fakeMaker, knexMakers, unique } from '../testing/port-contract';
import { KnexShopifyWebhookEvents } from './knex-shopify-webhook-events';

/** The ShopifyWebhookEvents port (application/shopify/shopify-webhook-events.port.ts) on the fake, SQLite and MySQL. */
describePortContract<ShopifyWebhookEvents>('ShopifyWebhookEvents', [
  fakeMaker(() => new InMemoryShopifyWebhookEvents()),
  ...knexMakers((knex) => new KnexShopifyWebhookEvents(knex)),
], (subject) => {
  const claim = (webhookId: string) => ({ webhookId, topic: 'inventory_levels/update', shopDomain: 'outlet-demo.myshopify.com', receivedAt: new Date('2026-11-29T02:00:00.000Z') });

  it('a delivery id is claimed once: the first call owns it, every redelivery (or racer) is a duplicate', async () => {
    const id = `wh-${unique()}`;
    const racers = await Promise.all([subject().claim(claim(id)), subject().claim(claim(id)), subject().claim(claim(id))]);
    expect(racers.sort()).toEqual(['duplicate', 'duplicate', 'new']);
    expect(await subject().claim(claim(id))).toBe('duplicate');
    expect(await subject().claim(claim(`wh-${unique()}`))).toBe('new');
  });

  it('describing what handling did keeps the claim; releasing it lets the redelivery be applied', async () => {
    const id = `wh-${unique()}`;
    expect(await subject().claim(claim(id))).toBe('new');
    await subject().describe(id, `applied: ${'x'.repeat(300)}`);
    expect(await subject().claim(claim(id))).toBe('duplicate');
    await subject().release(id);
    expect(await subject().claim(claim(id))).toBe('new');
    // Releasing or describing an id never claimed changes nothing.
    await subject().release(`wh-${unique()}`);
    const never = `wh-${unique()}`;
    await subject().describe(never, 'nothing');
    expect(await subject().claim(claim(never))).toBe('new');
  });
});
