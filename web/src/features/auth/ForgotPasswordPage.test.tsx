import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { DEMO_SHOP_SETTINGS, shopSettingsReturns } from '../../../test-support/api-server';
import { useAppHarness } from '../../../test-support/app-harness';
import { fakeAuthServer, jsonError, type FakeAuthServerOptions } from '../../../test-support/auth-server';
import { fakeCartServer } from '../../../test-support/cart-server';
import { MESSAGES } from '../../domain';
import { authMessages } from './auth-messages';
import { RESET_REDIRECT_MS } from './ForgotPasswordPage';

const { start: render, server } = useAppHarness();
beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));

function start(fake: FakeAuthServerOptions = {}) {
  const auth = fakeAuthServer(fake);
  const app = render({ path: '/forgot-password', userOptions: { advanceTimers: jest.advanceTimersByTime } }, auth.handlers, fakeCartServer().handlers);
  return { ...app, auth };
}

const text = authMessages.forgot;

describe('/forgot-password (spec 1 §4 reset wizard)', () => {
  it('request -> code sent; verify -> set a new password; reset -> success, then /login after 3 s', async () => {
    const { user, auth, router } = start();
    await user.type(await screen.findByTestId('forgot-email'), 'mei@example.com');
    await user.click(screen.getByTestId('forgot-send'));
    expect(await screen.findByText(text.codeSent)).toBeInTheDocument();
    expect(auth.seen('POST', '/api/customers/forgot-password')[0].body).toEqual({ email: 'mei@example.com' });
    expect(await screen.findByTestId('forgot-sandbox-hint')).toHaveTextContent('/sandbox/mail');

    await user.type(screen.getByTestId('forgot-code'), '12');
    await user.tab();
    expect(screen.getByText(MESSAGES.RESET_CODE_INVALID)).toBeInTheDocument();
    await user.type(screen.getByTestId('forgot-code'), '3456');
    await user.click(screen.getByTestId('forgot-verify'));
    expect(await screen.findByText(text.verified)).toBeInTheDocument();
    expect(auth.seen('POST', '/api/customers/verify-reset-code')[0].body).toEqual({ email: 'mei@example.com', resetCode: '123456' });

    await user.type(screen.getByTestId('forgot-new-password'), 'newpass1');
    await user.type(screen.getByTestId('forgot-confirm-password'), 'newpass2');
    await user.click(screen.getByTestId('forgot-reset'));
    expect(screen.getByText(MESSAGES.PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(auth.seen('POST', '/api/customers/reset-password')).toHaveLength(0);
    await user.clear(screen.getByTestId('forgot-confirm-password'));
    await user.type(screen.getByTestId('forgot-confirm-password'), 'newpass1');
    await user.click(screen.getByTestId('forgot-reset'));
    expect(await screen.findByText(text.resetDone)).toBeInTheDocument();
    expect(auth.seen('POST', '/api/customers/reset-password')[0].body).toEqual({ email: 'mei@example.com', resetCode: '123456', newPassword: 'newpass1' });

    await act(() => jest.advanceTimersByTimeAsync(RESET_REDIRECT_MS - 1));
    expect(router.state.location.pathname).toBe('/forgot-password');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('resend asks for a code again; a wrong code shows the server text or the default', async () => {
    let verifyReply = jsonError(400, 'RESET_CODE_INVALID', '請輸入有效的驗證碼');
    const { user, auth } = start({ onVerify: () => verifyReply });
    await user.type(await screen.findByTestId('forgot-email'), 'mei@example.com');
    await user.click(screen.getByTestId('forgot-send'));
    await user.click(await screen.findByTestId('forgot-resend'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(auth.seen('POST', '/api/customers/forgot-password')).toHaveLength(2);

    await user.type(screen.getByTestId('forgot-code'), '999999');
    await user.click(screen.getByTestId('forgot-verify'));
    expect(await screen.findByTestId('forgot-error')).toHaveTextContent('請輸入有效的驗證碼');
    verifyReply = jsonError(400, 'X', '');
    await user.click(screen.getByTestId('forgot-verify'));
    expect(await screen.findByText(text.verifyFailed)).toBeInTheDocument();
  });

  it("a failed request shows the default 'sending reset code failed'", async () => {
    const { user } = start({ onForgot: () => jsonError(500, 'X', '') });
    await user.type(await screen.findByTestId('forgot-email'), 'mei@example.com');
    await user.click(screen.getByTestId('forgot-send'));
    expect(await screen.findByTestId('forgot-error')).toHaveTextContent(text.sendFailed);
  });

  it('back to login', async () => {
    const { user, router } = start();
    await user.click(await screen.findByTestId('forgot-back-login'));
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('issue 28: no demo text in a live shop', () => {
  it('the code step names the demo outbox page only where it exists', async () => {
    server.use(shopSettingsReturns({ ...DEMO_SHOP_SETTINGS, demo: false, mailOutbox: false }));
    const { user } = start();
    await user.type(await screen.findByTestId('forgot-email'), 'mei@example.com');
    await user.click(screen.getByTestId('forgot-send'));
    expect(await screen.findByText(text.codeSent)).toBeInTheDocument();
    expect(await screen.findByTestId('forgot-code')).toBeInTheDocument();
    expect(screen.queryByTestId('forgot-sandbox-hint')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('/sandbox/mail');
  });
});
