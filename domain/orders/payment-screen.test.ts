import { ORDER_STATUSES } from './order-status';
import {
  canRetryPayment,
  checkoutReturnRoute,
  paymentBanner,
  paymentMethodText,
  paymentScreenState,
  paymentStateFromQuery,
  paymentStateFromRtnCode,
  pollStep,
  retryEligibility,
  screenEffects,
  showsRetryButton,
  statusChip,
} from './payment-screen';

describe('status to screen mapping (spec 2 §4)', () => {
  it.each([
    ['PAID', 'success'],
    ['PAYMENT_FAILED', 'failed'],
    ['PAYMENT_CANCELLED', 'cancelled'],
    ['PAYMENT_TIMEOUT', 'timeout'],
    ['PENDING_PAYMENT', 'processing'],
  ])('spec 2 §4: %s -> %s', (status, state) => {
    expect(paymentScreenState(status)).toBe(state);
  });

  it('spec 2 §2.6: PROCESSING is success too (checkout sends it to ?payment=success)', () => {
    expect(paymentScreenState('PROCESSING')).toBe('success');
  });

  it('spec 2 §2.5: a store-payment order (PENDING) is plain confirmed; an unknown status maps to nothing', () => {
    expect(paymentScreenState('PENDING')).toBe('confirmed');
    expect(paymentScreenState('WHATEVER')).toBeNull();
    expect(paymentScreenState(null)).toBeNull();
  });

  it('spec 2 §4: success clears the cart, processing starts polling, failures offer retry', () => {
    expect(screenEffects('success')).toEqual({ clearCart: true, startPolling: false, offerRetry: false });
    expect(screenEffects('processing')).toEqual({ clearCart: false, startPolling: true, offerRetry: false });
    for (const s of ['failed', 'cancelled', 'timeout'] as const) expect(screenEffects(s)).toEqual({ clearCart: false, startPolling: false, offerRetry: true });
    expect(screenEffects('confirmed')).toEqual({ clearCart: false, startPolling: false, offerRetry: false });
  });
});

describe('query flags (spec 2 §2.5)', () => {
  it('spec 2 §2.5: payment = success, failed, cancelled or timeout sets the banner; anything else is ignored', () => {
    expect(paymentStateFromQuery('success')).toBe('success');
    expect(paymentStateFromQuery('TIMEOUT')).toBe('timeout');
    expect(paymentStateFromQuery('processing')).toBeNull();
    expect(paymentStateFromQuery(null)).toBeNull();
  });

  it('spec 2 §2.5/§9: RtnCode equal to 1 means success; anything else means failed', () => {
    expect(paymentStateFromRtnCode('1')).toBe('success');
    expect(paymentStateFromRtnCode(1)).toBe('success');
    expect(paymentStateFromRtnCode(' 1 ')).toBe('success');
    expect(paymentStateFromRtnCode('0')).toBe('failed');
    expect(paymentStateFromRtnCode('10100058')).toBe('failed');
    expect(paymentStateFromRtnCode('11')).toBe('failed');
    expect(paymentStateFromRtnCode('abc')).toBe('failed');
  });

  it('spec 2 §2.5: no RtnCode tells nothing', () => {
    expect(paymentStateFromRtnCode(undefined)).toBeNull();
    expect(paymentStateFromRtnCode('')).toBeNull();
  });
});

describe('banner (spec 2 §2.5)', () => {
  it('spec 2 §2.5: green for success and plain confirmed, orange for processing, red with retry for failures', () => {
    expect(paymentBanner('success')).toEqual({ tone: 'green', code: 'BANNER_PAID', text: '訂單已確認並付款成功！', retry: false });
    expect(paymentBanner('confirmed').tone).toBe('green');
    expect(paymentBanner('processing')).toMatchObject({ tone: 'orange', code: 'BANNER_PROCESSING', retry: false });
    expect(paymentBanner('failed')).toMatchObject({ tone: 'red', code: 'BANNER_FAILED', retry: true });
    expect(paymentBanner('cancelled')).toMatchObject({ tone: 'red', code: 'BANNER_CANCELLED', retry: true });
    expect(paymentBanner('timeout')).toMatchObject({ tone: 'red', code: 'BANNER_TIMEOUT', retry: true });
  });
});

describe('polling (spec 2 §4, §9)', () => {
  it('spec 2 §9: every 3 seconds while PENDING_PAYMENT', () => {
    expect(pollStep('PENDING_PAYMENT', 1)).toEqual({ kind: 'continue', delayMs: 3000 });
    expect(pollStep('PENDING_PAYMENT', 9)).toEqual({ kind: 'continue', delayMs: 3000 });
  });

  it('spec 2 §4: PAID gives success; failed or cancelled stop with their state', () => {
    expect(pollStep('PAID', 3)).toEqual({ kind: 'done', state: 'success' });
    expect(pollStep('PAYMENT_FAILED', 3)).toEqual({ kind: 'done', state: 'failed' });
    expect(pollStep('PAYMENT_CANCELLED', 3)).toEqual({ kind: 'done', state: 'cancelled' });
  });

  it('spec 2 §4/§9: after 10 attempts a long-processing notice shows', () => {
    expect(pollStep('PENDING_PAYMENT', 10)).toEqual({ kind: 'long-processing' });
    expect(pollStep(undefined, 10)).toEqual({ kind: 'long-processing' });
  });
});

describe('retry (spec 2 §4, §2.5)', () => {
  it('issue #9: retry is offered for a card order awaiting payment and for PAYMENT_FAILED, PAYMENT_CANCELLED and PAYMENT_TIMEOUT', () => {
    expect(ORDER_STATUSES.filter(canRetryPayment)).toEqual(['PENDING_PAYMENT', 'PAYMENT_FAILED', 'PAYMENT_CANCELLED', 'PAYMENT_TIMEOUT']);
  });

  it('issue #9: a shopper back from the card page without paying may retry at once, not after the ~20-minute timeout', () => {
    expect(canRetryPayment('PENDING_PAYMENT')).toBe(true);
    expect(retryEligibility('PENDING_PAYMENT')).toEqual({ ok: true });
  });

  it("spec 2 §4/§8: can-retry answers ok or the reason ('This order cannot be retried' by default)", () => {
    expect(retryEligibility('PAYMENT_TIMEOUT')).toEqual({ ok: true });
    expect(retryEligibility('PAID')).toEqual({ ok: false, code: 'ORDER_ALREADY_PAID' });
    expect(retryEligibility('PROCESSING')).toEqual({ ok: false, code: 'ORDER_ALREADY_PAID' });
    expect(retryEligibility('PENDING')).toEqual({ ok: false, code: 'ORDER_NOT_CARD_PAYMENT' });
    expect(retryEligibility('nonsense')).toEqual({ ok: false, code: 'RETRY_NOT_POSSIBLE' });
  });

  it('spec 2 §2.5: the retry button shows for failures and when processing has run long', () => {
    expect(showsRetryButton('failed', false)).toBe(true);
    expect(showsRetryButton('processing', false)).toBe(false);
    expect(showsRetryButton('processing', true)).toBe(true);
    expect(showsRetryButton('success', true)).toBe(false);
    expect(showsRetryButton(null, true)).toBe(false);
  });
});

describe('status chip and payment method text (spec 2 §2.5)', () => {
  it('spec 2 §2.5: the chip reads paid, payment processing, payment failed, or awaiting payment when there is no status', () => {
    expect(statusChip('success')).toEqual({ chip: 'paid', code: 'CHIP_PAID', text: '已付款' });
    expect(statusChip('processing').chip).toBe('processing');
    expect(statusChip('failed').chip).toBe('failed');
    expect(statusChip('cancelled').chip).toBe('failed');
    expect(statusChip('timeout').chip).toBe('failed');
    expect(statusChip(null)).toEqual({ chip: 'awaiting', code: 'CHIP_AWAITING', text: '待付款' });
    expect(statusChip('confirmed').chip).toBe('awaiting');
  });

  it("spec 2 §2.5: payment method reads 'credit card' if the payment state is success, else 'convenience store pickup payment'", () => {
    expect(paymentMethodText('success')).toEqual({ code: 'METHOD_CREDIT_CARD', text: '信用卡' });
    expect(paymentMethodText('failed')).toEqual({ code: 'METHOD_STORE_PAYMENT', text: '超商取貨付款' });
    expect(paymentMethodText(null).code).toBe('METHOD_STORE_PAYMENT');
  });

  it("spec 2 §3: the order's own payment_method wins when known", () => {
    expect(paymentMethodText('failed', 'credit_card').code).toBe('METHOD_CREDIT_CARD');
    expect(paymentMethodText('success', 'store_cod').code).toBe('METHOD_STORE_PAYMENT');
  });
});

describe('a store-payment order on the retry path (issue 28)', () => {
  it('issue 28: a pay-at-pickup order is never offered a card retry and is never called paid, in any status', () => {
    for (const status of ORDER_STATUSES) {
      expect(retryEligibility(status, 'store_cod')).toEqual({ ok: false, code: 'ORDER_NOT_CARD_PAYMENT' });
      expect(checkoutReturnRoute(status, 'store_cod')).toBe('confirmed');
    }
    // PROCESSING used to answer ORDER_ALREADY_PAID (此訂單已完成付款) for a store-payment order whose shipment exists.
    expect(retryEligibility('PROCESSING', 'store_cod').ok).toBe(false);
    expect(retryEligibility('PROCESSING', 'store_cod')).not.toEqual({ ok: false, code: 'ORDER_ALREADY_PAID' });
  });

  it('spec 2 §2.6/§4: a card order goes to its paid confirmation, or to the retry flow when it may pay again', () => {
    expect(checkoutReturnRoute('PAID', 'credit_card')).toBe('paid');
    expect(checkoutReturnRoute('PROCESSING', 'credit_card')).toBe('paid');
    for (const status of ['PENDING_PAYMENT', 'PAYMENT_FAILED', 'PAYMENT_CANCELLED', 'PAYMENT_TIMEOUT'] as const) {
      expect(checkoutReturnRoute(status, 'credit_card')).toBe('retry');
      expect(retryEligibility(status, 'credit_card')).toEqual({ ok: true });
    }
    expect(retryEligibility('PROCESSING', 'credit_card')).toEqual({ ok: false, code: 'ORDER_ALREADY_PAID' });
    expect(checkoutReturnRoute('PENDING', null)).toBe('confirmed');
    expect(checkoutReturnRoute('WHATEVER', 'credit_card')).toBeNull();
  });
});
