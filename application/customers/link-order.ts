import { inject, injectable } from 'inversify';
import { normalizeLinkOrderForm, validateLinkOrderForm } from '../../domain/validation/link-order';
import { MESSAGES } from '../../domain/validation/messages';
import { ConflictError, ValidationError } from '../errors';
import { orderNotFound } from '../orders/order-lookup';
import { OwnershipProof } from '../orders/ownership-proof';
import { CUSTOMER_ORDER_STORE, type CustomerOrderStore } from './customer-order-store.port';

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
 * Shopee and Shopify orders have no adapter yet: 409 SOURCE_NOT_AVAILABLE.
 */
@injectable()
export class LinkOrder {
  constructor(
    @inject(OwnershipProof) private readonly proof: OwnershipProof,
    @inject(CUSTOMER_ORDER_STORE) private readonly customerOrders: CustomerOrderStore,
  ) {}

  /**
   * @throws ValidationError VALIDATION_FAILED (fields orderId, orderSource, phoneNumber)
   * @throws NotFoundError ORDER_NOT_FOUND; TooManyRequestsError ORDER_PROOF_LIMITED; ConflictError ORDER_LINKED_ELSEWHERE, SOURCE_NOT_AVAILABLE
   */
  async execute(customerId: number, input: LinkOrderInput): Promise<{ message: string }> {
    const form = { orderId: input.orderId, orderSource: input.orderSource ?? 'outlet', phoneNumber: input.phoneNumber };
    const errors = validateLinkOrderForm(form);
    if (Object.keys(errors).length > 0) throw new ValidationError('VALIDATION_FAILED', 'VALIDATION_FAILED', errors);
    const { orderId: typedId, orderSource, phoneNumber } = normalizeLinkOrderForm(form);
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
}

function linkedElsewhere(): ConflictError {
  return new ConflictError(ORDER_LINKED_ELSEWHERE, 'ORDER_LINKED_ELSEWHERE');
}
