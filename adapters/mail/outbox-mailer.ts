import type { Mailer, MailMessage } from '../../application/mail/mailer.port';
import type { Clock } from '../../application/shared/clock.port';

/** Where the outbox mailer writes: KnexOutbox (adapters/persistence/mail/knex-outbox.ts). */
export interface OutboxWriter {
  add(message: MailMessage, now: Date): Promise<unknown>;
}

/**
 * The mailer of a shop without SMTP_URL (the demo, tests): every mail is written to mail_outbox and can be
 * read at GET /sandbox/mail. Nothing leaves the machine. send() resolves once the row is written.
 */
export class OutboxMailer implements Mailer {
  constructor(private readonly outbox: OutboxWriter, private readonly clock: Clock) {}

  async send(message: MailMessage): Promise<void> {
    await this.outbox.add(message, this.clock.now());
  }

  /** The same as send(): the row is written, or the write failed. */
  async deliver(message: MailMessage): Promise<void> {
    await this.send(message);
  }
}
