import { ECPAY_ACK_BODY, type EcpayMerchant } from '../../../adapters/ecpay/aio-payment';
import { signFields } from '../../../adapters/ecpay/check-mac-value';
import { toFormBody } from '../../../adapters/ecpay/form-encoding';
import { formatEcpayDateTime } from '../../../adapters/ecpay/taipei-time';
import { DECLINED_RTN_CODE } from './result-codes';
import { DEFAULT_RETRY_DELAYS_MS, type EcpaySandboxOptions, type NotificationDelivery } from './sandbox-options';
import type { Trade } from './trades';

/**
 * A trade's payment result (the ReturnURL notification and the OrderResultURL form) and its delivery to
 * ReturnURL, redelivered on options.retryDelaysMs until the shop answers '1|OK'.
 */
export function notifications(options: EcpaySandboxOptions, payment: EcpayMerchant) {
  const doFetch = options.fetch ?? ((input: string | URL | Request, init?: RequestInit) => fetch(input, init));
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const notifyTimeoutMs = options.notifyTimeoutMs ?? 10_000;
  return { resultFields, deliver };

  function resultFields(trade: Trade, attempt: number): Record<string, string> {
    const r = trade.request;
    const paid = trade.state === 'paid';
    const amount = Number(r.TotalAmount);
    return {
      CustomField1: r.CustomField1 ?? '',
      CustomField2: r.CustomField2 ?? '',
      CustomField3: r.CustomField3 ?? '',
      CustomField4: r.CustomField4 ?? '',
      MerchantID: payment.merchantId,
      MerchantTradeNo: r.MerchantTradeNo,
      PaymentDate: trade.paymentDate,
      PaymentType: 'Credit_CreditCard',
      PaymentTypeChargeFee: paid ? String(Math.round(amount * 0.02)) : '0',
      RtnCode: paid ? '1' : DECLINED_RTN_CODE,
      // Observed on ECPay: the first delivery says 交易成功, redeliveries say 'paid'.
      RtnMsg: paid ? (attempt === 1 ? '交易成功' : 'paid') : '授權失敗（模擬）',
      SimulatePaid: '0',
      StoreID: r.StoreID ?? '',
      TradeAmt: r.TotalAmount,
      TradeDate: formatEcpayDateTime(trade.receivedAt),
      TradeNo: trade.tradeNo,
    };
  }

  async function deliver(trade: Trade, attempt: number): Promise<void> {
    const url = trade.request.ReturnURL;
    const delivery: NotificationDelivery = { merchantTradeNo: trade.request.MerchantTradeNo, attempt, url, acknowledged: false };
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
        body: toFormBody(signFields(resultFields(trade, attempt), payment, 'sha256')),
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
      setTimeout(() => { void deliver(trade, attempt + 1); }, delay).unref();
    }
  }
}
