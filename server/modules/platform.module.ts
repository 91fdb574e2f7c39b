import { ContainerModule } from 'inversify';
import { EcpayGateway } from '../../adapters/ecpay/ecpay-gateway';
import { KnexRateLimiter } from '../../adapters/persistence/accounts/knex-rate-limiter';
import { KnexAuditLog } from '../../adapters/persistence/admin/knex-audit-log';
import { KnexJobSchedules } from '../../adapters/persistence/jobs/knex-job-schedules';
import { KnexJobLeases } from '../../adapters/persistence/marketplace/knex-job-leases';
import { KnexProviderMessageRejections } from '../../adapters/persistence/providers/knex-provider-message-rejections';
import { RATE_LIMITER, type RateLimiter } from '../../application/accounts/rate-limiter.port';
import { RecordStaffAction } from '../../application/admin/record-staff-action';
import { JOB_LEASES, type JobLeases } from '../../application/shared/job-leases.port';
import { PROVIDER_MESSAGE_REJECTIONS, type ProviderMessageRejections } from '../../application/payments/provider-message-rejections.port';
import { ABUSE_LIMITS, type AbuseLimits } from '../../application/shared/abuse-limits';
import { AUDIT_LOG, type AuditLog } from '../../application/shared/audit-log.port';
import { CLOCK, type Clock } from '../../application/shared/clock.port';
import { EVENT_LOG, type EventLog } from '../../application/shared/event-log.port';
import { JOB_SCHEDULES, type JobSchedules } from '../../application/shared/job-schedules.port';
import type { AppConfig } from '../config';
import { KnexDatabaseProbe, type DatabaseProbe } from '../database-probe';
import { effectiveEcpayConfig } from '../ecpay-config';
import { healthRoutes } from '../http/routes/health-routes';
import { shopSettingsRoutes } from '../http/routes/shop-settings-routes';
import type { Logger } from '../logger';
import { APP_CONFIG, DATABASE_PROBE, LOGGER } from '../tokens';
import type { ContextModule } from './context-module';

/**
 * What every context shares: configuration, logger, clock, the database probe, the abuse limits (issue 9;
 * docs/security/carts-and-order-proofs.md) with the rate limiter and the log their refusals go to, the jobs' leases
 * and shared schedule (one job_leases and one job_schedules table for every job), the staff audit log (issue 12),
 * the refused provider messages, and the ECPay connection (one gateway for card payment, the store map and the
 * C2C shipments; the checkout and logistics modules bind their ports to it).
 */
export const platformContext: ContextModule = {
  name: 'platform',
  bindings: ({ config, logger, knex, clock }) => new ContainerModule(({ bind }) => {
    bind<AppConfig>(APP_CONFIG).toConstantValue(config);
    bind<Logger>(LOGGER).toConstantValue(logger);
    bind<DatabaseProbe>(DATABASE_PROBE).toConstantValue(new KnexDatabaseProbe(knex));
    bind<Clock>(CLOCK).toConstantValue(clock);
    bind<AbuseLimits>(ABUSE_LIMITS).toConstantValue(config.abuse);
    bind<RateLimiter>(RATE_LIMITER).toConstantValue(new KnexRateLimiter(knex, clock));
    bind<EventLog>(EVENT_LOG).toConstantValue(logger);
    bind<JobLeases>(JOB_LEASES).toConstantValue(new KnexJobLeases(knex));
    bind<JobSchedules>(JOB_SCHEDULES).toConstantValue(new KnexJobSchedules(knex));
    // Every context's staff changes write to it through RecordStaffAction; the console reads it.
    bind<AuditLog>(AUDIT_LOG).toConstantValue(new KnexAuditLog(knex));
    bind(RecordStaffAction).toSelf();
    // Signed provider messages refused for their content (ECPay's payment notices and logistics statuses).
    bind<ProviderMessageRejections>(PROVIDER_MESSAGE_REJECTIONS).toConstantValue(new KnexProviderMessageRejections(knex, clock));
    // config.publicBaseUrl is already resolved here (startServer builds the container once it listens), so the
    // simulator's base URL is known.
    bind(EcpayGateway).toConstantValue(new EcpayGateway(effectiveEcpayConfig(config), { clock }));
  }),
  routes: [healthRoutes, shopSettingsRoutes],
  provides: [
    APP_CONFIG, LOGGER, CLOCK, ABUSE_LIMITS, RATE_LIMITER, EVENT_LOG, JOB_LEASES, JOB_SCHEDULES, AUDIT_LOG, RecordStaffAction,
    PROVIDER_MESSAGE_REJECTIONS, EcpayGateway,
  ],
};
