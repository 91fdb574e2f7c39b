/**
 * If-None-Match as an origin server evaluates it (RFC 9110, section 13.1.2): weak comparison against each
 * listed entity tag, or "*". Koa's ctx.fresh is not used because it ignores the validator whenever the
 * request carries Cache-Control: no-cache, which fetch() adds to every request with a manual If-None-Match
 * (and browsers add on reload), turning cheap 304s into full bodies.
 */
export function matchesIfNoneMatch(header: string, etag: string): boolean {
  if (header === '') return false;
  if (header.trim() === '*') return true;
  const opaque = stripWeak(etag);
  return header.split(',').some((candidate) => stripWeak(candidate.trim()) === opaque);
}

function stripWeak(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
