import { formatMessage } from '../messages';
import { fulfilmentStage, fulfilmentView, paymentFact, paymentFactView, shippingStatusWords } from './order-truth';
import { paymentScreenState } from './payment-screen';

describe('what the buyer is told about payment (issue 22)', () => {
  it('a store-payment order is never paid before pickup: PENDING and PROCESSING (its shipment exists) read pay at pickup NT$', () => {
    expect(paymentScreenState('PROCESSING', 'store_cod')).toBe('confirmed');
    expect(paymentScreenState('PENDING', 'store_cod')).toBe('confirmed');
    for (const status of ['PENDING', 'PROCESSING']) {
      for (const stage of ['pending', 'prepared', 'shipped', 'at_store'] as const) {
        const fact = paymentFact(status, 'store_cod', stage);
        expect([status, stage, fact]).toEqual([status, stage, 'pay_at_pickup']);
        expect(paymentFactView(fact!, 1280).text).toBe('取貨時付款 NT$1,280');
      }
    }
  });

  it('after pickup a store-payment order reads paid at pickup', () => {
    expect(paymentFactView(paymentFact('PROCESSING', 'store_cod', 'delivered')!, 1280).text).toBe(formatMessage('CHIP_PAID_AT_PICKUP'));
  });

  it("spec 2's rule holds for card orders: PAID and PROCESSING are paid (success), PENDING_PAYMENT is processing", () => {
    expect(paymentScreenState('PROCESSING', 'credit_card')).toBe('success');
    expect(paymentScreenState('PAID', 'credit_card')).toBe('success');
    expect(paymentScreenState('PROCESSING')).toBe('success');
    expect(paymentFact('PROCESSING', 'credit_card', 'shipped')).toBe('paid');
    expect(paymentFactView('paid', 500).text).toBe('已付款');
    expect(paymentFact('PENDING_PAYMENT', 'credit_card', 'awaiting_payment')).toBe('paying');
    expect(paymentFact('PAYMENT_FAILED', 'credit_card', 'awaiting_payment')).toBe('failed');
  });
});

describe('where the parcel is (issue 22)', () => {
  const shipped = (statusCode: number | null) => ({ stage: 'shipped', statusCode });

  it('a card order that is not paid does not ship: no progress, "ships once paid", not "processing"', () => {
    for (const status of ['PENDING_PAYMENT', 'PAYMENT_FAILED', 'PAYMENT_CANCELLED', 'PAYMENT_TIMEOUT']) {
      const view = fulfilmentView(fulfilmentStage(status, 'credit_card', null), 'history');
      expect([status, view.stage, view.progress, view.label]).toEqual([status, 'awaiting_payment', null, '付款完成後出貨']);
    }
    expect(fulfilmentStage('PAID', 'credit_card', null)).toBe('pending');
    expect(fulfilmentStage('PENDING', 'store_cod', null)).toBe('pending');
  });

  it('arrived at the store (7-ELEVEN 2073, FamilyMart 3018) is its own stage, not "in transit"', () => {
    for (const code of [2073, 3018]) {
      const view = fulfilmentView(fulfilmentStage('PROCESSING', 'store_cod', shipped(code)), 'confirmation');
      expect([code, view.stage, view.label, view.pickupHint]).toEqual([code, 'at_store', '已到店，請於期限內取貨', true]);
    }
    expect(fulfilmentView(fulfilmentStage('PROCESSING', 'store_cod', shipped(2068)), 'confirmation')).toMatchObject({ stage: 'shipped', label: '運送中', pickupHint: false });
  });

  it('a logistics order just created does not tell the buyer the parcel is at the store', () => {
    const view = fulfilmentView(fulfilmentStage('PROCESSING', 'store_cod', { stage: 'prepared', statusCode: 300 }), 'confirmation');
    expect([view.label, view.pickupHint, view.details]).toEqual(['已建立物流單，等待出貨', false, true]);
  });

  it('picked up (2067/3022) reads picked up and completed (issue 28); staff read the same stage in their words', () => {
    const stage = fulfilmentStage('PROCESSING', 'store_cod', { stage: 'delivered', statusCode: 2067 });
    expect(fulfilmentView(stage, 'history').label).toBe('已取貨，訂單完成');
    expect(fulfilmentView(fulfilmentStage('PROCESSING', 'store_cod', shipped(3018)), 'staff').label).toBe('已到店，待買家取貨');
    expect(fulfilmentView(fulfilmentStage('PAYMENT_FAILED', 'credit_card', null), 'staff').label).toBe('未付款，不出貨');
  });

  it("spec 1 §4's progress values live in this table: pending 25 processing, prepared 50, shipped 75, delivered 100, returned 0; details once not pending", () => {
    const rows = (['pending', 'prepared', 'shipped', 'delivered', 'returned'] as const).map((stage) => {
      const { progress, code, details } = fulfilmentView(stage, 'history');
      return [stage, progress, code, details];
    });
    expect(rows).toEqual([
      ['pending', 25, 'SHIPPING_PROCESSING', false], ['prepared', 50, 'SHIPPING_PREPARED', true], ['shipped', 75, 'SHIPPING_SHIPPED', true],
      ['delivered', 100, 'SHIPPING_COMPLETED', true], ['returned', 0, 'SHIPPING_RETURNED', true],
    ]);
  });

  it("a bare shipping status (a history step without ECPay's words, staff's attention list) says what the order's stage says", () => {
    expect(shippingStatusWords('delivered', null, 'confirmation')).toBe(fulfilmentView('delivered', 'confirmation').label);
    expect(shippingStatusWords('shipped', 2073, 'confirmation')).toBe('已到店，請於期限內取貨');
    expect(shippingStatusWords(' Shipped ', 2068, 'confirmation')).toBe('運送中');
    expect(shippingStatusWords('prepared', 2104, 'staff')).toBe(formatMessage('STAFF_SHIPPING_PREPARED'));
    expect(shippingStatusWords('pending', null, 'staff')).toBe(formatMessage('STAFF_SHIPPING_PENDING'));
  });
});

describe('a cancelled payment reads cancelled (issue 28)', () => {
  it('issue 28: staff read the buyer\'s cancel as cancelled (付款已取消), not as a failure', () => {
    expect(paymentFactView('cancelled', 1290)).toMatchObject({ code: 'BANNER_CANCELLED', text: '付款已取消' });
    expect(paymentFactView('failed', 1290).code).toBe('CHIP_FAILED');
  });
});

describe('a picked-up order is finished (issue 28)', () => {
  it('issue 28: the buyer reads picked up and completed; staff read the pickup in the shipment and completed in the status', () => {
    expect(fulfilmentView('delivered', 'confirmation').label).toBe('已取貨，訂單完成');
    expect(fulfilmentView('delivered', 'history').label).toBe('已取貨，訂單完成');
    expect(fulfilmentView('delivered', 'staff').label).toBe('已取貨');
  });
});

describe('issue 30: an order staff ended reads as ended on every screen', () => {
  it.each([['credit_card', 'REFUNDED', 'refunded'], ['store_cod', 'CANCELLED', 'order_cancelled'], ['credit_card', 'CANCELLED', 'order_cancelled']] as const)(
    '%s %s -> payment fact %s, and a parcel never handed in does not ship',
    (method, status, fact) => {
      const stage = fulfilmentStage(status, method, null);
      expect(stage).toBe('cancelled');
      expect(paymentFact(status, method, stage)).toBe(fact);
      expect(fulfilmentView(stage, 'confirmation').label).toBe('訂單已取消，不出貨');
    },
  );

  it('a refunded order whose parcel was picked up keeps the parcel\'s truth', () => {
    expect(fulfilmentStage('REFUNDED', 'credit_card', { stage: 'delivered', statusCode: 2067 })).toBe('delivered');
    expect(paymentFactView('refunded', 100).text).toBe('已退款');
  });
});
