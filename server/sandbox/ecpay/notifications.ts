import type { EcpayMerchant } from '../../../adapters/ecpay/aio-payment';
import { signFields } from '../../../adapters/ecpay/check-mac-value';
import { toFormBody } from '../../../adapters/ecpay/form-encoding';
import { formatEcpayDateTime } from '../../../adapters/ecpay/taipei-time';
import { DECLINED_RTN_CODE } from './result-codes';
import { deliverer } from './delivery';
import type { EcpaySandboxOptions } from './sandbox-options';
import type { Trade } from './trades';

/**
 * A trade's payment result (the ReturnURL notification and the OrderResultURL form) and its delivery to
 * ReturnURL, redelivered on options.retryDelaysMs until the shop answers '1|OK' (delivery.ts).
 */
export function notifications(options: EcpaySandboxOptions, payment: EcpayMerchant) {
  const send = deliverer(options);
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
    await send({
      url: trade.request.ReturnURL,
      merchantTradeNo: trade.request.MerchantTradeNo,
      body: (n) => toFormBody(signFields(resultFields(trade, n), payment, 'sha256')),
    }, attempt);
  }
}
