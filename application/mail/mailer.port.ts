/**
 * Outgoing e-mail (docs/accounts-contract.md, "Mail"). Implemented by adapters/mail/smtp-mailer.ts (nodemailer,
 * when SMTP_URL is set) and adapters/mail/outbox-mailer.ts (the mail_outbox table, shown by the sandbox
 * mailbox at GET /sandbox/mail, otherwise). The sender address is the adapter's configuration (MAIL_FROM).
 */
export interface MailMessage {
  /** One recipient address. */
  to: string;
  subject: string;
  /** The plain-text body; every mail has one. */
  text: string;
  /** The same content as simple HTML (values already escaped by the composer). */
  html: string;
}

export interface Mailer {
  /**
   * Accepts a message for delivery. Resolves once it is accepted: written to the outbox, or handed to the
   * SMTP transport, which delivers in the background and reports failures to its own error hook (a failed
   * delivery must not change a caller's answer: see RequestPasswordReset). Rejects only when the message
   * cannot be accepted at all (e.g. the outbox database is down).
   */
  send(message: MailMessage): Promise<void>;
  /**
   * Delivers and waits: resolves once the mail server (SMTP) or the outbox took the message, rejects when it did
   * not. For senders that run in the background and retry (the order mails' consumer, issue 30): a failing mail
   * server must fail that delivery, so the order-event outbox retries it and lists it to staff, where send() only
   * reports to the error hook. Never for an answer a stranger may time (forgot-password uses send()).
   */
  deliver(message: MailMessage): Promise<void>;
}

export const MAILER = Symbol.for('Mailer');
