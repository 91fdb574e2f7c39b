import { inject, injectable } from 'inversify';
import { MESSAGES } from '../../domain/validation/messages';
import { CUSTOMER_STORE, type CustomerStore } from '../accounts/customer-store.port';
import { ForbiddenError, UnauthorizedError } from '../errors';

/**
 * Who may use the cart of a phone (docs/accounts-contract.md, "Effects on existing routes"): a phone that
 * belongs to a customer account is that customer's cart, so the request needs that customer's token (401
 * UNAUTHORIZED without one, 403 FORBIDDEN with another customer's). A guest's phone works as before, with or
 * without a token. The HTTP edge calls this once for every cart path (server/http/cart-access.ts).
 */
@injectable()
export class AuthorizeCartAccess {
  constructor(@inject(CUSTOMER_STORE) private readonly customers: Pick<CustomerStore, 'findByPhone'>) {}

  /**
   * @param signedInCustomerId the customer of the request's valid token, or null
   * @throws UnauthorizedError UNAUTHORIZED; ForbiddenError FORBIDDEN
   */
  async execute(phone: string, signedInCustomerId: number | null): Promise<void> {
    const owner = await this.customers.findByPhone(phone);
    if (!owner || owner.id === signedInCustomerId) return;
    if (signedInCustomerId === null) throw new UnauthorizedError('UNAUTHORIZED', MESSAGES.CART_LOGIN_REQUIRED);
    throw new ForbiddenError('FORBIDDEN', MESSAGES.CART_OTHER_CUSTOMER);
  }
}
