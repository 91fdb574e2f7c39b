/**
 * The wire formats around ECPay's signed fields. Every value is a string; the mac is computed over the
 * decoded values (check-mac-value.ts).
 */

/** An application/x-www-form-urlencoded body (what a browser or ECPay POSTs) as fields; a repeated key keeps its first value. */
export function parseFormBody(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    if (!Object.hasOwn(fields, key)) fields[key] = value;
  }
  return fields;
}

/** Fields as an application/x-www-form-urlencoded body (for server-to-server POSTs). */
export function toFormBody(fields: Readonly<Record<string, string>>): string {
  return new URLSearchParams(Object.entries(fields)).toString();
}

/**
 * The `key=value&...` answer of QueryTradeInfo. ECPay does not form-encode it (dates carry raw spaces), so
 * like the official PHP SDK (`parse_str(str_replace('+', '%2B', $response))`) a literal `+` stays a `+`;
 * `%XX` sequences are decoded, a malformed one is kept as written.
 */
export function parseEcpayAnswer(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of text.trim().split('&')) {
    if (part === '') continue;
    const at = part.indexOf('=');
    const key = safeDecode(at < 0 ? part : part.slice(0, at));
    const value = at < 0 ? '' : safeDecode(part.slice(at + 1));
    if (!Object.hasOwn(fields, key)) fields[key] = value;
  }
  return fields;
}

/** The inverse of parseEcpayAnswer (the simulator's answers): only `%`, `&` and `+` are escaped. */
export function toEcpayAnswer(fields: Readonly<Record<string, string>>): string {
  const escape = (s: string) => s.replace(/%/g, '%25').replace(/&/g, '%26').replace(/\+/g, '%2B').replace(/=/g, '%3D');
  return Object.entries(fields).map(([key, value]) => `${escape(key)}=${escape(value)}`).join('&');
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * One server-to-server form POST to ECPay (the trade query, the logistics calls), given up after `timeoutMs`;
 * its answer is text (a query string, `1|OK`, an HTML page), read by the caller.
 */
export function postEcpayForm(
  doFetch: typeof fetch, url: string, form: Readonly<Record<string, string>>, timeoutMs: number, init: Pick<RequestInit, 'redirect'> = {},
): Promise<Response> {
  return doFetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html, text/plain' },
    body: toFormBody(form),
    signal: AbortSignal.timeout(timeoutMs),
    ...init,
  });
}
