import { inject, injectable } from 'inversify';
import { OwnershipProof } from './ownership-proof';

export interface ConfirmOrderRequest {
  orderId: string;
  customerPhone: string;
  /** The client's IP (ctx.ip): the per-client limit of ownership proofs. */
  clientIp: string;
  /** X-Order-Token, if sent: proves the order without the phone (decision 5). */
  accessToken?: string | null;
}

/**
 * POST /api/ecpay/create (spec 2, section 7): the storefront of the spec sends the whole order here after
 * checkout. Our checkout (POST /api/cart/checkout) already created the order from the server cart, so this
 * only confirms that the order exists and belongs to the phone given. Amounts, items and statuses in the
 * request are ignored on purpose: a browser can send anything, and the order's prices were fixed by the
 * server at checkout (docs/decisions.md, decision 6). Idempotent: it writes nothing but the proof counters.
 * The proof is OwnershipProof's (limited, logged, no oracle): this call was used to find a buyer's phone.
 */
@injectable()
export class ConfirmOrder {
  constructor(@inject(OwnershipProof) private readonly proof: OwnershipProof) {}

  /** @throws NotFoundError ORDER_NOT_FOUND (unknown order or another phone: no difference); TooManyRequestsError ORDER_PROOF_LIMITED */
  async execute(request: ConfirmOrderRequest): Promise<void> {
    await this.proof.prove({
      orderId: request.orderId, phone: request.customerPhone, clientIp: request.clientIp, accessToken: request.accessToken, purpose: 'confirm',
    });
  }
}
