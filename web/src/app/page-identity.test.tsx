import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { CUSTOMER, fakeAccountServer, signIn } from '../../test-support/account-server';
import { useAppHarness } from '../../test-support/app-harness';
import { fakeCartServer } from '../../test-support/cart-server';
import { fakeMarketplaceServer, marketplaceProduct } from '../../test-support/marketplace-server';
import { expectPageIdentity } from '../../test-support/page-landmarks';
import { seedStaffSession, staffBackend } from '../../test-support/staff-backend';
import { authMessages } from '../features/auth/auth-messages';
import { fakeOrderServer, ORDER_ID } from '../features/orders/order-test-support';
import { cartCallsAnswered, itemsServed, outletDetail, variantsServed } from '../features/product/product-test-support';
import { messages } from '../../test-support/all-messages';
import { documentTitle } from './use-document-title';

const { server, start } = useAppHarness({ quietWarnings: true });
beforeEach(() => server.use(...fakeCartServer().handlers));

describe('issue 28: each page has its own title, one h1 and a main landmark', () => {
  it("the title is '{page} | shop', the shop's name alone without a page name", () => {
    expect(documentTitle('購物車')).toBe(`購物車 | ${messages.app.brand}`);
    expect(documentTitle(null)).toBe(messages.app.brand);
    expect(documentTitle('  ')).toBe(messages.app.brand);
  });

  it('the outlet home', async () => {
    start({ path: '/' });
    await expectPageIdentity(messages.shell.tabOutlet, messages.shell.tabOutlet);
  });

  it("a product page is titled with the product's name", async () => {
    server.use(cartCallsAnswered(), variantsServed([]), itemsServed([outletDetail({ id: 8, title: '羊毛大衣' })]));
    start({ path: '/product/8' });
    await expectPageIdentity('羊毛大衣', '羊毛大衣');
  });

  it('the marketplace list', async () => {
    const market = fakeMarketplaceServer({ products: [marketplaceProduct({ item_id: 700, item_name: '棉質襯衫' })] });
    start({ path: '/shopee-products' }, market.handlers);
    await screen.findByTestId('marketplace-grid');
    await expectPageIdentity(messages.marketplace.title, messages.marketplace.title);
  });

  it("a marketplace product is titled with the item's name", async () => {
    const market = fakeMarketplaceServer({ products: [marketplaceProduct({ item_id: 700, item_name: '棉質襯衫' })] });
    start({ path: '/shopee-product/700' }, market.handlers);
    await expectPageIdentity('棉質襯衫', '棉質襯衫');
  });

  it('the cart is 購物車', async () => {
    start({ path: '/checkout' });
    await screen.findByTestId('cart-empty');
    await expectPageIdentity(messages.checkout.cartTitle, messages.checkout.cartTitle);
  });

  it('the confirmation is 訂單 ORD-...', async () => {
    start({ path: `/order-confirmation/${ORDER_ID}` }, fakeOrderServer().handlers);
    await screen.findByTestId('order-card');
    await expectPageIdentity(messages.app.orderTitle(ORDER_ID));
  });

  it('the order history', async () => {
    const account = fakeAccountServer();
    start({ path: '/order-history', preloadedState: signIn(CUSTOMER) }, account.handlers);
    await expectPageIdentity(messages.history.pageTitle, messages.history.pageTitle);
  });

  it('the profile', async () => {
    const account = fakeAccountServer();
    start({ path: '/profile', preloadedState: signIn(CUSTOMER) }, account.handlers);
    await expectPageIdentity(messages.profile.pageTitle, messages.profile.pageTitle);
  });

  it.each([
    ['/login', authMessages.login.title],
    ['/register', authMessages.register.title],
    ['/forgot-password', authMessages.forgot.title],
    ['/admin/login', authMessages.staff.loginTitle],
  ])('%s', async (path, title) => {
    start({ path }, staffBackend());
    await expectPageIdentity(title, title);
  });

  it('the 404', async () => {
    start({ path: '/no/such/page' });
    await expectPageIdentity(messages.notFound.title, messages.notFound.title);
  });

  it("the console's pages: its navigation name, an order's number", async () => {
    seedStaffSession();
    const app = start({ path: '/admin/orders' }, staffBackend());
    await expectPageIdentity(`${messages.admin.nav.orders} | ${authMessages.staff.consoleTitle}`, authMessages.staff.consoleTitle);
    await app.router.navigate('/admin/inventory');
    await expectPageIdentity(`${messages.admin.nav.inventory} | ${authMessages.staff.consoleTitle}`);
    await app.router.navigate('/admin/orders/ORD-20261201-0001');
    await expectPageIdentity(`${messages.app.orderTitle('ORD-20261201-0001')} | ${authMessages.staff.consoleTitle}`);
  });
});
