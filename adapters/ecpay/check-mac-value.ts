import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * ECPay's CheckMacValue (research/ecpay.md section 3.1), written once for every ECPay API:
 * SHA256 for AIO payments (EncryptType=1), MD5 for domestic logistics.
 *
 * 1. every field except CheckMacValue, empty values included (a field that is not sent is not included);
 * 2. keys sorted case-insensitively by code unit (PHP strcasecmp, not localeCompare);
 * 3. `HashKey=<key>&k1=v1&...&HashIV=<iv>` with raw values;
 * 4. URL-encoded the PHP urlencode() way (space as `+`), 5. lower-cased, 6. the .NET characters
 *    `-_.!*()` left literal (encodeURIComponent already does; `'` and `~` are encoded);
 * 7. hashed, hex, upper-case.
 */
export type MacAlgorithm = 'sha256' | 'md5';

export interface MacCredentials {
  hashKey: string;
  hashIv: string;
}

export type EcpayFields = Readonly<Record<string, string>>;

export const CHECK_MAC_VALUE = 'CheckMacValue';

/** ECPay's URL encoding of the whole raw string (steps 4 to 6). */
export function ecpayUrlEncode(raw: string): string {
  return encodeURIComponent(raw)
    .replace(/%20/g, '+')
    .replace(/'/g, '%27')
    .replace(/~/g, '%7E')
    .toLowerCase();
}

/** strcasecmp order: compare the lower-cased keys by UTF-16 code unit. */
function caseInsensitiveOrder(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x < y) return -1;
  if (x > y) return 1;
  return 0;
}

/** The string that is hashed (steps 1 to 6); exported for debugging against ECPay's published intermediates. */
export function checkMacSource(fields: EcpayFields, credentials: MacCredentials): string {
  const keys = Object.keys(fields).filter((key) => key !== CHECK_MAC_VALUE).sort(caseInsensitiveOrder);
  const pairs = keys.map((key) => `${key}=${fields[key]}`);
  const raw = [`HashKey=${credentials.hashKey}`, ...pairs, `HashIV=${credentials.hashIv}`].join('&');
  return ecpayUrlEncode(raw);
}

/** The CheckMacValue of `fields` (any CheckMacValue among them is ignored): upper-case hex. */
export function computeCheckMacValue(fields: EcpayFields, credentials: MacCredentials, algorithm: MacAlgorithm): string {
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value !== 'string') throw new TypeError(`ECPay field ${key} must be a string, got ${typeof value}`);
  }
  return createHash(algorithm).update(checkMacSource(fields, credentials), 'utf8').digest('hex').toUpperCase();
}

/** `fields` plus their CheckMacValue, ready to be sent. */
export function signFields(fields: EcpayFields, credentials: MacCredentials, algorithm: MacAlgorithm): Record<string, string> {
  const unsigned = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== CHECK_MAC_VALUE));
  return { ...unsigned, [CHECK_MAC_VALUE]: computeCheckMacValue(unsigned, credentials, algorithm) };
}

/**
 * True when `fields.CheckMacValue` is the mac of the other fields. The received value is compared
 * case-insensitively (ECPay sends upper case) in constant time; a missing or wrongly sized one is false.
 */
export function verifyCheckMacValue(fields: EcpayFields, credentials: MacCredentials, algorithm: MacAlgorithm): boolean {
  const received = fields[CHECK_MAC_VALUE];
  if (typeof received !== 'string' || received === '') return false;
  const expected = Buffer.from(computeCheckMacValue(fields, credentials, algorithm), 'utf8');
  const actual = Buffer.from(received.toUpperCase(), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
