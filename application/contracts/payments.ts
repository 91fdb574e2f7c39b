import * as t from 'io-ts';
import { messageRef } from '../../domain/messages';
import { isProviderTradeNo } from '../../domain/orders/order-ids';
import { ATTENTION_REASONS } from '../../domain/orders/payment-attempt';
import { OrderId, OrderIdParams, OrderStatus } from './checkout';
import { described, enumOf, nullable, Phone, SuccessMessage, type Endpoints } from './shared';

/**
 * The payments' contract: prepare-payment, the confirmation call, ECPay's callbacks and the staff list of
 * payments that need a person (docs/api.md "Card payment (ECPay)"). POST /api/ecpay/create decodes only what
 * it checks (orderId, customerPhone); the rest of the spec's body (amounts, items, status, store) is not even
 * decoded: the order was priced by the server at checkout, and a browser's amounts are never trusted.
 */

const PhoneText = described(new t.Type<string, string, unknown>(
  'CHECKOUT_PHONE_INVALID',
  (input): input is string => typeof input === 'string',
  (input) => t.success(typeof input === 'string' || typeof input === 'number' ? String(input).slice(0, 40) : ''),
  t.identity,
), { type: ['string', 'number'] });

export const ConfirmOrderBody = t.type({ orderId: OrderId, customerPhone: PhoneText });

/** An attempt id in a path; anything else answers 404 PAYMENT_ATTENTION_NOT_FOUND (not a 400). */
const AttemptId = new t.Type<string, string, unknown>('AttemptId', t.string.is, t.string.validate, t.identity);
export const AttemptIdParams = t.type({ attemptId: described(AttemptId, { type: 'string', pattern: '^[1-9][0-9]{0,14}$' }) });

/** A provider's form post (application/x-www-form-urlencoded): verified by its CheckMacValue, not by a codec. */
export const ProviderForm = t.record(t.string, t.string, 'ProviderForm');

/**
 * Issue 28: prepare-payment needs the order's proof. X-Order-Token or the owner's sign-in prove it alone; a buyer
 * without them (another browser) sends the order's phone, the phone proof of POST /api/ecpay/{id}/proof.
 */
export const PreparePaymentBody = t.partial({ phone: Phone }, 'PreparePaymentBody');

export const PreparePaymentResponse = t.type({
  success: t.literal(true), message: t.string, paymentUrl: t.string, formData: t.record(t.string, t.string), merchantTradeNo: t.string,
}, 'PreparePaymentResponse');

/** A payment attempt's trade number (ORD12345678R2: the domain's isProviderTradeNo), else 400 fields.merchantTradeNo. */
const TradeNo = described(new t.Type<string, string, unknown>(
  'ECPAY_TRADE_NO_INVALID',
  (input): input is string => typeof input === 'string' && isProviderTradeNo(input),
  (input, context) => (typeof input === 'string' && isProviderTradeNo(input) ? t.success(input) : t.failure(input, context, messageRef('ECPAY_TRADE_NO_INVALID'))),
  t.identity,
), { type: 'string', pattern: '^[A-Za-z0-9]+R[1-9][0-9]*$', maxLength: 20 });

/**
 * POST /api/ecpay/{orderId}/payment-cancel (issue 28): the attempt the buyer left (the trade number its back link
 * carried); absent or null: the order's latest attempt.
 */
export const PaymentCancelBody = t.partial({ merchantTradeNo: nullable(TradeNo) }, 'PaymentCancelBody');
/** The order's status after the cancel (PAYMENT_CANCELLED, or PAID when a payment won); cancelled: this call recorded it. */
export const PaymentCancelResponse = t.type({ success: t.literal(true), orderId: t.string, status: OrderStatus, cancelled: t.boolean }, 'PaymentCancelResponse');

/** One payment a person must look at (a second charge to refund, an amount mismatch); times in ISO 8601 UTC. */
export const PaymentAttentionItem = t.type({
  attemptId: t.number, orderId: t.string, merchantTradeNo: t.string, providerTradeNo: nullable(t.string), amount: t.number,
  tradeAmt: nullable(t.number), reason: enumOf('AttentionReason', ATTENTION_REASONS), paidAt: nullable(t.string),
  recordedAt: t.string, resolvedAt: nullable(t.string),
}, 'PaymentAttentionItem');
export type PaymentAttentionItem = t.TypeOf<typeof PaymentAttentionItem>;

export const PaymentAttentionList = t.type({ items: t.array(PaymentAttentionItem) }, 'PaymentAttentionList');

export const paymentEndpoints = {
  preparePayment: {
    method: 'POST', path: '/api/ecpay/{orderId}/prepare-payment', summary: 'A new payment attempt\'s signed form (the order\'s token, owner or phone proves it; else 404)',
    auth: 'optional-customer', params: OrderIdParams, body: PreparePaymentBody, responses: { 200: PreparePaymentResponse },
  },
  confirmOrder: { method: 'POST', path: '/api/ecpay/create', summary: 'The confirmation call after checkout (writes nothing)', body: ConfirmOrderBody, responses: { 200: SuccessMessage } },
  paymentNotify: { method: 'POST', path: '/api/ecpay/payment-notify', summary: 'ECPay ReturnURL (server to server): text/plain 1|OK', body: ProviderForm, bodyType: 'form', responses: { 200: null, 400: null } },
  paymentResult: { method: 'POST', path: '/api/ecpay/payment-result', summary: 'ECPay OrderResultURL (the buyer\'s browser): 303', body: ProviderForm, bodyType: 'form', responses: { 303: null } },
  paymentBack: { method: 'GET', path: '/api/ecpay/payment-back/{orderId}', summary: 'ECPay ClientBackURL: 303, changes nothing', responses: { 303: null } },
  paymentCancel: { method: 'POST', path: '/api/ecpay/{orderId}/payment-cancel', summary: 'The buyer cancelled on the card page (the order\'s token or its signed-in owner only; idempotent; a paid answer still wins)', auth: 'optional-customer', params: OrderIdParams, body: PaymentCancelBody, responses: { 200: PaymentCancelResponse } },
  listPaymentAttention: { method: 'GET', path: '/api/admin/payments/attention', summary: 'Payments that need a person (staff)', auth: 'staff', responses: { 200: PaymentAttentionList } },
  resolvePaymentAttention: { method: 'POST', path: '/api/admin/payments/attention/{attemptId}/resolve', summary: 'Mark one resolved (idempotent; staff)', auth: 'staff', params: AttemptIdParams, responses: { 200: PaymentAttentionItem } },
} as const satisfies Endpoints;
