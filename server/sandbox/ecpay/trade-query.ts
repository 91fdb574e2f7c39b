import type { EcpayMerchant } from '../../../adapters/ecpay/aio-payment';
import { formatEcpayDateTime } from '../../../adapters/ecpay/taipei-time';
import { FAILED_TRADE_STATUS, UNKNOWN_TRADE_STATUS } from './result-codes';
import type { Trade } from './trades';

/** The QueryTradeInfo answer (unsigned) for a MerchantTradeNo; trade is undefined when the simulator has none. */
export function queryAnswer(payment: EcpayMerchant, merchantTradeNo: string, trade: Trade | undefined): Record<string, string> {
  const r = trade?.request ?? {};
  const status = !trade ? UNKNOWN_TRADE_STATUS : trade.state === 'paid' ? '1' : trade.state === 'failed' ? FAILED_TRADE_STATUS : '0';
  const paid = trade?.state === 'paid';
  return {
    MerchantID: payment.merchantId,
    MerchantTradeNo: merchantTradeNo,
    StoreID: r.StoreID ?? '',
    TradeNo: trade?.tradeNo ?? '',
    TradeAmt: r.TotalAmount ?? '0',
    PaymentDate: paid ? trade.paymentDate : '',
    PaymentType: trade && trade.state !== 'pending' && trade.state !== 'expired' && trade.state !== 'cancelled' ? 'Credit_CreditCard' : '',
    HandlingCharge: paid ? String(Math.round(Number(r.TotalAmount) * 0.02)) : '0',
    PaymentTypeChargeFee: paid ? String(Math.round(Number(r.TotalAmount) * 0.02)) : '0',
    TradeDate: trade ? formatEcpayDateTime(trade.receivedAt) : '',
    TradeStatus: status,
    ItemName: r.ItemName ?? '',
    CustomField1: r.CustomField1 ?? '',
    CustomField2: r.CustomField2 ?? '',
    CustomField3: r.CustomField3 ?? '',
    CustomField4: r.CustomField4 ?? '',
  };
}
