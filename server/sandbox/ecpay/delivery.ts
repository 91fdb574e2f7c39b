import { ECPAY_ACK_BODY } from '../../../adapters/ecpay/aio-payment';
import { DEFAULT_RETRY_DELAYS_MS, type EcpaySandboxOptions, type NotificationDelivery } from './sandbox-options';

/** One notification to deliver: where, for which MerchantTradeNo, and its form body for a given attempt. */
export interface Notice {
  url: string;
  merchantTradeNo: string;
  /** The signed form body of delivery `attempt` (1 for the first). */
  body(attempt: number): string;
}

/**
 * ECPay's server-to-server delivery, shared by the payment result (ReturnURL) and the logistics status
 * (ServerReplyURL): a form POST, redelivered on options.retryDelaysMs until the shop answers exactly '1|OK'
 * with a 200. Resolves after the first attempt; redeliveries run on unref'd timers.
 */
export function deliverer(options: EcpaySandboxOptions): (notice: Notice, attempt?: number) => Promise<NotificationDelivery> {
  const doFetch = options.fetch ?? ((input: string | URL | Request, init?: RequestInit) => fetch(input, init));
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const notifyTimeoutMs = options.notifyTimeoutMs ?? 10_000;
  return deliver;

  async function deliver(notice: Notice, attempt = 1): Promise<NotificationDelivery> {
    const delivery: NotificationDelivery = { merchantTradeNo: notice.merchantTradeNo, attempt, url: notice.url, acknowledged: false };
    try {
      const response = await doFetch(notice.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
        body: notice.body(attempt),
        signal: AbortSignal.timeout(notifyTimeoutMs),
        redirect: 'manual',
      });
      delivery.status = response.status;
      delivery.body = (await response.text()).slice(0, 200);
      delivery.acknowledged = response.status === 200 && delivery.body === ECPAY_ACK_BODY;
    } catch (error) {
      delivery.error = (error as Error)?.message ?? String(error);
    }
    options.onDelivery?.(delivery);
    const delay = retryDelays[attempt - 1];
    if (!delivery.acknowledged && delay !== undefined) {
      setTimeout(() => { void deliver(notice, attempt + 1); }, delay).unref();
    }
    return delivery;
  }
}
