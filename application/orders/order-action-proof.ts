import { inject, injectable } from 'inversify';
import type { StoredOrder } from './order';
import { orderNotFound } from './order-lookup';
import { OrderReadAccess, type OrderReader, type ReaderProof } from './order-read-access';
import { ORDER_STORE, type OrderStore } from './order-store.port';
import { OwnershipProof, type OwnershipClaim } from './ownership-proof';

/** What proved a caller to be the order's buyer (issue 28): its token, its signed-in owner, or its phone. */
export type OrderProofKind = ReaderProof | 'phone';

/** Who acts on an order: a reader's proofs, and the order's phone when the caller offers it (the phone proof). */
export interface OrderActionCaller extends OrderReader {
  /** As typed; compared by OwnershipProof (failures limited per order and per IP). Absent or empty: not offered. */
  phone?: string | null;
}

export interface ProvenOrder {
  order: StoredOrder;
  proof: OrderProofKind;
}

/**
 * The proof an ACTION on an order needs (issue 28: prepare-payment, can-retry), where a read would only redact:
 * the order's token (X-Order-Token), its signed-in owner, or the phone proof (order number + the order's phone).
 * A caller without any of them gets the refusal a stranger gets on every proven route: 404 ORDER_NOT_FOUND, the
 * same for an unknown order, so a stranger learns nothing and gets no payment form (its ItemName names the goods).
 *
 * - Token or owner offered and valid: never counted (as on the reads, order-read-access.ts).
 * - No proof, or a proof that fails: counted as a stranger's read per client IP BEFORE the order is looked up
 *   (OrderReadAccess, 429 ORDER_READS_LIMITED once over), then 404. Not counted against the order's phone-proof
 *   failures, so strangers cannot lock the buyer's phone proof by calling without a phone.
 * - A phone offered (and no valid token or owner): OwnershipProof's rule (failures counted per order and per IP
 *   before the order is read; an unknown order and a wrong phone are the same 404).
 */
@injectable()
export class OrderActionProof {
  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(OrderReadAccess) private readonly access: OrderReadAccess,
    @inject(OwnershipProof) private readonly ownership: OwnershipProof,
  ) {}

  /**
   * @param purpose logged with a failed phone proof
   * @throws NotFoundError ORDER_NOT_FOUND; TooManyRequestsError ORDER_READS_LIMITED or ORDER_PROOF_LIMITED
   */
  async prove(orderId: string, caller: OrderActionCaller, purpose: OwnershipClaim['purpose']): Promise<ProvenOrder> {
    const phone = caller.phone?.trim() ?? '';
    if (phone === '') {
      const read = await this.access.read(orderId, caller);
      if (!read.proof) throw orderNotFound();
      return { order: read.order, proof: read.proof };
    }
    const offersProof = Boolean(caller.accessToken) || (caller.customerId !== undefined && caller.customerId !== null);
    if (offersProof) {
      const order = await this.orders.findOrder(orderId);
      const proof = order ? this.access.proofOf(order, caller) : null;
      if (order && proof) return { order, proof };
    }
    const order = await this.ownership.prove({ orderId, phone, clientIp: caller.clientIp, purpose });
    return { order, proof: 'phone' };
  }
}
