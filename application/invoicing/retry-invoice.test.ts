import { ConflictError, NotFoundError, TooManyRequestsError } from '../errors';
import { errorOf } from '../orders/testing/test-fixture';
import { invoicingFixture } from './testing/invoicing-fixture';

describe('RetryInvoice: staff try a failed invoice again (issue 30)', () => {
  it('a refused issue is listed with ECPay\'s reason; the retry issues it with the same RelateNumber and is audited', async () => {
    const f = invoicingFixture();
    const orderId = f.addOrder();
    f.gateway.next('issue', { kind: 'refused', code: '5070350', message: 'no invoice track' });
    expect(await f.deliver(orderId, 'status:PAID')).toBe('done');
    expect(await f.list.execute()).toMatchObject([{ orderId, state: 'ISSUE_FAILED', lastError: '5070350 no invoice track' }]);
    expect(await f.retry.execute(orderId, 7)).toMatchObject({ orderId, state: 'ISSUED', lastError: null });
    expect(f.gateway.calls.map((call) => call.reference)).toEqual(['ORD30000001', 'ORD30000001']);
    expect(f.auditLog.entries).toEqual([{ staffId: 7, action: 'invoice.retried', target: `order:${orderId}`, details: { from: 'ISSUE_FAILED' }, at: f.clock.now() }]);
    expect(await f.list.execute()).toEqual([]);
  });

  it('a failed void is retried as a void', async () => {
    const f = invoicingFixture();
    const orderId = f.addOrder();
    await f.deliver(orderId, 'status:PAID');
    f.setStatus(orderId, 'CANCELLED');
    f.gateway.next('void', { kind: 'refused', code: '9999', message: 'try later' });
    f.gateway.next('find', { kind: 'refused', code: '0', message: 'n/a' });
    await f.deliver(orderId, 'status:CANCELLED');
    expect(await f.invoices.find(orderId)).toMatchObject({ state: 'VOID_FAILED', lastError: '9999 try later' });
    expect(await f.retry.execute(orderId, 7)).toMatchObject({ state: 'VOIDED' });
  });

  it('refuses what is not failed or not there, and says when ECPay\'s pause ends', async () => {
    const f = invoicingFixture();
    const issued = f.addOrder();
    await f.deliver(issued, 'status:PAID');
    expect(await errorOf(f.retry.execute(issued, 7))).toBeInstanceOf(ConflictError);
    expect(await errorOf(f.retry.execute('ORD-99999999', 7))).toBeInstanceOf(NotFoundError);
    const failed = f.addOrder();
    f.gateway.next('issue', { kind: 'refused', code: '5070350', message: 'no invoice track' });
    await f.deliver(failed, 'status:PAID');
    await f.invoices.pauseCalls(new Date(f.clock.now().getTime() + 30 * 60_000));
    const error = await errorOf(f.retry.execute(failed, 7));
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).retryAfterMs).toBe(30 * 60_000);
  });

  it('a failed issue of an order cancelled since leaves the list once the void found nothing at ECPay', async () => {
    const f = invoicingFixture();
    const orderId = f.addOrder();
    f.gateway.next('issue', { kind: 'refused', code: '5070350', message: 'no invoice track' });
    await f.deliver(orderId, 'status:PAID');
    expect((await f.list.execute()).map((item) => item.orderId)).toEqual([orderId]);
    f.setStatus(orderId, 'REFUNDED');
    expect(await f.deliver(orderId, 'status:REFUNDED')).toBe('done');
    expect(f.gateway.calls.map((call) => call.call)).toEqual(['issue', 'find']);
    expect(await f.list.execute()).toEqual([]);
  });
});
