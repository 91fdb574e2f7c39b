import { inject, injectable, optional } from 'inversify';
import { nationalDigits, shopeeBuyerPhoneMatches } from '../../domain/marketplace/buyer-phone';
import { normalizeShopeeOrderSn } from '../../domain/marketplace/linked-order';
import { normalizeShopifyOrderName } from '../../domain/shopify/stock-rules';
import { normalizeLinkOrderForm, validateLinkOrderForm } from '../../domain/validation/link-order';
import { MESSAGES } from '../../domain/validation/messages';
import { ConflictError, ProviderUnavailableError, ValidationError } from '../errors';
import type { SourceOrder } from '../marketplace/marketplace-source.port';
import { orderNotFound } from '../orders/order-lookup';
import { OwnershipProof } from '../orders/ownership-proof';
import { CLOCK, type Clock } from '../shared/clock.port';
import type { LinkedOrderProduct } from './customer-order';
import { CUSTOMER_ORDER_STORE, type CustomerOrderStore } from './customer-order-store.port';
import { MARKETPLACE_ORDERS, type MarketplaceOrders } from './marketplace-orders.port';
import type { ShopifyOrder } from '../shopify/shopify-admin.port';
import { SHOPIFY_ORDERS, type ShopifyOrders } from './shopify-orders.port';

export interface LinkOrderInput {
  orderId: string;
  /** Absent reads as 'outlet': the checkout area's call sends orderId, phoneNumber and name only (spec 2, section 7). */
  orderSource?: string | null;
  phoneNumber: string;
  /** Sent by the checkout area; not a proof of anything, so not compared. */
  name?: string | null;
  /**
   * The client's IP (ctx.ip): the per-client limit of ownership proofs (application/orders/ownership-proof.ts).
   * The HTTP edge always sets it; absent (use-case tests) counts under one shared 'unknown' client.
   */
  clientIp?: string;
}

export const ORDER_LINKED_ELSEWHERE = 'ORDER_LINKED_ELSEWHERE';
export const SOURCE_NOT_AVAILABLE = 'SOURCE_NOT_AVAILABLE';
export const SHOPEE_NOT_CONNECTED = 'SHOPEE_NOT_CONNECTED';
export const SHOPEE_UNAVAILABLE = 'SHOPEE_UNAVAILABLE';
export const SHOPIFY_NOT_CONNECTED = 'SHOPIFY_NOT_CONNECTED';
export const SHOPIFY_UNAVAILABLE = 'SHOPIFY_UNAVAILABLE';

/**
 * POST /api/customers/link-order (spec 1, sections 2 and 5; spec 2, section 4): a signed-in customer claims an
 * order placed without the account. The proof is the order's phone: the order must exist AND its
 * customer_phone must equal the digits of phoneNumber, else 404 ORDER_NOT_FOUND, the same answer for both so
 * that the call does not tell which order numbers exist; failed proofs are limited and logged like every other
 * order + phone proof (OwnershipProof: 429 ORDER_PROOF_LIMITED). Then:
 * - already this customer's: 200 again (idempotent);
 * - another customer's: 409 ORDER_LINKED_ELSEWHERE (never moved);
 * - nobody's: one conditional update (`WHERE customer_id IS NULL`); of two accounts racing, one wins and the
 *   other reads the winner and gets 409.
 *
 * A Shopee order (orderSource 'shopee', issue 11) is proven against Shopee's order detail
 * (MarketplaceSource.getOrder): the order number and the buyer's phone, compared by
 * domain/marketplace/buyer-phone.ts (Shopee may mask all but the last digits). An unknown order and a wrong
 * phone are the same 404 ORDER_NOT_FOUND and count toward the same order-proof limits (OwnershipProof.
 * proveExternal). The proven order is copied into the customer's linked orders (date, total, status, products
 * as Shopee gave them) and shows in the history with order_source 'shopee'. Shopee down: 503 SHOPEE_UNAVAILABLE;
 * no Shopee adapter, or the shop not connected or needing re-authorisation: 503 SHOPEE_NOT_CONNECTED; both read
 * 'try again later' to the shopper (the connection is staff's business).
 * A Shopify order (orderSource 'shopify', issue 12) the same way: its name ('#1001', or '1001') looked up with the
 * shop's Admin API (ShopifyOrders.findOrder) and the phone Shopify gives (the order's, else the customer's, else
 * the shipping address's) compared like Shopee's; Shopify may withhold protected customer data (the phone is
 * null), which matches nothing: the same 404. Stored in the linked orders with source 'shopify' (the info chip).
 * Shopify down: 503 SHOPIFY_UNAVAILABLE; not connected (or no Shopify wiring): 503 SHOPIFY_NOT_CONNECTED.
 */
@injectable()
export class LinkOrder {
  constructor(
    @inject(OwnershipProof) private readonly proof: OwnershipProof,
    @inject(CUSTOMER_ORDER_STORE) private readonly customerOrders: CustomerOrderStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(MARKETPLACE_ORDERS) @optional() private readonly marketplace?: MarketplaceOrders,
    @inject(SHOPIFY_ORDERS) @optional() private readonly shopify?: ShopifyOrders,
  ) {}

  /**
   * @throws ValidationError VALIDATION_FAILED (fields orderId, orderSource, phoneNumber)
   * @throws NotFoundError ORDER_NOT_FOUND; TooManyRequestsError ORDER_PROOF_LIMITED; ConflictError ORDER_LINKED_ELSEWHERE, SOURCE_NOT_AVAILABLE
   * @throws ProviderUnavailableError SHOPEE_UNAVAILABLE, SHOPEE_NOT_CONNECTED (a Shopee order only);
   *         SHOPIFY_UNAVAILABLE, SHOPIFY_NOT_CONNECTED (a Shopify order only)
   */
  async execute(customerId: number, input: LinkOrderInput): Promise<{ message: string }> {
    const form = { orderId: input.orderId, orderSource: input.orderSource ?? 'outlet', phoneNumber: input.phoneNumber };
    const errors = validateLinkOrderForm(form);
    if (Object.keys(errors).length > 0) throw new ValidationError('VALIDATION_FAILED', 'VALIDATION_FAILED', errors);
    const { orderId: typedId, orderSource, phoneNumber } = normalizeLinkOrderForm(form);
    if (orderSource === 'shopee') return this.linkShopeeOrder(customerId, typedId, phoneNumber, input.clientIp ?? 'unknown');
    if (orderSource === 'shopify') return this.linkShopifyOrder(customerId, typedId, phoneNumber, input.clientIp ?? 'unknown');
    if (orderSource !== 'outlet') throw new ConflictError(SOURCE_NOT_AVAILABLE, 'LINK_SOURCE_NOT_AVAILABLE');

    const orderId = typedId.toUpperCase();
    const order = await this.proof.prove({ orderId, phone: phoneNumber, clientIp: input.clientIp ?? 'unknown', purpose: 'link' });
    if (order.customerId === customerId) return { message: MESSAGES.ORDER_LINKED };
    if (order.customerId !== null) throw linkedElsewhere();

    const outcome = await this.customerOrders.linkOrder(orderId, customerId);
    if (outcome === 'not_found') throw orderNotFound();
    if (outcome === 'linked_elsewhere') throw linkedElsewhere();
    return { message: MESSAGES.ORDER_LINKED };
  }

  private async linkShopeeOrder(customerId: number, typedId: string, phoneNumber: string, clientIp: string): Promise<{ message: string }> {
    const { marketplace } = this;
    // Nothing to prove against: answered before anything is counted.
    if (!marketplace) throw shopeeNotConnected();
    const orderSn = normalizeShopeeOrderSn(typedId);
    const order = await this.proof.proveExternal<SourceOrder>(
      { orderId: `shopee:${orderSn ?? typedId.toUpperCase()}`, phone: phoneNumber, clientIp, purpose: 'link' },
      async () => {
        // A number Shopee cannot have issued is an unknown order, without a call.
        if (orderSn === undefined) return null;
        const found = await askShopee(() => marketplace.getOrder(orderSn));
        return found && found.orderSn.toUpperCase() === orderSn && shopeeBuyerPhoneMatches(phoneNumber, found.buyerPhone) ? found : null;
      },
    );
    const outcome = await this.customerOrders.linkExternalOrder({
      customerId, source: 'shopee', externalOrderId: orderSn!, orderDate: new Date(order.createTime * 1000), total: order.totalAmount,
      externalStatus: order.orderStatus, customerPhone: nationalDigits(phoneNumber), products: order.items.map(toLinkedProduct),
      linkedAt: this.clock.now(), shippingFee: order.shippingFee,
    });
    if (outcome === 'linked_elsewhere') throw linkedElsewhere();
    return { message: MESSAGES.ORDER_LINKED };
  }

  private async linkShopifyOrder(customerId: number, typedId: string, phoneNumber: string, clientIp: string): Promise<{ message: string }> {
    const { shopify } = this;
    if (!shopify) throw new ProviderUnavailableError(SHOPIFY_NOT_CONNECTED, 'SHOPIFY_UNAVAILABLE');
    const name = normalizeShopifyOrderName(typedId);
    const order = await this.proof.proveExternal<ShopifyOrder>(
      { orderId: `shopify:${name ?? typedId.toUpperCase()}`, phone: phoneNumber, clientIp, purpose: 'link' },
      async () => {
        if (name === undefined) return null;
        const found = await askShopify(() => shopify.findOrder(name));
        // Shopify's search is by words: only the exact name proves this order.
        return found && found.name === name && shopeeBuyerPhoneMatches(phoneNumber, found.phone) ? found : null;
      },
    );
    const outcome = await this.customerOrders.linkExternalOrder({
      customerId, source: 'shopify', externalOrderId: name!, orderDate: new Date(order.createdAt), total: Math.round(order.totalPrice),
      externalStatus: order.displayFulfillmentStatus, customerPhone: nationalDigits(phoneNumber),
      products: order.lineItems.map((item) => ({
        title: item.title, variantName: item.variantTitle, price: Math.round(item.price * item.quantity), quantity: item.quantity,
      })),
      linkedAt: this.clock.now(),
    });
    if (outcome === 'linked_elsewhere') throw linkedElsewhere();
    return { message: MESSAGES.ORDER_LINKED };
  }
}

/** Shopify's errors as the shopper's: not connected is SHOPIFY_NOT_CONNECTED, anything else SHOPIFY_UNAVAILABLE. */
async function askShopify<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const { code } = (error ?? {}) as { code?: unknown };
    if (code === SHOPIFY_NOT_CONNECTED || code === 'SHOPIFY_UNAUTHORIZED') throw new ProviderUnavailableError(SHOPIFY_NOT_CONNECTED, 'SHOPIFY_UNAVAILABLE');
    throw new ProviderUnavailableError(SHOPIFY_UNAVAILABLE, 'SHOPIFY_UNAVAILABLE');
  }
}

/** One product line as Shopee's order detail gives it; the line's price is the unit price times the quantity. */
function toLinkedProduct(item: SourceOrder['items'][number]): LinkedOrderProduct {
  return { title: item.name, variantName: item.modelName, price: item.price * item.quantity, quantity: item.quantity, imageUrl: item.imageUrl };
}

/**
 * Shopee's errors as the shopper's: not connected or needing re-authorisation (the adapter's
 * MarketplaceNotConnectedError, or a SHOPEE_NOT_CONNECTED/SHOPEE_REAUTHORIZE error) is SHOPEE_NOT_CONNECTED,
 * anything else (down, rate-limited, an answer the adapter could not read) SHOPEE_UNAVAILABLE: never a 500.
 */
async function askShopee<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
    if (name === 'MarketplaceNotConnectedError' || code === SHOPEE_NOT_CONNECTED || code === 'SHOPEE_REAUTHORIZE') throw shopeeNotConnected();
    throw new ProviderUnavailableError(SHOPEE_UNAVAILABLE, 'SHOPEE_UNAVAILABLE');
  }
}

/** The shopper reads 'try again later' (SHOPEE_UNAVAILABLE's text); the code tells staff and logs what it is. */
function shopeeNotConnected(): ProviderUnavailableError {
  return new ProviderUnavailableError(SHOPEE_NOT_CONNECTED, 'SHOPEE_UNAVAILABLE');
}

function linkedElsewhere(): ConflictError {
  return new ConflictError(ORDER_LINKED_ELSEWHERE, 'ORDER_LINKED_ELSEWHERE');
}
