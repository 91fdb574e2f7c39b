import { InMemoryResetCodeStore } from './in-memory-reset-code-store';
import { FakePasswordHasher } from './fake-password-hasher';
import { InMemoryCustomerStore } from './in-memory-customer-store';
import { InMemoryRateLimiter } from './in-memory-rate-limiter';
import { InMemorySessionStore } from './in-memory-session-store';
import type { MailMessage, Mailer } from '../../mail/mailer.port';
import { FakeClock } from '../../shared/testing/fake-clock';
import { RequestPasswordReset } from '../request-password-reset';
import { ResetPassword } from '../reset-password';
import type { ResetCodeGenerator } from '../reset-code-store.port';
import { VerifyResetCode } from '../verify-reset-code';

/** A mailer that keeps what it was given. */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }

  async deliver(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
}

/** Codes from a list (then '000000'), so tests know them. */
export class ScriptedResetCodes implements ResetCodeGenerator {
  constructor(readonly next: string[] = []) {}

  issue(): string {
    return this.next.shift() ?? '000000';
  }
}

/** The three reset use cases over in-memory fakes, with one customer (王小明, wang@example.com, password 'old-secret'). */
export async function passwordResetFixture() {
  const clock = new FakeClock('2026-11-20T04:00:00.000Z');
  const customers = new InMemoryCustomerStore();
  const codes = new InMemoryResetCodeStore();
  const hasher = new FakePasswordHasher();
  const limiter = new InMemoryRateLimiter(clock);
  const sessions = new InMemorySessionStore(clock);
  const mailer = new RecordingMailer();
  const generator = new ScriptedResetCodes();
  const created = await customers.create({ name: '王小明', email: 'wang@example.com', phone: '0912345678', passwordHash: await hasher.hash('old-secret'), now: clock.now() });
  if (typeof created === 'string') throw new Error(created);
  return {
    clock, customers, codes, hasher, limiter, sessions, mailer, generator, customer: created,
    request: new RequestPasswordReset(customers, codes, generator, hasher, limiter, mailer, clock),
    verify: new VerifyResetCode(customers, codes, hasher, clock, limiter),
    reset: new ResetPassword(customers, codes, hasher, sessions, clock, limiter),
  };
}
