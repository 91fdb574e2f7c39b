// The public API of the domain core: pure rules an integrator can use without a server
// (design.md, section 1). Every module below is I/O-free: no clock, no randomness, no packages.
export * from './shared/result';
export * from './shared/domain-error';
export * from './shared/time';
export * from './shared/taipei-day';

export * from './money/pricing';
export * from './money/format';

export * from './messages/index';
export * from './messages/catalogue';
export * from './messages/mail-catalogue';
export * from './messages/catalogue/texts';
export * from './messages/catalogue/accounts';
export * from './messages/catalogue/checkout';
export * from './messages/catalogue/orders';
export * from './messages/catalogue/edge';
export * from './messages/catalogue/payments';
export * from './messages/catalogue/marketplace';
export * from './messages/catalogue/shopify';
export * from './messages/catalogue/mail';
export * from './messages/catalogue/shipments';
export * from './messages/catalogue/invoicing';
export * from './messages/catalogue/order-events';
export * from './messages/catalogue/order-lookup';
export * from './messages/catalogue/order-mails';
export * from './validation/messages';
export * from './validation/field-error';
export * from './validation/email';
export * from './validation/password';
export * from './validation/name';
export * from './validation/pickup-name';
export * from './validation/phone';
export * from './validation/login';
export * from './validation/register';
export * from './validation/forgot-password';
export * from './validation/change-password';
export * from './validation/link-order';
export * from './validation/search';
export * from './validation/checkout';
export * from './validation/profile';

export * from './cart/cart-line';
export * from './cart/cart';
export * from './cart/totals';
export * from './cart/reservation';
export * from './cart/hold-rules';
export * from './cart/reserve-decision';
export * from './cart/from-outlet';
export * from './cart/checkout-readiness';

export * from './outlet/outlet-item';
export * from './outlet/availability';
export * from './outlet/grouping';
export * from './outlet/sorting';
export * from './outlet/search';
export * from './outlet/stock-labels';
export * from './outlet/variant-chips';
export * from './outlet/images';
export * from './outlet/categories';

export * from './marketplace/size-order';
export * from './marketplace/variation-name';
export * from './marketplace/marketplace-product';
export * from './marketplace/variation-selectors';
export * from './marketplace/add-to-cart';
export * from './marketplace/cart-line-rules';
export * from './marketplace/buyer-phone';
export * from './marketplace/linked-order';
export * from './marketplace/linked-order-progress';

export * from './shopify/shop-domain';
export * from './shopify/stock-rules';
export * from './shopify/linked-order';

export * from './orders/order-status';
export * from './orders/payment-attempt';
export * from './orders/payment-methods';
export * from './orders/shipping-fee';
export * from './orders/payment-screen';
export * from './orders/shipping-status';
export * from './orders/order-ids';
export * from './orders/reservation-countdown';
export * from './orders/order-source';
export * from './orders/masking';
export * from './orders/pickup-store';
export * from './orders/checkout-plan';
export * from './orders/customer-order-pages';
export * from './orders/return-path';
export * from './orders/shipment-status';
export * from './orders/shipment-job';
export * from './orders/refund-eligibility';
export * from './orders/order-truth';
export * from './orders/status-reason';
export * from './orders/order-figures';

export * from './orders/console-order';
export * from './orders/order-ending';

export * from './invoicing/invoice-choice';
export * from './invoicing/tax-id';
export * from './invoicing/invoice-rules';
export * from './invoicing/invoice-input';
export * from './invoicing/invoice-masking';
export * from './invoicing/ecpay-invoice-fields';
export * from './invoicing/invoice-states';
export * from './invoicing/void-window';
export * from './invoicing/order-invoice';
export * from './invoicing/invoice-underway';
