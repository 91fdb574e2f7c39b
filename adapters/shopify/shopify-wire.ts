import * as t from 'io-ts';

/**
 * Shopify's answers as we read them (research/platforms.md B3-B6). Only the fields we use are checked; unknown
 * fields pass. Something that does not decode is a malformed answer: SHOPIFY_UNAVAILABLE, never half-read.
 * Nullable fields accept absence too.
 */
const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null, t.undefined]);

/** Money is a decimal string ('1280.00', B4); a number is tolerated. */
export const Money = t.union([t.string, t.number]);

/** extensions.cost (B6); every field may be missing on an error answer. */
export const Cost = t.partial({
  requestedQueryCost: nullable(t.number),
  actualQueryCost: nullable(t.number),
  throttleStatus: nullable(t.partial({ maximumAvailable: nullable(t.number), currentlyAvailable: nullable(t.number), restoreRate: nullable(t.number) })),
});
export type ShopifyCost = t.TypeOf<typeof Cost>;

export const GraphqlError = t.partial({ message: nullable(t.string), extensions: nullable(t.partial({ code: nullable(t.string) })) });

/** The GraphQL envelope: data and/or errors, and extensions.cost. A 401's errors is a string (B3). */
export const Envelope = t.partial({
  data: t.unknown,
  errors: nullable(t.union([t.array(GraphqlError), t.string])),
  extensions: nullable(t.partial({ cost: nullable(Cost) })),
});

export const ShopCheckData = t.type({ shop: t.type({ name: t.string, myshopifyDomain: t.string }) });

const PageInfo = t.type({ hasNextPage: t.boolean, endCursor: nullable(t.string) });

export const VariantNode = t.type({
  id: t.string,
  title: t.string,
  sku: nullable(t.string),
  price: Money,
  compareAtPrice: nullable(Money),
  inventoryQuantity: nullable(t.number),
  inventoryItem: nullable(t.type({ id: t.string })),
});
export type ShopifyVariantNode = t.TypeOf<typeof VariantNode>;

const VariantConnection = t.type({ pageInfo: PageInfo, nodes: t.array(VariantNode) });

export const ProductNode = t.type({
  id: t.string,
  title: t.string,
  status: t.string,
  updatedAt: t.string,
  descriptionHtml: nullable(t.string),
  /** The merchant's own product type ('' when none); absent from older fixtures. */
  productType: t.union([t.string, t.null, t.undefined]),
  media: nullable(t.type({ nodes: t.array(t.partial({ image: nullable(t.partial({ url: nullable(t.string) })) })) })),
  variants: VariantConnection,
});
export type ShopifyProductNode = t.TypeOf<typeof ProductNode>;

export const ProductsData = t.type({ products: t.type({ pageInfo: PageInfo, nodes: t.array(ProductNode) }) });
export const ProductVariantsData = t.type({ product: nullable(t.type({ variants: VariantConnection })) });

const ShopMoney = t.type({ shopMoney: t.type({ amount: Money }) });
export const OrderNode = t.type({
  name: t.string,
  createdAt: t.string,
  phone: nullable(t.string),
  displayFulfillmentStatus: nullable(t.string),
  totalPriceSet: ShopMoney,
  customer: nullable(t.partial({ defaultPhoneNumber: nullable(t.partial({ phoneNumber: nullable(t.string) })) })),
  shippingAddress: nullable(t.partial({ phone: nullable(t.string) })),
  lineItems: t.type({
    nodes: t.array(t.type({
      title: t.string,
      variantTitle: nullable(t.string),
      sku: nullable(t.string),
      quantity: t.number,
      originalUnitPriceSet: ShopMoney,
    })),
  }),
});
export type ShopifyOrderNode = t.TypeOf<typeof OrderNode>;
export const OrderByNameData = t.type({ orders: t.type({ nodes: t.array(OrderNode) }) });

/** POST /admin/oauth/access_token (B2). */
export const AccessTokenGrant = t.intersection([t.type({ access_token: t.string }), t.partial({ scope: nullable(t.string), expires_in: nullable(t.number) })]);
