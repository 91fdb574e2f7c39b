import * as t from 'io-ts';
import type { Endpoints } from './shared';

/** The server's own answers: the health check load balancers and the e2e tests poll. */
export const HealthResponse = t.type({ status: t.literal('ok'), database: t.string }, 'HealthResponse');
/** The same code and message as every other 503 of the API (docs/operations.md): one thing for a client to handle. */
export const HealthUnavailable = t.type(
  { status: t.literal('unavailable'), database: t.string, code: t.literal('SERVICE_UNAVAILABLE'), message: t.string },
  'HealthUnavailable',
);

export const platformEndpoints = {
  health: { method: 'GET', path: '/api/health', summary: 'The server and its database answer', responses: { 200: HealthResponse, 503: HealthUnavailable } },
} as const satisfies Endpoints;
