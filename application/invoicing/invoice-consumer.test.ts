import { ProviderUnavailableError } from '../errors';
import { INVOICE_CONSUMER_SUBSCRIPTION } from './invoice-consumer';
import { invoicingFixture } from './testing/invoicing-fixture';
import { IssueOrderInvoice } from './issue-order-invoice';

const MINUTE = 60_000;

describe('the invoice consumer on the order moves (issue 30)', () => {
  it('subscribes to the four moves it acts on, under the name its deliveries carry', () => {
    expect(INVOICE_CONSUMER_SUBSCRIPTION).toEqual({ name: 'invoice', subscribes: ['status:PAID', 'shipment:picked_up', 'status:REFUNDED', 'status:CANCELLED'] });
    const { consumer } = invoicingFixture();
    expect([consumer.name, consumer.subscribes]).toEqual([INVOICE_CONSUMER_SUBSCRIPTION.name, INVOICE_CONSUMER_SUBSCRIPTION.subscribes]);
  });

  it('a card order is invoiced once when PAID: its lines add up to the total, the number, date and random code are kept', async () => {
    const f = invoicingFixture();
    const orderId = f.addOrder({ items: [{ title: '羊毛大衣', variantName: '黑色 / L', variantSku: null }] });
    expect(await f.deliver(orderId, 'status:PAID')).toBe('done');
    expect(f.gateway.count('issue')).toBe(1);
    const sent = f.gateway.calls[0].request!;
    expect(sent).toMatchObject({
      reference: 'ORD30000001', recipient: { kind: 'member-carrier' }, buyer: { name: '王小明', phone: '0912345678' }, total: 1280,
      lines: [{ name: '羊毛大衣 黑色 / L', quantity: 1, unitPrice: 1280, amount: 1280, unit: '件' }],
    });
    expect(await f.invoices.find(orderId)).toMatchObject({
      state: 'ISSUED', relateNumber: 'ORD30000001', invoice: { number: 'AB10000001', issuedAt: f.clock.now(), randomCode: '1001' },
    });
    // The same event again (a redelivery), and a pickup of a card order: nothing more is issued.
    expect(await f.deliver(orderId, 'status:PAID')).toBe('done');
    expect(await f.deliver(orderId, 'shipment:picked_up')).toBe('done');
    expect(f.gateway.count('issue')).toBe(1);
  });

  it('a total above the items holds a shipping line, so the lines still add up to SalesAmount', async () => {
    const f = invoicingFixture();
    const orderId = f.addOrder({ totalAmount: 1340 });
    await f.deliver(orderId, 'status:PAID');
    expect(f.gateway.calls[0].request!.lines.map((line) => [line.name, line.amount])).toEqual([['羊毛大衣', 1280], ['運送費用', 60]]);
  });

  it('a second process at the same time issues nothing: it finds the row claimed and comes back after the lease', async () => {
    const f = invoicingFixture();
    const orderId = f.addOrder();
    // The other process claimed it and is calling ECPay now.
    await f.invoices.claim(orderId, 'issue', 'ORD30000001', f.clock.now(), 2 * MINUTE);
    expect(await f.deliver(orderId, 'status:PAID')).toEqual({ retryAt: new Date(f.clock.now().getTime() + 2 * MINUTE) });
    expect(f.gateway.count('issue')).toBe(0);
  });

  it('after a crash between ECPay\'s answer and the write, the retaken claim sends the same RelateNumber and reads the invoice back with GetIssue', async () => {
    const f = invoicingFixture();
    const orderId = f.addOrder();
    // Process A: claimed, ECPay issued, killed before the write.
    await f.invoices.claim(orderId, 'issue', 'ORD30000001', f.clock.now(), 2 * MINUTE);
    const issuedByA = await f.gateway.issueInvoice({ ...requestLike(), reference: 'ORD30000001' });
    f.clock.advance(2 * MINUTE);
    expect(await f.deliver(orderId, 'status:PAID')).toBe('done');
    expect(f.gateway.calls.map((call) => [call.call, call.reference])).toEqual([['issue', 'ORD30000001'], ['issue', 'ORD30000001'], ['find', 'ORD30000001']]);
    expect(f.gateway.invoices.size).toBe(1);
    expect(await f.invoices.find(orderId)).toMatchObject({ state: 'ISSUED', invoice: issuedByA.kind === 'issued' ? issuedByA.invoice : {} });
  });

  it('a rate limit pauses every invoice call for 30 minutes: the job comes back then, and no call is made before', async () => {
    const f = invoicingFixture();
    const first = f.addOrder();
    const second = f.addOrder();
    const retryAt = new Date(f.clock.now().getTime() + 30 * MINUTE);
    f.gateway.next('issue', { kind: 'rate_limited', retryAt });
    expect(await f.deliver(first, 'status:PAID')).toEqual({ retryAt });
    expect(await f.invoices.find(first)).toMatchObject({ state: 'NOT_ISSUED', nextAttemptAt: retryAt, claimedUntil: null });
    f.clock.advance(29 * MINUTE);
    expect(await f.deliver(second, 'status:PAID')).toEqual({ retryAt });
    expect(await f.deliver(first, 'status:PAID')).toEqual({ retryAt });
    expect(f.gateway.count('issue')).toBe(1);
    f.clock.advance(MINUTE);
    expect(await f.deliver(first, 'status:PAID')).toBe('done');
    expect(await f.deliver(second, 'status:PAID')).toBe('done');
    expect(f.gateway.count('issue')).toBe(3);
  });

  it('the pause is shared through the store: a second process\'s use case over the same store waits too', async () => {
    const f = invoicingFixture();
    const orderId = f.addOrder();
    const retryAt = new Date(f.clock.now().getTime() + 30 * MINUTE);
    await f.invoices.pauseCalls(retryAt);
    const otherProcess = new IssueOrderInvoice(f.invoices, f.orders, f.gateway, f.clock);
    expect(await otherProcess.execute(orderId)).toEqual({ kind: 'retry', at: retryAt });
    expect(f.gateway.calls).toEqual([]);
  });

  it('a store-payment order is invoiced only when its parcel is picked up, never at an earlier move', async () => {
    const f = invoicingFixture();
    const orderId = f.addOrder({ paymentMethod: 'store_cod', status: 'PENDING' });
    expect(await f.deliver(orderId, 'status:PAID')).toBe('done');
    expect(f.gateway.count('issue')).toBe(0);
    f.setStatus(orderId, 'PROCESSING');
    expect(await f.deliver(orderId, 'shipment:picked_up')).toBe('done');
    expect(f.gateway.count('issue')).toBe(1);
    expect(await f.invoices.find(orderId)).toMatchObject({ state: 'ISSUED' });
  });

  it('an order never paid is never invoiced, and cancelling it voids nothing', async () => {
    const f = invoicingFixture();
    const orderId = f.addOrder({ status: 'PENDING_PAYMENT' });
    expect(await f.deliver(orderId, 'shipment:picked_up')).toBe('done');
    expect(await f.deliver(orderId, 'status:CANCELLED')).toBe('done');
    expect(f.gateway.calls).toEqual([]);
    expect(await f.invoices.find(orderId)).toBeUndefined();
  });

  it('a PAID event read after the refund issues nothing (the order is no sale any more)', async () => {
    const f = invoicingFixture();
    const orderId = f.addOrder({ status: 'REFUNDED' });
    expect(await f.deliver(orderId, 'status:PAID')).toBe('done');
    expect(f.gateway.count('issue')).toBe(0);
    expect(await f.invoices.find(orderId)).toMatchObject({ state: 'NOT_ISSUED', claimedUntil: null });
  });

  it('a refund within ECPay\'s window voids the invoice once', async () => {
    const f = invoicingFixture();
    const orderId = f.addOrder();
    await f.deliver(orderId, 'status:PAID');
    f.setStatus(orderId, 'REFUNDED');
    f.clock.set('2027-01-13T15:59:58.000Z'); // 23:59:58 on 13 January in Taipei: the Nov-Dec window is still open
    expect(await f.deliver(orderId, 'status:REFUNDED')).toBe('done');
    expect(await f.deliver(orderId, 'status:REFUNDED')).toBe('done');
    expect(f.gateway.count('void')).toBe(1);
    expect(await f.invoices.find(orderId)).toMatchObject({ state: 'VOIDED', voidedAt: f.clock.now() });
  });

  it('after the window the invoice needs an allowance: no void is sent, and the console lists it with the reason', async () => {
    const f = invoicingFixture();
    const orderId = f.addOrder();
    await f.deliver(orderId, 'status:PAID');
    f.setStatus(orderId, 'REFUNDED');
    f.clock.set('2027-01-13T16:00:00.000Z'); // 00:00 on 14 January in Taipei
    expect(await f.deliver(orderId, 'status:REFUNDED')).toBe('done');
    expect(f.gateway.count('void')).toBe(0);
    expect(await f.list.execute()).toMatchObject([{ orderId, state: 'NEEDS_ALLOWANCE', lastError: expect.stringContaining('void window closed') }]);
  });

  it('ECPay refusing a second void of an invoice it already voided (a crash after the void) records it voided', async () => {
    const f = invoicingFixture();
    const orderId = f.addOrder();
    await f.deliver(orderId, 'status:PAID');
    const { invoice } = (await f.invoices.find(orderId))!;
    await f.gateway.voidInvoice({ number: invoice!.number, issuedAt: invoice!.issuedAt, reason: 'crashed' });
    f.setStatus(orderId, 'REFUNDED');
    expect(await f.deliver(orderId, 'status:REFUNDED')).toBe('done');
    expect(await f.invoices.find(orderId)).toMatchObject({ state: 'VOIDED' });
  });

  it('a cancel while the issue is in flight waits for it, then voids what was issued', async () => {
    const f = invoicingFixture();
    const orderId = f.addOrder();
    await f.invoices.claim(orderId, 'issue', 'ORD30000001', f.clock.now(), 2 * MINUTE);
    expect(await f.deliver(orderId, 'status:CANCELLED')).toEqual({ retryAt: new Date(f.clock.now().getTime() + 2 * MINUTE) });
    // The issuing process was killed after ECPay's answer; the void asks ECPay before deciding there is nothing.
    await f.gateway.issueInvoice({ ...requestLike(), reference: 'ORD30000001' });
    f.clock.advance(2 * MINUTE);
    expect(await f.deliver(orderId, 'status:CANCELLED')).toBe('done');
    expect(f.gateway.count('void')).toBe(1);
    expect(await f.invoices.find(orderId)).toMatchObject({ state: 'VOIDED' });
  });

  it('an outage is written for staff and thrown for the dispatcher\'s backoff; the next delivery issues', async () => {
    const f = invoicingFixture();
    const orderId = f.addOrder();
    f.gateway.next('issue', 'outage');
    await expect(f.deliver(orderId, 'status:PAID')).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(await f.invoices.find(orderId)).toMatchObject({ state: 'ISSUE_FAILED', lastError: 'EINVOICE_UNAVAILABLE', claimedUntil: null });
    expect(await f.deliver(orderId, 'status:PAID')).toBe('done');
    expect(await f.invoices.find(orderId)).toMatchObject({ state: 'ISSUED', lastError: null });
  });
});

function requestLike() {
  return { recipient: { kind: 'member-carrier' as const }, buyer: { name: '王小明' }, lines: [{ name: 'x', quantity: 1, unitPrice: 1280, amount: 1280, unit: '件' }], total: 1280 };
}
