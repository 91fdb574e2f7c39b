/** The simulator's own error for a callback address outside the shop (ECPay's wording for it is not public). */
export const FOREIGN_URL_ERROR_CODE = 'SANDBOX_FOREIGN_URL';

/** ECPay's error for a wrong mac (verified: ECPay/ECPayAIO_Node.js#9). The other codes below are the simulator's own. */
export const CHECK_MAC_VALUE_ERROR = { code: '10200073', message: 'CheckMacValue Error' };
/** 10200047 for a reused MerchantTradeNo comes from ECPay's API skill notes (UNVERIFIED). */
export const DUPLICATE_TRADE_NO_ERROR = { code: '10200047', message: '訂單編號重複（MerchantTradeNo 不可重複使用）' };
/** The RtnCode of a declined card; ECPay documents only "anything but 1 is abnormal", the value is the simulator's. */
export const DECLINED_RTN_CODE = '10100058';
/** TradeStatus of a failed trade in QueryTradeInfo (UNVERIFIED reading of 10200095 '交易未成立'). */
export const FAILED_TRADE_STATUS = '10200095';
export const UNKNOWN_TRADE_STATUS = 'SANDBOX_TRADE_NOT_FOUND';
