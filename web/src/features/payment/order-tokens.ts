/**
 * The buyer's proof of each order (docs/api.md 'Checkout and orders'): checkout answers an accessToken once,
 * the browser keeps it per order id in localStorage 'orderAccessTokens' = { [orderId]: token } and sends it
 * to read the order unmasked. Storage may be blocked or hold junk: failures are only logged (spec 2 §8).
 */
export const ORDER_TOKENS_KEY = 'orderAccessTokens';

function readAll(): Record<string, string> {
  try {
    const raw = localStorage.getItem(ORDER_TOKENS_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  } catch (error) {
    console.warn('Ignoring unreadable order tokens', error);
    return {};
  }
}

export function saveOrderToken(orderId: string, token: string): void {
  if (!orderId || !token) return;
  try {
    localStorage.setItem(ORDER_TOKENS_KEY, JSON.stringify({ ...readAll(), [orderId]: token }));
  } catch (error) {
    console.warn('Could not save the order token', error);
  }
}

/**
 * Issue 30: the token of a mailed order link (`v1.<order id>.<expiry>.<mac>`) is a proof of its order too, sent
 * the same way. It never replaces the token checkout gave (that one does not expire); a newer link replaces an
 * older one.
 */
export function saveOrderLink(orderId: string, link: string): void {
  const held = orderTokenFor(orderId);
  if (held === null || held.startsWith('v1.')) saveOrderToken(orderId, link);
}

/** The token checkout gave for this order in this browser (or its mailed link's), or null. */
export function orderTokenFor(orderId: string): string | null {
  return readAll()[orderId] ?? null;
}

/** The header carrying the buyer's proof of the order (docs/decisions.md, decision 5). */
export const ORDER_TOKEN_HEADER = 'X-Order-Token';

/**
 * The buyer's order token as a request header, when this browser holds it: every read of the order by number
 * sends it, so the buyer reads the whole order and is never counted by the server's limit on reads without
 * proof (issue 22), nor caught by its limit on failed phone proofs (docs/security.md).
 */
export function orderTokenHeader(orderId: string): Record<string, string> | undefined {
  const token = orderTokenFor(orderId);
  return token === null ? undefined : { [ORDER_TOKEN_HEADER]: token };
}
