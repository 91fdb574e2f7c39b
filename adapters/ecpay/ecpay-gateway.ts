import type { Clock } from '../../application/shared/clock.port';
import type {
  NotificationAnswer, NotificationVerification, PaymentForm, PaymentGateway, PreparePaymentInput, TradeQueryResult,
} from '../../application/payments/payment-gateway.port';
import type { PrepareStoreMapInput, StoreMap, StoreMapForm, StoreSelectionResult } from '../../application/payments/store-map.port';
import { formatMessage } from '../../domain/messages';
import { systemClock } from '../clock/system-clock';
import {
  aioNotificationAnswer, buildAioCreditForm, queryTradeInfo, verifyAioNotification, type EcpayMerchant,
} from './aio-payment';
import { buildStoreMapForm, parseStoreMapReply } from './logistics-map';
import { EINVOICE_PRODUCTION_BASE_URL, EINVOICE_STAGE_BASE_URL } from './einvoice/einvoice-codes';

export interface EcpayConfig {
  /** AIO payment merchant. */
  merchantId: string;
  hashKey: string;
  hashIv: string;
  /** Scheme and host (and path prefix, for the simulator) of the payment APIs, without /Cashier/... */
  aioBaseUrl: string;
  /** C2C logistics merchant (a separate ECPay account from the payment one). */
  logisticsMerchantId: string;
  logisticsHashKey: string;
  logisticsHashIv: string;
  /** Scheme and host (and path prefix) of the logistics APIs, without /Express/... */
  logisticsBaseUrl: string;
  /** SenderName of every C2C shipment: the shop's sender (logistics-fields.ts: 2-5 Chinese or 4-10 Latin letters). */
  senderName: string;
  /** SenderCellPhone of every C2C shipment: 09 and 8 digits. */
  senderCellPhone: string;
  /** B2C e-invoice merchant (another ECPay account; adapters/ecpay/einvoice). */
  invoiceMerchantId: string;
  invoiceHashKey: string;
  invoiceHashIv: string;
  /** Scheme and host (and path prefix) of the e-invoice APIs, without /B2CInvoice/... */
  invoiceBaseUrl: string;
}

/**
 * ECPay's PUBLISHED stage (test) accounts and addresses (research section 6; developers.ecpay.com.tw ?p=16447
 * and the official logistics SDK). Demo only: everybody knows these keys, no money moves, and notifications
 * only reach public addresses. Production sets every field from the environment (docs/operations.md).
 */
export const ECPAY_STAGE_CONFIG: Readonly<EcpayConfig> = Object.freeze({
  merchantId: '3002607',
  hashKey: 'pwFHCqoQZGmho4w6',
  hashIv: 'EkRm7iFT261dpevs',
  aioBaseUrl: 'https://payment-stage.ecpay.com.tw',
  logisticsMerchantId: '2000933',
  logisticsHashKey: 'XBERn1YOvpM9nfZc',
  logisticsHashIv: 'h1ONHk4P4yqbl5LK',
  logisticsBaseUrl: 'https://logistics-stage.ecpay.com.tw',
  // Not ECPay's: the local demo's sender, refused in production like the stage keys (server/production-refusals.ts).
  senderName: formatMessage('ECPAY_DEMO_SENDER_NAME'),
  senderCellPhone: '0912345678',
  // The published B2C e-invoice stage account (research ecpay-einvoice.md section 3, SDKPHP StageInfo.php).
  invoiceMerchantId: '2000132',
  invoiceHashKey: 'ejCk326UnaZWKisg',
  invoiceHashIv: 'q9jcZX8Ib9LM8wYk',
  invoiceBaseUrl: EINVOICE_STAGE_BASE_URL,
});

export const ECPAY_PRODUCTION_BASE_URLS = Object.freeze({
  aioBaseUrl: 'https://payment.ecpay.com.tw',
  logisticsBaseUrl: 'https://logistics.ecpay.com.tw',
  invoiceBaseUrl: EINVOICE_PRODUCTION_BASE_URL,
});

export interface EcpayGatewayOptions {
  clock?: Clock;
  fetch?: typeof fetch;
  /** QueryTradeInfo timeout, default 10 s. */
  queryTimeoutMs?: number;
}

/** ECPay behind the application's ports: card payment (AIO) and the C2C store map. Stateless. */
export class EcpayGateway implements PaymentGateway, StoreMap {
  readonly config: Readonly<EcpayConfig>;
  private readonly payment: EcpayMerchant;
  private readonly logistics: EcpayMerchant;

  /**
   * @param config unset or empty fields fall back to ECPAY_STAGE_CONFIG, but a credential group
   * (merchantId, hashKey, hashIv; and the three logistics ones) is all or nothing: a production merchant id
   * with the public stage keys would let anybody forge its notifications.
   * @throws Error naming the missing fields of a partly given credential group.
   */
  constructor(config: Partial<EcpayConfig> = {}, private readonly options: EcpayGatewayOptions = {}) {
    const given = definedOnly(config);
    for (const group of CREDENTIAL_GROUPS) {
      const missing = group.filter((field) => given[field] === undefined);
      if (missing.length > 0 && missing.length < group.length) {
        throw new Error(`ECPay configuration: ${missing.join(', ')} missing (give all of ${group.join(', ')}, or none for the stage account)`);
      }
    }
    this.config = Object.freeze({ ...ECPAY_STAGE_CONFIG, ...given });
    this.payment = { merchantId: this.config.merchantId, hashKey: this.config.hashKey, hashIv: this.config.hashIv };
    this.logistics = {
      merchantId: this.config.logisticsMerchantId, hashKey: this.config.logisticsHashKey, hashIv: this.config.logisticsHashIv,
    };
  }

  /** True while a credential group is ECPay's public stage account: refuse to run production with it. */
  get usesPublicStageCredentials(): boolean {
    return this.config.hashKey === ECPAY_STAGE_CONFIG.hashKey || this.config.logisticsHashKey === ECPAY_STAGE_CONFIG.logisticsHashKey
      || this.config.invoiceHashKey === ECPAY_STAGE_CONFIG.invoiceHashKey;
  }

  preparePayment(input: PreparePaymentInput): PaymentForm {
    return buildAioCreditForm({
      merchantTradeNo: input.tradeNo,
      totalAmount: input.amount,
      itemNames: input.itemNames,
      tradeDate: input.tradeDate,
      returnUrl: input.returnUrl,
      orderResultUrl: input.orderResultUrl,
      clientBackUrl: input.clientBackUrl,
      customField1: input.reference,
    }, this.payment, this.config.aioBaseUrl);
  }

  verifyNotification(fields: Readonly<Record<string, string>>): NotificationVerification {
    return verifyAioNotification(fields, this.payment);
  }

  notificationAnswer(verification: NotificationVerification): NotificationAnswer {
    return aioNotificationAnswer(verification);
  }

  queryTrade(tradeNo: string): Promise<TradeQueryResult> {
    return queryTradeInfo(tradeNo, {
      merchant: this.payment,
      baseUrl: this.config.aioBaseUrl,
      clock: this.options.clock ?? systemClock,
      fetch: this.options.fetch,
      timeoutMs: this.options.queryTimeoutMs,
    });
  }

  prepareStoreMap(input: PrepareStoreMapInput): StoreMapForm {
    return buildStoreMapForm(input, this.logistics, this.config.logisticsBaseUrl);
  }

  parseStoreSelection(fields: Readonly<Record<string, string>>): StoreSelectionResult {
    return parseStoreMapReply(fields, this.logistics.merchantId);
  }
}

const CREDENTIAL_GROUPS: ReadonlyArray<ReadonlyArray<keyof EcpayConfig>> = [
  ['merchantId', 'hashKey', 'hashIv'],
  ['logisticsMerchantId', 'logisticsHashKey', 'logisticsHashIv'],
  ['invoiceMerchantId', 'invoiceHashKey', 'invoiceHashIv'],
];

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}
