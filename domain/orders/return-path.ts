/** The store map's return address (spec 2, section 7): where the shopper comes back to on this site. */

/** Where the shopper returns when the request names no returnUrl. */
export const DEFAULT_RETURN_PATH = '/checkout';

export const MAX_RETURN_PATH_LENGTH = 200;

/**
 * A return address must stay on this site: a path that starts with one '/' (not '//' or '/\', which browsers
 * read as another host), made of URL path characters only (no spaces, tabs or backslashes, which browsers
 * strip or turn into '/'), with no query or fragment (the reply appends its own query).
 */
const RETURN_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

export function isSafeReturnPath(value: string): boolean {
  return value.length <= MAX_RETURN_PATH_LENGTH && RETURN_PATH.test(value);
}
