import { ContainerModule } from 'inversify';
import { EcpayGateway } from '../../adapters/ecpay/ecpay-gateway';
import { EcpayLogisticsGateway } from '../../adapters/ecpay/logistics-gateway';
import { LOGISTICS_GATEWAY, type LogisticsGateway } from '../../application/shipping/logistics-gateway.port';
import { RecordStaffAction } from '../../application/admin/record-staff-action';
import { ABUSE_LIMITS, type AbuseLimits } from '../../application/shared/abuse-limits';
import { AUDIT_LOG, type AuditLog } from '../../application/shared/audit-log.port';
import { CLOCK, type Clock } from '../../application/shared/clock.port';
import { EVENT_LOG, type EventLog } from '../../application/shared/event-log.port';
import type { AppConfig } from '../config';
import { effectiveEcpayConfig } from '../ecpay-config';
import type { DatabaseProbe } from '../database-probe';
import { healthRoutes } from '../http/routes/health-routes';
import type { Logger } from '../logger';
import { APP_CONFIG, DATABASE_PROBE, LOGGER } from '../tokens';
import type { ContextModule } from './context-module';

/**
 * What every context shares: configuration, logger, clock, the database probe, the abuse limits (issue 9;
 * docs/security/carts-and-order-proofs.md) with the log their refusals go to, and the ECPay connection (one
 * gateway for card payment and the store map; the checkout and logistics modules bind their ports to it; and
 * the C2C logistics gateway of the shipments), and the staff audit log (issue 12).
 */
export const platformContext: ContextModule = {
  name: 'platform',
  bindings: ({ config, logger, adapters }) => new ContainerModule(({ bind }) => {
    bind<AppConfig>(APP_CONFIG).toConstantValue(config);
    bind<Logger>(LOGGER).toConstantValue(logger);
    bind<DatabaseProbe>(DATABASE_PROBE).toConstantValue(adapters.databaseProbe);
    bind<Clock>(CLOCK).toConstantValue(adapters.clock);
    bind<AbuseLimits>(ABUSE_LIMITS).toConstantValue(config.abuse);
    bind<EventLog>(EVENT_LOG).toConstantValue(logger);
    // The staff audit log (issue 12): every context's staff changes write to it (RecordStaffAction, or AUDIT_LOG).
    bind<AuditLog>(AUDIT_LOG).toConstantValue(adapters.auditLog);
    bind(RecordStaffAction).toSelf();
    // config.publicBaseUrl is already resolved here (startServer builds the container once it listens), so the
    // simulator's base URL is known.
    const ecpay = new EcpayGateway(effectiveEcpayConfig(config), { clock: adapters.clock });
    bind(EcpayGateway).toConstantValue(ecpay);
    // C2C shipments (issue 12): the same configuration's logistics account and sender.
    // A test may give its own (Adapters.logisticsGateway).
    bind<LogisticsGateway>(LOGISTICS_GATEWAY).toConstantValue(adapters.logisticsGateway ?? new EcpayLogisticsGateway(ecpay.config, { clock: adapters.clock }));
  }),
  routes: [healthRoutes],
};
