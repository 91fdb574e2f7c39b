import type { OrderEventConsumer } from './order-event-consumer';
import type { OrderEventType } from './order-event';

/** What the outbox needs of a consumer to write its deliveries: its name and what it wants, not its dependencies. */
export type OrderEventSubscription = Pick<OrderEventConsumer, 'name' | 'subscribes'>;

/**
 * The consumers subscribed to each event type, read by the one writer of order moves at write time. The composition
 * root fills it from the modules (server/container.ts) before anything writes; a store built without one (a unit
 * test of the store) writes events and no deliveries.
 */
export class OrderEventSubscriptions {
  private readonly byType = new Map<OrderEventType, string[]>();

  constructor(subscriptions: readonly OrderEventSubscription[] = []) {
    this.add(subscriptions);
  }

  add(subscriptions: readonly OrderEventSubscription[]): void {
    for (const { name, subscribes } of subscriptions) {
      if (name.length === 0 || name.length > 32) throw new Error(`order event consumer name '${name}' must be 1 to 32 characters`);
      for (const type of subscribes) {
        const names = this.byType.get(type) ?? [];
        if (!names.includes(name)) this.byType.set(type, [...names, name]);
      }
    }
  }

  subscribersOf(type: OrderEventType): readonly string[] {
    return this.byType.get(type) ?? [];
  }
}
