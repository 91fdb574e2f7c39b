import { formatMailMessage } from '../../domain/messages/mail-catalogue';
import { normalizeEmail } from '../../domain/validation/email';
import { ValidationError } from '../errors';
import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/mailer.port';
import type { PasswordHasher } from './password-hasher.port';

/**
 * The rules of the password reset (docs/accounts-contract.md; spec 1, sections 2 /forgot-password, 4 "Reset
 * wizard" and 5), shared by RequestPasswordReset, VerifyResetCode and ResetPassword.
 */
export const RESET_CODE_TTL_MS = 15 * 60_000;
export const RESET_CODE_MAX_ATTEMPTS = 5;
/** A code is exactly 6 digits; anything else (after trimming: it is copied from a mail) can never match. */
export const RESET_CODE_PATTERN = /^\d{6}$/;

/**
 * Requests for a code, in fixed windows of 15 minutes: per lower-cased address from one client IP, and per
 * client IP whatever the address. Never per address alone: anyone could spend it and keep the owner out.
 */
export const RESET_REQUESTS_PER_ADDRESS = 3;
export const RESET_REQUESTS_PER_CLIENT = 20;
export const RESET_REQUEST_WINDOW_MS = 15 * 60_000;
/**
 * Live codes one account may hold at once. A new request adds a code and never invalidates the ones already
 * mailed; while this many are live, a request mails nothing new (same answer), so strangers' requests cannot
 * evict the owner's code, and a guess is compared with at most this many hashes.
 */
export const RESET_MAX_LIVE_CODES = 3;

export const RESET_CODE_INVALID = 'RESET_CODE_INVALID';

/**
 * 400 RESET_CODE_INVALID: the one answer for a wrong, malformed, expired, used, replaced or exhausted code and
 * for an address without an account, so that the answer tells nothing but "this did not work".
 */
export const resetCodeInvalid = () => new ValidationError(RESET_CODE_INVALID, 'RESET_CODE_REJECTED');

/** Addresses are looked up lower-cased and trimmed, as they are stored (customer-store.port.ts). */
export const lookupEmail = (email: string) => normalizeEmail(email).toLowerCase();

/**
 * A hash of nothing in particular, made once with the same hasher (so the same cost), for the paths that
 * have no stored hash to check (no account, no live code): they verify against it, so they take as long as
 * a real check.
 */
export class DecoyHash {
  private decoy: Promise<string> | undefined;

  constructor(private readonly hasher: PasswordHasher) {}

  async verify(plain: string): Promise<void> {
    this.decoy ??= this.hasher.hash('decoy-reset-code');
    await this.hasher.verify(plain, await this.decoy);
  }
}

export const SHOP_NAME = formatMailMessage('SHOP_NAME');

/** Taiwan time (UTC+8, no daylight saving) as 2026/11/20 12:15. */
export function formatTaipeiTime(at: Date): string {
  const local = new Date(at.getTime() + 8 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${local.getUTCFullYear()}/${two(local.getUTCMonth() + 1)}/${two(local.getUTCDate())} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}


/** The reset mail in Traditional Chinese: the code, how long it is valid, and what to do if it was not asked for. */
export function passwordResetMail(input: { to: string; name: string; code: string; expiresAt: Date }): MailMessage {
  const minutes = RESET_CODE_TTL_MS / 60_000;
  const until = formatTaipeiTime(input.expiresAt);
  const subject = formatMailMessage('MAIL_SUBJECT', { shop: SHOP_NAME, subject: formatMailMessage('PASSWORD_RESET_SUBJECT') });
  const validity = { minutes, until, attempts: RESET_CODE_MAX_ATTEMPTS };
  const text = [
    formatMailMessage('MAIL_GREETING', { name: input.name }),
    '',
    formatMailMessage('PASSWORD_RESET_INTRO', { shop: SHOP_NAME }),
    '',
    `    ${input.code}`,
    '',
    formatMailMessage('PASSWORD_RESET_VALIDITY', validity),
    formatMailMessage('PASSWORD_RESET_KEEP_SECRET'),
    '',
    formatMailMessage('PASSWORD_RESET_NOT_ASKED'),
    '',
    formatMailMessage('MAIL_SIGNATURE', { shop: SHOP_NAME }),
    formatMailMessage('MAIL_AUTOMATIC'),
  ].join('\n');
  const html = `<!doctype html>
<html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:'Noto Sans TC','PingFang TC','Microsoft JhengHei',sans-serif;color:#1c2127;line-height:1.6">
<p>${formatMailMessage('MAIL_GREETING', { name: escapeHtml(input.name) })}</p>
<p>${formatMailMessage('PASSWORD_RESET_INTRO', { shop: SHOP_NAME })}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:16px 0">${escapeHtml(input.code)}</p>
<p>${formatMailMessage('PASSWORD_RESET_VALIDITY_HTML', { ...validity, until: escapeHtml(until) })}<br>
${formatMailMessage('PASSWORD_RESET_KEEP_SECRET')}</p>
<p>${formatMailMessage('PASSWORD_RESET_NOT_ASKED')}</p>
<p>${formatMailMessage('MAIL_SIGNATURE', { shop: SHOP_NAME })}<br><small style="color:#5f6b7c">${formatMailMessage('MAIL_AUTOMATIC')}</small></p>
</body></html>`;
  return { to: input.to, subject, text, html };
}
