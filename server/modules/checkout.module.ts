import { ContainerModule } from 'inversify';
import { EcpayGateway } from '../../adapters/ecpay/ecpay-gateway';
import { CanRetry } from '../../application/orders/can-retry';
import { CheckoutCart } from '../../application/orders/checkout-cart';
import { ConfirmOrder } from '../../application/orders/confirm-order';
import { GetOrder } from '../../application/orders/get-order';
import { GetOrderItems } from '../../application/orders/get-order-items';
import { GetOrderStatus } from '../../application/orders/get-order-status';
import { ORDER_ACCESS_TOKENS, type OrderAccessTokens } from '../../application/orders/order-access-token.port';
import { OrderReadAccess } from '../../application/orders/order-read-access';
import { ORDER_STORE, type OrderStore } from '../../application/orders/order-store.port';
import { OwnershipProof } from '../../application/orders/ownership-proof';
import { ReadOrderByPhone } from '../../application/orders/read-order-by-phone';
import { RestoreFromOrder } from '../../application/orders/restore-from-order';
import { TransitionOrder } from '../../application/orders/transition-order';
import { CountPaymentPreparation } from '../../application/payments/count-payment-preparation';
import { ListPaymentAttention } from '../../application/payments/list-payment-attention';
import { PAYMENT_ATTEMPT_STORE, type PaymentAttemptStore } from '../../application/payments/payment-attempt-store.port';
import { PAYMENT_ATTENTION_STORE, type PaymentAttentionStore } from '../../application/payments/payment-attention.port';
import { PAYMENT_CALLBACK_URLS, paymentCallbackUrlsAt, type PaymentCallbackUrls } from '../../application/payments/payment-callback-urls.port';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../application/payments/payment-gateway.port';
import { PreparePayment } from '../../application/payments/prepare-payment';
import { PROVIDER_MESSAGE_REJECTIONS, type ProviderMessageRejections } from '../../application/payments/provider-message-rejections.port';
import { ReadPaymentResult } from '../../application/payments/read-payment-result';
import { ReconcilePayments } from '../../application/payments/reconcile-payments';
import { ReceivePaymentNotice } from '../../application/payments/receive-payment-notice';
import { RecordPaymentResult } from '../../application/payments/record-payment-result';
import { ResolvePaymentAttention } from '../../application/payments/resolve-payment-attention';
import { SettleOrderPayment } from '../../application/payments/settle-order-payment';
import { orderRoutes } from '../http/routes/order-routes';
import { paymentAttentionRoutes } from '../http/routes/payment-attention-routes';
import { paymentRoutes } from '../http/routes/payment-routes';
import type { ContextModule } from './context-module';

/** Checkout + payments: orders, the status machine, payment attempts, reconciliation (ECPay AIO). */
export const checkoutContext: ContextModule = {
  name: 'checkout',
  bindings: ({ config, adapters }) => new ContainerModule(({ bind }) => {
    bind<OrderStore>(ORDER_STORE).toConstantValue(adapters.orderStore);
    bind<OrderAccessTokens>(ORDER_ACCESS_TOKENS).toConstantValue(adapters.orderAccessTokens);
    bind<PaymentAttemptStore>(PAYMENT_ATTEMPT_STORE).toConstantValue(adapters.paymentAttempts);
    bind<PaymentAttentionStore>(PAYMENT_ATTENTION_STORE).toConstantValue(adapters.paymentAttention);
    bind<ProviderMessageRejections>(PROVIDER_MESSAGE_REJECTIONS).toConstantValue(adapters.providerMessageRejections);
    bind<PaymentGateway>(PAYMENT_GATEWAY).toService(EcpayGateway);
    bind<PaymentCallbackUrls>(PAYMENT_CALLBACK_URLS).toConstantValue(paymentCallbackUrlsAt(config.publicBaseUrl));
    for (const useCase of [
      CheckoutCart, OrderReadAccess, GetOrder, GetOrderItems, GetOrderStatus, CanRetry, ReadOrderByPhone, RestoreFromOrder, TransitionOrder,
      ConfirmOrder, OwnershipProof,
      PreparePayment, CountPaymentPreparation, RecordPaymentResult, ReceivePaymentNotice, ReadPaymentResult, SettleOrderPayment, ReconcilePayments,
      ListPaymentAttention, ResolvePaymentAttention,
    ]) {
      bind(useCase).toSelf();
    }
  }),
  // The payment routes before the order routes: their /api/ecpay/:orderId must not see the payment paths first.
  routes: [paymentAttentionRoutes, paymentRoutes, orderRoutes],
};
