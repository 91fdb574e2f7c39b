/**
 * The demo partner the Shopee simulator plays Shopee for (PROVIDERS=sandbox), and where it is mounted. Not
 * secret: the simulator runs inside the shop and only stands in for Shopee. One definition, in
 * server/shopee-config.ts, so the adapter's defaults and the simulator's checks can never disagree.
 */
export { SANDBOX_SHOPEE_PARTNER_ID, SANDBOX_SHOPEE_PARTNER_KEY, SANDBOX_SHOPEE_PATH } from '../../shopee-config';
