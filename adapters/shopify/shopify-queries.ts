/**
 * The GraphQL Admin documents the adapter sends (research/platforms.md B3-B5), each a named operation: the
 * simulator (server/sandbox/shopify) recognises them by name and reads only their variables, so every size is
 * a variable rather than a literal.
 *
 * Query cost (B6): Shopify prices a connection at 2 + first x (cost of one node), nested connections
 * multiplied, and refuses a query above 1000 points. The research's suggestion of products(first: 50) with
 * variants(first: 100) prices at about 50 x 100 = 5000+, so the page sizes are smaller (PAGE_SIZES) and a product
 * with more variants than one page is completed with ProductVariants (B4: "paginate variants separately").
 */

export interface ShopifyOperation {
  name: string;
  document: string;
}

export const SHOP_CHECK: ShopifyOperation = {
  name: 'ShopCheck',
  document: 'query ShopCheck { shop { name myshopifyDomain currencyCode } }',
};

// Fields of a variant: inventoryQuantity is "the total sellable quantity of the variant" (B4), the sum over
// locations, which is what the outlet sells; inventoryItem.id is the key of inventory_levels/update webhooks.
const VARIANT_FIELDS = 'id title sku price compareAtPrice inventoryQuantity inventoryItem { id }';

/**
 * sortKey ID, not the research's UPDATED_AT: a resumable full sync wants an order that an edit made during the
 * sync cannot change (a product edited mid-run would otherwise move behind the cursor and be read twice).
 */
export const PRODUCTS: ShopifyOperation = {
  name: 'Products',
  document: `query Products($first: Int!, $after: String, $mediaFirst: Int!, $variantsFirst: Int!) {
  products(first: $first, after: $after, sortKey: ID) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id title status updatedAt descriptionHtml productType
      media(first: $mediaFirst) { nodes { ... on MediaImage { image { url } } } }
      variants(first: $variantsFirst) {
        pageInfo { hasNextPage endCursor }
        nodes { ${VARIANT_FIELDS} }
      }
    }
  }
}`,
};

export const PRODUCT_VARIANTS: ShopifyOperation = {
  name: 'ProductVariants',
  document: `query ProductVariants($id: ID!, $first: Int!, $after: String) {
  product(id: $id) {
    variants(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes { ${VARIANT_FIELDS} }
    }
  }
}`,
};

/**
 * B5: no phone filter exists, so the order is fetched by name and the phones compared by the caller. Three
 * phones are read, in this order:
 * - Order.phone: the phone the buyer typed at checkout, the one a shopper remembers giving;
 * - Customer.defaultPhoneNumber.phoneNumber (2025-04+; Customer.phone is on its way out like Customer.email):
 *   the account's phone, for an order placed while logged in with no checkout phone;
 * - shippingAddress.phone: the recipient's phone, often the only one a Taiwanese checkout asks for.
 * Not billingAddress.phone: a card's billing contact is often somebody else's, and a match there would let a
 * payer rather than the buyer link the order. Any of them may be null (protected customer data, B5).
 * first: 5, not 1: the name filter is a search, and an exact match is picked in code.
 */
export const ORDER_BY_NAME: ShopifyOperation = {
  name: 'OrderByName',
  document: `query OrderByName($query: String!, $first: Int!, $lineItemsFirst: Int!) {
  orders(first: $first, query: $query) {
    nodes {
      id name createdAt phone displayFulfillmentStatus
      totalPriceSet { shopMoney { amount currencyCode } }
      customer { defaultPhoneNumber { phoneNumber } }
      shippingAddress { phone }
      lineItems(first: $lineItemsFirst) {
        nodes { title variantTitle sku quantity originalUnitPriceSet { shopMoney { amount } } }
      }
    }
  }
}`,
};

/** Requested cost with these sizes, by the rule above: Products 652, ProductVariants 203, OrderByName 492. */
export type PageSizes = Record<'products' | 'media' | 'variants' | 'moreVariants' | 'orders' | 'lineItems', number>;

export const PAGE_SIZES: Readonly<PageSizes> = {
  products: 10,
  media: 5,
  variants: 25,
  moreVariants: 100,
  orders: 5,
  lineItems: 30,
};

/** Shopify's limit on `first` of any connection (B4). */
export const MAX_PAGE_SIZE = 250;
