import * as t from 'io-ts';
import { validateCheckoutPhone } from '../../domain/validation/phone';
import { messageRef } from '../../domain/messages';

/**
 * What every context's contract shares: the endpoint description, the error body, small codec builders and
 * the field codecs used by more than one context. A field codec's name is the stable error code a client
 * receives in fields.{name}.code, and its failure message is a catalogue reference, messageRef(code, params) of domain/messages, which
 * decodeOrThrow (server/http/codecs/decode.ts) reads back and the edge renders in the request's language
 * (the rules come from domain/validation, the texts from domain/messages/catalogue.ts).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One route of the API: its request codecs (path params, query, body) and, per status, its response body
 * codec; null for an answer without a JSON body (204, a 303 redirect, the provider's text answers).
 */
export interface Endpoint {
  method: HttpMethod;
  /** OpenAPI style: /api/cart/{phone}. */
  path: string;
  summary: string;
  // Full io-ts types (not bare decoders): the server decodes requests with them, the storefront's typed
  // client (web/src/api/call-api.ts) encodes them.
  params?: t.Mixed;
  query?: t.Mixed;
  body?: t.Mixed;
  /** 'form' for the providers' application/x-www-form-urlencoded posts. */
  bodyType?: 'json' | 'form';
  /** Needs a bearer token: a customer's or a staff member's. */
  auth?: 'customer' | 'staff' | 'optional-customer';
  responses: Readonly<Record<number, t.Mixed | null>>;
}

/** Every endpoint of a context, by name. */
export type Endpoints = Readonly<Record<string, Endpoint>>;

/** JSON Schema fragments for codecs the OpenAPI walker cannot see into (custom decoders of request fields). */
export const SCHEMA_HINTS = new WeakMap<object, Record<string, unknown>>();

/** Attaches a JSON Schema to a custom codec (for docs/openapi.json); returns the codec. */
export function described<C extends object>(codec: C, schema: Record<string, unknown>): C {
  SCHEMA_HINTS.set(codec, schema);
  return codec;
}

/** A string enum from a domain list (ORDER_STATUSES, ...). */
export function enumOf<V extends string>(name: string, values: readonly V[]): t.KeyofC<Record<V, null>> {
  return t.keyof(Object.fromEntries(values.map((value) => [value, null])) as Record<V, null>, name);
}

export function nullable<C extends t.Mixed>(codec: C): t.UnionC<[C, t.NullC]> {
  return t.union([codec, t.null]);
}

/** `{ success: true }`, the prefix of most storefront answers. */
export const Success = t.type({ success: t.literal(true) }, 'Success');
/** `{ message }`: an answer that only says what happened. */
export const MessageResponse = t.type({ message: t.string }, 'MessageResponse');
/** `{ success: true, message }`. */
export const SuccessMessage = t.type({ success: t.literal(true), message: t.string }, 'SuccessMessage');

const FieldError = t.type({ code: t.string, message: t.string }, 'FieldError');
/** Every error of the API: `{ code, message, fields? }` (docs/api.md). */
export const ErrorBody = t.intersection([t.type({ code: t.string, message: t.string }), t.partial({ fields: t.record(t.string, FieldError) })], 'ErrorBody');
export type ErrorBody = t.TypeOf<typeof ErrorBody>;

/** Ids are MySQL INT UNSIGNED / SQLite INTEGER keys; anything above 2^31 - 1 cannot name a row. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id, as a JSON number or as plain decimal text (path segments, lenient clients). */
export function positiveId(message: string): t.Type<number, number, unknown> {
  return described(new t.Type<number, number, unknown>(
    'NOT_A_POSITIVE_INTEGER',
    (input): input is number => typeof input === 'number' && Number.isInteger(input) && input > 0 && input <= MAX_ID,
    (input, context) => {
      const value = typeof input === 'string' && /^[1-9]\d{0,9}$/.test(input) ? Number(input) : input;
      return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID
        ? t.success(value)
        : t.failure(input, context, message);
    },
    t.identity,
  ), { oneOf: [{ type: 'integer', minimum: 1, maximum: MAX_ID }, { type: 'string', pattern: '^[1-9][0-9]{0,9}$' }] });
}

/**
 * The cart's owner: digits only after trimming, 8-15 of them (domain's checkout/reserve phone rule, the same
 * function the storefront's phone fields call). Nothing but surrounding blanks is stripped: '0912-345-678'
 * is refused rather than silently becoming another cart's key. Decodes to the trimmed digits.
 */
export const Phone = described(new t.Type<string, string, unknown>(
  'CHECKOUT_PHONE_INVALID',
  (input): input is string => typeof input === 'string' && validateCheckoutPhone(input) === undefined && input.trim() === input,
  (input, context) =>
    typeof input === 'string' && validateCheckoutPhone(input) === undefined
      ? t.success(input.trim())
      : t.failure(input, context, messageRef('CHECKOUT_PHONE_INVALID')),
  t.identity,
), { type: 'string', pattern: '^\\s*[0-9]{8,15}\\s*$' });

/**
 * A compile-time proof that a codec describes exactly a domain type (domain/ cannot import the contract, so
 * its types that are also wire shapes are checked here instead of written twice unchecked):
 * `sameShape<t.TypeOf<typeof C>, DomainType>(true)` does not compile when the two drift apart.
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export function sameShape<A, B>(proof: SameShape<A, B>): SameShape<A, B> {
  return proof;
}

/** A query-string integer from min to max (absent or empty: fallback); anything else fails with `code`. */
export function queryInteger(code: string, message: string, min: number, max: number, fallback: number): t.Type<number, number, unknown> {
  const valid = (value: number) => Number.isInteger(value) && value >= min && value <= max;
  return described(new t.Type<number, number, unknown>(
    code,
    (input): input is number => typeof input === 'number' && valid(input),
    (input, context) => {
      if (input === undefined || input === '') return t.success(fallback);
      const value = typeof input === 'string' && /^\d{1,6}$/.test(input) ? Number(input) : NaN;
      return valid(value) ? t.success(value) : t.failure(input, context, message);
    },
    t.identity,
  ), { type: 'string', pattern: '^[0-9]{1,6}$', default: String(fallback), description: `an integer from ${min} to ${max}` });
}
