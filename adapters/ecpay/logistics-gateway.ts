import { ProviderUnavailableError } from '../../application/errors';
import type {
  CreateShipmentOutcome, EcpayShipment, LogisticsGateway, ShipmentRequest, StatusNotificationVerification,
} from '../../application/shipping/logistics-gateway.port';
import type { Clock } from '../../application/shared/clock.port';
import { systemClock } from '../clock/system-clock';
import { endpoint, type EcpayMerchant } from './aio-payment';
import { signFields } from './check-mac-value';
import type { EcpayConfig } from './ecpay-gateway';
import { parseEcpayAnswer, postEcpayForm } from './form-encoding';
import { FieldProblems } from './input-rules';
import { buildCreateShipmentForm, GarbledAnswer, LOGISTICS_CREATE_PATH, parseCreateAnswer, type ShipmentSender } from './logistics-create';
import { LOGISTICS_QUERY_PATH, parseQueryAnswer, verifyLogisticsStatus } from './logistics-status';

export type LogisticsFailure = 'timeout' | 'network' | 'rate_limited' | 'http_status' | 'garbled';

/**
 * ECPay could not be reached or answered something we cannot trust: retry later. `reason` and `detail` are for
 * the log (they never hold the keys: only ECPay's answer, cut short).
 */
export class EcpayLogisticsError extends ProviderUnavailableError {
  constructor(readonly reason: LogisticsFailure, readonly detail: string) {
    super('LOGISTICS_UNAVAILABLE', 'LOGISTICS_UNAVAILABLE');
  }
}

export interface EcpayLogisticsOptions {
  clock?: Clock;
  fetch?: typeof fetch;
  /** One call's timeout, default 10 s. */
  timeoutMs?: number;
}

export const DEFAULT_LOGISTICS_TIMEOUT_MS = 10_000;

/**
 * ECPay C2C logistics behind the LogisticsGateway port, on the logistics account of the configuration
 * (ECPAY_LOGISTICS_*, a separate ECPay account from the card payment one) and the shop's sender
 * (ECPAY_SENDER_*). Stateless; MD5 CheckMacValue on everything. In the demo and tests the base URL is the
 * simulator's (server/sandbox/ecpay), over real HTTP.
 */
export class EcpayLogisticsGateway implements LogisticsGateway {
  private readonly merchant: EcpayMerchant;
  private readonly sender: ShipmentSender;
  private readonly baseUrl: string;

  /** @param config a complete configuration, as EcpayGateway.config holds it (stage defaults filled in). */
  constructor(config: Readonly<EcpayConfig>, private readonly options: EcpayLogisticsOptions = {}) {
    this.merchant = { merchantId: config.logisticsMerchantId, hashKey: config.logisticsHashKey, hashIv: config.logisticsHashIv };
    this.sender = { name: config.senderName, cellPhone: config.senderCellPhone };
    this.baseUrl = config.logisticsBaseUrl;
  }

  /**
   * @throws ValidationError when a field breaks ECPay's rules (nothing is sent; the request needs fixing, not a retry).
   * @throws EcpayLogisticsError (LOGISTICS_UNAVAILABLE) when ECPay cannot be reached or answers garbage.
   */
  async createShipment(request: ShipmentRequest): Promise<CreateShipmentOutcome> {
    const form = buildCreateShipmentForm(request, this.merchant, this.sender);
    const text = await this.post(LOGISTICS_CREATE_PATH, form);
    return this.read(() => parseCreateAnswer(text, this.merchant, request.merchantTradeNo));
  }

  async findShipment(merchantTradeNo: string): Promise<EcpayShipment | null> {
    const problems = new FieldProblems();
    problems.tradeNo('merchantTradeNo', merchantTradeNo);
    problems.throwIfAny('ECPAY_CONTEXT_QUERY');
    const clock = this.options.clock ?? systemClock;
    const form = signFields({
      MerchantID: this.merchant.merchantId,
      MerchantTradeNo: merchantTradeNo,
      TimeStamp: String(Math.floor(clock.now().getTime() / 1000)),
    }, this.merchant, 'md5');
    const text = await this.post(LOGISTICS_QUERY_PATH, form);
    return this.read(() => parseQueryAnswer(parseEcpayAnswer(text), this.merchant, merchantTradeNo));
  }

  verifyStatusNotification(form: Readonly<Record<string, string>>): StatusNotificationVerification {
    return verifyLogisticsStatus(form, this.merchant);
  }

  private read<T>(parse: () => T): T {
    try {
      return parse();
    } catch (error) {
      if (error instanceof GarbledAnswer) throw new EcpayLogisticsError('garbled', error.message);
      throw error;
    }
  }

  /** One server-to-server form POST; the answer's text when ECPay answered 2xx. */
  private async post(path: string, form: Record<string, string>): Promise<string> {
    const doFetch = this.options.fetch ?? fetch;
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_LOGISTICS_TIMEOUT_MS;
    try {
      const response = await postEcpayForm(doFetch, endpoint(this.baseUrl, path), form, timeoutMs, { redirect: 'manual' });
      const text = await response.text();
      // D2858: calling too fast is answered 403; ECPay asks to wait 30 minutes.
      if (response.status === 403) throw new EcpayLogisticsError('rate_limited', 'HTTP 403: called too fast; ECPay asks to wait 30 minutes');
      if (response.status < 200 || response.status > 299) throw new EcpayLogisticsError('http_status', `HTTP ${response.status}`);
      return text;
    } catch (error) {
      if (error instanceof EcpayLogisticsError) throw error;
      const name = (error as { name?: string } | null)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new EcpayLogisticsError('timeout', `no answer within ${timeoutMs} ms`);
      throw new EcpayLogisticsError('network', (error as Error)?.message ?? String(error));
    }
  }
}
