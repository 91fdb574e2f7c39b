import { DEFAULT_INVOICE_CHOICE, type InvoiceChoice } from '../../../domain/invoicing/invoice-choice';
import { marketplaceDiscountPrice } from '../../../domain/money/pricing';
import type { OrderInvoice } from '../../invoicing/order-invoice';
import { planCheckout, type CheckoutLine } from '../../../domain/orders/checkout-plan';
import { isOfCart } from '../../cart/cart-ref';
import type { InMemoryCartStore } from '../../cart/testing/in-memory-cart-store';
import type { OrderStatusEvent, StoredOrder, StoredOrderItem } from '../order';
import type { CheckoutCartRequest, CheckoutOutcome, OrderStore, StatusChangeDetails, StatusChangeOutcome, StatusDecision } from '../order-store.port';
import { ORDER_ID_ATTEMPTS } from '../order-store.port';

/**
 * An OrderStore in memory over an InMemoryCartStore, for the use-case tests. Each method runs to completion
 * between awaits, so it is trivially atomic; it decides with the same domain rule (planCheckout) as the
 * database adapter.
 */
export class InMemoryOrderStore implements OrderStore {
  readonly orders = new Map<string, StoredOrder>();
  readonly items: StoredOrderItem[] = [];
  readonly events = new Map<string, OrderStatusEvent[]>();
  /** Issue 30: the invoices rows by order, and the customers' remembered choices (customer_invoice_choices). */
  readonly invoices = new Map<string, OrderInvoice>();
  readonly invoiceChoices = new Map<number, InvoiceChoice>();
  private nextItemId = 1;

  constructor(private readonly cart: InMemoryCartStore) {}

  async checkoutCart(request: CheckoutCartRequest): Promise<CheckoutOutcome> {
    const { phone, now } = request;
    const lines = this.cart.lines.filter((line) => isOfCart(line, request)).sort((a, b) => a.id - b.id);
    const candidates: CheckoutLine[] = lines.map((line) => {
      if (line.itemType === 'shopee') {
        const variantId = line.variantId ?? null;
        const { availability, product, model } = this.cart.marketplaceFacts(line.itemId, variantId);
        const live = product && (variantId === null || model) ? product : undefined;
        const price = live ? (model ? model.price : live.price) : 0;
        return {
          lineId: line.id, itemType: 'shopee', itemId: line.itemId, variantId, reservationId: null, hold: null, reservedBy: null, availability,
          item: live ? {
            title: live.item_name, sku: model?.model_sku || live.item_sku || null, price, discountPrice: marketplaceDiscountPrice(price),
            imageUrl: model?.image_url || live.image_url || null, variantName: model?.name ?? null,
          } : null,
        };
      }
      const reservation = this.cart.reservations.find((r) => r.id === line.reservationId);
      const item = this.cart.items.get(line.itemId);
      const variant = line.outletVariant ?? this.cart.variantOf(line.itemId);
      return {
        lineId: line.id, itemType: 'outlet', itemId: line.itemId, variantId: variant.variantId, reservationId: line.reservationId,
        hold: reservation ? { expiresAt: reservation.expiresAt, releasedAt: reservation.releasedAt, confirmedAt: reservation.confirmedAt } : null,
        reservedBy: reservation?.phone ?? null,
        item: item ? {
          title: item.title ?? `商品 ${item.id}`, sku: item.sku ?? null, price: item.price ?? 1000, discountPrice: item.discount_price ?? 700,
          imageUrl: item.image_url ?? null, variantName: variant.label, variantSku: variant.sku,
        } : null,
      };
    });
    const plan = planCheckout(candidates, phone, now);
    if (!plan.ok) return { kind: 'refused', code: plan.code, ...(plan.details ? { lines: plan.details.lines } : {}) };

    let id: string | undefined;
    for (let attempt = 0; attempt < ORDER_ID_ATTEMPTS && id === undefined; attempt += 1) {
      const candidate = request.orderIdCandidate(attempt);
      if (!this.orders.has(candidate)) id = candidate;
    }
    if (id === undefined) throw new Error('no free order id');
    const order: StoredOrder = {
      id, status: request.status, statusMessage: null, customerName: request.customerName, customerPhone: phone,
      totalAmount: plan.totalAmount, deliveryMethod: request.deliveryMethod, paymentMethod: request.paymentMethod,
      store: request.store, orderSource: plan.orderSource, accessTokenHash: request.accessTokenHash,
      customerId: request.customerId ?? null, ...(request.email ? { email: request.email } : {}), createdAt: now, updatedAt: now,
    };
    this.orders.set(id, order);
    const choice = request.invoice ?? DEFAULT_INVOICE_CHOICE;
    this.invoices.set(id, { orderId: id, choice, state: 'NOT_ISSUED', number: null, issuedAt: null, randomCode: null });
    if (request.customerId != null) this.invoiceChoices.set(request.customerId, choice);
    this.events.set(id, [{ fromStatus: null, toStatus: request.status, reason: 'checkout', createdAt: now }]);
    const items = plan.items.map((planned): StoredOrderItem => ({
      id: this.nextItemId++, orderId: id, itemType: planned.itemType, itemId: planned.itemId, variantId: planned.variantId,
      title: planned.title, sku: planned.sku, price: planned.price, discountPrice: planned.discountPrice,
      quantity: planned.quantity, imageUrl: planned.imageUrl, variantName: planned.variantName, variantSku: planned.variantSku,
      reservationId: planned.reservationId,
    }));
    this.items.push(...items);
    for (const planned of plan.items) {
      if (planned.itemType === 'shopee') this.takeMarketplaceUnit(planned.itemId, planned.variantId);
      this.cart.confirm(planned.lineId, now);
      this.cart.lines.splice(this.cart.lines.findIndex((line) => line.id === planned.lineId), 1);
    }
    return { kind: 'created', order: { ...order }, items };
  }

  /** What the adapter does to the synced stock: one unit of the model (and of the product) per line sold. */
  private takeMarketplaceUnit(itemId: number, variantId: string | null): void {
    const product = this.cart.marketplace.get(itemId);
    if (!product) return;
    const model = product.models?.find((m) => String(m.model_id) === variantId);
    if (model) model.stock -= 1;
    product.stock = Math.max(0, product.stock - 1);
  }

  async findOrder(orderId: string): Promise<StoredOrder | undefined> {
    const order = this.orders.get(orderId);
    return order && { ...order };
  }

  async listItems(orderId: string): Promise<StoredOrderItem[]> {
    return this.items.filter((item) => item.orderId === orderId);
  }

  async changeStatus(orderId: string, decide: StatusDecision, details: StatusChangeDetails): Promise<StatusChangeOutcome> {
    const order = this.orders.get(orderId);
    if (!order) return { kind: 'not_found' };
    const from = order.status;
    const decision = decide(from);
    if (!decision.ok) return { kind: 'refused', from };
    if (decision.changed) {
      order.status = decision.status;
      order.statusMessage = details.statusMessage;
      order.updatedAt = details.now;
      this.events.get(orderId)?.push({ fromStatus: from, toStatus: decision.status, reason: details.reason, createdAt: details.now });
    }
    return { kind: 'done', from, status: decision.status, changed: decision.changed };
  }

  async listStatusEvents(orderId: string): Promise<OrderStatusEvent[]> {
    return [...(this.events.get(orderId) ?? [])];
  }
}

/** A deterministic OrderAccessTokens for unit tests: token-1, token-2, ... hashed as 'hash:' + token. */
export class FakeOrderAccessTokens {
  private issued = 0;

  issue(): { token: string; hash: string } {
    this.issued += 1;
    const token = `token-${this.issued}`;
    return { token, hash: `hash:${token}` };
  }

  matches(token: string | null | undefined, hash: string): boolean {
    return typeof token === 'string' && `hash:${token}` === hash;
  }
}
