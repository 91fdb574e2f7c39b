import { parseEcpayDateTime } from '../../../adapters/ecpay/taipei-time';
import { STORE_CHAINS, type StoreChain } from '../../../application/payments/store-map.port';

/** The AIO fields the simulator posts to (ReturnURL) or sends the browser to (the other two). */
export const AIO_CALLBACK_FIELDS = ['ReturnURL', 'OrderResultURL', 'ClientBackURL'] as const;

/**
 * Whether a URL lies under the shop's base address: same scheme, host and port, and within its path prefix
 * (a base of https://shop.example.com/tw admits /tw and /tw/..., not /twx or /admin).
 */
export function shopUrlCheck(shopBaseUrl: string): (value: string) => boolean {
  const shop = new URL(shopBaseUrl);
  const prefix = shop.pathname.replace(/\/+$/, '');
  return (value) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    if (url.origin !== shop.origin || url.username !== '' || url.password !== '') return false;
    return prefix === '' || url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
  };
}

/** What ECPay would refuse in an AIO credit request whose mac verified (research section 2); undefined when fine. */
export function checkoutProblem(f: Record<string, string>): string | undefined {
  const required = ['MerchantTradeNo', 'MerchantTradeDate', 'PaymentType', 'TotalAmount', 'TradeDesc', 'ItemName', 'ReturnURL', 'ChoosePayment', 'EncryptType'];
  const missing = required.filter((name) => !f[name]);
  if (missing.length > 0) return `缺少必要參數：${missing.join(', ')}`;
  if (!/^[A-Za-z0-9]{1,20}$/.test(f.MerchantTradeNo)) return 'MerchantTradeNo 須為 20 字以內英數字';
  if (!parseEcpayDateTime(f.MerchantTradeDate)) return 'MerchantTradeDate 格式須為 yyyy/MM/dd HH:mm:ss';
  if (f.PaymentType !== 'aio') return 'PaymentType 須為 aio';
  if (!/^[1-9]\d{0,8}$/.test(f.TotalAmount)) return 'TotalAmount 須為正整數';
  if (f.TradeDesc.length > 200) return 'TradeDesc 超過 200 字';
  if (!isHttpUrl(f.ReturnURL) || f.ReturnURL.length > 200) return 'ReturnURL 須為 200 字以內的網址';
  for (const name of ['OrderResultURL', 'ClientBackURL']) {
    if (f[name] !== undefined && f[name] !== '' && (!isHttpUrl(f[name]) || f[name].length > 200)) return `${name} 須為 200 字以內的網址`;
  }
  if (f.OrderResultURL && f.OrderResultURL === f.ReturnURL) return 'OrderResultURL 不可與 ReturnURL 相同';
  if (f.ChoosePayment !== 'Credit' && f.ChoosePayment !== 'ALL') return '模擬器僅支援信用卡（ChoosePayment=Credit）';
  if (f.EncryptType !== '1') return 'EncryptType 須為 1';
  return undefined;
}

export function mapProblem(f: Record<string, string>): string | undefined {
  if (f.LogisticsType !== 'CVS') return 'LogisticsType 須為 CVS';
  if (!STORE_CHAINS.includes(f.LogisticsSubType as StoreChain)) return '模擬器僅提供 UNIMARTC2C（7-ELEVEN）與 FAMIC2C（全家）';
  if (f.IsCollection !== 'N' && f.IsCollection !== 'Y') return 'IsCollection 須為 N 或 Y';
  if (!isHttpUrl(f.ServerReplyURL ?? '') || f.ServerReplyURL.length > 200) return 'ServerReplyURL 須為 200 字以內的網址';
  if ((f.ExtraData ?? '').length > 20) return 'ExtraData 超過 20 字';
  if (f.MerchantTradeNo !== undefined && !/^[A-Za-z0-9]{0,20}$/.test(f.MerchantTradeNo)) return 'MerchantTradeNo 須為 20 字以內英數字';
  if (f.Device !== undefined && f.Device !== '' && f.Device !== '0' && f.Device !== '1') return 'Device 須為 0 或 1';
  return undefined;
}

/** An absolute http(s) URL, as ECPay wants its callback fields. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
