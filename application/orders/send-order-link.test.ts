import { RecordingMailer } from '../accounts/testing/password-reset-fixture';
import { PHONE } from '../cart/testing/test-fixture';
import type { MailMessage } from '../mail/mailer.port';
import { DEFAULT_ABUSE_LIMITS } from '../shared/abuse-limits';
import { RecordingEventLog } from '../shared/testing/recording-event-log';
import type { OrderLinks } from './order-link.port';
import { ORDER_LINK_MAILS_PER_ORDER, SendOrderLink } from './send-order-link';
import { orderFixture } from './testing/test-fixture';

/** Links the test can recognise: the order and the instant they were made for. */
const fakeLinks: OrderLinks = {
  linkFor: (orderId, now) => `https://shop.example/order-confirmation/${orderId}?link=signed-${now.getTime()}`,
  verify: () => undefined,
};

/** Issue 30, the guest lookup's "send me the link": a mail for a proven order with an address, nothing otherwise. */
async function setUp(options: { email?: string | null; links?: OrderLinks | undefined; mailer?: RecordingMailer } = {}) {
  const f = orderFixture();
  await f.add(1);
  const { orderId } = await f.checkout.execute(f.checkoutInput());
  const stored = f.orders.orders.get(orderId);
  if (!stored) throw new Error('no order');
  f.orders.orders.set(orderId, { ...stored, email: options.email === undefined ? 'buyer@example.com' : options.email });
  const mailer = options.mailer ?? new RecordingMailer();
  const log = new RecordingEventLog();
  const links = 'links' in options ? options.links : fakeLinks;
  const sendLink = new SendOrderLink(f.proof, f.limiter, mailer, f.clock, log, links);
  const send = (phone: string, ip = '203.0.113.7', id = orderId) => sendLink.execute({ orderId: id, phone, clientIp: ip });
  return { ...f, orderId, mailer, send, log };
}

describe('SendOrderLink', () => {
  it('mails the signed link to the order\'s address when the phone matches: a short zh-TW mail, text and HTML, naming nothing but the order', async () => {
    const f = await setUp();
    await expect(f.send(` ${PHONE.slice(0, 4)}-${PHONE.slice(4)} `)).resolves.toBe('sent');
    expect(f.mailer.sent).toHaveLength(1);
    const [mail] = f.mailer.sent as [MailMessage];
    const link = fakeLinks.linkFor(f.orderId, f.clock.now());
    expect(mail.to).toBe('buyer@example.com');
    expect(mail.subject).toContain(f.orderId);
    expect(mail.subject).toContain('訂單');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    // Nothing of the order beyond its number: no phone, no name, no goods.
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain(PHONE);
      expect(part).not.toContain('王小明');
      expect(part).not.toContain('外套');
    }
  });

  it('sends nothing for a wrong phone, an unknown order, an order without an address, or without a link signer', async () => {
    const f = await setUp();
    await expect(f.send('0911111111')).resolves.toBe('not-proven');
    await expect(f.send(PHONE, '203.0.113.7', 'ORD-00000001')).resolves.toBe('not-proven');
    expect(f.mailer.sent).toEqual([]);

    const noEmail = await setUp({ email: null });
    await expect(noEmail.send(PHONE)).resolves.toBe('no-email');
    expect(noEmail.mailer.sent).toEqual([]);

    const noLinks = await setUp({ links: undefined });
    await expect(noLinks.send(PHONE)).resolves.toBe('no-links');
    expect(noLinks.mailer.sent).toEqual([]);
  });

  it('counts like the lookup: wrong phones spend the order\'s proof failures, then ORDER_PROOF_LIMITED even for the right phone', async () => {
    const f = await setUp();
    for (let i = 0; i < DEFAULT_ABUSE_LIMITS.proofFailuresPerOrder; i += 1) {
      await expect(f.send(`09${String(20_000_000 + i)}`, `198.51.100.${i}`)).resolves.toBe('not-proven');
    }
    await expect(f.send(PHONE)).rejects.toMatchObject({ code: 'ORDER_PROOF_LIMITED' });
    // The lookup shares the counter: this route buys no extra guesses.
    await expect(f.proof.prove({ orderId: f.orderId, phone: PHONE, clientIp: '192.0.2.1', purpose: 'read' })).rejects.toMatchObject({ code: 'ORDER_PROOF_LIMITED' });
    expect(f.mailer.sent).toEqual([]);
  });

  it(`mails one order at most ${ORDER_LINK_MAILS_PER_ORDER} times per window, whoever asks; the next window mails again`, async () => {
    const f = await setUp();
    for (let i = 0; i < ORDER_LINK_MAILS_PER_ORDER; i += 1) await expect(f.send(PHONE, `198.51.100.${i}`)).resolves.toBe('sent');
    await expect(f.send(PHONE, '198.51.100.99')).resolves.toBe('capped');
    expect(f.mailer.sent).toHaveLength(ORDER_LINK_MAILS_PER_ORDER);
    f.clock.advance(60 * 60_000);
    await expect(f.send(PHONE)).resolves.toBe('sent');
  });

  it('a mailer that refuses the mail is logged, not thrown: the caller\'s answer stays the same', async () => {
    const refusing = new RecordingMailer();
    refusing.send = async () => {
      throw new Error('outbox down');
    };
    const f = await setUp({ mailer: refusing });
    await expect(f.send(PHONE)).resolves.toBe('mail-refused');
    expect(f.log.events).toEqual(expect.arrayContaining([expect.objectContaining({ message: 'order link mail could not be accepted' })]));
  });
});
