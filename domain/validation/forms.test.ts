import { validateChangePassword } from './change-password';
import { validateCheckoutContact } from './checkout';
import { validateResetCode, validateResetPassword, validateResetRequest, validateResetVerification } from './forgot-password';
import { validateLinkOrderForm, normalizeLinkOrderForm } from './link-order';
import { validateAuthResponse, validateLoginForm } from './login';
import { validateProfileForm } from './profile';
import {
  normalizeRegisterContact,
  validateRegisterContact,
  validateRegisterForm,
  validateRegisterPassword,
  validateStaffRegisterForm,
} from './register';
import { catalogueQueryMode, isSearchQuery, validateSearchKeyword } from './search';

const codes = (errors: Record<string, { code: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.code]));

describe('login form (spec 1 §5)', () => {
  it('spec 1 §5: email pattern and password >= 6 both pass: no errors', () => {
    expect(validateLoginForm({ email: 'a@b.co', password: 'secret' })).toEqual({});
  });

  it('spec 1 §5: submit is blocked until both pass; each field reports its own code', () => {
    expect(codes(validateLoginForm({ email: 'nope', password: '123' }))).toEqual({ email: 'EMAIL_INVALID', password: 'PASSWORD_TOO_SHORT' });
  });

  it('spec 1 §5: a login response lacking token or user is rejected as invalid format', () => {
    expect(validateAuthResponse({ token: 't', user: { id: 1 } })).toBeUndefined();
    expect(validateAuthResponse({ token: 't' })?.code).toBe('AUTH_RESPONSE_INVALID');
    expect(validateAuthResponse({ user: {} })?.code).toBe('AUTH_RESPONSE_INVALID');
    expect(validateAuthResponse({ token: '', user: {} })?.code).toBe('AUTH_RESPONSE_INVALID');
    expect(validateAuthResponse(null)?.code).toBe('AUTH_RESPONSE_INVALID');
    expect(validateAuthResponse('token')?.code).toBe('AUTH_RESPONSE_INVALID');
  });
});

describe('register wizard (spec 1 §4, §5)', () => {
  const contact = { name: '王小明', email: 'ming@example.com', phone: '0912-345-678' };

  it('spec 1 §4: step 0 passes only when name, email and phone validate', () => {
    expect(validateRegisterContact(contact)).toEqual({});
    expect(codes(validateRegisterContact({ name: '', email: '', phone: '' }))).toEqual({
      name: 'NAME_REQUIRED',
      email: 'EMAIL_REQUIRED',
      phone: 'PHONE_REQUIRED',
    });
  });

  it("spec 1 §5: step 1 password >= 6 and confirm must equal ('Passwords do not match')", () => {
    expect(validateRegisterPassword({ password: 'secret1', confirmPassword: 'secret1' })).toEqual({});
    expect(codes(validateRegisterPassword({ password: 'abc', confirmPassword: '' }))).toEqual({
      password: 'PASSWORD_TOO_SHORT',
      confirmPassword: 'CONFIRM_PASSWORD_REQUIRED',
    });
    expect(codes(validateRegisterPassword({ password: 'secret1', confirmPassword: 'secret2' }))).toEqual({ confirmPassword: 'PASSWORDS_DIFFER' });
  });

  it('spec 1 §7: the whole form for the server, and the digits-only phone is what is sent', () => {
    expect(validateRegisterForm({ ...contact, password: 'secret1', confirmPassword: 'secret1' })).toEqual({});
    expect(normalizeRegisterContact({ ...contact, name: ' 王小明 ', email: ' ming@example.com ' })).toEqual({
      name: '王小明',
      email: 'ming@example.com',
      phone: '0912345678',
    });
  });

  it('spec 1 §5: staff registration also needs a secretCode', () => {
    const staff = { name: 'Staff Member', email: 's@example.com', password: 'secret1', secretCode: '' };
    expect(codes(validateStaffRegisterForm(staff))).toEqual({ secretCode: 'SECRET_CODE_REQUIRED' });
    expect(validateStaffRegisterForm({ ...staff, secretCode: 'abc' })).toEqual({});
  });
});

describe('forgot password (spec 1 §5)', () => {
  it('spec 1 §5: email required and patterned on the request step', () => {
    expect(codes(validateResetRequest({ email: '' }))).toEqual({ email: 'EMAIL_REQUIRED' });
    expect(codes(validateResetRequest({ email: 'x' }))).toEqual({ email: 'EMAIL_INVALID' });
    expect(validateResetRequest({ email: 'a@b.co' })).toEqual({});
  });

  it("spec 1 §5/§9: the code must be present and at least 6 characters ('please enter a valid verification code')", () => {
    expect(validateResetCode('')?.code).toBe('RESET_CODE_INVALID');
    expect(validateResetCode('12345')?.code).toBe('RESET_CODE_INVALID');
    expect(validateResetCode(' 123456 ')).toBeUndefined();
    expect(codes(validateResetVerification({ email: 'a@b.co', resetCode: '1' }))).toEqual({ resetCode: 'RESET_CODE_INVALID' });
  });

  it("spec 1 §5: new password >= 6 and a mismatch gives 'the two passwords differ'", () => {
    const form = { email: 'a@b.co', resetCode: '123456', newPassword: 'secret1', confirmPassword: 'secret1' };
    expect(validateResetPassword(form)).toEqual({});
    expect(codes(validateResetPassword({ ...form, newPassword: '123', confirmPassword: '123' }))).toEqual({ newPassword: 'PASSWORD_TOO_SHORT' });
    expect(codes(validateResetPassword({ ...form, confirmPassword: 'other1' }))).toEqual({ confirmPassword: 'PASSWORDS_DIFFER' });
  });
});

describe('change password (spec 1 §5)', () => {
  it("spec 1 §5: new and confirm must match ('new password inconsistent') and be >= 6", () => {
    const form = { currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pass' };
    expect(validateChangePassword(form)).toEqual({});
    expect(codes(validateChangePassword({ ...form, confirmPassword: 'other' }))).toEqual({ confirmPassword: 'NEW_PASSWORDS_DIFFER' });
    expect(codes(validateChangePassword({ ...form, newPassword: '123', confirmPassword: '123' }))).toEqual({ newPassword: 'PASSWORD_TOO_SHORT' });
    expect(codes(validateChangePassword({ ...form, currentPassword: '' }))).toEqual({ currentPassword: 'CURRENT_PASSWORD_REQUIRED' });
  });
});

describe('link order (spec 1 §5)', () => {
  it("spec 1 §5: order number and phone are required ('please enter order number', 'please enter phone number'), trimmed first", () => {
    expect(codes(validateLinkOrderForm({ orderId: '   ', orderSource: 'outlet', phoneNumber: ' \t' }))).toEqual({
      orderId: 'ORDER_NUMBER_REQUIRED',
      phoneNumber: 'PHONE_REQUIRED',
    });
    expect(validateLinkOrderForm({ orderId: ' OL-123456 ', orderSource: 'outlet', phoneNumber: ' 0912345678 ' })).toEqual({});
    expect(normalizeLinkOrderForm({ orderId: ' OL-1 ', orderSource: ' shopee ', phoneNumber: ' 09 ' })).toEqual({
      orderId: 'OL-1',
      orderSource: 'shopee',
      phoneNumber: '09',
    });
  });

  it('spec 1 §2: the source is one of outlet, shopee, shopify', () => {
    expect(codes(validateLinkOrderForm({ orderId: 'X', orderSource: 'mixed', phoneNumber: '1' }))).toEqual({ orderSource: 'ORDER_SOURCE_INVALID' });
    for (const source of ['outlet', 'shopee', 'shopify']) {
      expect(validateLinkOrderForm({ orderId: 'X', orderSource: source, phoneNumber: '1' })).toEqual({});
    }
  });
});

describe('search minimum (spec 1 §5, §9)', () => {
  it('spec 1 §5: at least 2 characters after trimming uses search, otherwise the plain list', () => {
    expect(catalogueQueryMode('外套')).toBe('search');
    expect(catalogueQueryMode(' a ')).toBe('list');
    expect(catalogueQueryMode('')).toBe('list');
    expect(isSearchQuery('ab')).toBe(true);
    expect(validateSearchKeyword('a')?.code).toBe('SEARCH_TOO_SHORT');
    expect(validateSearchKeyword('ab')).toBeUndefined();
  });
});

describe('checkout contact (spec 2 §5)', () => {
  it('spec 2 §5: name >= 2 after trim and phone digits >= 8', () => {
    expect(validateCheckoutContact({ name: '王明', phone: '0912345678' })).toEqual({});
    expect(codes(validateCheckoutContact({ name: ' 王 ', phone: '0912' }))).toEqual({ name: 'CHECKOUT_NAME_INVALID', phone: 'CHECKOUT_PHONE_INVALID' });
  });
});

describe('profile form (spec 1 §2, register rules reused)', () => {
  it('spec 1 §3: name, email and phone follow the register rules', () => {
    expect(validateProfileForm({ name: '王小明', email: 'a@b.co', phone: '0912345678' })).toEqual({});
    expect(codes(validateProfileForm({ name: 'John', email: 'x', phone: '12' }))).toEqual({
      name: 'NAME_FULL_NAME_REQUIRED',
      email: 'EMAIL_INVALID',
      phone: 'PHONE_TW_INVALID',
    });
  });
});
