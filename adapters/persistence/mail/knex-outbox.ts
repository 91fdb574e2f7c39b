import type { Knex } from 'knex';
import type { MailMessage } from '../../../application/mail/mailer.port';
import type { StoredDateTime } from '../outlet/outlet-item.row';
import { toIsoUtc } from '../outlet/outlet-item.mapper';

/** One mail of the outbox as the sandbox mailbox shows it. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** ISO 8601, UTC. */
  createdAt: string;
}

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: StoredDateTime;
}

/**
 * The table mail_outbox (migration create_mail_outbox): every mail the shop would have sent when no SMTP
 * server is configured. Written by OutboxMailer, read by the sandbox mailbox (GET /sandbox/mail).
 */
export class KnexOutbox {
  constructor(private readonly knex: Knex) {}

  async add(message: MailMessage, now: Date): Promise<number> {
    const [id] = await this.knex('mail_outbox').insert({
      to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html, created_at: now,
    });
    return Number(id);
  }

  /** The newest `limit` mails, newest first (ids grow with time; equal times keep insertion order). */
  async latest(limit: number): Promise<OutboxMail[]> {
    const rows: OutboxRow[] = await this.knex('mail_outbox').orderBy('id', 'desc').limit(limit);
    return rows.map((row) => ({
      id: Number(row.id), to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body, createdAt: toIsoUtc(row.created_at),
    }));
  }
}
