/**
 * A complete production environment (made-up merchant accounts, ECPay's production hosts): what the tests of
 * the production refusals start from, changing one variable at a time.
 */
export const COMPLETE_PRODUCTION_ENV: Readonly<NodeJS.ProcessEnv> = Object.freeze({
  NODE_ENV: 'production',
  PROVIDERS: 'ecpay',
  PUBLIC_BASE_URL: 'https://shop.example.com',
  // Never connected to by the tests that load this (loadConfig only, or a server given its own knex).
  DATABASE_URL: 'mysql://shop:made-up-password@db.example.com:3306/shop',
  ECPAY_MERCHANT_ID: '3100001',
  ECPAY_HASH_KEY: 'prodHashKey00001',
  ECPAY_HASH_IV: 'prodHashIv000001',
  ECPAY_AIO_URL: 'https://payment.ecpay.com.tw',
  ECPAY_LOGISTICS_MERCHANT_ID: '2100001',
  ECPAY_LOGISTICS_HASH_KEY: 'prodLogKey000001',
  ECPAY_LOGISTICS_HASH_IV: 'prodLogIv0000001',
  ECPAY_LOGISTICS_URL: 'https://logistics.ecpay.com.tw',
  ECPAY_INVOICE_MERCHANT_ID: '2100002',
  ECPAY_INVOICE_HASH_KEY: 'prodInvKey000001',
  ECPAY_INVOICE_HASH_IV: 'prodInvIv0000001',
  ECPAY_INVOICE_URL: 'https://einvoice.ecpay.com.tw',
  ECPAY_SENDER_NAME: '林美玲',
  ECPAY_SENDER_PHONE: '0955123456',
  TOKEN_SECRET: 'a-production-token-secret-of-48-characters-00000',
  STAFF_SECRET_CODE: 'a-long-random-staff-code-000000',
  SHOPEE_PARTNER_ID: '2001887',
  SHOPEE_PARTNER_KEY: 'shpk-a-production-partner-key-0000000000',
  SHOPEE_TOKEN_KEY: '3fb09044af48e851b2d4afd2df19dccd5a58e4c1ddf417cfa1029f5444b307d7',
});
