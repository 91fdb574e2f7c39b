/**
 * What a Shopify shop address may be before the shop sends it a token (issue 12; research/platforms.md B1).
 * Staff type the address in many spellings ('outlet-demo', 'https://Outlet-Demo.myshopify.com/',
 * 'admin.shopify.com/store/outlet-demo'); the adapter then POSTs the shop's access token to
 * https://{domain}/admin/... So this rule is also the shop's SSRF guard: only `<name>.myshopify.com` or a
 * domain the operator listed (SHOPIFY_CUSTOM_DOMAINS) comes out, never an IP address, a port, userinfo, a
 * path or another scheme: a token must never be sent to a host an attacker chose.
 *
 * Written by hand rather than with URL: URL normalises too generously for a guard ('0x7f.1' becomes
 * 127.0.0.1, '\' becomes '/', ':443' disappears), and what we accept is a narrow grammar anyway.
 *
 * Accepted (then lower-cased):
 *   name                              -> name.myshopify.com (Shopify's own recommendation, B1)
 *   name.myshopify.com, https://name.myshopify.com, ...with trailing '/'
 *   https://admin.shopify.com/store/name  -> name.myshopify.com (the admin URL staff copy from the browser;
 *                                           @shopify/shopify-api's shop-admin-url-helper does the same)
 *   a listed custom domain, bare or https://, trailing '/' allowed
 * `name` is a DNS label: letters, digits and '-', starting with a letter or digit, at most 63 characters.
 * (@shopify/shopify-api also admits '_' and the shopify.com/myshopify.io/shop.dev suffixes; we accept only
 * what an Admin API shop address is: *.myshopify.com.)
 */
export type ShopDomainProblem =
  | 'empty'
  /** a scheme other than https (http, javascript:, ftp://, ...) */
  | 'scheme'
  /** a path (other than the admin URL), a query or a fragment */
  | 'path'
  | 'port'
  /** user:password@ */
  | 'userinfo'
  /** an IPv4 (any spelling) or IPv6 literal */
  | 'ip'
  /** spaces, control characters, backslashes, non-ASCII, too long, an empty or trailing-dot host */
  | 'malformed'
  /** a well-formed host that is neither *.myshopify.com nor a configured custom domain */
  | 'not_shopify';

export type ShopDomainResult = { ok: true; domain: string } | { ok: false; problem: ShopDomainProblem };

export const MYSHOPIFY_SUFFIX = '.myshopify.com';
const LABEL = /^[a-z0-9][a-z0-9-]{0,62}$/;
const MYSHOPIFY = /^[a-z0-9][a-z0-9-]{0,62}\.myshopify\.com$/;
const ADMIN_STORE_PATH = /^\/store\/([a-z0-9][a-z0-9-]{0,62})\/*$/;
/** Dotted numbers, decimal or hex, 1 to 4 parts: every spelling an IPv4 parser accepts. */
const IPV4_LIKE = /^(0x[0-9a-f]*|\d+)(\.(0x[0-9a-f]*|\d+)){0,3}\.?$/;
const MAX_INPUT_LENGTH = 255;

const fail = (problem: ShopDomainProblem): ShopDomainResult => ({ ok: false, problem });

/**
 * The shop's canonical domain, or why the input is refused. `customDomains` are the operator's
 * SHOPIFY_CUSTOM_DOMAINS, already lower-case hostnames (parseCustomDomains).
 */
export function normaliseShopDomain(input: string, customDomains: readonly string[] = []): ShopDomainResult {
  const raw = input.trim();
  if (raw === '') return fail('empty');
  // eslint-disable-next-line no-control-regex
  if (raw.length > MAX_INPUT_LENGTH || /[\s\\\u0000-\u001f\u007f]/.test(raw) || /[^\u0020-\u007e]/.test(raw)) return fail('malformed');

  let rest = raw;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(raw);
  if (scheme) {
    if (scheme[1].toLowerCase() !== 'https') return fail('scheme');
    rest = raw.slice(scheme[0].length);
  } else if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(raw)) {
    // 'javascript:...', 'mailto:...', 'http:/x': a scheme, not a host followed by a port.
    return fail('scheme');
  }

  const end = rest.search(/[/?#]/);
  const authority = (end === -1 ? rest : rest.slice(0, end)).toLowerCase();
  const tail = end === -1 ? '' : rest.slice(end);
  if (authority.includes('@')) return fail('userinfo');
  if (authority.startsWith('[')) return fail('ip');
  if (authority.includes(':')) return fail('port');
  if (/[?#]/.test(tail)) return fail('path');
  if (authority === '' || authority.endsWith('.') || authority.startsWith('.') || authority.includes('..')) {
    return authority !== '' && IPV4_LIKE.test(authority) ? fail('ip') : fail('malformed');
  }
  if (IPV4_LIKE.test(authority)) return fail('ip');

  if (!/^\/*$/.test(tail)) {
    const store = authority === 'admin.shopify.com' ? ADMIN_STORE_PATH.exec(tail.toLowerCase()) : null;
    return store ? { ok: true, domain: `${store[1]}${MYSHOPIFY_SUFFIX}` } : fail('path');
  }
  if (!authority.includes('.')) return LABEL.test(authority) ? { ok: true, domain: `${authority}${MYSHOPIFY_SUFFIX}` } : fail('malformed');
  if (MYSHOPIFY.test(authority)) return { ok: true, domain: authority };
  if (customDomains.includes(authority)) return { ok: true, domain: authority };
  return fail('not_shopify');
}

/** A hostname the operator may list as a custom shop domain: lower-case DNS labels, a dot, no IP. */
export function isValidCustomDomain(domain: string): boolean {
  if (domain.length > 253 || IPV4_LIKE.test(domain)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) && /[a-z]/.test(labels[labels.length - 1]);
}
