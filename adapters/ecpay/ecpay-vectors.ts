/**
 * Published CheckMacValue vectors, copied exactly from /work/shared/research/ecpay.md section 3 (test data).
 * OV1-OV3: ECPay's own documents; SKILL: ECPay's ECPay-API-Skill test-vectors; NEW-A..F: produced for this
 * shop and agreed by five implementations (official PHP SDK, ecpay_aio_nodejs, ecpay_logistics_nodejs, rytass, TS).
 */
import type { MacAlgorithm, MacCredentials } from './check-mac-value';

export interface MacVector {
  id: string;
  algorithm: MacAlgorithm;
  credentials: MacCredentials;
  fields: Record<string, string>;
  checkMacValue: string;
}

export const AIO_STAGE_KEYS: MacCredentials = { hashKey: 'pwFHCqoQZGmho4w6', hashIv: 'EkRm7iFT261dpevs' };
export const C2C_STAGE_KEYS: MacCredentials = { hashKey: 'XBERn1YOvpM9nfZc', hashIv: 'h1ONHk4P4yqbl5LK' };
const INVOICE_KEYS: MacCredentials = { hashKey: 'ejCk326UnaZWKisg', hashIv: 'q9jcZX8Ib9LM8wYk' };
const LEGACY_KEYS: MacCredentials = { hashKey: '5294y06JbISpM5x9', hashIv: 'v77hoKGq4kWxNNIS' };

/** OV1 as ECPay prints it, in ECPay's (unsorted) order. */
export const OV1_FIELDS: Record<string, string> = {
  TradeDesc: '促銷方案',
  PaymentType: 'aio',
  MerchantTradeDate: '2023/03/12 15:30:23',
  MerchantTradeNo: 'ecpay20230312153023',
  MerchantID: '3002607',
  ReturnURL: 'https://www.ecpay.com.tw/receive.php',
  ItemName: 'Apple iphone 15',
  TotalAmount: '30000',
  ChoosePayment: 'ALL',
  EncryptType: '1',
};

/** D2902 step 4, the lower-cased encoded string. */
export const OV1_ENCODED = 'hashkey%3dpwfhcqoqzgmho4w6%26choosepayment%3dall%26encrypttype%3d1%26itemname%3dapple+iphone+15%26merchantid%3d3002607%26merchanttradedate%3d2023%2f03%2f12+15%3a30%3a23%26merchanttradeno%3decpay20230312153023%26paymenttype%3daio%26returnurl%3dhttps%3a%2f%2fwww.ecpay.com.tw%2freceive.php%26totalamount%3d30000%26tradedesc%3d%e4%bf%83%e9%8a%b7%e6%96%b9%e6%a1%88%26hashiv%3dekrm7ift261dpevs';

const ov2 = (merchantTradeNo: string): Record<string, string> => ({
  MerchantID: '3002607',
  MerchantTradeNo: merchantTradeNo,
  MerchantTradeDate: '2025/03/04 00:00:00',
  PaymentType: 'aio',
  TotalAmount: '100',
  TradeDesc: '訂單測試',
  ItemName: '範例商品',
  // The leading space is as ECPay published it.
  ReturnURL: ' https://5569-211-23-76-78.ngrok-free.app/returnurl.php',
  ChoosePayment: 'ALL',
  EncryptType: '1',
});

export const NEW_A_FIELDS: Record<string, string> = {
  MerchantID: '3002607',
  MerchantTradeNo: 'SHOP20250101A001',
  MerchantTradeDate: '2025/01/01 09:05:07',
  PaymentType: 'aio',
  TotalAmount: '1250',
  TradeDesc: '線上商店訂單',
  ItemName: '經典T恤 x2#帆布袋 (大) x1',
  ReturnURL: 'https://shop.example.com/api/ecpay/return',
  OrderResultURL: 'https://shop.example.com/checkout/result',
  ClientBackURL: 'https://shop.example.com/orders/42',
  ChoosePayment: 'Credit',
  EncryptType: '1',
  NeedExtraPaidInfo: 'N',
  CustomField1: 'order-42',
};

export const NEW_B_FIELDS: Record<string, string> = {
  CustomField1: 'order-42',
  CustomField2: '',
  CustomField3: '',
  CustomField4: '',
  MerchantID: '3002607',
  MerchantTradeNo: 'SHOP20250101A001',
  PaymentDate: '2025/01/01 09:06:30',
  PaymentType: 'Credit_CreditCard',
  PaymentTypeChargeFee: '25',
  RtnCode: '1',
  RtnMsg: '交易成功',
  SimulatePaid: '0',
  StoreID: '',
  TradeAmt: '1250',
  TradeDate: '2025/01/01 09:05:07',
  TradeNo: '2501010905071234',
};
export const NEW_B_MAC = 'DF89272819E4875C0CD6D2C2F6357D6E04995E3A3F57C7CE16F9142F14A03EB5';

export const NEW_C_ENCODED = 'hashkey%3dpwfhcqoqzgmho4w6%26itemname%3dtom%27s+*best*+(a%2bb)+50%25+off!+%7ex2+%40%23%24%26merchantid%3d3002607%26merchanttradeno%3dshopspecial0001%26totalamount%3d99%26tradedesc%3da%2fb%3ac%3bd%3de%3ff%26hashiv%3dekrm7ift261dpevs';

export const NEW_D_FIELDS: Record<string, string> = {
  MerchantID: '2000933',
  MerchantTradeNo: 'MAP20250101A001',
  LogisticsType: 'CVS',
  LogisticsSubType: 'UNIMARTC2C',
  IsCollection: 'N',
  ServerReplyURL: 'https://shop.example.com/api/ecpay/cvs-map-reply',
  ExtraData: 'cart-7',
  Device: '0',
};
export const NEW_D_RAW = 'HashKey=XBERn1YOvpM9nfZc&Device=0&ExtraData=cart-7&IsCollection=N&LogisticsSubType=UNIMARTC2C&LogisticsType=CVS&MerchantID=2000933&MerchantTradeNo=MAP20250101A001&ServerReplyURL=https://shop.example.com/api/ecpay/cvs-map-reply&HashIV=h1ONHk4P4yqbl5LK';
export const NEW_D_MAC = '83C93573757FB7AA61E077DC422390DC';

export const MAC_VECTORS: MacVector[] = [
  { id: 'OV1', algorithm: 'sha256', credentials: AIO_STAGE_KEYS, fields: OV1_FIELDS, checkMacValue: '6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840' },
  { id: 'OV2 (JSON block)', algorithm: 'sha256', credentials: AIO_STAGE_KEYS, fields: ov2('order20250304001'), checkMacValue: 'B251AD005829A4072192E495BF484DCF3830D75382AB34DF46F8F3AA8F794940' },
  { id: 'OV2 (HTML form)', algorithm: 'sha256', credentials: AIO_STAGE_KEYS, fields: ov2('order202503040001'), checkMacValue: '54B1661DE89951772A94FD0F5639FE5CEDA91311CA42021FD8D9DD4170A965D9' },
  {
    id: 'OV3',
    algorithm: 'md5',
    credentials: INVOICE_KEYS,
    fields: { RtnCode: '1', RtnMsg: '', IA_Allow_No: '1909181313013546', IA_Invoice_No: 'UV11100019', IA_Date: '2019-09-18 13:13:23', IIS_Remain_Allowance_Amt: '0' },
    checkMacValue: '50A276E71DAE26343013958B405EEEA0',
  },
  {
    id: 'SKILL sha256',
    algorithm: 'sha256',
    credentials: AIO_STAGE_KEYS,
    fields: {
      MerchantID: '3002607', MerchantTradeNo: 'Test1234567890', MerchantTradeDate: '2025/01/01 12:00:00', PaymentType: 'aio', TotalAmount: '100',
      TradeDesc: '測試', ItemName: '測試商品', ReturnURL: 'https://example.com/notify', ChoosePayment: 'ALL', EncryptType: '1',
    },
    checkMacValue: '291CBA324D31FB5A4BBBFDF2CFE5D32598524753AFD4959C3BF590C5B2F57FB2',
  },
  {
    id: 'SKILL md5',
    algorithm: 'md5',
    credentials: LEGACY_KEYS,
    fields: { MerchantID: '2000132', LogisticsType: 'CVS', LogisticsSubType: 'UNIMART', MerchantTradeDate: '2025/01/01 12:00:00' },
    checkMacValue: '545E6146FD45BDA683C88454DB34CE8D',
  },
  { id: 'NEW-A', algorithm: 'sha256', credentials: AIO_STAGE_KEYS, fields: NEW_A_FIELDS, checkMacValue: '83E3C673D2334980BBAC1EB506E64E194ED065734CBA6A937A9C952D5C8141E1' },
  { id: 'NEW-B', algorithm: 'sha256', credentials: AIO_STAGE_KEYS, fields: NEW_B_FIELDS, checkMacValue: NEW_B_MAC },
  {
    id: 'NEW-C',
    algorithm: 'sha256',
    credentials: AIO_STAGE_KEYS,
    fields: { MerchantID: '3002607', MerchantTradeNo: 'SHOPSPECIAL0001', ItemName: "Tom's *Best* (A+B) 50% off! ~x2 @#$", TotalAmount: '99', TradeDesc: 'a/b:c;d=e?f' },
    checkMacValue: '3DEC82977A7D6B4AB7B873FC5F5D36CDA2BE20AFCAC19CDDF54CA0822F29B790',
  },
  { id: 'NEW-D', algorithm: 'md5', credentials: C2C_STAGE_KEYS, fields: NEW_D_FIELDS, checkMacValue: NEW_D_MAC },
  {
    id: 'NEW-E',
    algorithm: 'md5',
    credentials: C2C_STAGE_KEYS,
    fields: {
      MerchantID: '2000933', MerchantTradeNo: 'LGS20250101A001', MerchantTradeDate: '2025/01/01 10:00:00', LogisticsType: 'CVS', LogisticsSubType: 'FAMIC2C',
      GoodsAmount: '1250', IsCollection: 'N', GoodsName: '服飾一批', SenderName: '王小明', SenderCellPhone: '0912345678', ReceiverName: '陳美麗',
      ReceiverCellPhone: '0987654321', ReceiverStoreID: '006598', ServerReplyURL: 'https://shop.example.com/api/ecpay/logistics-notify',
    },
    checkMacValue: 'A0346982E2859D3E6420E2EAC74AD829',
  },
  {
    id: 'NEW-F',
    algorithm: 'md5',
    credentials: C2C_STAGE_KEYS,
    fields: {
      MerchantID: '2000933', MerchantTradeNo: 'LGS20250101A001', RtnCode: '3018', RtnMsg: '包裹配達取件門市', AllPayLogisticsID: '1234567', LogisticsType: 'CVS',
      LogisticsSubType: 'FAMIC2C', GoodsAmount: '1250', UpdateStatusDate: '2025/01/03 14:22:10', ReceiverName: '陳美麗', ReceiverPhone: '',
      ReceiverCellPhone: '0987654321', ReceiverEmail: '', ReceiverAddress: '', CVSPaymentNo: '12345678901', CVSValidationNo: '', BookingNote: '',
    },
    checkMacValue: '676904167E296C4A8217DA4FA71E1D95',
  },
];
