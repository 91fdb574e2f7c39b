// The payment module's public API (the order confirmation page imports from here).
export { paymentActions, paymentReducer, type PaymentState, type RetryPhase } from './payment-slice';
export { RetryPaymentDialog } from './RetryPaymentDialog';
export { submitPaymentForm, submitHiddenPostForm, buildHiddenPostForm, type FormFields } from './submit-payment-form';
export { saveOrderLink, saveOrderToken, orderTokenFor, ORDER_TOKENS_KEY } from './order-tokens';
export { restoreOrderToCart } from './restore-order';
export { usePageRestored } from './use-page-restored';
