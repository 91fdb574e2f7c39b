import { formatEcpayDateTime } from '../../../adapters/ecpay/taipei-time';

export type TradeState = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';

export interface Trade {
  id: string;
  request: Record<string, string>;
  state: TradeState;
  receivedAt: Date;
  tradeNo: string;
  paymentDate: string;
}

const MAX_TRADES = 2000;

/** The trades the simulator keeps in memory, by id and by MerchantTradeNo; past MAX_TRADES the oldest is forgotten. */
export function tradeBook() {
  const trades = new Map<string, Trade>();
  const byMerchantTradeNo = new Map<string, Trade>();
  return { trades, byMerchantTradeNo, remember };

  function remember(trade: Trade): void {
    trades.set(trade.id, trade);
    byMerchantTradeNo.set(trade.request.MerchantTradeNo, trade);
    if (trades.size > MAX_TRADES) {
      const oldest = trades.values().next().value as Trade;
      trades.delete(oldest.id);
      byMerchantTradeNo.delete(oldest.request.MerchantTradeNo);
    }
  }
}

/** ECPay's own trade number: yyMMddHHmmss (Taipei) and 4 digits, e.g. 2501010905071234. */
export function ecpayTradeNo(now: Date, sequence: number): string {
  return formatEcpayDateTime(now).replace(/\D/g, '').slice(2) + String(sequence).padStart(4, '0');
}
