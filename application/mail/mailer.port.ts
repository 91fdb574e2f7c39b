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
}

export const MAILER = Symbol.for('Mailer');
