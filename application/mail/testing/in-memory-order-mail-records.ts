import type { IssuedInvoice, OrderMailKind } from '../order-mails/order-mail-facts';
import type { OrderMailRecords, SentOrderMail } from '../order-mails/order-mail-records.port';

/** OrderMailRecords in memory: the orders' addresses and invoices are set by the test (they are other writers' rows). */
export class InMemoryOrderMailRecords implements OrderMailRecords {
  readonly emails = new Map<string, string | null>();
  readonly invoices = new Map<string, IssuedInvoice & { voided?: boolean }>();
  readonly sent: SentOrderMail[] = [];

  async recipientOf(orderId: string): Promise<string | null> {
    return this.emails.get(orderId)?.trim() || null;
  }

  async issuedInvoice(orderId: string): Promise<IssuedInvoice | null> {
    const invoice = this.invoices.get(orderId);
    if (!invoice || invoice.voided) return null;
    return { number: invoice.number, issuedAt: invoice.issuedAt, randomCode: invoice.randomCode };
  }

  async wasSent(eventId: number, kind: OrderMailKind): Promise<boolean> {
    return this.sent.some((mail) => mail.eventId === eventId && mail.kind === kind);
  }

  async recordSent(mail: SentOrderMail): Promise<void> {
    if (!(await this.wasSent(mail.eventId, mail.kind))) this.sent.push({ ...mail });
  }

  async listSent(orderId: string): Promise<SentOrderMail[]> {
    return this.sent.filter((mail) => mail.orderId === orderId).map((mail) => ({ ...mail }));
  }
}
