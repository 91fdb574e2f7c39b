import { inject, injectable, optional } from 'inversify';
import { readInvoiceInput, type InvoiceInput, type InvoiceInputField } from '../../domain/invoicing/invoice-input';
import { buildOrderId } from '../../domain/orders/order-ids';
import { initialOrderStatus, type OrderStatus } from '../../domain/orders/order-status';
import { resolveCheckoutMethods, type DeliveryMethod, type PaymentMethod } from '../../domain/orders/payment-methods';
import { DEFAULT_LOGISTICS_SUB_TYPE, isStoreChosen, type PickupStore } from '../../domain/orders/pickup-store';
import { validateCheckoutContact } from '../../domain/validation/checkout';
import { normalizeEmail, validateEmailFormat } from '../../domain/validation/email';
import { fieldError, type FieldError, type FormErrors } from '../../domain/validation/field-error';
import { normalizeName } from '../../domain/validation/name';
import type { UnsellableLine } from '../../domain/orders/checkout-plan';
import { ConflictError, fieldProblem, ValidationError, type FieldErrors } from '../errors';
import { RATE_LIMITER, type RateLimiter } from '../accounts/rate-limiter.port';
import { InvoiceCodeChecks } from '../invoicing/check-invoice-codes';
import { EINVOICE_GATEWAY, type EinvoiceGateway } from '../invoicing/einvoice-gateway.port';
import { MARKETPLACE_CATALOGUE_INVALIDATION, type MarketplaceCatalogueInvalidation } from '../marketplace/marketplace-catalogue-invalidation.port';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../outlet/outlet-list-invalidation.port';
import { ABUSE_LIMITS, type AbuseLimits } from '../shared/abuse-limits';
import { CLOCK, type Clock } from '../shared/clock.port';
import { EVENT_LOG, type EventLog } from '../shared/event-log.port';
import { ORDER_ACCESS_TOKENS, type OrderAccessTokens } from './order-access-token.port';
import { ORDER_STORE, type OrderStore } from './order-store.port';

export interface CheckoutCartInput {
  /**
   * false: the caller has no cart of this phone (a guest without a cart key, server/http/cart-access.ts);
   * checked out like an empty cart (409 CART_EMPTY after the same validation), so the answer tells nothing.
   */
  cartVisible?: boolean;
  name: string;
  phone: string;
  /** A guest's cart of the phone: the browser's key hash (application/cart/cart-ref.ts); ignored for a signed-in customer. */
  keyHash?: string;
  /** As sent: forced to pickup whatever it is (spec 2, section 4). */
  deliveryMethod?: string | null;
  /** As sent: falls back to store_cod when it is not valid for pickup (spec 2, section 4). */
  paymentMethod?: string | null;
  store: Partial<PickupStore> | null;
  /**
   * The signed-in customer (a valid customer token): the order is theirs (orders.customer_id) and their
   * account's name and phone are used, whatever the body said (docs/accounts-contract.md).
   */
  customer?: CheckoutCustomer | null;
  /** Issue 30: the invoice section as typed; absent or null is the default, the member carrier. */
  invoice?: InvoiceInput | null;
  /** Issue 30: where the order's mails go; optional ('' is none; a customer without one gets their account's). */
  email?: string | null;
  /** ctx.ip: with the phone, what ECPay's code checks are counted under (AbuseLimits invoiceCodeChecks*). */
  clientIp: string;
}

export interface CheckoutCustomer {
  id: number;
  name: string;
  phone: string;
  /** The account's address: the order's mails go there when the form left the e-mail empty. */
  email?: string;
}

export interface CheckoutCartResult {
  orderId: string;
  status: OrderStatus;
  totalAmount: number;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  /** Shown once: the buyer's proof for the order endpoints (decision 5). Only its hash is stored. */
  accessToken: string;
}

/**
 * POST /api/cart/checkout: the phone's cart becomes an order (spec 2, section 4).
 *
 * Nothing about money is taken from the request: the order's items and total are the server's catalogue
 * prices of the lines the phone holds, read inside the checkout transaction (the request's items, prices
 * and totals are not even inputs). The store's one transaction locks the cart, re-checks every hold, creates
 * the order with the initial status of its payment method, confirms the holds (sold for good) and deletes
 * the lines; so the same cart checked out twice at once gives one order and one 409 CART_EMPTY.
 */
@injectable()
export class CheckoutCart {
  private readonly codeChecks: InvoiceCodeChecks;

  constructor(
    @inject(ORDER_STORE) private readonly orders: OrderStore,
    @inject(ORDER_ACCESS_TOKENS) private readonly tokens: OrderAccessTokens,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(OUTLET_LIST_INVALIDATION) private readonly listInvalidation: OutletListInvalidation,
    @inject(MARKETPLACE_CATALOGUE_INVALIDATION) private readonly marketplaceInvalidation: MarketplaceCatalogueInvalidation,
    @inject(RATE_LIMITER) limiter: RateLimiter,
    @inject(ABUSE_LIMITS) limits: AbuseLimits,
    @inject(EVENT_LOG) log: EventLog,
    /** ECPay's CheckBarcode / CheckLoveCode (issue 30); absent (tests, no e-invoice provider): the codes are not asked. */
    @inject(EINVOICE_GATEWAY) @optional() einvoices?: EinvoiceGateway,
  ) {
    this.codeChecks = new InvoiceCodeChecks(einvoices, limiter, limits, log);
  }

  /**
   * @throws ValidationError VALIDATION_FAILED with fields.name / fields.phone / fields.storeData / fields.email and
   * fields['invoice.{field}'] (invoice.kind, invoice.barcode, invoice.loveCode, ...: the domain's invoice rules, and
   * ECPay's answer that a barcode or love code does not exist)
   * @throws ConflictError CART_EMPTY, CART_HAS_EXPIRED_ITEMS, CART_ITEM_UNAVAILABLE, CART_ITEM_SOLD_OUT (nothing
   * changed, nothing charged, the cart stays); the last two name the lines that cannot be sold in
   * fields['lines.{lineId}'] (code MARKETPLACE_SOLD_OUT or MARKETPLACE_LINE_UNAVAILABLE), for the cart to mark them
   */
  async execute(request: CheckoutCartInput): Promise<CheckoutCartResult> {
    const { customer } = request;
    const input = customer ? { ...request, name: customer.name, phone: customer.phone } : request;
    const errors: Record<string, FieldError> = { ...validateCheckoutContact({ name: input.name, phone: input.phone }) };
    if (!isStoreChosen(input.store)) errors.storeData = fieldError('CHECKOUT_STORE_REQUIRED');
    const email = normalizeEmail(request.email ?? '');
    const emailError = email === '' ? undefined : validateEmailFormat(email);
    if (emailError) errors.email = emailError;
    const invoice = readInvoiceInput(request.invoice);
    if (!invoice.ok) Object.assign(errors, invoiceFields(invoice.errors));
    if (Object.keys(errors).length > 0 || !isStoreChosen(input.store) || !invoice.ok) throw new ValidationError('VALIDATION_FAILED', 'VALIDATION_FAILED', errors);

    const { deliveryMethod, paymentMethod } = resolveCheckoutMethods(input);
    const status = initialOrderStatus(paymentMethod);
    const store: PickupStore = {
      storeId: input.store.storeId.trim(),
      storeName: input.store.storeName.trim(),
      storeAddress: (input.store.storeAddress ?? '').trim(),
      logisticsSubType: input.store.logisticsSubType ?? DEFAULT_LOGISTICS_SUB_TYPE,
    };
    // A caller without a cart of this phone (server/http/cart-access.ts) sees it as an empty cart.
    if (request.cartVisible === false) throw new ConflictError('CART_EMPTY', 'CART_EMPTY');
    // Asked only of a caller with a cart of the phone, after every local rule, and at most so often per phone and
    // per IP: the provider's limit is the shop's, and a stranger must not spend it (or use checkout to look codes up).
    const unknownCodes = await this.codeChecks.check(invoice.choice, { phone: input.phone.trim(), clientIp: request.clientIp }, this.clock.now());
    if (Object.keys(unknownCodes).length > 0) throw new ValidationError('VALIDATION_FAILED', 'VALIDATION_FAILED', invoiceFields(unknownCodes));
    const { token, hash } = this.tokens.issue();
    const now = this.clock.now();
    const outcome = await this.orders.checkoutCart({
      phone: input.phone.trim(), keyHash: customer ? undefined : request.keyHash, customerName: normalizeName(input.name), deliveryMethod, paymentMethod, status, store,
      accessTokenHash: hash, customerId: customer?.id ?? null, now, orderIdCandidate: (attempt) => buildOrderId(now.getTime() + attempt),
      invoice: invoice.choice, email: email !== '' ? email : customer?.email || null,
    });
    if (outcome.kind === 'refused') throw new ConflictError(outcome.code, outcome.code, linesFields(outcome.lines));
    // The holds became sales and the transaction has committed: the next list read must not reuse old bytes.
    this.listInvalidation.invalidate();
    // Marketplace lines lowered our synced stock in the same transaction: the product pages must show it.
    if (outcome.items.some((item) => item.itemType === 'shopee')) this.marketplaceInvalidation.invalidate();
    const { order } = outcome;
    return { orderId: order.id, status: order.status, totalAmount: order.totalAmount, deliveryMethod, paymentMethod, accessToken: token };
  }
}

/** The invoice section's errors under `invoice.{field}`, beside the contact's in the same fields object. */
function invoiceFields(errors: FormErrors<InvoiceInputField>): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  for (const [field, error] of Object.entries(errors)) if (error) fields[`invoice.${field}`] = error;
  return fields;
}

/** The refused lines as error fields: `lines.{lineId}`, so the body stays { code, message, fields } (ErrorBody). */
function linesFields(lines: readonly UnsellableLine[] | undefined): FieldErrors | undefined {
  if (!lines || lines.length === 0) return undefined;
  return Object.fromEntries(lines.map((line) => {
    const code = line.availability === 'sold_out' ? 'MARKETPLACE_SOLD_OUT' : 'MARKETPLACE_LINE_UNAVAILABLE';
    return [`lines.${line.lineId}`, fieldProblem(code, { code })];
  }));
}
