import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { useAppHarness } from '../../../test-support/app-harness';
import { fakeAuthServer, jsonError, STAFF_TOKEN, STAFF_USER, type FakeAuthServerOptions } from '../../../test-support/auth-server';
import { seedStaffSession, staffBackend } from '../../../test-support/staff-backend';
import { MESSAGES } from '../../domain';
import { messages } from '../../i18n/contexts/console';
import { authMessages } from '../auth/auth-messages';

const { start: render } = useAppHarness();

function start(path: string, fake: FakeAuthServerOptions = {}) {
  const auth = fakeAuthServer(fake);
  return { ...render({ path }, staffBackend({ auth })), auth };
}

describe('staff session (spec 1 §4)', () => {
  it('/admin signed out goes to /admin/login; login stores authToken, appAuthenticated, userId, userName and opens the console', async () => {
    const { user, router, auth } = start('/admin');
    await user.type(await screen.findByTestId('admin-login-email'), 'boss@example.com');
    expect(router.state.location.pathname).toBe('/admin/login');
    await user.type(screen.getByTestId('admin-login-password'), 'secret1');
    await user.click(screen.getByTestId('admin-login-submit'));
    expect(await screen.findByTestId('admin-console')).toHaveTextContent(messages.connections.title);
    expect(router.state.location.pathname).toBe('/admin');
    expect(auth.seen('POST', '/api/auth/login')[0]).toMatchObject({ authorization: null, body: { email: 'boss@example.com', password: 'secret1' } });
    expect(localStorage.getItem('authToken')).toBe(STAFF_TOKEN);
    expect(localStorage.getItem('appAuthenticated')).toBe('true');
    expect(localStorage.getItem('userId')).toBe(String(STAFF_USER.id));
    expect(localStorage.getItem('userName')).toBe(STAFF_USER.name);
  });

  it.each(['/admin/login', '/admin/register'])("issue 28: %s carries the console's header with the shop's name, back to the storefront", async (path) => {
    start(path);
    const header = await screen.findByTestId('staff-auth-header');
    expect(header).toHaveTextContent(authMessages.staff.consoleTitle);
    expect(screen.getByTestId('staff-auth-brand')).toHaveTextContent(messages.app.brand);
    expect(screen.getByTestId('staff-auth-brand')).toHaveAttribute('href', '/');
  });

  it("a failed staff login shows the server's message, else the default", async () => {
    let reply = jsonError(401, 'INVALID_CREDENTIALS', '電子郵件或密碼錯誤');
    const { user } = start('/admin/login', { onStaffLogin: () => reply });
    await user.type(await screen.findByTestId('admin-login-email'), 'boss@example.com');
    await user.type(screen.getByTestId('admin-login-password'), 'secret1');
    await user.click(screen.getByTestId('admin-login-submit'));
    expect(await screen.findByTestId('admin-login-error')).toHaveTextContent('電子郵件或密碼錯誤');
    reply = jsonError(500, 'X', '');
    await user.click(screen.getByTestId('admin-login-submit'));
    await waitFor(() => expect(screen.getByTestId('admin-login-error')).toHaveTextContent(authMessages.staff.loginFailed));
  });

  it('a stored token is verified with GET /api/auth/me (staff bearer) on start', async () => {
    seedStaffSession();
    localStorage.setItem('customerToken', 'c_someone');
    const { auth } = start('/admin');
    expect(await screen.findByTestId('admin-console')).toBeInTheDocument();
    expect(auth.seen('GET', '/api/auth/me')[0].authorization).toBe(`Bearer ${STAFF_TOKEN}`);
  });

  it('an invalid stored token clears the staff keys', async () => {
    seedStaffSession('s_old');
    const { router } = start('/admin', { onStaffMe: () => jsonError(401, 'UNAUTHORIZED', '請先登入') });
    expect(await screen.findByTestId('admin-login-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    for (const key of ['authToken', 'appAuthenticated', 'userId', 'userName']) expect(localStorage.getItem(key)).toBeNull();
  });

  it('sign out clears the staff keys locally and returns to /admin/login', async () => {
    seedStaffSession();
    const { user, router } = start('/admin');
    await user.click(await screen.findByTestId('admin-logout'));
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('register needs the secretCode and sends it', async () => {
    const { user, auth } = start('/admin/register', { onStaffRegister: (body) => (body.secretCode === 'demo-staff' ? undefined : jsonError(403, 'SECRET_CODE_INVALID', '員工註冊代碼錯誤')) });
    await user.type(await screen.findByTestId('admin-register-name'), '陳店長');
    await user.type(screen.getByTestId('admin-register-email'), 'boss@example.com');
    await user.type(screen.getByTestId('admin-register-password'), 'secret1');
    await user.click(screen.getByTestId('admin-register-submit'));
    expect(screen.getByText(MESSAGES.SECRET_CODE_REQUIRED)).toBeInTheDocument();
    await user.type(screen.getByTestId('admin-register-secret-code'), 'wrong');
    await user.click(screen.getByTestId('admin-register-submit'));
    expect(await screen.findByTestId('admin-register-error')).toHaveTextContent('員工註冊代碼錯誤');
    await user.clear(screen.getByTestId('admin-register-secret-code'));
    await user.type(screen.getByTestId('admin-register-secret-code'), 'demo-staff');
    await user.click(screen.getByTestId('admin-register-submit'));
    expect(await screen.findByTestId('admin-console')).toBeInTheDocument();
    expect(auth.seen('POST', '/api/auth/register').at(-1)?.body).toEqual({ name: '陳店長', email: 'boss@example.com', password: 'secret1', secretCode: 'demo-staff' });
  });
});
