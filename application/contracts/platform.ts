import * as t from 'io-ts';
import type { Endpoints } from './shared';

/** The server's own answers: the health check load balancers and the e2e tests poll. */
export const HealthResponse = t.type({ status: t.literal('ok'), database: t.string }, 'HealthResponse');
/** The same code and message as every other 503 of the API (docs/operations.md): one thing for a client to handle. */
export const HealthUnavailable = t.type(
  { status: t.literal('unavailable'), database: t.string, code: t.literal('SERVICE_UNAVAILABLE'), message: t.string },
  'HealthUnavailable',
);

/**
 * What the storefront shows of the shop's configuration (issue 28): the home banner of spec 2, section 1 (null when
 * off; text null means the spec's own words, in the visitor's language), and whether this is the demo
 * (PROVIDERS=sandbox: simulator texts may show) and its mail outbox page exists. Nothing secret.
 */
export const ShopBanner = t.type({ text: t.union([t.string, t.null]), chatAccount: t.union([t.string, t.null]) }, 'ShopBanner');
export const ShopSettings = t.type(
  { banner: t.union([ShopBanner, t.null]), demo: t.boolean, mailOutbox: t.boolean },
  'ShopSettings',
);

export const platformEndpoints = {
  health: { method: 'GET', path: '/api/health', summary: 'The server and its database answer', responses: { 200: HealthResponse, 503: HealthUnavailable } },
  shopSettings: { method: 'GET', path: '/api/shop-settings', summary: "The storefront's banner and demo flags, from the server's configuration", responses: { 200: ShopSettings } },
} as const satisfies Endpoints;
