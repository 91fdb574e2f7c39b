import type { NotificationRejection } from '../payments/payment-gateway.port';

/**
 * ECPay C2C logistics as the shipment job and the status notifications see it (issue 12; research/ecpay.md
 * sections 8.1 to 8.4): /Express/Create with an MD5 CheckMacValue, the shipment query, and the verification of
 * the status notifications ECPay posts to ServerReplyURL. Implemented by adapters/ecpay/logistics-*.ts; in the
 * demo and tests it talks to the simulator under server/sandbox/ecpay over real HTTP.
 */
export type C2cSubType = 'UNIMARTC2C' | 'FAMIC2C';

export interface ShipmentRequest {
  /**
   * Our MerchantTradeNo for this shipment: derived from the order so a retry after a crash between ECPay's
   * answer and our write sends the SAME number (ECPay refuses a duplicate; then findShipment recovers it).
   * At most 20 alphanumeric characters.
   */
  merchantTradeNo: string;
  tradeDate: Date;
  subType: C2cSubType;
  /** Whole NT$, 1..20000 for CVS (ECPay's bound). */
  goodsAmount: number;
  /** At most 50 characters (required for UNIMARTC2C). */
  goodsName: string;
  /** Store payment: ECPay collects goodsAmount at pickup (IsCollection Y, CollectionAmount = GoodsAmount). */
  collectOnPickup: boolean;
  receiverName: string;
  /** 09 + 8 digits. */
  receiverCellPhone: string;
  /** The store picked on the e-map (CVSStoreID, at most 6 alphanumerics). */
  receiverStoreId: string;
  /** Where ECPay posts the status notifications (differs from the e-map reply URL). */
  serverReplyUrl: string;
}

/** A shipment ECPay has: the fields we keep. */
export interface EcpayShipment {
  merchantTradeNo: string;
  /** AllPayLogisticsID. */
  logisticsId: string;
  /** CVSPaymentNo: the shipping number (the pickup code the shopper sees as payment_no). */
  paymentNo: string | null;
  /** CVSValidationNo: 7-ELEVEN only. */
  validationNo: string | null;
  /** ECPay's current logistics status code (RtnCode of the create answer is a status, e.g. 300). */
  statusCode: number;
  statusMessage: string;
}

export type CreateShipmentOutcome =
  | { kind: 'created'; shipment: EcpayShipment }
  /** ECPay answered 0|message: the request is wrong or the merchant cannot ship (not retried blindly). */
  | { kind: 'refused'; message: string; duplicate: boolean };

/** A verified status notification (MD5 CheckMacValue checked, fields bounded). */
export interface ShipmentStatusNotification {
  merchantTradeNo: string;
  logisticsId: string;
  statusCode: number;
  statusMessage: string;
  /** UpdateStatusDate (Taipei time) as an instant. */
  updatedAt: Date;
  subType: string;
  paymentNo: string | null;
  validationNo: string | null;
}

export type StatusNotificationVerification =
  | { ok: true; notification: ShipmentStatusNotification }
  | { ok: false; rejection: NotificationRejection };

export interface LogisticsGateway {
  /** @throws ProviderUnavailableError LOGISTICS_UNAVAILABLE when ECPay cannot be reached or answers garbage (retry later). */
  createShipment(request: ShipmentRequest): Promise<CreateShipmentOutcome>;
  /** QueryLogisticsTradeInfo by our MerchantTradeNo; null when ECPay has no such shipment. */
  findShipment(merchantTradeNo: string): Promise<EcpayShipment | null>;
  /**
   * The posted form of a status notification, verified: the notification, or why it was refused (its CheckMacValue
   * missing or wrong: CHECK_MAC_VALUE_*; signed but for another merchant or with a field that does not fit:
   * MERCHANT_ID_MISMATCH, NOTIFICATION_MALFORMED with the field in the message).
   */
  verifyStatusNotification(form: Readonly<Record<string, string>>): StatusNotificationVerification;
}

export const LOGISTICS_GATEWAY = Symbol.for('LogisticsGateway');
