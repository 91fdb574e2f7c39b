import { consoleOrderActions, consoleOrderState } from './console-order';
import { fulfilmentStage, FULFILMENT_STAGES } from './order-truth';

describe('the staff console on an order (issue 28)', () => {
  it('issue 28: a picked-up parcel finishes the order: staff read COMPLETED, not PROCESSING', () => {
    expect(consoleOrderState('PROCESSING', 'delivered')).toBe('COMPLETED');
    expect(consoleOrderState('PROCESSING', fulfilmentStage('PROCESSING', 'store_cod', { stage: 'delivered', statusCode: 2067 }))).toBe('COMPLETED');
    expect(consoleOrderState('PROCESSING', 'shipped')).toBe('PROCESSING');
    expect(consoleOrderState('PAYMENT_CANCELLED', 'awaiting_payment')).toBe('PAYMENT_CANCELLED');
    expect(consoleOrderState('PAID', null)).toBe('PAID');
  });

  it('issue 28: no 建立物流單 on a picked-up (or returned) order, and no shipment action on an unpaid one', () => {
    for (const stage of ['delivered', 'returned', 'awaiting_payment'] as const) expect(consoleOrderActions(stage, 'created')).toEqual({ shipment: null, markDelivered: false });
    const unpaid = fulfilmentStage('PAYMENT_FAILED', 'credit_card', null);
    expect(consoleOrderActions(unpaid, null)).toEqual({ shipment: null, markDelivered: false });
    expect(consoleOrderActions(fulfilmentStage('PENDING_PAYMENT', 'credit_card', null), null).shipment).toBeNull();
  });

  it('the primary action follows the stage: create before ECPay has it (retry after a failure), mark delivered once it has', () => {
    expect(consoleOrderActions(fulfilmentStage('PAID', 'credit_card', null), null)).toEqual({ shipment: 'create', markDelivered: false });
    expect(consoleOrderActions(fulfilmentStage('PENDING', 'store_cod', null), null)).toEqual({ shipment: 'create', markDelivered: false });
    expect(consoleOrderActions('pending', 'failed')).toEqual({ shipment: 'retry', markDelivered: false });
    for (const stage of ['prepared', 'shipped', 'at_store'] as const) expect(consoleOrderActions(stage, 'created')).toEqual({ shipment: null, markDelivered: true });
    // Every stage has an answer.
    for (const stage of FULFILMENT_STAGES) expect(consoleOrderActions(stage, null)).toBeDefined();
  });
});
