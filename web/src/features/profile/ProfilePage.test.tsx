import { Classes } from '@blueprintjs/core';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { CUSTOMER, CUSTOMER_TOKEN, customerOrder, fakeAccountServer, signIn, type FakeAccountServerOptions } from '../../../test-support/account-server';
import { useAppHarness } from '../../../test-support/app-harness';
import { fakeCartServer } from '../../../test-support/cart-server';
import { formatMessage } from '../../domain';
import { profileMessages } from './profile-messages';

const { start: render } = useAppHarness({ quietWarnings: true });

function start(options: FakeAccountServerOptions = {}) {
  const account = fakeAccountServer(options);
  const app = render({
    path: '/profile',
    preloadedState: signIn(),
    extraRoutes: [
      { path: '/login', element: <p>login stand-in</p> },
      { path: '/order-details/:orderId', element: <p>details stand-in</p> },
      { path: '/linked-orders/:source/:orderId', element: <p>linked details stand-in</p> },
    ],
  }, account.handlers, fakeCartServer().handlers);
  return { ...app, account };
}

const CUSTOMER_FORM = { name: CUSTOMER.name, email: CUSTOMER.email, phone: CUSTOMER.phone };
/** The server's answer to a wrong current password (issue 28: a 400 with the field, not a 401). */
const WRONG_PASSWORD_ANSWER = {
  code: 'WRONG_PASSWORD', message: formatMessage('WRONG_PASSWORD'),
  fields: { currentPassword: { code: 'WRONG_PASSWORD', message: formatMessage('WRONG_PASSWORD') } },
};
const toastTexts = (store: ReturnType<typeof start>['store']) => store.getState().ui.toasts.map((toast) => toast.message);

describe('/profile (spec 1 §2)', () => {
  it("shows the member's facts and the 3 latest orders, each opening its details", async () => {
    const orders = [customerOrder({ order_id: 'ORD-00000001', order_total: 1280 }), customerOrder({ order_id: 'ORD-00000002', order_source: 'shopee' }), customerOrder({ order_id: 'ORD-00000003' })];
    const { user, router, account } = start({ orders });
    expect(await screen.findByTestId('profile-page')).toBeInTheDocument();
    expect(screen.getByTestId('profile-name')).toHaveTextContent(CUSTOMER.name);
    expect(screen.getByTestId('profile-email')).toHaveTextContent(CUSTOMER.email);
    expect(screen.getByTestId('profile-phone')).toHaveTextContent(CUSTOMER.phone);
    expect(screen.getByText(profileMessages.roleMember)).toBeInTheDocument();
    expect(screen.getByTestId('profile-avatar')).toHaveTextContent('王');

    const rows = await screen.findAllByTestId('recent-order');
    expect(rows.map((row) => row.getAttribute('data-order-id'))).toEqual(['ORD-00000001', 'ORD-00000002', 'ORD-00000003']);
    expect(within(rows[0]).getByText('$1,280.00')).toBeInTheDocument();
    const call = account.seen('GET', '/api/customers/orders')[0];
    expect(call.search).toBe('?page=1&limit=3');
    expect(call.authorization).toBe(`Bearer ${CUSTOMER_TOKEN}`);

    // Issue 22: a linked Shopee order opens its own page (it dead-ended on /order-details before).
    await user.click(rows[1]);
    expect(router.state.location.pathname).toBe('/linked-orders/shopee/ORD-00000002');
  });

  it('recent orders that cannot load say so; the view-all link leads to /order-history', async () => {
    start({ onOrders: () => HttpResponse.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 }) });
    expect(await screen.findByTestId('recent-orders-error')).toHaveTextContent(profileMessages.recentLoadFailed);
    expect(screen.getByTestId('recent-orders-all')).toHaveAttribute('href', '/order-history');
  });

  it('edit profile: domain rules, then PUT; success updates the session and shows the server message', async () => {
    const { user, store, account } = start();
    await user.click(await screen.findByTestId('profile-edit'));
    const email = await screen.findByTestId('profile-edit-email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByTestId('profile-edit-save'));
    expect(screen.getByText(formatMessage('EMAIL_INVALID'))).toBeInTheDocument();
    expect(account.seen('PUT', '/api/customers/profile')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.type(screen.getByTestId('profile-edit-currentPassword'), 'old-secret');
    const phone = screen.getByTestId('profile-edit-phone');
    await user.clear(phone);
    await user.type(phone, '0987-654-321');
    await user.click(screen.getByTestId('profile-edit-save'));
    await waitFor(() => expect(screen.queryByTestId('profile-edit-dialog')).not.toBeInTheDocument());
    expect(account.seen('PUT', '/api/customers/profile')[0].body).toEqual({ name: CUSTOMER.name, email: 'new@example.com', phone: '0987654321', currentPassword: 'old-secret' });
    expect(store.getState().session.customer).toMatchObject({ email: 'new@example.com', phone: '0987654321' });
    expect(screen.getByTestId('profile-email')).toHaveTextContent('new@example.com');
    expect(toastTexts(store)).toContain('個人資料已更新');
    // Issue 9: the server mailed the old address; the customer is told so.
    expect(toastTexts(store)).toContain(profileMessages.emailChangeNoticeSent(CUSTOMER.email));
  });

  describe('a new e-mail needs the current password (issue 9)', () => {
    const passwordGroup = () => screen.getByTestId('profile-edit-currentPassword').closest(`.${Classes.FORM_GROUP}`) as HTMLElement;

    it('the field appears only while the e-mail differs from the account\'s; left empty it is refused before sending', async () => {
      const { user, account } = start();
      await user.click(await screen.findByTestId('profile-edit'));
      const name = await screen.findByTestId('profile-edit-name');
      await user.clear(name);
      await user.type(name, '王大明');
      expect(screen.queryByTestId('profile-edit-currentPassword')).not.toBeInTheDocument();

      const email = screen.getByTestId('profile-edit-email');
      await user.clear(email);
      await user.type(email, 'other@example.com');
      expect(screen.getByTestId('profile-edit-currentPassword')).toHaveAttribute('type', 'password');
      // The same address in other letters or with spaces is no change (the server compares it so).
      await user.clear(email);
      await user.type(email, ` ${CUSTOMER.email.toUpperCase()} `);
      expect(screen.queryByTestId('profile-edit-currentPassword')).not.toBeInTheDocument();

      await user.clear(email);
      await user.type(email, 'other@example.com');
      await user.click(screen.getByTestId('profile-edit-save'));
      expect(within(passwordGroup()).getByText(formatMessage('CURRENT_PASSWORD_REQUIRED'))).toBeInTheDocument();
      expect(account.seen('PUT', '/api/customers/profile')).toHaveLength(0);
    });

    it('a wrong current password (400 WRONG_PASSWORD on fields.currentPassword, issue 28) shows under the field and keeps the customer signed in', async () => {
      const { user, store, router, account } = start({
        onProfile: () => HttpResponse.json(WRONG_PASSWORD_ANSWER, { status: 400 }),
      });
      await user.click(await screen.findByTestId('profile-edit'));
      const email = await screen.findByTestId('profile-edit-email');
      await user.clear(email);
      await user.type(email, 'other@example.com');
      await user.type(screen.getByTestId('profile-edit-currentPassword'), 'not-it');
      await user.click(screen.getByTestId('profile-edit-save'));

      expect(await within(passwordGroup()).findByText(formatMessage('WRONG_PASSWORD'))).toBeInTheDocument();
      const puts = account.seen('PUT', '/api/customers/profile');
      // A password verdict is not an expired token: no refresh, no second request counted by the server's limit.
      expect(puts).toHaveLength(1);
      expect(account.seen('POST', '/api/customers/refresh-token')).toHaveLength(0);
      puts.forEach((put) => expect(put.body).toMatchObject({ email: 'other@example.com', currentPassword: 'not-it' }));
      expect(screen.getByTestId('profile-edit-dialog')).toBeInTheDocument();
      expect(store.getState().session).toMatchObject({ status: 'authenticated', customer: { email: CUSTOMER.email } });
      expect(localStorage.getItem('customerToken')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/profile');
      expect(toastTexts(store)).not.toContain(profileMessages.emailChangeNoticeSent(CUSTOMER.email));
      // The verdict goes once the password is edited.
      await user.type(screen.getByTestId('profile-edit-currentPassword'), '!');
      expect(within(passwordGroup()).queryByText(formatMessage('WRONG_PASSWORD'))).not.toBeInTheDocument();
    });

    it("the server's 400 fields.currentPassword shows under the field, which then appears even without an e-mail change here", async () => {
      // This browser's copy of the account is stale: the server sees an e-mail change where the dialog sees none.
      const { user, account } = start({
        onProfile: (body) =>
          body.currentPassword
            ? undefined
            : HttpResponse.json(
                { code: 'VALIDATION_FAILED', message: '請求內容有誤', fields: { currentPassword: { code: 'CURRENT_PASSWORD_REQUIRED', message: formatMessage('CURRENT_PASSWORD_REQUIRED') } } },
                { status: 400 },
              ),
      });
      await user.click(await screen.findByTestId('profile-edit'));
      await user.click(await screen.findByTestId('profile-edit-save'));
      expect(await within(passwordGroup()).findByText(formatMessage('CURRENT_PASSWORD_REQUIRED'))).toBeInTheDocument();
      expect(account.seen('PUT', '/api/customers/profile')[0].body).not.toHaveProperty('currentPassword');

      await user.type(screen.getByTestId('profile-edit-currentPassword'), 'old-secret');
      await user.click(screen.getByTestId('profile-edit-save'));
      await waitFor(() => expect(screen.queryByTestId('profile-edit-dialog')).not.toBeInTheDocument());
      expect(account.seen('PUT', '/api/customers/profile')[1].body).toEqual({ ...CUSTOMER_FORM, currentPassword: 'old-secret' });
    });

    it('a name-only change sends no password, even one typed while the e-mail was changed and then put back', async () => {
      const { user, store, account } = start();
      await user.click(await screen.findByTestId('profile-edit'));
      const email = await screen.findByTestId('profile-edit-email');
      await user.clear(email);
      await user.type(email, 'other@example.com');
      await user.type(screen.getByTestId('profile-edit-currentPassword'), 'old-secret');
      await user.clear(email);
      await user.type(email, CUSTOMER.email);
      const name = screen.getByTestId('profile-edit-name');
      await user.clear(name);
      await user.type(name, '王大明');
      await user.click(screen.getByTestId('profile-edit-save'));
      await waitFor(() => expect(screen.queryByTestId('profile-edit-dialog')).not.toBeInTheDocument());
      expect(account.seen('PUT', '/api/customers/profile')[0].body).toEqual({ ...CUSTOMER_FORM, name: '王大明' });
      expect(toastTexts(store)).not.toContain(profileMessages.emailChangeNoticeSent(CUSTOMER.email));
    });
  });

  it('edit profile failure shows the server message, else the default', async () => {
    let answer = HttpResponse.json({ code: 'EMAIL_TAKEN', message: formatMessage('EMAIL_TAKEN') }, { status: 409 });
    const { user, store } = start({ onProfile: () => answer });
    await user.click(await screen.findByTestId('profile-edit'));
    await user.click(await screen.findByTestId('profile-edit-save'));
    expect(await screen.findByTestId('profile-edit-error')).toHaveTextContent(formatMessage('EMAIL_TAKEN'));
    expect(toastTexts(store)).toContain(formatMessage('EMAIL_TAKEN'));
    answer = new HttpResponse(null, { status: 500 });
    await user.click(screen.getByTestId('profile-edit-save'));
    await waitFor(() => expect(screen.getByTestId('profile-edit-error')).toHaveTextContent(profileMessages.profileUpdateFailed));
  });

  it("change password: 'new password inconsistent', then PUT with current and new only", async () => {
    const { user, store, account } = start();
    await user.click(await screen.findByTestId('profile-password'));
    await user.type(await screen.findByTestId('profile-currentPassword'), 'old-secret');
    await user.type(screen.getByTestId('profile-newPassword'), 'new-secret');
    await user.type(screen.getByTestId('profile-confirmPassword'), 'new-secreT');
    await user.click(screen.getByTestId('profile-password-save'));
    expect(screen.getByText(formatMessage('NEW_PASSWORDS_DIFFER'))).toBeInTheDocument();
    expect(account.seen('PUT', '/api/customers/password')).toHaveLength(0);

    await user.clear(screen.getByTestId('profile-confirmPassword'));
    await user.type(screen.getByTestId('profile-confirmPassword'), 'new-secret');
    await user.click(screen.getByTestId('profile-password-save'));
    await waitFor(() => expect(screen.queryByTestId('profile-password-dialog')).not.toBeInTheDocument());
    expect(account.seen('PUT', '/api/customers/password')[0].body).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret' });
    expect(toastTexts(store)).toContain(profileMessages.passwordUpdated);
  });

  it('a new password under 6 characters is refused; a wrong current password shows the server text', async () => {
    const { user, account } = start({ onPassword: () => HttpResponse.json(WRONG_PASSWORD_ANSWER, { status: 400 }) });
    await user.click(await screen.findByTestId('profile-password'));
    await user.type(await screen.findByTestId('profile-currentPassword'), 'old-secret');
    await user.type(screen.getByTestId('profile-newPassword'), '12345');
    await user.type(screen.getByTestId('profile-confirmPassword'), '12345');
    await user.click(screen.getByTestId('profile-password-save'));
    expect(screen.getByText(formatMessage('PASSWORD_TOO_SHORT'))).toBeInTheDocument();
    await user.type(screen.getByTestId('profile-newPassword'), '6');
    await user.type(screen.getByTestId('profile-confirmPassword'), '6');
    await user.click(screen.getByTestId('profile-password-save'));
    expect(await screen.findByTestId('profile-password-error')).toHaveTextContent(formatMessage('WRONG_PASSWORD'));
    expect(account.seen('POST', '/api/customers/refresh-token')).toHaveLength(0);
  });

  it('logout goes to /login', async () => {
    const { user, router } = start();
    await user.click(await screen.findByTestId('profile-logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
