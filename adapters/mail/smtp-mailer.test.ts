import nodemailer, { type SendMailOptions } from 'nodemailer';
import { SmtpMailer } from './smtp-mailer';

const MAIL = { to: 'wang@example.com', subject: '【好物選品】密碼重設驗證碼', text: '您的驗證碼是：123456', html: '<p>您的驗證碼是：<b>123456</b></p>' };

describe('SmtpMailer (nodemailer, no network)', () => {
  it('hands the message to the transport with MAIL_FROM as sender; text and HTML parts, UTF-8 subject', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const original = transport.sendMail.bind(transport);
    jest.spyOn(transport, 'sendMail').mockImplementation(async (options: SendMailOptions) => {
      const info = await original(options);
      sent.push(info.message as string);
      return info;
    });
    const mailer = new SmtpMailer(transport, '好物選品 <no-reply@shop.example>');
    await mailer.send(MAIL);
    await mailer.idle();

    expect(sent).toHaveLength(1);
    const message = JSON.parse(sent[0]);
    expect(message).toMatchObject({
      from: { address: 'no-reply@shop.example', name: '好物選品' },
      to: [{ address: 'wang@example.com', name: '' }],
      subject: MAIL.subject, text: MAIL.text, html: MAIL.html,
    });
  });

  it('builds a real MIME message (stream transport): multipart/alternative, encoded subject', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    let raw = '';
    const original = transport.sendMail.bind(transport);
    jest.spyOn(transport, 'sendMail').mockImplementation(async (options: SendMailOptions) => {
      const info = await original(options);
      raw = (info.message as Buffer).toString('utf8');
      return info;
    });
    const mailer = new SmtpMailer(transport, 'no-reply@shop.example');
    await mailer.send(MAIL);
    await mailer.idle();
    expect(raw).toMatch(/^From: no-reply@shop\.example$/m);
    expect(raw).toMatch(/^To: wang@example\.com$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?B\?/m);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
  });

  it('send() does not wait for delivery, and a failed delivery goes to the failure hook, not to the caller', async () => {
    let finish: (error: Error) => void = () => undefined;
    const transport = {
      sendMail: jest.fn(() => new Promise<never>((_resolve, reject) => { finish = reject; })),
      close: jest.fn(),
    };
    const failures: unknown[] = [];
    const mailer = new SmtpMailer(transport as never, 'no-reply@shop.example', (error, message) => failures.push({ error: (error as Error).message, ...message }));
    await expect(mailer.send(MAIL)).resolves.toBeUndefined();
    expect(transport.sendMail).toHaveBeenCalledTimes(1);
    expect(failures).toEqual([]);
    finish(new Error('connect ECONNREFUSED'));
    await mailer.close();
    expect(failures).toEqual([{ error: 'connect ECONNREFUSED', to: MAIL.to, subject: MAIL.subject }]);
    expect(transport.close).toHaveBeenCalledTimes(1);
  });

  it('deliver() waits for the SMTP server: resolves when it accepted the mail, rejects with its error (issue 30: the order mails retry)', async () => {
    const refusing = { sendMail: jest.fn().mockRejectedValueOnce(new Error('550 mailbox unavailable')).mockResolvedValueOnce({}), close: jest.fn() };
    const failures: unknown[] = [];
    const mailer = new SmtpMailer(refusing as never, 'no-reply@shop.example', (error) => failures.push(error));
    await expect(mailer.deliver(MAIL)).rejects.toThrow('550 mailbox unavailable');
    await expect(mailer.deliver(MAIL)).resolves.toBeUndefined();
    await mailer.idle();
    expect(failures).toEqual([]);
    expect(refusing.sendMail).toHaveBeenCalledTimes(2);
  });
});
