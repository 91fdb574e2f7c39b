import type { Knex } from 'knex';
import type { IssuedInvoice, OrderMailKind } from '../../../application/mail/order-mails/order-mail-facts';
import type { OrderMailRecords, SentOrderMail } from '../../../application/mail/order-mails/order-mail-records.port';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import { toIsoUtc } from '../outlet/outlet-item.mapper';
import { isUniqueViolation } from '../write-transaction';

interface SentRow {
  event_id: number;
  kind: string;
  order_id: string;
  to_address: string;
  sent_at: StoredDateTime;
}

const dateOf = (value: StoredDateTime) => new Date(toIsoUtc(value));

/**
 * OrderMailRecords on knex (migration 20261203_3004_order_mails): order_mails is ours; orders.email and the
 * invoices row are read only (checkout and the invoicing job write them).
 */
export class KnexOrderMailRecords implements OrderMailRecords {
  constructor(private readonly knex: Knex) {}

  async recipientOf(orderId: string): Promise<string | null> {
    const row: { email: string | null } | undefined = await this.knex('orders').where({ id: orderId }).first('email');
    return row?.email?.trim() || null;
  }

  async issuedInvoice(orderId: string): Promise<IssuedInvoice | null> {
    const row: { invoice_number: string | null; issued_at: StoredDateTime | null; random_code: string | null; voided_at: StoredDateTime | null } | undefined =
      await this.knex('invoices').where({ order_id: orderId }).first('invoice_number', 'issued_at', 'random_code', 'voided_at');
    if (!row || !row.invoice_number || row.issued_at === null || row.voided_at !== null) return null;
    return { number: row.invoice_number, issuedAt: dateOf(row.issued_at), randomCode: row.random_code ?? '' };
  }

  async wasSent(eventId: number, kind: OrderMailKind): Promise<boolean> {
    return (await this.knex('order_mails').where({ event_id: eventId, kind }).first('event_id')) !== undefined;
  }

  async recordSent(mail: SentOrderMail): Promise<void> {
    try {
      await this.knex('order_mails').insert({ event_id: mail.eventId, kind: mail.kind, order_id: mail.orderId, to_address: mail.to, sent_at: mail.sentAt });
    } catch (error) {
      // Recorded already (a second run of the same delivery): the first row stays.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  async listSent(orderId: string): Promise<SentOrderMail[]> {
    const rows: SentRow[] = await this.knex('order_mails').where({ order_id: orderId }).orderBy([{ column: 'sent_at' }, { column: 'event_id' }]);
    return rows.map((row) => ({ eventId: Number(row.event_id), kind: row.kind as OrderMailKind, orderId: row.order_id, to: row.to_address, sentAt: dateOf(row.sent_at) }));
  }
}
