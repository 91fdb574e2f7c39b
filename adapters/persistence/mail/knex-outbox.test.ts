import { FakeClock } from '../../../application/shared/testing/fake-clock';
import { OutboxMailer } from '../../mail/outbox-mailer';
import { databasesUnderTest, type OpenDatabase } from '../testing/databases-under-test';
import { KnexOutbox } from './knex-outbox';

const T0 = '2026-11-20T04:00:00.123Z';

describe.each(databasesUnderTest)('mail outbox on $name', (database) => {
  let db: OpenDatabase;

  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db?.close());

  it('OutboxMailer writes each mail with the clock time; latest() reads them newest first, Chinese intact', async () => {
    const outbox = new KnexOutbox(db.knex);
    const clock = new FakeClock(T0);
    const mailer = new OutboxMailer(outbox, clock);
    await mailer.send({ to: 'a@example.com', subject: '【好物選品】密碼重設驗證碼', text: '您的驗證碼是 123456', html: '<p>您的驗證碼是 <b>123456</b></p>' });
    clock.advance(60_000);
    await mailer.send({ to: 'b@example.com', subject: '第二封 😀', text: 'x'.repeat(70_000), html: '<p>2</p>' });

    const mails = await outbox.latest(10);
    expect(mails).toEqual([
      { id: expect.any(Number), to: 'b@example.com', subject: '第二封 😀', text: 'x'.repeat(70_000), html: '<p>2</p>', createdAt: '2026-11-20T04:01:00.123Z' },
      { id: expect.any(Number), to: 'a@example.com', subject: '【好物選品】密碼重設驗證碼', text: '您的驗證碼是 123456', html: '<p>您的驗證碼是 <b>123456</b></p>', createdAt: T0 },
    ]);
    expect(mails[0].id).toBeGreaterThan(mails[1].id);
    expect(await outbox.latest(1)).toEqual([mails[0]]);
  });
});
