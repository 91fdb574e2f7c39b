import * as t from 'io-ts';
import { OrderInvoiceView } from './invoicing';
import type { FieldError, FormErrors } from '../../domain/validation/field-error';
import { charLength, collectErrors, fieldError } from '../../domain/validation/field-error';
import { validateChangePassword } from '../../domain/validation/change-password';
import { validateLoginForm } from '../../domain/validation/login';
import { validatePassword, validatePasswordConfirmation } from '../../domain/validation/password';
import { NAME_MAX_LENGTH } from '../../domain/validation/name';
import { validateProfileForm } from '../../domain/validation/profile';
import { validateRegisterContact, validateStaffRegisterForm } from '../../domain/validation/register';
import { CUSTOMER_ORDERS_DEFAULT_LIMIT, CUSTOMER_ORDERS_MAX_LIMIT } from '../../domain/orders/customer-order-pages';
import { SHIPPING_STATUSES } from '../../domain/orders/shipping-status';
import { isMessageCode, messageRef } from '../../domain/messages';
import { FulfilmentStageCodec, OrderSource, OrderStatus } from './checkout';
import { described, enumOf, MessageResponse, nullable, queryInteger, Success, SuccessMessage, type Endpoints } from './shared';

/**
 * The accounts' contract (docs/accounts-contract.md): customers and staff, sessions, password reset, the
 * profile, the customer's orders and order linking, the store preference.
 */

/** The OpenAPI schema of a body of text fields (missing or non-string fields read as empty). */
function textObjectSchema(keys: readonly string[], maxLengths: Readonly<Record<string, number>>): Record<string, unknown> {
  return { type: 'object', properties: Object.fromEntries(keys.map((key) => [key, maxLengths[key] === undefined ? { type: 'string' } : { type: 'string', maxLength: maxLengths[key] }])) };
}

/**
 * Bodies of the account routes (docs/accounts-contract.md), checked by the domain's form validators: the
 * very functions the storefront's forms call, so a field error reads the same on both sides. A failing
 * field becomes fields.{field} = { code, message } of the validator (e.g. NAME_TOO_SHORT), through
 * decodeOrThrow: 400 VALIDATION_FAILED. A field that is not a string counts as empty. Text fields are
 * capped (TEXT_TOO_LONG): the columns have limits, and scrypt should not be fed megabytes.
 */
const MAX_LENGTHS: Record<string, number> = { name: NAME_MAX_LENGTH, email: 191, phone: 20, password: 128, newPassword: 128, currentPassword: 128, confirmPassword: 128, secretCode: 200 };

/** An io-ts decoder named after the error code, so that decodeOrThrow reports that code. */
function codeNamed(code: string): t.Decoder<unknown, unknown> {
  return new t.Type<unknown>(code, t.unknown.is, t.success, t.identity);
}

function formCodec<A extends Record<string, string>>(
  name: string,
  keys: readonly (keyof A & string)[],
  validate: (form: A) => FormErrors<string>,
  /** The field confirmPassword confirms: when the body has no confirmPassword, it is taken to equal that field. */
  confirms?: keyof A & string,
): t.Type<A, A, unknown> {
  return described(new t.Type<A, A, unknown>(
    name,
    (input): input is A => typeof input === 'object' && input !== null,
    (input, context) => {
      const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
      const form = {} as Record<string, string>;
      for (const key of keys) form[key] = typeof source[key] === 'string' ? (source[key] as string) : '';
      const confirmationOmitted = confirms !== undefined && source.confirmPassword === undefined;
      if (confirmationOmitted) form.confirmPassword = form[confirms];
      // The domain's rule of a field speaks first (the name's cap of 50 is NAME_TOO_LONG, as the form says it);
      // the cap catches what no rule bounds (a password, an e-mail address that passes the pattern).
      const errors: Record<string, FieldError> = {};
      for (const [field, error] of Object.entries(validate(form as A))) if (error) errors[field] = error;
      for (const key of keys) {
        const max = MAX_LENGTHS[key];
        if (max !== undefined && !errors[key] && charLength(form[key]) > max) errors[key] = fieldError('TEXT_TOO_LONG', { max });
      }
      if (confirmationOmitted) delete errors.confirmPassword;
      const failures = Object.entries(errors).map(([field, error]) => ({
        value: source[field],
        context: [...context, { key: field, type: codeNamed(error.code), actual: source[field] }],
        message: isMessageCode(error.code) ? messageRef(error.code, error.params) : error.message,
      }));
      return failures.length > 0 ? t.failures(failures) : t.success(form as A);
    },
    t.identity,
  ), textObjectSchema(keys, MAX_LENGTHS));
}

/** POST /api/customers/register: name, email, phone (register rules), password; confirmPassword optional. */
export const RegisterBody = formCodec<{ name: string; email: string; phone: string; password: string; confirmPassword?: string }>(
  'RegisterBody', ['name', 'email', 'phone', 'password', 'confirmPassword'],
  (form) => ({
    ...validateRegisterContact(form),
    ...collectErrors({
      password: validatePassword(form.password),
      confirmPassword: validatePasswordConfirmation(form.password, form.confirmPassword ?? '', 'PASSWORDS_DIFFER'),
    }),
  }),
  'password',
);

/** POST /api/customers/login and /api/auth/login: email and password (login rules). */
export const LoginBody = formCodec<{ email: string; password: string }>('LoginBody', ['email', 'password'], validateLoginForm);

/**
 * POST /api/customers/login: LoginBody itself (the same rules, the same schema), typed with the optional
 * rememberMe the storefront sends and rememberMeOf reads from the raw body; it decodes to email and password.
 */
export const CustomerLoginBody: t.Type<t.TypeOf<typeof LoginBody> & { rememberMe?: boolean }, t.OutputOf<typeof LoginBody>, unknown> = LoginBody;

/** rememberMe of the customer login: true only when the body says exactly true. */
export function rememberMeOf(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { rememberMe?: unknown }).rememberMe === true;
}

/**
 * PUT /api/customers/profile: the register rules for name, email and phone; currentPassword (missing reads as
 * '') is checked by UpdateProfile, and only when the e-mail changes.
 */
export const ProfileBody = formCodec<{ name: string; email: string; phone: string; currentPassword?: string }>(
  'ProfileBody', ['name', 'email', 'phone', 'currentPassword'], validateProfileForm,
);

/** PUT /api/customers/password: currentPassword, newPassword (at least 6); confirmPassword optional. */
export const ChangePasswordBody = formCodec<{ currentPassword: string; newPassword: string; confirmPassword?: string }>(
  'ChangePasswordBody', ['currentPassword', 'newPassword', 'confirmPassword'],
  (form) => validateChangePassword({ ...form, confirmPassword: form.confirmPassword ?? '' }), 'newPassword',
);

/** POST /api/auth/register: name (register rule), email, password, secretCode. */
export const StaffRegisterBody = formCodec<{ name: string; email: string; password: string; secretCode: string }>(
  'StaffRegisterBody', ['name', 'email', 'password', 'secretCode'], validateStaffRegisterForm,
);

/**
 * Bodies of the password reset routes (docs/accounts-contract.md). They only take the fields as text (a
 * missing or non-string field reads as empty) and cap their length; the rules themselves (address pattern,
 * password of at least 6 characters, the code) are the use cases', so that every failure of a code gives
 * the one answer RESET_CODE_INVALID. A field above its cap is fields.{field} = TEXT_TOO_LONG.
 * The code is not capped: any text that is not 6 digits is simply a wrong code.
 */
const RESET_MAX_LENGTHS = { email: 191, newPassword: 128 } as const;

function textFields<K extends string>(name: string, keys: readonly K[]): t.Type<Record<K, string>, Record<K, string>, unknown> {
  return described(new t.Type<Record<K, string>, Record<K, string>, unknown>(
    name,
    (input): input is Record<K, string> => typeof input === 'object' && input !== null,
    (input, context) => {
      const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
      const form = {} as Record<K, string>;
      for (const key of keys) form[key] = typeof source[key] === 'string' ? (source[key] as string) : '';
      const failures: t.ValidationError[] = [];
      for (const key of keys) {
        const max = (RESET_MAX_LENGTHS as Record<string, number>)[key];
        if (max === undefined || form[key].length <= max) continue;
        const error = fieldError('TEXT_TOO_LONG', { max });
        const type = new t.Type<unknown>(error.code, t.unknown.is, t.success, t.identity);
        failures.push({ value: source[key], context: [...context, { key, type, actual: source[key] }], message: isMessageCode(error.code) ? messageRef(error.code, error.params) : error.message });
      }
      return failures.length > 0 ? t.failures(failures) : t.success(form);
    },
    t.identity,
  ), textObjectSchema(keys, RESET_MAX_LENGTHS));
}

/** POST /api/customers/forgot-password { email }. */
export const ForgotPasswordBody = textFields('ForgotPasswordBody', ['email']);
/** POST /api/customers/verify-reset-code { email, resetCode }. */
export const VerifyResetCodeBody = textFields('VerifyResetCodeBody', ['email', 'resetCode']);
/** POST /api/customers/reset-password { email, resetCode, newPassword }. */
export const ResetPasswordBody = textFields('ResetPasswordBody', ['email', 'resetCode', 'newPassword']);

/**
 * Codecs of the customer-order routes (GET /api/customers/orders, POST /api/customers/link-order, the store
 * preference). As elsewhere, a codec's name is the code in fields.{name}.code and its failure message a
 * catalogue reference (messageRef). Bodies are decoded leniently (text or nothing, within the columns' lengths): the use cases
 * check them with the domain's link-order and pickup-store rules, so every field reports at once.
 */

/** A query integer in min..max given as plain decimal text; absent (or '') is `fallback`. */
/** ?page (1 or more, default 1) &limit (1-50, default 5: the history; the profile card asks for 3). */
export const CustomerOrdersQuery = t.type({
  page: queryInteger('PAGE_INVALID', messageRef('PAGE_INVALID'), 1, 999_999, 1),
  limit: queryInteger('LIMIT_INVALID', messageRef('LIMIT_INVALID', { max: CUSTOMER_ORDERS_MAX_LIMIT }), 1, CUSTOMER_ORDERS_MAX_LIMIT, CUSTOMER_ORDERS_DEFAULT_LIMIT),
});

/** Text of at most `max` characters, or absent/null (undefined); another type fails with `code`. */
function optionalText(code: string, message: string, max: number): t.Type<string | undefined, string | undefined, unknown> {
  return described(new t.Type<string | undefined, string | undefined, unknown>(
    code,
    (input): input is string | undefined => input === undefined || (typeof input === 'string' && [...input].length <= max),
    (input, context) => {
      if (input === undefined || input === null) return t.success(undefined);
      if (typeof input !== 'string') return t.failure(input, context, message);
      return [...input].length <= max ? t.success(input) : t.failure(input, context, messageRef('TEXT_TOO_LONG', { max }));
    },
    t.identity,
  ), { type: ['string', 'null'], maxLength: max });
}

/** POST /api/customers/link-order { orderId, orderSource, phoneNumber, name? }. */
export const LinkOrderBody = t.type({
  orderId: optionalText('ORDER_NUMBER_REQUIRED', messageRef('ORDER_NUMBER_REQUIRED'), 64),
  orderSource: optionalText('ORDER_SOURCE_INVALID', messageRef('ORDER_SOURCE_INVALID'), 16),
  phoneNumber: optionalText('PHONE_REQUIRED', messageRef('PHONE_REQUIRED'), 32),
  name: optionalText('NAME_INVALID', messageRef('NAME_INVALID'), 100),
});

/** POST /api/customers/store-preference { storeId, storeName, storeAddress, logisticsSubType } (orders' column lengths). */
export const StorePreferenceBody = t.type({
  storeId: optionalText('CHECKOUT_STORE_REQUIRED', messageRef('CHECKOUT_STORE_REQUIRED'), 32),
  storeName: optionalText('CHECKOUT_STORE_REQUIRED', messageRef('CHECKOUT_STORE_REQUIRED'), 255),
  storeAddress: optionalText('CHECKOUT_STORE_REQUIRED', messageRef('CHECKOUT_STORE_REQUIRED'), 255),
  logisticsSubType: optionalText('LOGISTICS_SUB_TYPE_INVALID', messageRef('LOGISTICS_SUB_TYPE_INVALID'), 16),
});

// Responses.

/** A customer as the API shows it (docs/accounts-contract.md `user`). */
export const CustomerUser = t.type({ id: t.number, name: t.string, email: t.string, phone: t.string }, 'CustomerUser');
export const StaffUser = t.type({ id: t.number, name: t.string, email: t.string }, 'StaffUser');
export const CustomerSession = t.type({ token: t.string, user: CustomerUser }, 'CustomerSession');
export const StaffSession = t.type({ token: t.string, user: StaffUser }, 'StaffSession');
/** GET /api/customers/me answers the customer itself (spec 1, section 7: 'customer'; issue 28), not { user }. */
export const CustomerMe = CustomerUser;
export const StaffMe = t.type({ user: StaffUser }, 'StaffMe');
export const RefreshedToken = t.type({ token: t.string }, 'RefreshedToken');
export const ProfileUpdated = t.type({ message: t.string, user: CustomerUser }, 'ProfileUpdated');

/**
 * "Order product line" (spec 1, section 3); the client hides variant_details when it is 'Default'. variant_sku
 * (issue 22): the variant's own SKU as sold, when the order recorded one (absent on older orders and linked ones).
 */
export const CustomerOrderProduct = t.intersection([
  t.type({
    id: t.number, title: t.string, image_url: nullable(t.string), variant_details: nullable(t.string), price: t.number, discount_price: t.number,
  }),
  // quantity: a linked order's line (issue 28; its price is the line's, unit price times quantity).
  t.partial({ variant_sku: nullable(t.string), quantity: t.number }),
], 'CustomerOrderProduct');
export type CustomerOrderProduct = t.TypeOf<typeof CustomerOrderProduct>;

/** "Customer order (history)" of spec 1, section 3. Shipping fields are 'pending' and nulls until shipments exist. */
export const CustomerOrder = t.intersection([
  t.type({
    order_id: t.string, order_date: t.string, order_source: OrderSource, order_total: t.number, status: OrderStatus,
    customer_phone: t.string, products: t.array(CustomerOrderProduct), shipping_status: enumOf('ShippingStatus', SHIPPING_STATUSES),
    tracking_number: nullable(t.string), payment_no: nullable(t.string), shipped_at: nullable(t.string), cvs_store_id: nullable(t.string),
    store_name: nullable(t.string), logistics_id: nullable(t.string),
  }),
  // Issue 22: the fulfilment stage of the shop's own orders (domain/orders/order-truth.ts); absent for linked ones.
  // Issue 28: a linked order's shipping fee as its platform gave it (its lines and shipping add up to its total).
  // Issue 30: the shop's own order's e-invoice (absent for linked orders and orders without an invoice row).
  t.partial({ fulfilment_stage: FulfilmentStageCodec, shipping_fee: t.number, invoice: OrderInvoiceView }),
], 'CustomerOrder');
export type CustomerOrder = t.TypeOf<typeof CustomerOrder>;

export const CustomerOrdersPage = t.type({
  orders: t.array(CustomerOrder), pagination: t.type({ page: t.number, limit: t.number, total: t.number }),
}, 'CustomerOrdersPage');

/** GET /api/customers/linked-orders/{source}/{orderId} (issue 22): which platform, and its order number ('#1001' as %231001). */
export const LinkedOrderSource = described(new t.Type<'shopee' | 'shopify', string, unknown>(
  'ORDER_SOURCE_INVALID',
  (input): input is 'shopee' | 'shopify' => input === 'shopee' || input === 'shopify',
  (input, context) => (input === 'shopee' || input === 'shopify' ? t.success(input) : t.failure(input, context, messageRef('ORDER_SOURCE_INVALID'))),
  t.identity,
), { type: 'string', enum: ['shopee', 'shopify'] });
const LINKED_ORDER_NUMBER = /^#?[0-9A-Za-z]{1,32}$/;
export const LinkedOrderNumber = described(new t.Type<string, string, unknown>(
  'ORDER_ID_INVALID',
  (input): input is string => typeof input === 'string' && LINKED_ORDER_NUMBER.test(input),
  (input, context) => (typeof input === 'string' && LINKED_ORDER_NUMBER.test(input) ? t.success(input) : t.failure(input, context, messageRef('ORDER_ID_INVALID'))),
  t.identity,
), { type: 'string', pattern: LINKED_ORDER_NUMBER.source });
export const LinkedOrderParams = t.type({ source: LinkedOrderSource, orderId: LinkedOrderNumber });

/**
 * A linked order's details (issue 22): the history's order as last refreshed from the platform, when the platform
 * last answered (checked_at; the link time when never since), and stale when that is older than the refresh window
 * because the platform could not be asked now (the page says how old the record is instead of failing).
 */
export const LinkedOrderDetails = t.type({ order: CustomerOrder, checked_at: t.string, stale: t.boolean }, 'LinkedOrderDetails');
export type LinkedOrderDetails = t.TypeOf<typeof LinkedOrderDetails>;

export const StorePreferenceResponse = t.type({
  success: t.literal(true), storeId: nullable(t.string), storeName: nullable(t.string), storeAddress: nullable(t.string), logisticsSubType: nullable(t.string),
}, 'StorePreferenceResponse');

export const accountEndpoints = {
  registerCustomer: { method: 'POST', path: '/api/customers/register', summary: 'A new customer account and a 1-day session', body: RegisterBody, responses: { 201: CustomerSession } },
  loginCustomer: { method: 'POST', path: '/api/customers/login', summary: 'A customer session (30 days with rememberMe)', body: CustomerLoginBody, responses: { 200: CustomerSession } },
  currentCustomer: { method: 'GET', path: '/api/customers/me', summary: 'The signed-in customer', auth: 'customer', responses: { 200: CustomerMe } },
  refreshCustomerToken: { method: 'POST', path: '/api/customers/refresh-token', summary: 'A new token for a live one (once)', body: t.partial({ token: t.string }), responses: { 200: RefreshedToken } },
  logoutCustomer: { method: 'POST', path: '/api/customers/logout', summary: 'Revoke the bearer token (204 always)', responses: { 204: null } },
  updateProfile: { method: 'PUT', path: '/api/customers/profile', summary: 'Name, e-mail (needs currentPassword), phone', auth: 'customer', body: ProfileBody, responses: { 200: ProfileUpdated } },
  changePassword: { method: 'PUT', path: '/api/customers/password', summary: 'A new password; other sessions are revoked', auth: 'customer', body: ChangePasswordBody, responses: { 200: MessageResponse } },
  forgotPassword: { method: 'POST', path: '/api/customers/forgot-password', summary: 'Mail a reset code (the same answer for any address)', body: ForgotPasswordBody, responses: { 200: MessageResponse } },
  verifyResetCode: { method: 'POST', path: '/api/customers/verify-reset-code', summary: 'Check a reset code (it stays usable)', body: VerifyResetCodeBody, responses: { 200: MessageResponse } },
  resetPassword: { method: 'POST', path: '/api/customers/reset-password', summary: 'Consume the code, set the password, end every session', body: ResetPasswordBody, responses: { 200: MessageResponse } },
  loginStaff: { method: 'POST', path: '/api/auth/login', summary: 'A 12-hour staff session', body: LoginBody, responses: { 200: StaffSession } },
  registerStaff: { method: 'POST', path: '/api/auth/register', summary: 'A staff account (needs the secret code)', body: StaffRegisterBody, responses: { 201: StaffSession } },
  currentStaff: { method: 'GET', path: '/api/auth/me', summary: 'The signed-in staff member', auth: 'staff', responses: { 200: StaffMe } },
  listCustomerOrders: { method: 'GET', path: '/api/customers/orders', summary: 'The customer\'s orders, newest first', auth: 'customer', query: CustomerOrdersQuery, responses: { 200: CustomerOrdersPage } },
  getLinkedOrder: { method: 'GET', path: '/api/customers/linked-orders/{source}/{orderId}', summary: 'A linked Shopee/Shopify order, refreshed from the platform (limited)', auth: 'customer', params: LinkedOrderParams, responses: { 200: LinkedOrderDetails } },
  linkOrder: { method: 'POST', path: '/api/customers/link-order', summary: 'Link a guest order to the account', auth: 'customer', body: LinkOrderBody, responses: { 200: SuccessMessage } },
  getStorePreference: { method: 'GET', path: '/api/customers/store-preference', summary: 'The saved pickup store (nulls when none)', auth: 'customer', responses: { 200: StorePreferenceResponse } },
  saveStorePreference: { method: 'POST', path: '/api/customers/store-preference', summary: 'Save the pickup store', auth: 'customer', body: StorePreferenceBody, responses: { 200: Success } },
} as const satisfies Endpoints;
