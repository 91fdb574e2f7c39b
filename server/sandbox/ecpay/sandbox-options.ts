import type { EcpayConfig } from '../../../adapters/ecpay/ecpay-gateway';
import type { Clock } from '../../../application/shared/clock.port';

export type EcpaySandboxCredentials = Pick<EcpayConfig, 'merchantId' | 'hashKey' | 'hashIv' | 'logisticsMerchantId' | 'logisticsHashKey' | 'logisticsHashIv'
  | 'invoiceMerchantId' | 'invoiceHashKey' | 'invoiceHashIv'>;

export interface NotificationDelivery {
  merchantTradeNo: string;
  /** 1 for the first delivery. */
  attempt: number;
  url: string;
  /** True when the shop answered exactly '1|OK'. */
  acknowledged: boolean;
  status?: number;
  body?: string;
  error?: string;
}

export interface EcpaySandboxOptions {
  /** The merchant accounts the simulator plays ECPay for (the same values the shop's EcpayGateway uses). */
  credentials: EcpaySandboxCredentials;
  /**
   * The absolute address browsers use to reach the simulator, e.g. 'http://localhost:3000/sandbox/ecpay'.
   * Its path is the router's prefix; the pages' forms post to it.
   */
  publicBaseUrl: string;
  /**
   * The shop's own base address (PUBLIC_BASE_URL). ReturnURL, OrderResultURL, ClientBackURL and ServerReplyURL
   * must lie under it: the simulator runs inside the shop's network, so posting to any URL a form names
   * would let anybody make the shop's server call internal addresses (SSRF), and redirecting anywhere would
   * make the shop's domain an open redirect. A request naming another address gets an error page.
   */
  shopBaseUrl: string;
  /** Delivers ReturnURL notifications (server to server). Default: global fetch. */
  fetch?: typeof fetch;
  clock?: Clock;
  /**
   * Delays before the redeliveries of a notification that was not answered '1|OK'. ECPay waits 5 to 15
   * minutes, 4 more times; the default is a compressed demo schedule.
   */
  retryDelaysMs?: readonly number[];
  /** How long one delivery may take (ECPay: about 10 s). */
  notifyTimeoutMs?: number;
  /** Called after every delivery attempt (logs, tests). */
  onDelivery?: (delivery: NotificationDelivery) => void;
  /**
   * SANDBOX_LOGISTICS_AUTO_MS: when set (> 0), every new shipment moves one step along its delivery chain every
   * this many ms until picked up, so the local demo goes from paid to delivered on its own. Off by default:
   * tests drive shipments through POST <sim>/logistics/advance.
   */
  logisticsAutoAdvanceMs?: number;
}

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [10_000, 30_000, 60_000, 120_000];
