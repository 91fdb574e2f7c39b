/** GET /api/customers/orders: the history shows 5 a page, the profile card page 1 with 3 (spec 1, section 7). */
export const CUSTOMER_ORDERS_DEFAULT_LIMIT = 5;
export const CUSTOMER_ORDERS_MAX_LIMIT = 50;
