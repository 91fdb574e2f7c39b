import {
  C2C_SUB_TYPES, CELL_PHONE, CVS_GOODS_AMOUNT_BOUNDS, isValidPersonName, MAX_GOODS_NAME_LENGTH,
} from '../../../adapters/ecpay/logistics-fields';
import { parseEcpayDateTime } from '../../../adapters/ecpay/taipei-time';
import type { C2cSubType } from '../../../application/shipping/logistics-gateway.port';
import { isHttpUrl } from './request-checks';
import { SANDBOX_STORES } from './stores';

/**
 * What ECPay refuses in a C2C /Express/Create whose MerchantID and CheckMacValue checked out (research section
 * 8.1): the answer's message after `0|`, or undefined when the request is fine. The wording is the
 * simulator's (ECPay's per-field messages are not published).
 */
export function createShipmentProblem(f: Record<string, string>): string | undefined {
  const subType = f.LogisticsSubType as C2cSubType;
  const required = ['MerchantTradeNo', 'MerchantTradeDate', 'LogisticsType', 'LogisticsSubType', 'GoodsAmount', 'SenderName', 'SenderCellPhone',
    'ReceiverName', 'ReceiverCellPhone', 'ReceiverStoreID', 'ServerReplyURL', ...(subType === 'UNIMARTC2C' ? ['GoodsName'] : [])];
  const missing = required.filter((name) => !f[name]);
  if (missing.length > 0) return `缺少必要參數：${missing.join(', ')}`;
  if (!/^[A-Za-z0-9]{1,20}$/.test(f.MerchantTradeNo)) return 'MerchantTradeNo 須為 20 字以內英數字';
  if (!parseEcpayDateTime(f.MerchantTradeDate)) return 'MerchantTradeDate 格式須為 yyyy/MM/dd HH:mm:ss';
  if (f.LogisticsType !== 'CVS') return 'LogisticsType 須為 CVS';
  if (!C2C_SUB_TYPES.includes(subType)) return '模擬器僅提供 UNIMARTC2C（7-ELEVEN）與 FAMIC2C（全家）';
  const amount = /^\d{1,9}$/.test(f.GoodsAmount) ? Number(f.GoodsAmount) : NaN;
  if (!(amount >= CVS_GOODS_AMOUNT_BOUNDS.min && amount <= CVS_GOODS_AMOUNT_BOUNDS.max)) {
    return `商品金額 GoodsAmount 須為 ${CVS_GOODS_AMOUNT_BOUNDS.min} 到 ${CVS_GOODS_AMOUNT_BOUNDS.max} 元`;
  }
  const collection = f.IsCollection ?? 'N';
  if (collection !== 'N' && collection !== 'Y' && collection !== '') return 'IsCollection 須為 N 或 Y';
  if (collection === 'Y') {
    const collect = /^\d{1,9}$/.test(f.CollectionAmount ?? '') ? Number(f.CollectionAmount) : NaN;
    if (!(collect >= CVS_GOODS_AMOUNT_BOUNDS.min && collect <= CVS_GOODS_AMOUNT_BOUNDS.max)) return '代收金額 CollectionAmount 須為 1 到 20000 元';
    if (subType === 'UNIMARTC2C' && collect !== amount) return '7-ELEVEN 交貨便代收金額 CollectionAmount 須等於商品金額 GoodsAmount';
  }
  if ((f.GoodsName ?? '').length > MAX_GOODS_NAME_LENGTH) return `商品名稱 GoodsName 不可超過 ${MAX_GOODS_NAME_LENGTH} 字`;
  for (const name of ['SenderName', 'ReceiverName']) {
    if (!isValidPersonName(f[name])) return `${name} 須為中文 2~5 字或英文 4~10 字，不可含數字、空白與特殊符號`;
  }
  for (const name of ['SenderCellPhone', 'ReceiverCellPhone']) {
    if (!CELL_PHONE.test(f[name])) return `${name} 須為 09 開頭的 10 碼手機號碼`;
  }
  if (!SANDBOX_STORES[subType].some((store) => store.id === f.ReceiverStoreID)) return `查無取件門市 ReceiverStoreID ${f.ReceiverStoreID}`;
  if (!isHttpUrl(f.ServerReplyURL) || f.ServerReplyURL.length > 200) return 'ServerReplyURL 須為 200 字以內的網址';
  return undefined;
}
