import type * as t from 'io-ts';
import type { Endpoint } from '../../../application/contracts/shared';
import { apiRequest, apiRequestNoContent, type RequestOptions } from './client';

/**
 * The typed call of an endpoint of application/contracts/ (issue 24 "One client"): its method and path come
 * from the endpoint, its path params, query and body are typed by the endpoint's request codecs and encoded
 * with them, and its answer is decoded with the endpoint's success codec (fail-closed, client.ts). A new
 * endpoint needs its contract entry only: no hand-written web API module, no URL written twice.
 *
 * Sagas import the endpoints of one context file (application/contracts/cart.ts, ...), never the whole
 * CONTRACT, so a route chunk of the storefront carries only the codecs it speaks.
 */

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessCodec<E extends Endpoint> = Exclude<E['responses'][Extract<keyof E['responses'], SuccessStatus>], null | undefined>;

/** What a call resolves with: the success codec's type, or nothing for an answer without a body (204). */
export type AnswerOf<E extends Endpoint> = [SuccessCodec<E>] extends [never] ? void : t.TypeOf<SuccessCodec<E>>;

/** The type a request codec of the endpoint decodes to; the client encodes it back to the wire. */
type RequestPart<E, K extends 'params' | 'body'> = E extends { readonly [P in K]: infer C extends t.Mixed }
  ? { readonly [P in K]: t.TypeOf<C> }
  : { readonly [P in K]?: undefined };

/**
 * The query's fields are the codec's; their values are text (or numbers) as the address carries them, decoded
 * by the server: a filter typed into the console's address reaches it as typed and a refusal is its 400. A
 * field left out takes the server's default (queryInteger's fallback, an absent filter).
 */
type QueryPart<E> = E extends { readonly query: infer C extends t.Mixed }
  ? { readonly query?: { readonly [F in keyof t.TypeOf<C>]?: string | number } }
  : { readonly query?: undefined };

/** A staff route needs the staff session's token; the others default to the customer's (client.ts). */
type AuthPart<E> = E extends { readonly auth: 'staff' } ? { readonly auth: { token: string } } : { readonly auth?: RequestOptions['auth'] };

export type CallOptions<E extends Endpoint> = Omit<RequestOptions, 'method' | 'body' | 'auth'>
  & RequestPart<E, 'params'> & QueryPart<E> & RequestPart<E, 'body'> & AuthPart<E>
  & {
    /** What a body that does not decode becomes; default { code: 'BAD_RESPONSE', message: defaultMessage }. */
    readonly malformed?: { code: string; message: string };
  };

/** The path with its {params} filled from the encoded params, each encoded as one path segment. */
export function pathOf(endpoint: Endpoint, params: unknown): string {
  const values = (endpoint.params && params !== undefined ? endpoint.params.encode(params) : {}) as Record<string, unknown>;
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.method} ${endpoint.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** ?a=1&b=x; absent and empty fields are left out (the server's defaults). */
export function queryOf(endpoint: Endpoint, query: Readonly<Record<string, string | number | undefined>> | undefined): string {
  if (!endpoint.query || query === undefined) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function callApi<E extends Endpoint>(endpoint: E, options: CallOptions<E>): Promise<AnswerOf<E>> {
  const { params, query, body, ...rest } = options as CallOptions<Endpoint> & {
    params?: unknown; query?: Readonly<Record<string, string | number | undefined>>; body?: unknown;
  };
  const path = `${pathOf(endpoint, params)}${queryOf(endpoint, query)}`;
  const encodedBody = endpoint.body && body !== undefined ? endpoint.body.encode(body) : undefined;
  const request: RequestOptions = { ...rest, method: endpoint.method, body: encodedBody };
  const codec = successCodec(endpoint);
  if (!codec) return apiRequestNoContent(path, request) as Promise<AnswerOf<E>>;
  return apiRequest(path, { ...request, decode: codec, malformed: options.malformed }) as Promise<AnswerOf<E>>;
}

function successCodec(endpoint: Endpoint): t.Mixed | null {
  for (const [status, codec] of Object.entries(endpoint.responses)) {
    if (Number(status) >= 200 && Number(status) < 300 && codec) return codec;
  }
  return null;
}
