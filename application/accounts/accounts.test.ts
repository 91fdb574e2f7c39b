import { FakeClock } from '../shared/testing/fake-clock';
import { DEFAULT_ACCOUNT_SETTINGS, type AccountSettings } from './account-settings';
import { ChangePassword } from './change-password';
import { FakePasswordHasher } from './testing/fake-password-hasher';
import { GetCurrentCustomer } from './get-current-customer';
import { GetCurrentStaff } from './get-current-staff';
import { InMemoryCustomerStore } from './testing/in-memory-customer-store';
import { InMemoryRateLimiter } from './testing/in-memory-rate-limiter';
import { InMemorySessionStore } from './testing/in-memory-session-store';
import { InMemoryStaffStore } from './testing/in-memory-staff-store';
import { LoginCustomer } from './login-customer';
import { LoginStaff } from './login-staff';
import { LogoutCustomer } from './logout-customer';
import { RefreshCustomerToken } from './refresh-customer-token';
import { RegisterCustomer } from './register-customer';
import { RegisterStaff } from './register-staff';
import { CUSTOMER_REMEMBER_SESSION_MS, CUSTOMER_SESSION_MS, REFRESH_GRACE_MS, STAFF_SESSION_MS } from './session-store.port';
import { RecordingMailer } from './testing/password-reset-fixture';
import { UpdateProfile } from './update-profile';

const SETTINGS: AccountSettings = { ...DEFAULT_ACCOUNT_SETTINGS, staffSecretCode: 'let-me-in', loginMaxPerAddress: 2, loginMaxPerClient: 4 };
const AMY = { name: ' 王小明 ', email: ' Amy@Example.COM ', phone: '0912-345-678', password: 'secret-1', clientIp: '203.0.113.1' };

function fixture() {
  const clock = new FakeClock();
  const customers = new InMemoryCustomerStore();
  const staff = new InMemoryStaffStore();
  const sessions = new InMemorySessionStore(clock);
  const limiter = new InMemoryRateLimiter(clock);
  const hasher = new FakePasswordHasher();
  const mailer = new RecordingMailer();
  return {
    clock, customers, staff, sessions, limiter, hasher,
    register: new RegisterCustomer(customers, hasher, sessions, clock, limiter),
    login: new LoginCustomer(customers, hasher, sessions, limiter, SETTINGS),
    current: new GetCurrentCustomer(sessions, customers),
    refresh: new RefreshCustomerToken(sessions),
    logout: new LogoutCustomer(sessions),
    mailer,
    updateProfile: new UpdateProfile(customers, clock, hasher, limiter, mailer),
    changePassword: new ChangePassword(customers, hasher, sessions, clock, limiter),
    registerStaff: new RegisterStaff(staff, hasher, sessions, SETTINGS, clock, limiter),
    loginStaff: new LoginStaff(staff, hasher, sessions, limiter, SETTINGS),
    currentStaff: new GetCurrentStaff(sessions, staff),
  };
}

describe('accounts use cases', () => {
  it('register normalises the account (trimmed name, lower-cased email, phone digits), hashes the password and signs in', async () => {
    const f = fixture();
    const result = await f.register.execute(AMY);
    expect(result.user).toEqual({ id: 1, name: '王小明', email: 'amy@example.com', phone: '0912345678' });
    expect(result.token).toMatch(/^c_/);
    expect(result.expiresAt.getTime()).toBe(f.clock.now().getTime() + CUSTOMER_SESSION_MS);
    expect(f.customers.rows.get(1)?.passwordHash).toBe('hashed:secret-1');
    expect(await f.current.execute(result.token)).toEqual(result.user);
  });

  it('register refuses a taken email (any case) with EMAIL_TAKEN and a taken phone with PHONE_TAKEN', async () => {
    const f = fixture();
    await f.register.execute(AMY);
    await expect(f.register.execute({ ...AMY, email: 'AMY@example.com', phone: '0987654321' })).rejects.toMatchObject({ kind: 'conflict', code: 'EMAIL_TAKEN' });
    await expect(f.register.execute({ ...AMY, email: 'other@example.com', phone: '0912345678' })).rejects.toMatchObject({ kind: 'conflict', code: 'PHONE_TAKEN' });
  });

  it('login: unknown email and wrong password are the same INVALID_CREDENTIALS, and both verify a hash', async () => {
    const f = fixture();
    await f.register.execute(AMY);
    const wrong = f.login.execute({ email: AMY.email, password: 'nope-nope', rememberMe: false, clientIp: '1.1.1.1' });
    await expect(wrong).rejects.toMatchObject({ kind: 'unauthorized', code: 'INVALID_CREDENTIALS' });
    const unknown = f.login.execute({ email: 'ghost@example.com', password: 'secret-1', rememberMe: false, clientIp: '1.1.1.2' });
    await expect(unknown).rejects.toMatchObject({ kind: 'unauthorized', code: 'INVALID_CREDENTIALS' });
    expect(f.hasher.verifications).toHaveLength(2);
    expect(f.hasher.verifications[1].stored).toMatch(/^hashed:/);
  });

  it('login: rememberMe gives 30 days instead of 1; the address key is case-insensitive', async () => {
    const f = fixture();
    await f.register.execute(AMY);
    const plain = await f.login.execute({ email: 'amy@example.com', password: 'secret-1', rememberMe: false, clientIp: 'a' });
    const remembered = await f.login.execute({ email: 'AMY@EXAMPLE.COM', password: 'secret-1', rememberMe: true, clientIp: 'b' });
    expect(plain.expiresAt.getTime() - f.clock.now().getTime()).toBe(CUSTOMER_SESSION_MS);
    expect(remembered.expiresAt.getTime() - f.clock.now().getTime()).toBe(CUSTOMER_REMEMBER_SESSION_MS);
    // Two failures from one client on this address are allowed; then that client is refused, whatever the
    // case, even with the right password, while another client still gets in.
    for (const email of ['amy@example.com', 'AMY@example.com']) {
      await expect(f.login.execute({ email, password: 'wrong-1', rememberMe: false, clientIp: 'c' })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    await expect(f.login.execute({ email: 'Amy@example.com', password: 'secret-1', rememberMe: false, clientIp: 'c' }))
      .rejects.toMatchObject({ kind: 'rate_limited', code: 'TOO_MANY_ATTEMPTS', retryAfterMs: SETTINGS.loginWindowMs });
    await expect(f.login.execute({ email: 'Amy@example.com', password: 'secret-1', rememberMe: false, clientIp: 'd' })).resolves.toMatchObject({ user: { email: 'amy@example.com' } });
  });

  it('login: the per-client limit counts every address, and the refused attempt checks no password', async () => {
    const f = fixture();
    for (let i = 0; i < 4; i += 1) {
      await expect(f.login.execute({ email: `x${i}@example.com`, password: 'secret-1', rememberMe: false, clientIp: '9.9.9.9' })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    const verified = f.hasher.verifications.length;
    await expect(f.login.execute({ email: 'y@example.com', password: 'secret-1', rememberMe: false, clientIp: '9.9.9.9' })).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(f.hasher.verifications).toHaveLength(verified);
    f.clock.advance(SETTINGS.loginWindowMs);
    await expect(f.login.execute({ email: 'y@example.com', password: 'secret-1', rememberMe: false, clientIp: '9.9.9.9' })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('update profile: a new e-mail needs the current password (400 when missing, 400 WRONG_PASSWORD when wrong) and mails the old address', async () => {
    const f = fixture();
    const { user } = await f.register.execute(AMY);
    const change = { name: '王小明', email: 'thief@example.com', phone: '0912345678', clientIp: 'x' };
    await expect(f.updateProfile.execute(user.id, change))
      .rejects.toMatchObject({ kind: 'validation', fields: { currentPassword: { code: 'CURRENT_PASSWORD_REQUIRED' } } });
    await expect(f.updateProfile.execute(user.id, { ...change, currentPassword: 'guess-1' })).rejects.toMatchObject({ kind: 'validation', code: 'WRONG_PASSWORD', fields: { currentPassword: { code: 'WRONG_PASSWORD' } } });
    expect(f.customers.rows.get(user.id)?.email).toBe('amy@example.com');
    expect(f.mailer.sent).toEqual([]);
    expect(await f.updateProfile.execute(user.id, { ...change, email: 'amy.new@example.com', currentPassword: 'secret-1' })).toMatchObject({ email: 'amy.new@example.com' });
    expect(f.mailer.sent).toEqual([expect.objectContaining({ to: 'amy@example.com', subject: expect.stringContaining('電子郵件已變更') })]);
    expect(f.mailer.sent[0].text).toContain('a***@example.com');
  });

  it('refresh: a new token; the old one lives 30 s more; one refresh per token; staff tokens are refused', async () => {
    const f = fixture();
    const { token } = await f.register.execute(AMY);
    const fresh = await f.refresh.execute(token);
    expect(fresh.token).not.toBe(token);
    await expect(f.refresh.execute(token)).rejects.toMatchObject({ kind: 'unauthorized', code: 'SESSION_EXPIRED' });
    f.clock.advance(REFRESH_GRACE_MS - 1);
    expect(await f.current.find(token)).toBeDefined();
    f.clock.advance(1);
    expect(await f.current.find(token)).toBeUndefined();
    expect(await f.current.find(fresh.token)).toBeDefined();
    const staff = await f.registerStaff.execute({ name: 'Amy Chen', email: 'amy@shop.tw', password: 'secret-1', secretCode: 'let-me-in', clientIp: 'x' });
    await expect(f.refresh.execute(staff.token)).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('logout revokes the customer token; unknown or staff tokens are left alone', async () => {
    const f = fixture();
    const { token } = await f.register.execute(AMY);
    await f.logout.execute(undefined);
    await f.logout.execute(token);
    await expect(f.current.execute(token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('update profile: normalised; another account\'s email or phone is a conflict; its own is not', async () => {
    const f = fixture();
    const { user } = await f.register.execute(AMY);
    await f.register.execute({ ...AMY, email: 'bob@example.com', phone: '0222222222' });
    expect(await f.updateProfile.execute(user.id, { name: '陳大文', email: ' AMY@example.com', phone: '0912 345 678', clientIp: 'x' }))
      .toEqual({ id: user.id, name: '陳大文', email: 'amy@example.com', phone: '0912345678' });
    await expect(f.updateProfile.execute(user.id, { name: '陳大文', email: 'Bob@example.com', phone: '0912345678', currentPassword: 'secret-1', clientIp: 'x' })).rejects.toMatchObject({ code: 'EMAIL_TAKEN' });
    await expect(f.updateProfile.execute(user.id, { name: '陳大文', email: 'amy@example.com', phone: '02-2222-2222', clientIp: 'x' })).rejects.toMatchObject({ code: 'PHONE_TAKEN' });
    await expect(f.updateProfile.execute(999, { name: '陳大文', email: 'z@example.com', phone: '0933333333', clientIp: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('change password: WRONG_PASSWORD when the current one is wrong; otherwise new hash and the other sessions revoked', async () => {
    const f = fixture();
    const { token, user } = await f.register.execute(AMY);
    const other = await f.login.execute({ email: AMY.email, password: 'secret-1', rememberMe: true, clientIp: 'x' });
    await expect(f.changePassword.execute({ customerId: user.id, token, currentPassword: 'bad-one', newPassword: 'new-secret', clientIp: 'x' }))
      .rejects.toMatchObject({ kind: 'validation', code: 'WRONG_PASSWORD', fields: { currentPassword: { code: 'WRONG_PASSWORD' } } });
    await f.changePassword.execute({ customerId: user.id, token, currentPassword: 'secret-1', newPassword: 'new-secret', clientIp: 'x' });
    expect(f.customers.rows.get(user.id)?.passwordHash).toBe('hashed:new-secret');
    expect(await f.current.find(token)).toEqual(user);
    expect(await f.current.find(other.token)).toBeUndefined();
  });

  it('staff: the secret code is required to match; 12-hour sessions; a staff token is no customer token and vice versa', async () => {
    const f = fixture();
    const input = { name: 'Amy Chen', email: 'Amy@Shop.tw', password: 'secret-1', secretCode: 'let-me-i', clientIp: 'x' };
    await expect(f.registerStaff.execute(input)).rejects.toMatchObject({ kind: 'forbidden', code: 'SECRET_CODE_INVALID' });
    await expect(f.registerStaff.execute({ ...input, secretCode: 'let-me-in!' })).rejects.toMatchObject({ code: 'SECRET_CODE_INVALID' });
    const created = await f.registerStaff.execute({ ...input, secretCode: 'let-me-in' });
    expect(created.user).toEqual({ id: 1, name: 'Amy Chen', email: 'amy@shop.tw' });
    expect(created.expiresAt.getTime() - f.clock.now().getTime()).toBe(STAFF_SESSION_MS);
    await expect(f.registerStaff.execute({ ...input, secretCode: 'let-me-in' })).rejects.toMatchObject({ code: 'EMAIL_TAKEN' });
    const loggedIn = await f.loginStaff.execute({ email: 'amy@shop.tw', password: 'secret-1', clientIp: 'x' });
    expect(await f.currentStaff.execute(loggedIn.token)).toEqual(created.user);
    await expect(f.loginStaff.execute({ email: 'amy@shop.tw', password: 'wrong-1', clientIp: 'x' })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(await f.current.find(loggedIn.token)).toBeUndefined();
    const customer = await f.register.execute(AMY);
    expect(await f.currentStaff.find(customer.token)).toBeUndefined();
  });
});
