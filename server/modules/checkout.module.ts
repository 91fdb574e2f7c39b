import { ContainerModule } from 'inversify';
import { EcpayGateway } from '../../adapters/ecpay/ecpay-gateway';
import { KnexInvoiceReads } from '../../adapters/persistence/invoicing/knex-invoice-reads';
import { KnexOrderStore } from '../../adapters/persistence/orders/knex-order-store';
import { KnexPaymentAttemptStore } from '../../adapters/persistence/orders/knex-payment-attempt-store';
import { KnexPaymentAttentionStore } from '../../adapters/persistence/orders/knex-payment-attention-store';
import { hmacOrderLinks } from '../../adapters/security/order-links';
import { cryptoOrderAccessTokens } from '../../adapters/security/order-access-tokens';
import { GetCurrentCustomer } from '../../application/accounts/get-current-customer';
import { GetCurrentStaff } from '../../application/accounts/get-current-staff';
import { RATE_LIMITER } from '../../application/accounts/rate-limiter.port';
import { RecordStaffAction } from '../../application/admin/record-staff-action';
import { CART_STORE } from '../../application/cart/cart-store.port';
import { AuthorizeCartAccess } from '../../application/customers/authorize-cart-access';
import { MAILER } from '../../application/mail/mailer.port';
import { EINVOICE_GATEWAY } from '../../application/invoicing/einvoice-gateway.port';
import { GetInvoiceChoice } from '../../application/invoicing/get-invoice-choice';
import { INVOICE_READS, type InvoiceReads } from '../../application/invoicing/invoice-reads.port';
import { MARKETPLACE_CATALOGUE_INVALIDATION } from '../../application/marketplace/marketplace-catalogue-invalidation.port';
import { CanRetry } from '../../application/orders/can-retry';
import { CheckoutCart } from '../../application/orders/checkout-cart';
import { ConfirmOrder } from '../../application/orders/confirm-order';
import { GetOrder } from '../../application/orders/get-order';
import { GetOrderItems } from '../../application/orders/get-order-items';
import { GetOrderStatus } from '../../application/orders/get-order-status';
import { ORDER_ACCESS_TOKENS, type OrderAccessTokens } from '../../application/orders/order-access-token.port';
import { ORDER_LINKS, type OrderLinks } from '../../application/orders/order-link.port';
import { OrderActionProof } from '../../application/orders/order-action-proof';
import { OrderReadAccess } from '../../application/orders/order-read-access';
import { ORDER_STORE, type OrderStore } from '../../application/orders/order-store.port';
import { OwnershipProof } from '../../application/orders/ownership-proof';
import { ReadOrderByPhone } from '../../application/orders/read-order-by-phone';
import { RestoreFromOrder } from '../../application/orders/restore-from-order';
import { SendOrderLink } from '../../application/orders/send-order-link';
import { TransitionOrder } from '../../application/orders/transition-order';
import { OUTLET_LIST_INVALIDATION } from '../../application/outlet/outlet-list-invalidation.port';
import { CountPaymentPreparation } from '../../application/payments/count-payment-preparation';
import { ListPaymentAttention } from '../../application/payments/list-payment-attention';
import { PAYMENT_ATTEMPT_STORE, type PaymentAttemptStore } from '../../application/payments/payment-attempt-store.port';
import { PAYMENT_ATTENTION_STORE, type PaymentAttentionStore } from '../../application/payments/payment-attention.port';
import { PAYMENT_CALLBACK_URLS, paymentCallbackUrlsAt, type PaymentCallbackUrls } from '../../application/payments/payment-callback-urls.port';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../application/payments/payment-gateway.port';
import { PreparePayment } from '../../application/payments/prepare-payment';
import { PROVIDER_MESSAGE_REJECTIONS } from '../../application/payments/provider-message-rejections.port';
import { ReadPaymentResult } from '../../application/payments/read-payment-result';
import { ReconcilePayments } from '../../application/payments/reconcile-payments';
import { ReceivePaymentNotice } from '../../application/payments/receive-payment-notice';
import { RecordBuyerCancel } from '../../application/payments/record-buyer-cancel';
import { RecordPaymentResult } from '../../application/payments/record-payment-result';
import { ResolvePaymentAttention } from '../../application/payments/resolve-payment-attention';
import { SettleOrderPayment } from '../../application/payments/settle-order-payment';
import { ABUSE_LIMITS } from '../../application/shared/abuse-limits';
import { CLOCK } from '../../application/shared/clock.port';
import { EVENT_LOG } from '../../application/shared/event-log.port';
import { GetOrderShipment } from '../../application/shipping/get-order-shipment';
import { orderRoutes } from '../http/routes/order-routes';
import { paymentAttentionRoutes } from '../http/routes/payment-attention-routes';
import { paymentRoutes } from '../http/routes/payment-routes';
import { startPaymentReconciliation } from '../jobs/payment-reconciliation';
import { APP_CONFIG, LOGGER } from '../tokens';
import type { ContextModule } from './context-module';
import { job } from './job';

/** Checkout + payments: orders, the status machine, payment attempts, reconciliation (ECPay AIO). */
export const checkoutContext: ContextModule = {
  name: 'checkout',
  bindings: ({ config, knex, tokenHasher, orderEvents }) => new ContainerModule(({ bind }) => {
    bind<OrderStore>(ORDER_STORE).toConstantValue(new KnexOrderStore(knex, orderEvents));
    bind<InvoiceReads>(INVOICE_READS).toConstantValue(new KnexInvoiceReads(knex));
    bind<OrderAccessTokens>(ORDER_ACCESS_TOKENS).toConstantValue(cryptoOrderAccessTokens(tokenHasher));
    // The mailed order link (issue 30) proves the buyer like the access token, for its one order and 30 days.
    bind<OrderLinks>(ORDER_LINKS).toConstantValue(hmacOrderLinks(config.tokenSecret, config.publicBaseUrl));
    bind<PaymentAttemptStore>(PAYMENT_ATTEMPT_STORE).toConstantValue(new KnexPaymentAttemptStore(knex, orderEvents));
    bind<PaymentAttentionStore>(PAYMENT_ATTENTION_STORE).toConstantValue(new KnexPaymentAttentionStore(knex));
    bind<PaymentGateway>(PAYMENT_GATEWAY).toService(EcpayGateway);
    bind<PaymentCallbackUrls>(PAYMENT_CALLBACK_URLS).toConstantValue(paymentCallbackUrlsAt(config.publicBaseUrl));
    for (const useCase of [
      CheckoutCart, OrderReadAccess, GetOrder, GetOrderItems, GetOrderStatus, CanRetry, ReadOrderByPhone, RestoreFromOrder, TransitionOrder,
      ConfirmOrder, OwnershipProof, OrderActionProof, SendOrderLink,
      PreparePayment, CountPaymentPreparation, RecordPaymentResult, ReceivePaymentNotice, ReadPaymentResult, SettleOrderPayment, ReconcilePayments,
      ListPaymentAttention, ResolvePaymentAttention, RecordBuyerCancel, GetInvoiceChoice,
    ]) {
      bind(useCase).toSelf();
    }
  }),
  // The payment routes before the order routes: their /api/ecpay/:orderId must not see the payment paths first.
  routes: [paymentAttentionRoutes, paymentRoutes, orderRoutes],
  jobs: [job('payment reconciliation', (container, config, logger) => startPaymentReconciliation(
    container.get(ReconcilePayments), config.reconcileEveryMs, config.paymentTimeoutMs, logger,
  ))],
  needs: [
    APP_CONFIG, LOGGER, CLOCK, RATE_LIMITER, ABUSE_LIMITS, EVENT_LOG, EcpayGateway, PROVIDER_MESSAGE_REJECTIONS, RecordStaffAction,
    GetCurrentCustomer, GetCurrentStaff, AuthorizeCartAccess, CART_STORE, OUTLET_LIST_INVALIDATION, MARKETPLACE_CATALOGUE_INVALIDATION, GetOrderShipment, MAILER,
  ],
  // ECPay's code checks at checkout (issue 30): without an e-invoice gateway bound, the codes are not asked.
  optionalNeeds: [{ token: EINVOICE_GATEWAY }],
  provides: [ORDER_STORE, ORDER_LINKS, PAYMENT_ATTEMPT_STORE, PAYMENT_ATTENTION_STORE, OwnershipProof, OrderReadAccess, TransitionOrder, INVOICE_READS],
};
