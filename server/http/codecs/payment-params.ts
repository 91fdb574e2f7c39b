import * as t from 'io-ts';
import { OrderId } from './order-params';

/**
 * Codecs of the payment API. POST /api/ecpay/create decodes only what it checks (orderId, customerPhone);
 * the rest of the spec's body (amounts, items, status, store) is not even decoded: the order was priced by
 * the server at checkout, and a browser's amounts are never trusted.
 */
const PhoneText = new t.Type<string, string, unknown>(
  'CHECKOUT_PHONE_INVALID',
  (input): input is string => typeof input === 'string',
  (input) => t.success(typeof input === 'string' || typeof input === 'number' ? String(input).slice(0, 40) : ''),
  t.identity,
);

export const ConfirmOrderBody = t.type({ orderId: OrderId, customerPhone: PhoneText });
