/**
 * A provider's answer body as a JSON object (Shopee's envelope, Shopify's GraphQL answer); undefined when it is
 * not JSON, or JSON but not an object (an HTML error page of a proxy, a bare string, an array).
 */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
}
