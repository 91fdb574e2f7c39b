import type { InMemoryOrderStore } from '../../orders/testing/in-memory-order-store';
import type { CustomerOrderRecord, LinkedOrderProgress, LinkedOrderRecord, NewLinkedOrder } from '../customer-order';
import type { CustomerOrderPage, CustomerOrderStore, LinkExternalOutcome, LinkOrderOutcome } from '../customer-order-store.port';

/**
 * A CustomerOrderStore over an InMemoryOrderStore, for the use-case tests. Each method runs to completion
 * between awaits, so linkOrder's "only when nobody owns it" is trivially atomic, like the adapter's
 * conditional UPDATE. `variantDetails` plays the catalogue's variant_details by item id.
 */
export class InMemoryCustomerOrderStore implements CustomerOrderStore {
  readonly variantDetails = new Map<number, string>();
  readonly linked: LinkedOrderRecord[] = [];

  constructor(private readonly orders: InMemoryOrderStore) {}

  async listCustomerOrders(customerId: number, { offset, limit }: { offset: number; limit: number }): Promise<CustomerOrderPage> {
    const mine = [...this.orders.orders.values()]
      .filter((order) => order.customerId === customerId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    const orders = mine.slice(offset, offset + limit).map((order): CustomerOrderRecord => ({
      order: { ...order },
      products: this.orders.items.filter((item) => item.orderId === order.id).sort((a, b) => a.id - b.id).map((item) => ({
        id: item.id, title: item.title, imageUrl: item.imageUrl, variantDetails: this.variantDetails.get(item.itemId) ?? null,
        price: item.price, discountPrice: item.discountPrice,
      })),
    }));
    return { orders, total: mine.length };
  }

  async linkOrder(orderId: string, customerId: number): Promise<LinkOrderOutcome> {
    const order = this.orders.orders.get(orderId);
    if (!order) return 'not_found';
    if (order.customerId === null) {
      order.customerId = customerId;
      return 'linked';
    }
    return order.customerId === customerId ? 'already_linked' : 'linked_elsewhere';
  }

  async listLinkedOrders(customerId: number, { limit }: { limit: number }): Promise<{ orders: LinkedOrderRecord[]; total: number }> {
    const mine = this.linked.filter((link) => link.customerId === customerId)
      .sort((a, b) => b.orderDate.getTime() - a.orderDate.getTime() || b.id - a.id);
    return { orders: mine.slice(0, limit).map((link) => ({ ...link, products: link.products.map((p) => ({ ...p })) })), total: mine.length };
  }

  async linkExternalOrder(link: NewLinkedOrder): Promise<LinkExternalOutcome> {
    const existing = this.linked.find((l) => l.source === link.source && l.externalOrderId === link.externalOrderId);
    if (existing) return existing.customerId === link.customerId ? 'already_linked' : 'linked_elsewhere';
    this.linked.push({ ...link, shippingFee: link.shippingFee ?? null, shippedAt: null, id: this.linked.length + 1, trackingNumber: null, logisticsStatus: null, checkedAt: null });
    return 'linked';
  }

  async findLinkedOrder(customerId: number, source: 'shopee' | 'shopify', externalOrderId: string): Promise<LinkedOrderRecord | null> {
    const found = this.linked.find((l) => l.customerId === customerId && l.source === source && l.externalOrderId === externalOrderId);
    return found ? copy(found) : null;
  }

  async recordLinkedOrderProgress(id: number, progress: LinkedOrderProgress, checkedAt: Date): Promise<void> {
    const found = this.linked.find((l) => l.id === id);
    if (found) Object.assign(found, progress, { checkedAt });
  }

  async listLinkedOrdersDue({ before, limit, finalStatuses }: { before: Date; limit: number; finalStatuses: Record<'shopee' | 'shopify', readonly string[]> }): Promise<LinkedOrderRecord[]> {
    const age = (l: LinkedOrderRecord) => (l.checkedAt ?? l.linkedAt).getTime();
    return this.linked
      .filter((l) => age(l) < before.getTime() && !finalStatuses[l.source].includes(l.externalStatus))
      .sort((a, b) => age(a) - age(b) || a.id - b.id)
      .slice(0, limit)
      .map(copy);
  }
}

function copy(link: LinkedOrderRecord): LinkedOrderRecord {
  return { ...link, products: link.products.map((p) => ({ ...p })) };
}
