import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../application/accounts/account-settings';
import {
  PASSWORD_CHECKS_MAX_PER_CLIENT, REGISTER_MAX_PER_CLIENT, RESET_CODE_CHECKS_MAX_PER_CLIENT, STAFF_CODE_FAILURES_MAX_PER_CLIENT, HOUR_MS, QUARTER_HOUR_MS,
} from '../../application/accounts/client-limits';
import { LOGIN_MAX_FAILURES_PER_CLIENT } from '../../application/accounts/login-attempts';
import {
  RESET_CODE_MAX_ATTEMPTS, RESET_MAX_LIVE_CODES, RESET_REQUEST_WINDOW_MS, RESET_REQUESTS_PER_ADDRESS, RESET_REQUESTS_PER_CLIENT,
} from '../../application/accounts/password-reset';
import { ORDER_LINK_MAIL_WINDOW_MS, ORDER_LINK_MAILS_PER_ORDER } from '../../application/orders/send-order-link';
import { DEFAULT_ABUSE_LIMITS } from '../../application/shared/abuse-limits';

/**
 * Issue 23, "small truth": docs/api.md said 5 forgot-password requests, docs/security.md 3, and 3 is what ran.
 * Each limit has one definition in code (the defaults below); the table "Every limit" of docs/security.md and
 * the one of docs/operations.md ("## Limits") must state exactly those numbers. On a failure the expected
 * rows are printed: paste them.
 */
const window = (ms: number) => (ms === HOUR_MS ? 'hour' : `${ms / 60_000} min`);
const per = (limit: number, ms: number) => `${limit} / ${window(ms)}`;
const A = DEFAULT_ABUSE_LIMITS;
const S = DEFAULT_ACCOUNT_SETTINGS;

/** What | Limit | Per | Setting, as the docs' tables state them. */
const EXPECTED: string[][] = [
  ['Failed order+phone proofs (create, link-order, restore, read proof, send-link)', per(A.proofFailuresPerOrder, A.proofWindowMs), 'order', '`ORDER_PROOF_MAX_PER_ORDER`, `ORDER_PROOF_WINDOW_MS`'],
  ['Failed order+phone proofs', per(A.proofFailuresPerClient, A.proofWindowMs), 'client IP', '`ORDER_PROOF_MAX_PER_CLIENT`'],
  ['Order link mails (send-link, issue 30; a further request mails nothing, same answer)', per(ORDER_LINK_MAILS_PER_ORDER, ORDER_LINK_MAIL_WINDOW_MS), 'order', 'constant (send-order-link.ts)'],
  ['Reads of an order by number without proof (order, items, shipment, status, can-retry; issue 22)', per(A.strangerOrderReadsPerClient, A.strangerOrderReadWindowMs), 'client IP', '`ORDER_READ_MAX_PER_CLIENT`, `ORDER_READ_WINDOW_MS`'],
  ['Active outlet holds', String(A.holdsPerGuestPhone), 'guest phone', '`HOLD_MAX_PER_PHONE`'],
  ['Active outlet holds', String(A.holdsPerMemberPhone), 'member on their own phone', '`HOLD_MAX_PER_MEMBER`'],
  ['Active outlet holds (add, merge, restore)', String(A.holdsPerClient), 'client IP', '`HOLD_MAX_PER_CLIENT`'],
  ['prepare-payment (each opens a trade number)', per(A.preparePaymentsPerOrder, A.preparePaymentWindowMs), 'order', '`PREPARE_PAYMENT_MAX_PER_ORDER`, `PREPARE_PAYMENT_WINDOW_MS`'],
  ['prepare-payment', per(A.preparePaymentsPerClient, A.preparePaymentWindowMs), 'client IP', '`PREPARE_PAYMENT_MAX_PER_CLIENT`'],
  ['Invoice code checks at checkout (CheckBarcode, CheckLoveCode; over it the code is not asked and the order goes on, issue 30)', per(A.invoiceCodeChecksPerPhone, A.invoiceCodeCheckWindowMs), 'phone', '`INVOICE_CODE_CHECK_MAX_PER_PHONE`, `INVOICE_CODE_CHECK_WINDOW_MS`'],
  ['Invoice code checks at checkout', per(A.invoiceCodeChecksPerClient, A.invoiceCodeCheckWindowMs), 'client IP', '`INVOICE_CODE_CHECK_MAX_PER_CLIENT`'],
  ['Failed logins (customer and staff)', per(S.loginMaxPerAddress, S.loginWindowMs), 'address + client IP', '`LOGIN_MAX_PER_ADDRESS`, `LOGIN_WINDOW_MS`'],
  ['Failed logins, any address', per(LOGIN_MAX_FAILURES_PER_CLIENT, S.loginWindowMs), 'client IP', 'constant (login-attempts.ts)'],
  ['Login attempts', per(S.loginMaxPerClient, S.loginWindowMs), 'client IP', '`LOGIN_MAX_PER_CLIENT`'],
  ['forgot-password', per(RESET_REQUESTS_PER_ADDRESS, RESET_REQUEST_WINDOW_MS), 'address + client IP', 'constant (password-reset.ts)'],
  ['forgot-password', per(RESET_REQUESTS_PER_CLIENT, RESET_REQUEST_WINDOW_MS), 'client IP', 'constant (password-reset.ts)'],
  ['Live reset codes', `${RESET_MAX_LIVE_CODES} (a further request mails nothing, same answer)`, 'account', 'constant (password-reset.ts)'],
  ['Guesses per reset code', String(RESET_CODE_MAX_ATTEMPTS), 'code', 'constant (password-reset.ts)'],
  ['verify-reset-code + reset-password', per(RESET_CODE_CHECKS_MAX_PER_CLIENT, QUARTER_HOUR_MS), 'client IP', 'constant (client-limits.ts)'],
  ['register', per(REGISTER_MAX_PER_CLIENT, HOUR_MS), 'client IP', 'constant (client-limits.ts)'],
  ['change-password and e-mail changes', per(PASSWORD_CHECKS_MAX_PER_CLIENT, QUARTER_HOUR_MS), 'client IP', 'constant (client-limits.ts)'],
  ['Wrong staff secret codes', per(STAFF_CODE_FAILURES_MAX_PER_CLIENT, HOUR_MS), 'client IP', 'constant (client-limits.ts)'],
];

/** The rows of the first table after `heading`, as cells. */
function tableAfter(file: string, heading: string): string[][] {
  const text = readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`${file} has no "${heading}"`);
  const lines = text.slice(start).split('\n').slice(2);
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split('|').slice(1, -1).map((cell) => cell.trim()));
  }
  return rows.slice(2); // header and |---|
}

describe.each([
  ['docs/security.md', '## Every limit'],
  ['docs/operations.md', '## Limits'],
])('%s states every limit as the code defines it', (file, heading) => {
  it(`${heading}: every rate limit, with the code's default`, () => {
    const documented = tableAfter(file, heading).map((cells) => cells.slice(0, 4));
    const missing = EXPECTED.filter((row) => !documented.some((cells) => cells.join('|') === row.join('|')));
    if (missing.length > 0) console.error(`expected rows of ${file}:\n${EXPECTED.map((row) => `| ${row.join(' | ')} |`).join('\n')}`);
    expect(missing).toEqual([]);
  });

  it(`${heading}: no limit the code no longer has (the staff code counter of all clients, issue 23)`, () => {
    const documented = tableAfter(file, heading);
    expect(documented.filter((cells) => /staff/i.test(cells[0]) && !EXPECTED.some((row) => row.join('|') === cells.slice(0, 4).join('|')))).toEqual([]);
  });
});
