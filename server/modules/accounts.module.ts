import { INVOICE_READS } from '../../application/invoicing/invoice-reads.port';
import { ContainerModule } from 'inversify';
import { OutboxMailer } from '../../adapters/mail/outbox-mailer';
import { SmtpMailer, smtpMailerFromUrl } from '../../adapters/mail/smtp-mailer';
import { KnexCustomerStore } from '../../adapters/persistence/accounts/knex-customer-store';
import { KnexResetCodeStore } from '../../adapters/persistence/accounts/knex-reset-code-store';
import { KnexSessionStore } from '../../adapters/persistence/accounts/knex-session-store';
import { KnexStaffStore } from '../../adapters/persistence/accounts/knex-staff-store';
import { KnexCustomerOrderStore } from '../../adapters/persistence/customers/knex-customer-order-store';
import { KnexStorePreferenceStore } from '../../adapters/persistence/customers/knex-store-preference-store';
import { KnexOutbox } from '../../adapters/persistence/mail/knex-outbox';
import { cryptoResetCodes } from '../../adapters/security/reset-codes';
import { SCRYPT_PARAMETERS, ScryptPasswordHasher } from '../../adapters/security/scrypt-password-hasher';
import { ScryptWorkers } from '../../adapters/security/scrypt-workers';
import { ACCOUNT_SETTINGS, type AccountSettings } from '../../application/accounts/account-settings';
import { BoundedPasswordHasher } from '../../application/accounts/bounded-password-hasher';
import { ChangePassword } from '../../application/accounts/change-password';
import { CUSTOMER_STORE, type CustomerStore } from '../../application/accounts/customer-store.port';
import { GetCurrentCustomer } from '../../application/accounts/get-current-customer';
import { GetCurrentStaff } from '../../application/accounts/get-current-staff';
import { LoginCustomer } from '../../application/accounts/login-customer';
import { LoginStaff } from '../../application/accounts/login-staff';
import { LogoutCustomer } from '../../application/accounts/logout-customer';
import { PASSWORD_HASHER, type PasswordHasher } from '../../application/accounts/password-hasher.port';
import { RATE_LIMITER } from '../../application/accounts/rate-limiter.port';
import { RefreshCustomerToken } from '../../application/accounts/refresh-customer-token';
import { RegisterCustomer } from '../../application/accounts/register-customer';
import { RegisterStaff } from '../../application/accounts/register-staff';
import { RequestPasswordReset } from '../../application/accounts/request-password-reset';
import { RESET_CODE_GENERATOR, RESET_CODE_STORE, type ResetCodeGenerator, type ResetCodeStore } from '../../application/accounts/reset-code-store.port';
import { ResetPassword } from '../../application/accounts/reset-password';
import { SESSION_STORE, type SessionStore } from '../../application/accounts/session-store.port';
import { STAFF_STORE, type StaffStore } from '../../application/accounts/staff-store.port';
import { UpdateProfile } from '../../application/accounts/update-profile';
import { VerifyResetCode } from '../../application/accounts/verify-reset-code';
import { AuthorizeCartAccess } from '../../application/customers/authorize-cart-access';
import { CUSTOMER_ORDER_STORE, type CustomerOrderStore } from '../../application/customers/customer-order-store.port';
import { GetLinkedOrder } from '../../application/customers/get-linked-order';
import { GetStorePreference } from '../../application/customers/get-store-preference';
import { LinkOrder } from '../../application/customers/link-order';
import { ListCustomerOrders } from '../../application/customers/list-customer-orders';
import { MARKETPLACE_ORDERS } from '../../application/customers/marketplace-orders.port';
import { LinkedOrderRefresher } from '../../application/customers/refresh-linked-order';
import { RefreshLinkedOrders } from '../../application/customers/refresh-linked-orders';
import { SaveStorePreference } from '../../application/customers/save-store-preference';
import { SHOPIFY_ORDERS } from '../../application/customers/shopify-orders.port';
import { STORE_PREFERENCE_STORE, type StorePreferenceStore } from '../../application/customers/store-preference-store.port';
import { MAILER, type Mailer } from '../../application/mail/mailer.port';
import { JOB_LEASES } from '../../application/shared/job-leases.port';
import { OwnershipProof } from '../../application/orders/ownership-proof';
import { ABUSE_LIMITS } from '../../application/shared/abuse-limits';
import { CLOCK } from '../../application/shared/clock.port';
import { EVENT_LOG } from '../../application/shared/event-log.port';
import { JOB_SCHEDULES, type JobSchedules } from '../../application/shared/job-schedules.port';
import { SHIPMENT_STORE } from '../../application/shipping/shipment-store.port';
import { customerAuthRoutes } from '../http/routes/customer-auth-routes';
import { customerOrderRoutes } from '../http/routes/customer-order-routes';
import { passwordResetRoutes } from '../http/routes/password-reset-routes';
import { staffAuthRoutes } from '../http/routes/staff-auth-routes';
import { startLinkedOrderRefresh } from '../jobs/linked-order-refresh';
import { APP_CONFIG, LOGGER } from '../tokens';
import type { ContextModule } from './context-module';
import { job } from './job';

/**
 * Accounts (docs/accounts-contract.md): customers, staff, sessions, password resets and their mail, linked
 * orders and the store preference, and who may use a member's cart. Link-order asks the marketplace and Shopify
 * contexts for a platform order when they are listed (MARKETPLACE_ORDERS, SHOPIFY_ORDERS; absent: 503).
 */
export const accountsContext: ContextModule = {
  name: 'accounts',
  bindings: ({ config, logger, knex, clock, tokenHasher }) => new ContainerModule(({ bind }) => {
    bind<CustomerStore>(CUSTOMER_STORE).toConstantValue(new KnexCustomerStore(knex));
    bind<StaffStore>(STAFF_STORE).toConstantValue(new KnexStaffStore(knex));
    bind<SessionStore>(SESSION_STORE).toConstantValue(new KnexSessionStore(knex, clock, tokenHasher));
    // Every hash goes through one bounded line (one per core minus one at once), on low-priority worker threads of
    // its own: a flood of logins takes neither libuv's thread pool (static files) nor the event loop's core.
    // At most 4 threads (libuv's pool size, what the unbounded line of before could take): beyond, calls wait in them.
    const scrypt = new ScryptWorkers(Math.min(config.passwordHashing.concurrency, 4));
    bind(ScryptWorkers).toConstantValue(scrypt);
    bind<PasswordHasher>(PASSWORD_HASHER).toConstantValue(new BoundedPasswordHasher(new ScryptPasswordHasher(SCRYPT_PARAMETERS, scrypt.derive), config.passwordHashing));
    bind<AccountSettings>(ACCOUNT_SETTINGS).toConstantValue(config.accounts);
    for (const useCase of [RegisterCustomer, LoginCustomer, GetCurrentCustomer, RefreshCustomerToken, LogoutCustomer, UpdateProfile, ChangePassword, RegisterStaff, LoginStaff, GetCurrentStaff]) {
      bind(useCase).toSelf();
    }

    // Password reset and mail: SMTP when SMTP_URL is set (failed deliveries are logged, never answered),
    // otherwise the outbox that GET /sandbox/mail shows.
    const mailer: Mailer = config.smtpUrl !== undefined
      ? smtpMailerFromUrl(config.smtpUrl, config.mailFrom, (error, mail) => logger.error('mail delivery failed', { to: mail.to, subject: mail.subject, error: String(error) }))
      : new OutboxMailer(new KnexOutbox(knex), clock);
    bind<Mailer>(MAILER).toConstantValue(mailer);
    bind<ResetCodeStore>(RESET_CODE_STORE).toConstantValue(new KnexResetCodeStore(knex));
    bind<ResetCodeGenerator>(RESET_CODE_GENERATOR).toConstantValue(cryptoResetCodes);
    for (const useCase of [RequestPasswordReset, VerifyResetCode, ResetPassword]) bind(useCase).toSelf();

    // Customer orders, linking, store preference, and who may use a member's cart.
    bind<CustomerOrderStore>(CUSTOMER_ORDER_STORE).toConstantValue(new KnexCustomerOrderStore(knex));
    bind<StorePreferenceStore>(STORE_PREFERENCE_STORE).toConstantValue(new KnexStorePreferenceStore(knex));
    for (const useCase of [ListCustomerOrders, LinkOrder, GetStorePreference, SaveStorePreference, AuthorizeCartAccess]) bind(useCase).toSelf();
    // Following linked orders (issue 22): the details page (refresh on view, limited) and the periodic refresh.
    for (const useCase of [LinkedOrderRefresher, GetLinkedOrder, RefreshLinkedOrders]) bind(useCase).toSelf();
  }),
  routes: [customerAuthRoutes, passwordResetRoutes, staffAuthRoutes, customerOrderRoutes],
  jobs: [
    job('linked order refresh', (container, config, logger) => startLinkedOrderRefresh(
      container.get(RefreshLinkedOrders), config.linkedOrderRefreshEveryMs, container.get<JobSchedules>(JOB_SCHEDULES), logger,
    )),
    // Not a timer, but it must end with the server too: the SMTP pool's open connections.
    { name: 'smtp pool', start: (container) => ({ stop: () => closeMailer(container.get<Mailer>(MAILER)) }) },
    // The hashing threads end with the server too (they also stop by themselves when idle).
    { name: 'scrypt workers', start: (container) => ({ stop: () => container.get(ScryptWorkers).close() }) },
  ],
  needs: [APP_CONFIG, LOGGER, CLOCK, RATE_LIMITER, ABUSE_LIMITS, EVENT_LOG, JOB_LEASES, JOB_SCHEDULES, OwnershipProof],
  // The history's invoices (issue 30) are the checkout context's.
  optionalNeeds: [{ token: MARKETPLACE_ORDERS }, { token: SHOPIFY_ORDERS }, { token: SHIPMENT_STORE }, { token: INVOICE_READS }],
  provides: [GetCurrentCustomer, GetCurrentStaff, AuthorizeCartAccess, MAILER],
};

async function closeMailer(mailer: Mailer): Promise<void> {
  if (mailer instanceof SmtpMailer) await mailer.close();
}
