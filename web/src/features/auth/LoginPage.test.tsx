import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useAppHarness } from '../../../test-support/app-harness';
import { AUTH_TOKEN, fakeAuthServer, jsonError, seedCustomerSession, type FakeAuthServerOptions } from '../../../test-support/auth-server';
import { cartLine, seedLocalCart } from '../../../test-support/cart-fixtures';
import { fakeCartServer } from '../../../test-support/cart-server';
import { MESSAGES } from '../../domain';
import { authMessages } from './auth-messages';

const { start: render } = useAppHarness();

function start(path: string, fake: FakeAuthServerOptions = {}) {
  const auth = fakeAuthServer(fake);
  return { ...render({ path }, auth.handlers, fakeCartServer().handlers), auth };
}

describe('/login (spec 1 §2)', () => {
  it('shows the fields, keep-me-signed-in on, the links, and validates on blur; submit stays blocked until valid', async () => {
    const { user } = start('/login');
    const email = await screen.findByTestId('login-email');
    expect(screen.getByTestId('login-remember')).toBeChecked();
    expect(screen.getByRole('link', { name: authMessages.login.forgot })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: authMessages.login.register })).toHaveAttribute('href', '/register');
    expect(screen.getByTestId('login-submit')).toBeDisabled();
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(screen.getByText(MESSAGES.EMAIL_INVALID)).toBeInTheDocument();
    await user.type(screen.getByTestId('login-password'), '123');
    await user.tab();
    expect(screen.getByText(MESSAGES.PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(screen.getByTestId('login-submit')).toBeDisabled();
  });

  it('the password can be shown and hidden', async () => {
    const { user } = start('/login');
    const password = await screen.findByTestId('login-password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: authMessages.login.showPassword }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: authMessages.login.hidePassword }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('success signs in, goes to / and shows the avatar', async () => {
    const { user, router, auth, store } = start('/login');
    await user.type(await screen.findByTestId('login-email'), 'mei@example.com');
    await user.type(screen.getByTestId('login-password'), 'secret1');
    await user.click(screen.getByTestId('login-remember'));
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(auth.seen('POST', '/api/customers/login')[0].body).toEqual({ email: 'mei@example.com', password: 'secret1', rememberMe: false });
    expect(store.getState().session.status).toBe('authenticated');
    expect(await screen.findByTestId('avatar-button')).toHaveTextContent('林');
    expect(localStorage.getItem('customerToken')).toBe(AUTH_TOKEN);
  });

  it("a failure shows the server's message in a dismissible alert", async () => {
    const { user } = start('/login', { onLogin: () => jsonError(401, 'INVALID_CREDENTIALS', '電子郵件或密碼錯誤') });
    await user.type(await screen.findByTestId('login-email'), 'mei@example.com');
    await user.type(screen.getByTestId('login-password'), 'wrong-pass');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('電子郵件或密碼錯誤');
    await user.click(screen.getByRole('button', { name: authMessages.login.dismiss }));
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();
  });

  it('a failure without a server message shows the default login-failed text', async () => {
    const { user } = start('/login', { onLogin: () => new HttpResponse('oops', { status: 500 }) });
    await user.type(await screen.findByTestId('login-email'), 'mei@example.com');
    await user.type(screen.getByTestId('login-password'), 'secret1');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(authMessages.loginFailed);
  });

  it('with items in the local cart, an info banner says they will be merged', async () => {
    seedLocalCart([cartLine({ id: 1 }), cartLine({ id: 2 })]);
    start('/login');
    expect(await screen.findByTestId('login-merge-banner')).toHaveTextContent(authMessages.login.mergeBanner(2));
  });

  it('an authenticated customer is sent to /', async () => {
    seedCustomerSession();
    const { router } = start('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('back-to-home goes to /', async () => {
    const { user, router } = start('/login');
    await user.click(await screen.findByTestId('login-back-home'));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('/register (spec 1 §4 wizard, §5 rules)', () => {
  it('validates name, email and phone on blur with the domain messages', async () => {
    const { user } = start('/register');
    const name = await screen.findByTestId('register-name');
    await user.click(name);
    await user.tab();
    expect(screen.getByText(MESSAGES.NAME_REQUIRED)).toBeInTheDocument();
    await user.type(name, 'John');
    await user.tab();
    expect(screen.getByText(MESSAGES.NAME_FULL_NAME_REQUIRED)).toBeInTheDocument();
    await user.type(screen.getByTestId('register-email'), 'x@y');
    await user.tab();
    expect(screen.getByText(MESSAGES.EMAIL_INVALID)).toBeInTheDocument();
    await user.type(screen.getByTestId('register-phone'), '12345');
    await user.tab();
    expect(screen.getByText(MESSAGES.PHONE_TW_INVALID)).toBeInTheDocument();
    // Next does not move on while step 1 is invalid.
    await user.click(screen.getByTestId('register-next'));
    expect(screen.queryByTestId('register-password')).not.toBeInTheDocument();
  });

  it('issue 28: a name of 51 characters is refused by the one domain cap the server applies (NAME_TOO_LONG)', async () => {
    const { user } = start('/register');
    const name = await screen.findByTestId('register-name');
    await user.click(name);
    await user.paste('王'.repeat(51));
    await user.tab();
    expect(screen.getByText('姓名最多 50 個字')).toBeInTheDocument();
    await user.type(name, '{Backspace}');
    expect(screen.queryByText('姓名最多 50 個字')).not.toBeInTheDocument();
  });

  it('step 1 -> step 2 -> back keeps the values; submit sends the digits-only phone and signs in', async () => {
    const { user, auth, router } = start('/register');
    await user.type(await screen.findByTestId('register-name'), '林美華');
    await user.type(screen.getByTestId('register-email'), 'mei@example.com');
    await user.type(screen.getByTestId('register-phone'), '0922-333-444');
    await user.click(screen.getByTestId('register-next'));
    expect(await screen.findByTestId('register-password')).toBeInTheDocument();
    await user.click(screen.getByTestId('register-back'));
    expect(screen.getByTestId('register-name')).toHaveValue('林美華');
    await user.click(screen.getByTestId('register-next'));

    await user.type(screen.getByTestId('register-password'), 'secret1');
    await user.type(screen.getByTestId('register-confirm'), 'secret2');
    await user.tab();
    expect(screen.getByText(MESSAGES.PASSWORDS_DIFFER)).toBeInTheDocument();
    await user.click(screen.getByTestId('register-submit'));
    expect(auth.seen('POST', '/api/customers/register')).toHaveLength(0);
    await user.clear(screen.getByTestId('register-confirm'));
    await user.type(screen.getByTestId('register-confirm'), 'secret1');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(auth.seen('POST', '/api/customers/register')[0].body).toEqual({ name: '林美華', email: 'mei@example.com', phone: '0922333444', password: 'secret1' });
  });

  it("a taken email shows the server's message in the alert", async () => {
    const { user } = start('/register', { onRegister: () => jsonError(409, 'EMAIL_TAKEN', '此電子郵件已被註冊') });
    await user.type(await screen.findByTestId('register-name'), '林美華');
    await user.type(screen.getByTestId('register-email'), 'mei@example.com');
    await user.type(screen.getByTestId('register-phone'), '0922333444');
    await user.click(screen.getByTestId('register-next'));
    await user.type(await screen.findByTestId('register-password'), 'secret1');
    await user.type(screen.getByTestId('register-confirm'), 'secret1');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent('此電子郵件已被註冊');
  });

  it('an authenticated customer is sent to /', async () => {
    seedCustomerSession();
    const { router } = start('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
