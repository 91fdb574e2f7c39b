import { Container } from 'inversify';
import type { Knex } from 'knex';
import { systemClock } from '../adapters/clock/system-clock';
import { EcpayGateway } from '../adapters/ecpay/ecpay-gateway';
import { KnexCartStore } from '../adapters/persistence/cart/knex-cart-store';
import { KnexStoreSelectionStore } from '../adapters/persistence/logistics/knex-store-selection-store';
import { KnexOrderStore } from '../adapters/persistence/orders/knex-order-store';
import { KnexPaymentAttemptStore } from '../adapters/persistence/orders/knex-payment-attempt-store';
import { KnexPaymentAttentionStore } from '../adapters/persistence/orders/knex-payment-attention-store';
import { KnexOutletCatalogue } from '../adapters/persistence/outlet/knex-outlet-catalogue';
import { cryptoOrderAccessTokens } from '../adapters/security/order-access-tokens';
import type { TokenHasher } from '../adapters/security/token-hasher';
import { KnexCustomerStore } from '../adapters/persistence/accounts/knex-customer-store';
import { KnexCustomerOrderStore } from '../adapters/persistence/customers/knex-customer-order-store';
import { KnexStorePreferenceStore } from '../adapters/persistence/customers/knex-store-preference-store';
import { KnexRateLimiter } from '../adapters/persistence/accounts/knex-rate-limiter';
import { KnexSessionStore } from '../adapters/persistence/accounts/knex-session-store';
import { KnexStaffStore } from '../adapters/persistence/accounts/knex-staff-store';
import { ScryptPasswordHasher } from '../adapters/security/scrypt-password-hasher';
import { ACCOUNT_SETTINGS, type AccountSettings } from '../application/accounts/account-settings';
import { BoundedPasswordHasher } from '../application/accounts/bounded-password-hasher';
import { ChangePassword } from '../application/accounts/change-password';
import { CUSTOMER_STORE, type CustomerStore } from '../application/accounts/customer-store.port';
import { GetCurrentCustomer } from '../application/accounts/get-current-customer';
import { GetCurrentStaff } from '../application/accounts/get-current-staff';
import { LoginCustomer } from '../application/accounts/login-customer';
import { LoginStaff } from '../application/accounts/login-staff';
import { LogoutCustomer } from '../application/accounts/logout-customer';
import { PASSWORD_HASHER, type PasswordHasher } from '../application/accounts/password-hasher.port';
import { RATE_LIMITER, type RateLimiter } from '../application/accounts/rate-limiter.port';
import { RefreshCustomerToken } from '../application/accounts/refresh-customer-token';
import { RegisterCustomer } from '../application/accounts/register-customer';
import { RegisterStaff } from '../application/accounts/register-staff';
import { SESSION_STORE, type SessionStore } from '../application/accounts/session-store.port';
import { STAFF_STORE, type StaffStore } from '../application/accounts/staff-store.port';
import { UpdateProfile } from '../application/accounts/update-profile';
import { OutboxMailer, type OutboxWriter } from '../adapters/mail/outbox-mailer';
import { smtpMailerFromUrl } from '../adapters/mail/smtp-mailer';
import { KnexResetCodeStore } from '../adapters/persistence/accounts/knex-reset-code-store';
import { KnexOutbox } from '../adapters/persistence/mail/knex-outbox';
import { KnexProviderMessageRejections } from '../adapters/persistence/providers/knex-provider-message-rejections';
import { PROVIDER_MESSAGE_REJECTIONS, type ProviderMessageRejections } from '../application/payments/provider-message-rejections.port';
import { cryptoResetCodes } from '../adapters/security/reset-codes';
import { RequestPasswordReset } from '../application/accounts/request-password-reset';
import { ResetPassword } from '../application/accounts/reset-password';
import { RESET_CODE_GENERATOR, RESET_CODE_STORE, type ResetCodeGenerator, type ResetCodeStore } from '../application/accounts/reset-code-store.port';
import { VerifyResetCode } from '../application/accounts/verify-reset-code';
import { MAILER, type Mailer } from '../application/mail/mailer.port';
import { cryptoStoreMapTokens } from '../adapters/security/store-map-tokens';
import { AuthorizeCartAccess } from '../application/customers/authorize-cart-access';
import { CUSTOMER_ORDER_STORE, type CustomerOrderStore } from '../application/customers/customer-order-store.port';
import { GetStorePreference } from '../application/customers/get-store-preference';
import { LinkOrder } from '../application/customers/link-order';
import { ListCustomerOrders } from '../application/customers/list-customer-orders';
import { SaveStorePreference } from '../application/customers/save-store-preference';
import { STORE_PREFERENCE_STORE, type StorePreferenceStore } from '../application/customers/store-preference-store.port';
import { AddToCart } from '../application/cart/add-to-cart';
import { CART_STORE, type CartStore } from '../application/cart/cart-store.port';
import { ClearCart } from '../application/cart/clear-cart';
import { CountCart } from '../application/cart/count-cart';
import { DebugCart } from '../application/cart/debug-cart';
import { GetCart } from '../application/cart/get-cart';
import { MergeCarts } from '../application/cart/merge-carts';
import { ReleaseOutletItem } from '../application/cart/release-outlet-item';
import { RemoveCartLine } from '../application/cart/remove-cart-line';
import { SweepExpiredReservations } from '../application/cart/sweep-expired-reservations';
import { GetOrderPickupStore } from '../application/logistics/get-order-pickup-store';
import { GetStoreSelection } from '../application/logistics/get-store-selection';
import { OpenStoreMap } from '../application/logistics/open-store-map';
import { ReceiveStoreSelection } from '../application/logistics/receive-store-selection';
import { STORE_MAP_TOKENS, type StoreMapTokens } from '../application/logistics/store-map-tokens.port';
import { STORE_SELECTION_STORE, type StoreSelectionStore } from '../application/logistics/store-selection-store.port';
import { CanRetry } from '../application/orders/can-retry';
import { CheckoutCart } from '../application/orders/checkout-cart';
import { ConfirmOrder } from '../application/orders/confirm-order';
import { GetOrder } from '../application/orders/get-order';
import { GetOrderItems } from '../application/orders/get-order-items';
import { GetOrderStatus } from '../application/orders/get-order-status';
import { ORDER_ACCESS_TOKENS, type OrderAccessTokens } from '../application/orders/order-access-token.port';
import { ORDER_STORE, type OrderStore } from '../application/orders/order-store.port';
import { RestoreFromOrder } from '../application/orders/restore-from-order';
import { TransitionOrder } from '../application/orders/transition-order';
import { ListPaymentAttention } from '../application/payments/list-payment-attention';
import { PAYMENT_ATTEMPT_STORE, type PaymentAttemptStore } from '../application/payments/payment-attempt-store.port';
import { PAYMENT_CALLBACK_URLS, paymentCallbackUrlsAt, type PaymentCallbackUrls } from '../application/payments/payment-callback-urls.port';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../application/payments/payment-gateway.port';
import { PreparePayment } from '../application/payments/prepare-payment';
import { ReadPaymentResult } from '../application/payments/read-payment-result';
import { ReconcilePayments } from '../application/payments/reconcile-payments';
import { RecordPaymentResult } from '../application/payments/record-payment-result';
import { ResolvePaymentAttention } from '../application/payments/resolve-payment-attention';
import { SettleOrderPayment } from '../application/payments/settle-order-payment';
import { PAYMENT_ATTENTION_STORE, type PaymentAttentionStore } from '../application/payments/payment-attention.port';
import { STORE_MAP, type StoreMap } from '../application/payments/store-map.port';
import { CLOCK, type Clock } from '../application/shared/clock.port';
import { GetOutletItem } from '../application/outlet/get-outlet-item';
import { ListOutletItems } from '../application/outlet/list-outlet-items';
import { ListOutletVariants } from '../application/outlet/list-outlet-variants';
import { OUTLET_CATALOGUE, type OutletCatalogue } from '../application/outlet/outlet-catalogue.port';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../application/outlet/outlet-list-invalidation.port';
import { ABUSE_LIMITS, type AbuseLimits } from '../application/shared/abuse-limits';
import { EVENT_LOG, type EventLog } from '../application/shared/event-log.port';
import { OwnershipProof } from '../application/orders/ownership-proof';
import { CountPaymentPreparation } from '../application/payments/count-payment-preparation';
import { effectiveEcpayConfig, type AppConfig } from './config';
import { KnexDatabaseProbe, type DatabaseProbe } from './database-probe';
import { OutletListReadModel } from './http/read-models/outlet-list-read-model';
import type { Logger } from './logger';
import { APP_CONFIG, DATABASE_PROBE, LOGGER } from './tokens';

/** The driven adapters the server runs on: the real ones come from knexAdapters(), tests may pass fakes. */
export interface Adapters {
  catalogue: OutletCatalogue;
  cartStore: CartStore;
  orderStore: OrderStore;
  orderAccessTokens: OrderAccessTokens;
  paymentAttempts: PaymentAttemptStore;
  paymentAttention: PaymentAttentionStore;
  storeSelections: StoreSelectionStore;
  clock: Clock;
  databaseProbe: DatabaseProbe;
  customerStore: CustomerStore;
  staffStore: StaffStore;
  sessionStore: SessionStore;
  rateLimiter: RateLimiter;
  passwordHasher: PasswordHasher;
  resetCodes: ResetCodeStore;
  /** Where mail goes when SMTP_URL is unset (table mail_outbox). */
  mailOutbox: OutboxWriter;
  customerOrders: CustomerOrderStore;
  storePreferences: StorePreferenceStore;
  /** Signed provider messages refused for their content (table provider_message_rejections). */
  providerMessageRejections: ProviderMessageRejections;
}

/**
 * `clock`: the system clock, or a fake one a test moves past the 2-hour hold. `tokenHasher`: the keyed hash of
 * stored session and order tokens (hmacTokenHasher(config.tokenSecret)).
 */
export function knexAdapters(knex: Knex, clock: Clock = systemClock, tokenHasher: TokenHasher): Adapters {
  return {
    catalogue: new KnexOutletCatalogue(knex, clock),
    cartStore: new KnexCartStore(knex),
    orderStore: new KnexOrderStore(knex),
    orderAccessTokens: cryptoOrderAccessTokens(tokenHasher),
    paymentAttempts: new KnexPaymentAttemptStore(knex),
    paymentAttention: new KnexPaymentAttentionStore(knex),
    storeSelections: new KnexStoreSelectionStore(knex),
    clock,
    databaseProbe: new KnexDatabaseProbe(knex),
    customerStore: new KnexCustomerStore(knex),
    staffStore: new KnexStaffStore(knex),
    sessionStore: new KnexSessionStore(knex, clock, tokenHasher),
    rateLimiter: new KnexRateLimiter(knex, clock),
    passwordHasher: new ScryptPasswordHasher(),
    resetCodes: new KnexResetCodeStore(knex),
    mailOutbox: new KnexOutbox(knex),
    customerOrders: new KnexCustomerOrderStore(knex),
    storePreferences: new KnexStorePreferenceStore(knex),
    providerMessageRejections: new KnexProviderMessageRejections(knex, clock),
  };
}

/**
 * The composition root: the only place that knows which adapter implements which port. Everything is a
 * singleton: use cases and adapters are stateless, and the list read model must be one per process so that
 * invalidate() reaches the instance the route reads.
 */
export function buildContainer(config: AppConfig, logger: Logger, adapters: Adapters): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<AppConfig>(APP_CONFIG).toConstantValue(config);
  container.bind<Logger>(LOGGER).toConstantValue(logger);
  container.bind<DatabaseProbe>(DATABASE_PROBE).toConstantValue(adapters.databaseProbe);
  container.bind<OutletCatalogue>(OUTLET_CATALOGUE).toConstantValue(adapters.catalogue);
  container.bind<CartStore>(CART_STORE).toConstantValue(adapters.cartStore);
  container.bind<Clock>(CLOCK).toConstantValue(adapters.clock);
  container.bind<OrderStore>(ORDER_STORE).toConstantValue(adapters.orderStore);
  container.bind<OrderAccessTokens>(ORDER_ACCESS_TOKENS).toConstantValue(adapters.orderAccessTokens);
  container.bind<PaymentAttemptStore>(PAYMENT_ATTEMPT_STORE).toConstantValue(adapters.paymentAttempts);
  container.bind<PaymentAttentionStore>(PAYMENT_ATTENTION_STORE).toConstantValue(adapters.paymentAttention);
  container.bind<StoreSelectionStore>(STORE_SELECTION_STORE).toConstantValue(adapters.storeSelections);
  container.bind<StoreMapTokens>(STORE_MAP_TOKENS).toConstantValue(cryptoStoreMapTokens);
  // Abuse limits (issue 9; docs/security/carts-and-order-proofs.md): the numbers, and the log their refusals go to.
  container.bind<AbuseLimits>(ABUSE_LIMITS).toConstantValue(config.abuse);
  container.bind<EventLog>(EVENT_LOG).toConstantValue(logger);
  for (const useCase of [OwnershipProof, CountPaymentPreparation]) {
    container.bind(useCase).toSelf();
  }

  // Accounts (docs/accounts-contract.md).
  container.bind<CustomerStore>(CUSTOMER_STORE).toConstantValue(adapters.customerStore);
  container.bind<StaffStore>(STAFF_STORE).toConstantValue(adapters.staffStore);
  container.bind<SessionStore>(SESSION_STORE).toConstantValue(adapters.sessionStore);
  container.bind<RateLimiter>(RATE_LIMITER).toConstantValue(adapters.rateLimiter);
  // Every hash goes through one bounded line, so a flood of logins cannot take the whole libuv thread pool.
  container.bind<PasswordHasher>(PASSWORD_HASHER).toConstantValue(new BoundedPasswordHasher(adapters.passwordHasher, config.passwordHashing));
  container.bind<AccountSettings>(ACCOUNT_SETTINGS).toConstantValue(config.accounts);
  for (const useCase of [RegisterCustomer, LoginCustomer, GetCurrentCustomer, RefreshCustomerToken, LogoutCustomer, UpdateProfile, ChangePassword, RegisterStaff, LoginStaff, GetCurrentStaff]) {
    container.bind(useCase).toSelf();
  }

  // Password reset and mail: SMTP when SMTP_URL is set (failed deliveries are logged, never answered),
  // otherwise the outbox that GET /sandbox/mail shows.
  const mailer: Mailer = config.smtpUrl !== undefined
    ? smtpMailerFromUrl(config.smtpUrl, config.mailFrom, (error, mail) => logger.error('mail delivery failed', { to: mail.to, subject: mail.subject, error: String(error) }))
    : new OutboxMailer(adapters.mailOutbox, adapters.clock);
  container.bind<Mailer>(MAILER).toConstantValue(mailer);
  container.bind<ResetCodeStore>(RESET_CODE_STORE).toConstantValue(adapters.resetCodes);
  container.bind<ResetCodeGenerator>(RESET_CODE_GENERATOR).toConstantValue(cryptoResetCodes);
  for (const useCase of [RequestPasswordReset, VerifyResetCode, ResetPassword]) {
    container.bind(useCase).toSelf();
  }

  // Customer orders, linking, store preference, and who may use a member's cart.
  container.bind<CustomerOrderStore>(CUSTOMER_ORDER_STORE).toConstantValue(adapters.customerOrders);
  container.bind<StorePreferenceStore>(STORE_PREFERENCE_STORE).toConstantValue(adapters.storePreferences);
  for (const useCase of [ListCustomerOrders, LinkOrder, GetStorePreference, SaveStorePreference, AuthorizeCartAccess]) {
    container.bind(useCase).toSelf();
  }

  // ECPay: one gateway for card payment and the store map. config.publicBaseUrl is already resolved here
  // (startServer builds the container once it listens), so the simulator's base URL is known.
  const ecpay = new EcpayGateway(effectiveEcpayConfig(config), { clock: adapters.clock });
  container.bind(EcpayGateway).toConstantValue(ecpay);
  container.bind<PaymentGateway>(PAYMENT_GATEWAY).toConstantValue(ecpay);
  container.bind<StoreMap>(STORE_MAP).toConstantValue(ecpay);
  container.bind<ProviderMessageRejections>(PROVIDER_MESSAGE_REJECTIONS).toConstantValue(adapters.providerMessageRejections);
  container.bind<PaymentCallbackUrls>(PAYMENT_CALLBACK_URLS).toConstantValue(paymentCallbackUrlsAt(config.publicBaseUrl));

  container.bind(ListOutletItems).toSelf();
  container.bind(GetOutletItem).toSelf();
  container.bind(ListOutletVariants).toSelf();

  for (const useCase of [GetCart, AddToCart, RemoveCartLine, ClearCart, MergeCarts, CountCart, DebugCart, ReleaseOutletItem, SweepExpiredReservations]) {
    container.bind(useCase).toSelf();
  }
  for (const useCase of [CheckoutCart, GetOrder, GetOrderItems, GetOrderStatus, CanRetry, RestoreFromOrder, TransitionOrder, ConfirmOrder]) {
    container.bind(useCase).toSelf();
  }
  for (const useCase of [
    PreparePayment, RecordPaymentResult, ReadPaymentResult, SettleOrderPayment, ReconcilePayments, ListPaymentAttention, ResolvePaymentAttention,
  ]) {
    container.bind(useCase).toSelf();
  }
  for (const useCase of [OpenStoreMap, ReceiveStoreSelection, GetStoreSelection, GetOrderPickupStore]) {
    container.bind(useCase).toSelf();
  }

  container.bind(OutletListReadModel).toDynamicValue((context) => {
    const listItems = context.get(ListOutletItems);
    return new OutletListReadModel(() => listItems.execute(), config.listCacheTtlMs);
  });
  // Write use cases inject the application port; it is the same read model instance the list route uses.
  container.bind<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).toService(OutletListReadModel);
  return container;
}
