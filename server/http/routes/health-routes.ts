import { Router } from '@koa/router';
import type { Container } from 'inversify';
import type { DatabaseProbe } from '../../database-probe';
import { DATABASE_PROBE } from '../../tokens';
import { SERVICE_UNAVAILABLE } from '../error-body';
import { SERVICE_UNAVAILABLE_RETRY_AFTER_S } from '../error-mapping';
import { HealthResponse, HealthUnavailable } from '../../../application/contracts/platform';
import { NO_STORE, respond } from '../respond';
import { say } from '../language';

/** A health check must answer quickly even when the pool waits for a dead database (knex waits 60 s). */
export const HEALTH_PING_TIMEOUT_MS = 2000;

/**
 * GET /api/health: 200 { status: 'ok', database } after a trivial query; 503 { status: 'unavailable', database,
 * code: 'SERVICE_UNAVAILABLE', message } when the database does not answer within HEALTH_PING_TIMEOUT_MS: the code
 * every other API answer gives when the database is down, so a client handles one code. Load balancers and the e2e tests poll it.
 */
export function healthRoutes(container: Container, timeoutMs: number = HEALTH_PING_TIMEOUT_MS): Router {
  const probe = container.get<DatabaseProbe>(DATABASE_PROBE);
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const healthy = await withTimeout(probe.ping(), timeoutMs).then(() => true, () => false);
    if (healthy) {
      respond(ctx, HealthResponse, { status: 'ok', database: probe.kind }, NO_STORE);
    } else {
      ctx.set('Retry-After', String(SERVICE_UNAVAILABLE_RETRY_AFTER_S));
      const body = { status: 'unavailable' as const, database: probe.kind, code: SERVICE_UNAVAILABLE.code, message: say(ctx, SERVICE_UNAVAILABLE.message) };
      respond(ctx, HealthUnavailable, body, { status: 503, cache: 'no-store' });
    }
  });
  return router;
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
