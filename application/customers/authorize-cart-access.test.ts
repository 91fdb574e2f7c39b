import type { Customer } from '../accounts/customer';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { errorOf } from '../orders/test-fixture';
import { AuthorizeCartAccess } from './authorize-cart-access';

const ALICE: Customer = { id: 11, name: '林小美', email: 'alice@example.com', phone: '0911111111' };
const BOB: Customer = { id: 12, name: '陳大文', email: 'bob@example.com', phone: '0922222222' };

describe('AuthorizeCartAccess (docs/accounts-contract.md, effects on cart routes)', () => {
  const customers = { findByPhone: async (phone: string) => [ALICE, BOB].find((c) => c.phone === phone) };
  const authorize = new AuthorizeCartAccess(customers);

  it("a guest's phone works with or without a token", async () => {
    await expect(authorize.execute('0933333333', null)).resolves.toBeUndefined();
    await expect(authorize.execute('0933333333', ALICE.id)).resolves.toBeUndefined();
  });

  it("a member's phone needs that member's token: 401 without, 403 with another member's", async () => {
    await expect(authorize.execute(ALICE.phone, ALICE.id)).resolves.toBeUndefined();
    const anonymous = await errorOf(authorize.execute(ALICE.phone, null));
    expect(anonymous).toBeInstanceOf(UnauthorizedError);
    expect(anonymous).toMatchObject({ code: 'UNAUTHORIZED' });
    const other = await errorOf(authorize.execute(ALICE.phone, BOB.id));
    expect(other).toBeInstanceOf(ForbiddenError);
    expect(other).toMatchObject({ code: 'FORBIDDEN' });
  });
});
