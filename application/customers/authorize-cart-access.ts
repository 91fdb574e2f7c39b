import { inject, injectable } from 'inversify';
import { CUSTOMER_STORE, type CustomerStore } from '../accounts/customer-store.port';

/**
 * Whose phone it is, for the cart (docs/security/carts-and-order-proofs.md, "member phones"). Since issue 22
 * server/http/cart-access.ts uses only 'member_own' (the account's cart); 'open' and 'stranger' both use this
 * browser's guest cart of the phone (X-Cart-Key), or no cart without a key. The kinds as first defined:
 * - 'member_own': the phone is the signed-in customer's own: the whole cart, and the member's hold cap;
 * - 'open': the phone belongs to no account (a guest cart, phone-keyed by design): the whole cart;
 * - 'stranger': the phone belongs to an account and the caller is not signed in as it. The caller sees what a
 *   phone with an empty cart would show (empty cart, count 0, no such line, nothing to clear) and can never
 *   read or change the member's lines; adding a hold stays allowed (issue 5: reserve as a guest, then sign in).
 * Until issue 9 a stranger got 401/403, which told anyone which phones have accounts; now nothing differs.
 */
export type CartAccessKind = 'member_own' | 'open' | 'stranger';

@injectable()
export class AuthorizeCartAccess {
  constructor(@inject(CUSTOMER_STORE) private readonly customers: Pick<CustomerStore, 'findByPhone'>) {}

  /** @param signedInCustomerId the customer of the request's valid token, or null */
  async execute(phone: string, signedInCustomerId: number | null): Promise<CartAccessKind> {
    const owner = await this.customers.findByPhone(phone);
    if (!owner) return 'open';
    return owner.id === signedInCustomerId ? 'member_own' : 'stranger';
  }
}
