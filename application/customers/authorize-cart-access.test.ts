import type { Customer } from '../accounts/customer';
import { AuthorizeCartAccess } from './authorize-cart-access';

const ALICE: Customer = { id: 11, name: '林小美', email: 'alice@example.com', phone: '0911111111' };
const BOB: Customer = { id: 12, name: '陳大文', email: 'bob@example.com', phone: '0922222222' };

describe('AuthorizeCartAccess (docs/security/carts-and-order-proofs.md, member phones)', () => {
  const customers = { findByPhone: async (phone: string) => [ALICE, BOB].find((c) => c.phone === phone) };
  const authorize = new AuthorizeCartAccess(customers);

  it("a guest's phone is open with or without a token", async () => {
    await expect(authorize.execute('0933333333', null)).resolves.toBe('open');
    await expect(authorize.execute('0933333333', ALICE.id)).resolves.toBe('open');
  });

  it("a member's phone is the member's own with their token, and a stranger's view (never an error) for anyone else", async () => {
    await expect(authorize.execute(ALICE.phone, ALICE.id)).resolves.toBe('member_own');
    await expect(authorize.execute(ALICE.phone, null)).resolves.toBe('stranger');
    await expect(authorize.execute(ALICE.phone, BOB.id)).resolves.toBe('stranger');
  });
});
