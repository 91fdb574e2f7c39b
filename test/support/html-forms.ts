/** The forms of a page, as a browser would submit them (entities decoded): the ECPay simulator's pages post on by form. */
export function formsOf(page: string): Array<{ action: string; fields: Record<string, string> }> {
  const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return [...page.matchAll(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)].map(([, action, body]) => ({
    action: decode(action),
    fields: Object.fromEntries([...body.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, n, v]) => [decode(n), decode(v)])),
  }));
}

/** A browser's form POST through fetchImpl; redirects are not followed so the test sees the 303. */
export function formPoster(fetchImpl: typeof fetch = fetch) {
  return (url: string, fields: Record<string, string>) => fetchImpl(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}
