import { MIN_TOKEN_SECRET_LENGTH } from './token-secret';
import { PROVIDER_MODES, type Providers } from './config';

type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };
export type Parser<T> = (raw: string) => Parsed<T>;
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const problem = <T>(text: string): Parsed<T> => ({ ok: false, problem: text });

export const parseText: Parser<string> = (raw) => ok(raw);

export const parseTokenSecret: Parser<string> = (raw) =>
  (raw.length >= MIN_TOKEN_SECRET_LENGTH ? ok(raw) : problem(`must be at least ${MIN_TOKEN_SECRET_LENGTH} characters (e.g. openssl rand -base64 48)`));

export const parseProviders: Parser<Providers> = (raw) =>
  ((PROVIDER_MODES as readonly string[]).includes(raw) ? ok(raw as Providers) : problem(`must be one of ${PROVIDER_MODES.join(', ')}`));

/** An absolute http(s) URL without query or fragment; the trailing slash is dropped. */
export const parseBaseUrl: Parser<string | undefined> = (raw) => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return problem('is not an absolute URL (e.g. https://shop.example.com)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return problem('must be an http:// or https:// URL');
  if (url.search !== '' || url.hash !== '') return problem('must not have a query or fragment');
  return ok(raw.replace(/\/+$/, ''));
};

export function parseInteger(min: number, max: number): Parser<number> {
  return (raw) => (/^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max ? ok(Number(raw)) : problem(`must be an integer from ${min} to ${max}`));
}

export const parseBoolean: Parser<boolean> = (raw) => {
  const value = raw.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(value)) return ok(true);
  if (['false', '0', 'no', 'off'].includes(value)) return ok(false);
  return problem('must be true or false');
};

/** smtp:// or smtps:// with a host (nodemailer's URL form); the password it may hold is never echoed. */
export const parseSmtpUrl: Parser<string | undefined> = (raw) => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return problem('is not a URL (expected smtps://user:password@smtp.example.com:465; leave it unset for the outbox)');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return problem(`uses ${url.protocol} (expected smtp:// or smtps://)`);
  if (url.hostname === '') return problem('names no host');
  return ok(raw);
};

export const parseDatabaseUrl: Parser<string | undefined> = (raw) => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return problem('is not a URL (expected mysql://user:password@host:3306/database; leave it unset for the embedded SQLite)');
  }
  if (url.protocol !== 'mysql:') return problem(`uses ${url.protocol} (expected mysql://; leave it unset for the embedded SQLite)`);
  if (url.pathname.replace(/^\//, '') === '') return problem('names no database (expected mysql://user:password@host:3306/database)');
  return ok(raw);
};
