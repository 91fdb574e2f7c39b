import type { Knex } from 'knex';
import type { OrderMailRecords } from '../../../application/mail/order-mails/order-mail-records.port';
import { InMemoryOrderMailRecords } from '../../../application/mail/testing/in-memory-order-mail-records';
import { insertOrderRow, orderSeed } from '../testing/order-seeds';
import { describePortContract, fakeMaker, knexMakers, unique } from '../testing/port-contract';
import { KnexOrderMailRecords } from './knex-order-mail-records';

const T0 = new Date('2026-12-03T08:00:00.000Z');

/** The subject, and how a test puts the other writers' rows (an order's address, its invoice) in place. */
interface Subject {
  records: OrderMailRecords;
  order(email: string | null): Promise<string>;
  invoice(orderId: string, invoice: { number: string | null; issuedAt: Date | null; randomCode: string | null; voidedAt?: Date | null }): Promise<void>;
}

function fakeSubject(): Subject {
  const records = new InMemoryOrderMailRecords();
  return {
    records,
    async order(email) {
      const { id } = orderSeed(T0);
      records.emails.set(id, email);
      return id;
    },
    async invoice(orderId, { number, issuedAt, randomCode, voidedAt }) {
      if (number && issuedAt) records.invoices.set(orderId, { number, issuedAt, randomCode: randomCode ?? '', voided: Boolean(voidedAt) });
    },
  };
}

function knexSubject(knex: Knex): Subject {
  return {
    records: new KnexOrderMailRecords(knex),
    async order(email) {
      const id = await insertOrderRow(knex, orderSeed(T0));
      await knex('orders').where({ id }).update({ email });
      return id;
    },
    async invoice(orderId, { number, issuedAt, randomCode, voidedAt }) {
      await knex('invoices').insert({
        order_id: orderId, kind: 'member-carrier', state: number ? 'issued' : 'pending', invoice_number: number, issued_at: issuedAt, random_code: randomCode,
        voided_at: voidedAt ?? null, created_at: T0, updated_at: T0,
      });
    },
  };
}

describePortContract<Subject>('OrderMailRecords', [fakeMaker(fakeSubject), ...knexMakers(knexSubject)], (subject) => {
  it('the recipient is the order\'s address, trimmed; none for no address, a blank one or an unknown order', async () => {
    const { records, order } = subject();
    expect(await records.recipientOf(await order(' wang@example.com '))).toBe('wang@example.com');
    expect(await records.recipientOf(await order(null))).toBeNull();
    expect(await records.recipientOf(await order('  '))).toBeNull();
    expect(await records.recipientOf('ORD-00000000')).toBeNull();
  });

  it('the invoice once issued: number, issue time, random code; none before it is issued, once voided, or without a row', async () => {
    const { records, order, invoice } = subject();
    const issued = await order('a@example.com');
    await invoice(issued, { number: 'AB12345678', issuedAt: T0, randomCode: '6371' });
    expect(await records.issuedInvoice(issued)).toEqual({ number: 'AB12345678', issuedAt: T0, randomCode: '6371' });
    const pending = await order('a@example.com');
    await invoice(pending, { number: null, issuedAt: null, randomCode: null });
    expect(await records.issuedInvoice(pending)).toBeNull();
    const voided = await order('a@example.com');
    await invoice(voided, { number: 'AB12345679', issuedAt: T0, randomCode: '1111', voidedAt: T0 });
    expect(await records.issuedInvoice(voided)).toBeNull();
    expect(await records.issuedInvoice(await order('a@example.com'))).toBeNull();
  });

  it('a sent mail is known by (event, kind); recording it twice keeps the first; other kinds and events are not sent', async () => {
    const { records, order } = subject();
    const orderId = await order('a@example.com');
    const eventId = unique();
    expect(await records.wasSent(eventId, 'handed_in')).toBe(false);
    await records.recordSent({ eventId, kind: 'handed_in', orderId, to: 'a@example.com', sentAt: T0 });
    await records.recordSent({ eventId, kind: 'handed_in', orderId, to: 'b@example.com', sentAt: new Date(T0.getTime() + 1000) });
    expect(await records.wasSent(eventId, 'handed_in')).toBe(true);
    expect(await records.wasSent(eventId, 'at_store')).toBe(false);
    expect(await records.wasSent(eventId + 1, 'handed_in')).toBe(false);
    expect(await records.listSent(orderId)).toEqual([{ eventId, kind: 'handed_in', orderId, to: 'a@example.com', sentAt: T0 }]);
  });
});
