import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../../application/mail/mailer.port';

/** What the mailer needs of a nodemailer transport (tests pass one built with jsonTransport or streamTransport). */
export type MailTransport = Pick<Transporter, 'sendMail' | 'close'>;

/** Called once per message that could not be delivered; never with the message body (it may hold a code). */
export type DeliveryFailureHook = (error: unknown, message: { to: string; subject: string }) => void;

/**
 * Mail through SMTP with nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465, and MAIL_FROM).
 * send() hands the message to the transport and returns at once: the SMTP conversation happens in the
 * background, so a slow or failing mail server never shows in an answer's timing or status (forgot-password
 * must answer alike for known and unknown addresses). Failures go to onFailure (the server logs them).
 * idle() waits for every delivery in flight (tests, shutdown).
 */
export class SmtpMailer implements Mailer {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly onFailure: DeliveryFailureHook = () => undefined,
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.transmit(message).catch((error: unknown) => this.onFailure(error, { to: message.to, subject: message.subject }));
  }

  /** Waits for the SMTP conversation: resolves when the server accepted the mail, rejects with its error otherwise. */
  async deliver(message: MailMessage): Promise<void> {
    await this.transmit(message);
  }

  /** Hands the message to the transport, tracked for idle() until it is done either way. */
  private transmit(message: MailMessage): Promise<void> {
    const delivery = this.transport
      .sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html })
      .then(() => undefined);
    const tracked: Promise<void> = delivery.then(() => undefined, () => undefined).finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
    return delivery;
  }

  /** Resolves when the deliveries started so far are done (delivered or reported to onFailure). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Waits for deliveries in flight, then closes the transport's connections. */
  async close(): Promise<void> {
    await this.idle();
    this.transport.close();
  }
}

/** The SMTP transport of SMTP_URL (smtp:// or smtps://, credentials in the URL). No connection is made yet. */
export function smtpMailerFromUrl(smtpUrl: string, from: string, onFailure?: DeliveryFailureHook): SmtpMailer {
  return new SmtpMailer(nodemailer.createTransport(smtpUrl), from, onFailure);
}
