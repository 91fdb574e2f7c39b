import {
  afterFailedAttempt, canMoveShipmentJob, isReadyToShip, isShipmentJobStatus, SHIPMENT_JOB_MOVES, SHIPMENT_JOB_STATUSES, SHIPMENT_JOB_TRANSITIONS,
  SHIPMENT_MAX_ATTEMPTS, shipmentRetryDelayMs,
} from './shipment-job';

const MINUTE = 60_000;
const NOW = new Date('2026-11-29T02:00:00.000Z');

describe('the shipment creation job: states and moves (issue 12, issue 24 "rules in the domain")', () => {
  it('creating may be created, failed, or stay creating (a retryable failure)', () => {
    expect(SHIPMENT_JOB_TRANSITIONS.creating).toEqual(['created', 'creating', 'failed']);
    expect(SHIPMENT_JOB_MOVES.retry_later).toEqual({ from: 'creating', to: 'creating' });
    expect(SHIPMENT_JOB_MOVES.give_up).toEqual({ from: 'creating', to: 'failed' });
  });

  it('created is final: ECPay has the shipment, the job never touches it again', () => {
    for (const to of SHIPMENT_JOB_STATUSES) expect(canMoveShipmentJob('created', to)).toBe(false);
  });

  it('failed goes back to creating only (the staff retry), never straight to created', () => {
    expect(SHIPMENT_JOB_TRANSITIONS.failed).toEqual(['creating']);
    expect(SHIPMENT_JOB_MOVES.reopen).toEqual({ from: 'failed', to: 'creating' });
    expect(canMoveShipmentJob('failed', 'created')).toBe(false);
  });

  it('a stored value outside the three states is not a job state', () => {
    expect(SHIPMENT_JOB_STATUSES.every(isShipmentJobStatus)).toBe(true);
    expect(isShipmentJobStatus('CREATED')).toBe(false);
    expect(isShipmentJobStatus(null)).toBe(false);
  });
});

describe('the retry backoff of a failed ECPay shipment creation', () => {
  it('waits 1 minute after the first failure and doubles: 1, 2, 4, 8 minutes', () => {
    expect([1, 2, 3, 4].map(shipmentRetryDelayMs)).toEqual([MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE]);
  });

  it('never waits more than an hour', () => {
    expect(shipmentRetryDelayMs(7)).toBe(60 * MINUTE);
    expect(shipmentRetryDelayMs(30)).toBe(60 * MINUTE);
  });

  it('a retryable failure is due again after the backoff while attempts remain', () => {
    expect(afterFailedAttempt(3, true, NOW)).toEqual({ move: 'retry_later', retryAt: new Date(NOW.getTime() + 4 * MINUTE) });
    expect(afterFailedAttempt(SHIPMENT_MAX_ATTEMPTS - 1, true, NOW).move).toBe('retry_later');
  });

  it('the last attempt fails it for staff; so does a refusal, at the first attempt', () => {
    expect(afterFailedAttempt(SHIPMENT_MAX_ATTEMPTS, true, NOW)).toEqual({ move: 'give_up', retryAt: null });
    expect(afterFailedAttempt(1, false, NOW)).toEqual({ move: 'give_up', retryAt: null });
  });
});

describe('which orders the shipment job picks up', () => {
  it('a paid card order, and a store-payment order at PENDING (paid at pickup)', () => {
    expect(isReadyToShip({ status: 'PAID', paymentMethod: 'credit_card' })).toBe(true);
    expect(isReadyToShip({ status: 'PENDING', paymentMethod: 'store_cod' })).toBe(true);
  });

  it('not a card order still awaiting payment, nor one already moving to the shop', () => {
    expect(isReadyToShip({ status: 'PENDING_PAYMENT', paymentMethod: 'credit_card' })).toBe(false);
    expect(isReadyToShip({ status: 'PENDING', paymentMethod: 'credit_card' })).toBe(false);
    expect(isReadyToShip({ status: 'PROCESSING', paymentMethod: 'store_cod' })).toBe(false);
  });
});
