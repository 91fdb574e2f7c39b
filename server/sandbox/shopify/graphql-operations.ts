import type { SandboxProduct, SandboxVariant } from './catalogue';
import { orderTotal, type SandboxOrder } from './orders';

/**
 * The GraphQL Admin operations the adapter sends (adapters/shopify/shopify-queries.ts), answered by NAME from
 * their variables: the simulator is not a GraphQL engine, it returns each operation's whole selection. Each
 * operation states its requested cost (Shopify's rule, research B6: an object costs 1, a connection
 * 2 + first x the cost of one node, nested connections multiplied) and its actual cost (the same over what was
 * returned), so the bucket and extensions.cost behave like Shopify's.
 *
 *   ShopCheck         {}                                                  cost 1
 *   Products          {first, after?, mediaFirst, variantsFirst}          2 + first x (1 + (2 + 2 mediaFirst) + (2 + 2 variantsFirst))
 *   ProductVariants   {id, first, after?}                                 1 + 2 + 2 first
 *   OrderByName       {query: "name:#1001", first, lineItemsFirst}        2 + first x (6 + 2 + 3 lineItemsFirst)
 *
 * Cursors are opaque base64 of the last id (Shopify's are opaque too); `first` must be 1..250.
 */
export interface OperationContext {
  shop: { name: string; myshopifyDomain: string };
  products: readonly SandboxProduct[];
  orders: readonly SandboxOrder[];
  imageUrl: (product: SandboxProduct, n: number) => string;
}

export type OperationResult =
  | { ok: true; data: Record<string, unknown>; actualCost: number }
  | { ok: false; message: string; code: string };

export interface Operation {
  /** The requested cost from the variables; a string: the variables are wrong. */
  requestedCost(variables: Record<string, unknown>): number | string;
  run(variables: Record<string, unknown>, context: OperationContext): OperationResult;
}

const MAX_FIRST = 250;
const gid = (type: string, id: number) => `gid://shopify/${type}/${id}`;
const money = (amount: number) => amount.toFixed(2);
export const encodeCursor = (id: number) => Buffer.from(JSON.stringify({ last_id: id }), 'utf8').toString('base64');

function decodeCursor(cursor: unknown): number | null | 'bad' {
  if (cursor === undefined || cursor === null) return null;
  if (typeof cursor !== 'string') return 'bad';
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as { last_id?: unknown };
    return typeof parsed.last_id === 'number' && Number.isSafeInteger(parsed.last_id) ? parsed.last_id : 'bad';
  } catch {
    return 'bad';
  }
}

/** Variables that must be 1..250; the first problem's text, or the sizes. */
function sizes(variables: Record<string, unknown>, names: string[]): number[] | string {
  const values: number[] = [];
  for (const name of names) {
    const value = variables[name];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return `Variable $${name} of type Int! was provided invalid value`;
    if (value > MAX_FIRST) return `The value of $${name} exceeds the maximum of ${MAX_FIRST} records per connection`;
    values.push(value);
  }
  return values;
}

function variantView(variant: SandboxVariant) {
  return {
    id: gid('ProductVariant', variant.id), title: variant.title, sku: variant.sku, price: money(variant.price),
    compareAtPrice: variant.compareAtPrice === null ? null : money(variant.compareAtPrice),
    inventoryQuantity: variant.available, inventoryItem: { id: gid('InventoryItem', variant.inventoryItemId) },
  };
}

function variantPage(variants: readonly SandboxVariant[], first: number, after: number | null) {
  const from = after === null ? 0 : variants.findIndex((v) => v.id === after) + 1;
  const page = variants.slice(from, from + first);
  const hasNextPage = from + page.length < variants.length;
  return {
    connection: { pageInfo: { hasNextPage, endCursor: page.length > 0 ? encodeCursor(page[page.length - 1].id) : null }, nodes: page.map(variantView) },
    count: page.length,
  };
}

const shopCheck: Operation = {
  requestedCost: () => 1,
  run: (_variables, { shop }) => ({ ok: true, data: { shop: { name: shop.name, myshopifyDomain: shop.myshopifyDomain, currencyCode: 'TWD' } }, actualCost: 1 }),
};

const products: Operation = {
  requestedCost: (variables) => {
    const checked = sizes(variables, ['first', 'mediaFirst', 'variantsFirst']);
    if (typeof checked === 'string') return checked;
    const [first, media, variants] = checked;
    return 2 + first * (1 + (2 + 2 * media) + (2 + 2 * variants));
  },
  run: (variables, context) => {
    const [first, mediaFirst, variantsFirst] = sizes(variables, ['first', 'mediaFirst', 'variantsFirst']) as number[];
    const after = decodeCursor(variables.after);
    if (after === 'bad') return { ok: false, message: 'Invalid cursor for current pagination sort.', code: 'BAD_REQUEST' };
    // sortKey: ID: every product after the cursor's id, ascending.
    const rest = context.products.filter((p) => after === null || p.id > after);
    const page = rest.slice(0, first);
    let actual = 2;
    const nodes = page.map((product) => {
      const images = Array.from({ length: Math.min(product.imageCount, mediaFirst) }, (_, i) => ({ image: { url: context.imageUrl(product, i + 1) } }));
      const variants = variantPage(product.variants, variantsFirst, null);
      actual += 1 + 2 + 2 * images.length + 2 + 2 * variants.count;
      return {
        id: gid('Product', product.id), title: product.title, status: product.status, updatedAt: product.updatedAt, descriptionHtml: product.descriptionHtml,
        productType: product.productType,
        media: { nodes: images }, variants: variants.connection,
      };
    });
    const hasNextPage = rest.length > page.length;
    return {
      ok: true,
      data: { products: { pageInfo: { hasNextPage, endCursor: page.length > 0 ? encodeCursor(page[page.length - 1].id) : null }, nodes } },
      actualCost: actual,
    };
  },
};

const productVariants: Operation = {
  requestedCost: (variables) => {
    const checked = sizes(variables, ['first']);
    return typeof checked === 'string' ? checked : 3 + 2 * checked[0];
  },
  run: (variables, context) => {
    const [first] = sizes(variables, ['first']) as number[];
    const after = decodeCursor(variables.after);
    if (after === 'bad') return { ok: false, message: 'Invalid cursor for current pagination sort.', code: 'BAD_REQUEST' };
    const match = typeof variables.id === 'string' ? /^gid:\/\/shopify\/Product\/(\d+)$/.exec(variables.id) : null;
    const product = match ? context.products.find((p) => p.id === Number(match[1])) : undefined;
    // Shopify answers an unknown id with product: null.
    if (!product) return { ok: true, data: { product: null }, actualCost: 1 };
    const page = variantPage(product.variants, first, after);
    return { ok: true, data: { product: { variants: page.connection } }, actualCost: 3 + 2 * page.count };
  },
};

const orderByName: Operation = {
  requestedCost: (variables) => {
    const checked = sizes(variables, ['first', 'lineItemsFirst']);
    if (typeof checked === 'string') return checked;
    return 2 + checked[0] * (6 + 2 + 3 * checked[1]);
  },
  run: (variables, context) => {
    const [first, lineItemsFirst] = sizes(variables, ['first', 'lineItemsFirst']) as number[];
    // Only the filter the adapter sends; any other search finds nothing (the simulator has no search engine).
    const filter = typeof variables.query === 'string' ? /^name:(#?[A-Za-z0-9-]+)$/.exec(variables.query.trim()) : null;
    const wanted = filter ? (filter[1].startsWith('#') ? filter[1] : `#${filter[1]}`).toLowerCase() : null;
    const found = wanted === null ? [] : [...context.orders].reverse().filter((order) => order.name.toLowerCase() === wanted).slice(0, first);
    let actual = 2;
    const nodes = found.map((order) => {
      const lines = order.lines.slice(0, lineItemsFirst);
      actual += 8 + 3 * lines.length;
      return {
        id: gid('Order', order.id), name: order.name, createdAt: order.createdAt, phone: order.phone, displayFulfillmentStatus: order.displayFulfillmentStatus,
        totalPriceSet: { shopMoney: { amount: money(orderTotal(order)), currencyCode: 'TWD' } },
        customer: order.customerPhone === null && order.phone === null && order.shippingPhone === null
          ? null
          : { defaultPhoneNumber: order.customerPhone === null ? null : { phoneNumber: order.customerPhone } },
        shippingAddress: { phone: order.shippingPhone },
        lineItems: { nodes: lines.map((line) => ({
          title: line.title, variantTitle: line.variantTitle, sku: line.sku, quantity: line.quantity,
          originalUnitPriceSet: { shopMoney: { amount: money(line.price), currencyCode: 'TWD' } },
        })) },
      };
    });
    return { ok: true, data: { orders: { nodes } }, actualCost: actual };
  },
};

export const OPERATIONS: Readonly<Record<string, Operation>> = {
  ShopCheck: shopCheck,
  Products: products,
  ProductVariants: productVariants,
  OrderByName: orderByName,
};

/** The operation's name: operationName, else the name after `query` in the document. */
export function operationNameOf(body: Record<string, unknown>): string | undefined {
  if (typeof body.operationName === 'string' && body.operationName !== '') return body.operationName;
  if (typeof body.query !== 'string') return undefined;
  return /^\s*query\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(body.query)?.[1];
}
