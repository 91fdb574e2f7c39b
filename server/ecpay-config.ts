import { ECPAY_PRODUCTION_BASE_URLS, type EcpayConfig } from '../adapters/ecpay/ecpay-gateway';
import { CELL_PHONE, isValidPersonName } from '../adapters/ecpay/logistics-fields';
import { SANDBOX_ECPAY_PATH, type AppConfig } from './config';

/**
 * The EcpayGateway configuration: as configured, with the base URLs defaulting to the simulator under
 * PUBLIC_BASE_URL when PROVIDERS=sandbox (to ECPay's stage servers otherwise, EcpayGateway's default).
 * Call it with the resolved publicBaseUrl (after listening).
 */
export function effectiveEcpayConfig(config: Pick<AppConfig, 'providers' | 'publicBaseUrl' | 'ecpay'>): Partial<EcpayConfig> {
  const sandbox = config.providers === 'sandbox' ? `${config.publicBaseUrl}${SANDBOX_ECPAY_PATH}` : undefined;
  return {
    ...config.ecpay,
    aioBaseUrl: config.ecpay.aioBaseUrl ?? sandbox,
    logisticsBaseUrl: config.ecpay.logisticsBaseUrl ?? sandbox,
    invoiceBaseUrl: config.ecpay.invoiceBaseUrl ?? sandbox,
  };
}

/** Each credential group is all or nothing, and ECPay's production hosts never run on the public stage keys. */
export function ecpayProblems(ecpay: Partial<EcpayConfig>): string[] {
  const problems: string[] = [];
  const groups: Array<[Array<keyof EcpayConfig>, string[], keyof EcpayConfig, string]> = [
    [['merchantId', 'hashKey', 'hashIv'], ['ECPAY_MERCHANT_ID', 'ECPAY_HASH_KEY', 'ECPAY_HASH_IV'], 'aioBaseUrl', ECPAY_PRODUCTION_BASE_URLS.aioBaseUrl],
    [['logisticsMerchantId', 'logisticsHashKey', 'logisticsHashIv'],
      ['ECPAY_LOGISTICS_MERCHANT_ID', 'ECPAY_LOGISTICS_HASH_KEY', 'ECPAY_LOGISTICS_HASH_IV'], 'logisticsBaseUrl', ECPAY_PRODUCTION_BASE_URLS.logisticsBaseUrl],
    [['invoiceMerchantId', 'invoiceHashKey', 'invoiceHashIv'],
      ['ECPAY_INVOICE_MERCHANT_ID', 'ECPAY_INVOICE_HASH_KEY', 'ECPAY_INVOICE_HASH_IV'], 'invoiceBaseUrl', ECPAY_PRODUCTION_BASE_URLS.invoiceBaseUrl],
  ];
  for (const [fields, names, urlField, production] of groups) {
    const missing = names.filter((_, i) => ecpay[fields[i]] === undefined);
    if (missing.length > 0 && missing.length < names.length) problems.push(`${missing.join(', ')} missing: give all of ${names.join(', ')}, or none for ECPay's public stage account`);
    const target = ecpay[urlField];
    if (missing.length === names.length && typeof target === 'string' && new URL(target).host === new URL(production).host) {
      problems.push(`${names.join(', ')} must be set for ECPay's production host ${production} (the default stage keys are public)`);
    }
  }
  // ECPay refuses every shipment of a sender it does not accept: say so at startup, in every mode.
  if (ecpay.senderName !== undefined && !isValidPersonName(ecpay.senderName)) {
    problems.push(`ECPAY_SENDER_NAME=${JSON.stringify(ecpay.senderName)} must be 2 to 5 Chinese characters or 4 to 10 Latin letters, without digits, spaces or symbols (ECPay's SenderName)`);
  }
  if (ecpay.senderCellPhone !== undefined && !CELL_PHONE.test(ecpay.senderCellPhone)) {
    problems.push(`ECPAY_SENDER_PHONE=${JSON.stringify(ecpay.senderCellPhone)} must be a mobile number: 09 and 8 digits (ECPay's SenderCellPhone)`);
  }
  return problems;
}
