import { DomainError } from '../shared/domain-error';

/**
 * Reference shapes (spec 2, sections 3 and 9): checkout's order id ORD-{last 8 digits of a timestamp}, the
 * cart preview OL-{last 6 digits}, the store map MAP-{last 6 digits}. Builders take the number as an
 * argument (the domain reads no clock); the server adds the collision check (design.md, section 2) by
 * retrying with another number. Short numbers are left-padded with zeros so the shape is fixed.
 */
function lastDigits(value: number | bigint, count: number): string {
  if (typeof value === 'number' && !(Number.isSafeInteger(value) && value >= 0)) {
    throw new DomainError('INVALID_ID_SOURCE', `expected a non-negative safe integer, got ${value}`);
  }
  if (typeof value === 'bigint' && value < 0n) throw new DomainError('INVALID_ID_SOURCE', 'expected a non-negative integer');
  return value.toString().slice(-count).padStart(count, '0');
}

export const ORDER_ID_PATTERN = /^ORD-\d{8}$/;
export const CART_PREVIEW_REF_PATTERN = /^OL-\d{6}$/;
export const STORE_MAP_REF_PATTERN = /^MAP-\d{6}$/;

export function buildOrderId(timestampMs: number | bigint): string {
  return `ORD-${lastDigits(timestampMs, 8)}`;
}

export function buildCartPreviewRef(timestampMs: number | bigint): string {
  return `OL-${lastDigits(timestampMs, 6)}`;
}

export function buildStoreMapRef(timestampMs: number | bigint): string {
  return `MAP-${lastDigits(timestampMs, 6)}`;
}

export function isOrderId(value: string): boolean {
  return ORDER_ID_PATTERN.test(value);
}

export function isCartPreviewRef(value: string): boolean {
  return CART_PREVIEW_REF_PATTERN.test(value);
}

export function isStoreMapRef(value: string): boolean {
  return STORE_MAP_REF_PATTERN.test(value);
}

/**
 * The provider trade number (ECPay MerchantTradeNo): alphanumeric, at most 20 characters, unique per
 * payment attempt (design.md, section 2), so a retry never reuses one. Shape: the order id without its
 * non-alphanumeric characters, 'R', the attempt number in decimal: ORD-12345678, attempt 2 ->
 * ORD12345678R2. The last 'R' always separates the attempt (the suffix has only digits after it), so the
 * trade number parses back, and different (order, attempt) pairs give different numbers for any order ids
 * that differ in their alphanumeric characters, which holds for ORD-{8 digits}.
 */
export const TRADE_NO_MAX_LENGTH = 20;
const TRADE_NO_PATTERN = /^([A-Za-z0-9]+)R([1-9]\d*)$/;

export function buildProviderTradeNo(orderId: string, attempt: number): string {
  if (!Number.isSafeInteger(attempt) || attempt < 1) {
    throw new DomainError('INVALID_PAYMENT_ATTEMPT', `attempt must be a positive integer, got ${attempt}`);
  }
  const base = orderId.replace(/[^A-Za-z0-9]/g, '');
  const tradeNo = `${base}R${attempt}`;
  if (base === '' || tradeNo.length > TRADE_NO_MAX_LENGTH) {
    throw new DomainError('TRADE_NO_TOO_LONG', `order id ${orderId} with attempt ${attempt} does not fit ${TRADE_NO_MAX_LENGTH} characters`);
  }
  return tradeNo;
}

export function isProviderTradeNo(value: string): boolean {
  return value.length <= TRADE_NO_MAX_LENGTH && TRADE_NO_PATTERN.test(value);
}

/**
 * Reads a trade number from a provider callback back into its order and attempt. The order id is given
 * back in its ORD-{8 digits} form when the trade number carries one; otherwise orderId is null and the
 * caller looks the attempt up by trade number.
 */
export function parseProviderTradeNo(value: string): { orderKey: string; orderId: string | null; attempt: number } | null {
  if (!isProviderTradeNo(value)) return null;
  const cut = value.lastIndexOf('R');
  const orderKey = value.slice(0, cut);
  const attempt = Number(value.slice(cut + 1));
  const ord = /^ORD(\d{8})$/.exec(orderKey);
  return { orderKey, orderId: ord ? `ORD-${ord[1]}` : null, attempt };
}
