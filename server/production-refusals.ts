import { ECPAY_PRODUCTION_BASE_URLS, ECPAY_STAGE_CONFIG, type EcpayConfig } from '../adapters/ecpay/ecpay-gateway';
import { DEMO_STAFF_SECRET_CODE } from '../application/accounts/account-settings';
import type { AppConfig } from './config';
import { shopeeProductionRefusals } from './shopee-config';
import { shopifyProductionRefusals } from './shopify-config';
import { shopifyConnectionProductionRefusals } from './shopify-connection-config';
import { secretWeakness, STAFF_SECRET_CODE_RULE, TOKEN_SECRET_RULE } from './secret-strength';
import { DEMO_TOKEN_SECRET } from './token-secret';

/** The public demo values a production secret must not be close to (zxcvbn's user inputs, secret-strength.ts). */
const DEMO_SECRETS = [DEMO_STAFF_SECRET_CODE, DEMO_TOKEN_SECRET];

/**
 * What NODE_ENV=production refuses to start with: every default of the local demo that is public or opens a
 * door (docs/operations.md, "What production needs set, and what the server refuses"). Each entry is one
 * line that names the variable and says why; loadConfig throws them all at once in a ConfigError.
 */
export function productionRefusals(config: AppConfig): string[] {
  const refusals: string[] = [];
  if (config.providers !== 'ecpay') {
    refusals.push(`PROVIDERS must be ecpay when NODE_ENV=production (it is ${config.providers}: the ECPay simulator would be mounted, and it can mark orders paid)`);
  }
  if (config.publicBaseUrlFromListener) {
    refusals.push('PUBLIC_BASE_URL must be set when NODE_ENV=production (ECPay posts payment results and store choices to it)');
  }
  if (config.databaseUrl === undefined && !config.sqliteInProduction) {
    refusals.push('DATABASE_URL must be set when NODE_ENV=production (without it the shop runs on the embedded SQLite file in DATA_DIR: set SQLITE_IN_PRODUCTION=true if one process on one machine is what you mean)');
  }
  for (const group of ECPAY_GROUPS) refusals.push(...ecpayGroupRefusals(config, group));
  refusals.push(...senderRefusals(config));
  const tokenSecretWeakness = secretWeakness(config.tokenSecret, TOKEN_SECRET_RULE, DEMO_SECRETS);
  if (config.tokenSecret === DEMO_TOKEN_SECRET) {
    refusals.push('TOKEN_SECRET must be set to a secret of your own (32 characters or more) when NODE_ENV=production (the demo default is public)');
  } else if (tokenSecretWeakness !== undefined) {
    refusals.push(`TOKEN_SECRET is too weak for NODE_ENV=production (${tokenSecretWeakness})`);
  }
  if (config.cartDebug) {
    refusals.push('CART_DEBUG must be off when NODE_ENV=production (GET /api/cart/debug shows anybody\'s cart by phone)');
  }
  const staffCodeWeakness = secretWeakness(config.accounts.staffSecretCode, STAFF_SECRET_CODE_RULE, DEMO_SECRETS);
  if (config.accounts.staffSecretCode === DEMO_STAFF_SECRET_CODE) {
    refusals.push('STAFF_SECRET_CODE must be set to a code of your own when NODE_ENV=production (the demo default is public)');
  } else if (staffCodeWeakness !== undefined) {
    refusals.push(`STAFF_SECRET_CODE is too weak for NODE_ENV=production (${staffCodeWeakness})`);
  }
  refusals.push(...shopeeProductionRefusals(config));
  refusals.push(...shopifyProductionRefusals(config));
  refusals.push(...shopifyConnectionProductionRefusals(config));
  return refusals;
}

interface EcpayGroup {
  /** AppConfig.ecpay fields and their variables, credentials in the order merchant id, key, iv. */
  credentials: Array<[keyof EcpayConfig, string]>;
  url: [keyof EcpayConfig, string];
  production: string;
}

const ECPAY_GROUPS: EcpayGroup[] = [
  {
    credentials: [['merchantId', 'ECPAY_MERCHANT_ID'], ['hashKey', 'ECPAY_HASH_KEY'], ['hashIv', 'ECPAY_HASH_IV']],
    url: ['aioBaseUrl', 'ECPAY_AIO_URL'],
    production: ECPAY_PRODUCTION_BASE_URLS.aioBaseUrl,
  },
  {
    credentials: [['logisticsMerchantId', 'ECPAY_LOGISTICS_MERCHANT_ID'], ['logisticsHashKey', 'ECPAY_LOGISTICS_HASH_KEY'], ['logisticsHashIv', 'ECPAY_LOGISTICS_HASH_IV']],
    url: ['logisticsBaseUrl', 'ECPAY_LOGISTICS_URL'],
    production: ECPAY_PRODUCTION_BASE_URLS.logisticsBaseUrl,
  },
  {
    credentials: [['invoiceMerchantId', 'ECPAY_INVOICE_MERCHANT_ID'], ['invoiceHashKey', 'ECPAY_INVOICE_HASH_KEY'], ['invoiceHashIv', 'ECPAY_INVOICE_HASH_IV']],
    url: ['invoiceBaseUrl', 'ECPAY_INVOICE_URL'],
    production: ECPAY_PRODUCTION_BASE_URLS.invoiceBaseUrl,
  },
];

/** ECPay's public stage hosts: no money moves there, so production never talks to them. */
const STAGE_HOSTS = [ECPAY_STAGE_CONFIG.aioBaseUrl, ECPAY_STAGE_CONFIG.logisticsBaseUrl, ECPAY_STAGE_CONFIG.invoiceBaseUrl].map((url) => new URL(url).host);

/**
 * A group's credentials must be given (otherwise the gateway falls back to the public stage account) and must
 * not be the stage account's (anybody can sign a notification with those keys), and its address must not be a
 * stage host. Half a group is already refused in every mode (config.ts, ecpayProblems).
 */
function ecpayGroupRefusals(config: AppConfig, group: EcpayGroup): string[] {
  const refusals: string[] = [];
  const names = group.credentials.map(([, name]) => name);
  const given = group.credentials.filter(([field]) => config.ecpay[field] !== undefined);
  const [urlField, urlName] = group.url;
  const url = config.ecpay[urlField] ?? (config.providers === 'ecpay' ? ECPAY_STAGE_CONFIG[urlField] : undefined);
  // With the production host configured, ecpayProblems already says the credentials are missing.
  const onProductionHost = url !== undefined && new URL(url).host === new URL(group.production).host;
  if (given.length === 0 && !onProductionHost) {
    refusals.push(`${names.join(', ')} must be set when NODE_ENV=production (without them ECPay's public stage account is used)`);
  }
  const stage = given.filter(([field]) => config.ecpay[field] === ECPAY_STAGE_CONFIG[field]).map(([, name]) => name);
  if (stage.length > 0) {
    refusals.push(`${stage.join(', ')} must not be ECPay's public stage account when NODE_ENV=production (anybody can sign a notification with it)`);
  }
  // Exactly ECPay's production address: a look-alike host (payment.ecpay.com.tw.evil.test), a private address
  // or plain http would receive the shop's signed requests and could answer them (a trade query says "paid").
  if (url !== undefined && new URL(url).href !== new URL(group.production).href) {
    const { protocol, host, pathname } = new URL(url);
    const why = config.ecpay[urlField] === undefined
      ? `unset, it defaults to the stage host ${host}`
      : STAGE_HOSTS.includes(host) ? `it names the stage host ${host}` : `it is ${protocol}//${host}${pathname.replace(/\/$/, '')}`;
    refusals.push(`${urlName} must be ECPay's production address ${group.production} when NODE_ENV=production (${why})`);
  }
  return refusals;
}

/**
 * The shop's sender of C2C shipments (printed on every parcel, and the number ECPay and the store call): the
 * demo's made-up sender must not ship real parcels, so both must be set, and not to the demo values.
 */
function senderRefusals(config: AppConfig): string[] {
  const refusals: string[] = [];
  const fields: Array<[keyof EcpayConfig, string]> = [['senderName', 'ECPAY_SENDER_NAME'], ['senderCellPhone', 'ECPAY_SENDER_PHONE']];
  for (const [field, name] of fields) {
    const value = config.ecpay[field];
    if (value === undefined) refusals.push(`${name} must be set when NODE_ENV=production (without it the demo sender is printed on every parcel)`);
    else if (value === ECPAY_STAGE_CONFIG[field]) refusals.push(`${name} must not be the demo sender when NODE_ENV=production (it is printed on every parcel)`);
  }
  return refusals;
}
