import { ProviderUnavailableError } from '../../errors';
import type {
  CreateShipmentOutcome, EcpayShipment, LogisticsGateway, ShipmentRequest, StatusNotificationVerification,
} from '../logistics-gateway.port';

/**
 * A scripted ECPay logistics for the shipment job's tests: only the behaviours the job depends on (ECPay's own
 * protocol is adapters/ecpay/logistics-gateway.ts's, tested there). Like ECPay, it keeps one shipment per
 * MerchantTradeNo and refuses a second create of the same number as a duplicate.
 * - `mode = 'down'`: every call throws LOGISTICS_UNAVAILABLE (ECPay unreachable);
 * - `mode = 'crash_after_create'`: the shipment is created at "ECPay", then the call throws (our process died
 *   between ECPay's answer and our write, as seen from the next attempt);
 * - `refuse`: answer 0|message for new shipments.
 * Notifications: a form verifies when its CheckMacValue is 'VALID' (the MD5 itself is the adapter's test).
 */
export class ScriptedLogisticsGateway implements LogisticsGateway {
  readonly shipments = new Map<string, EcpayShipment>();
  readonly requests: ShipmentRequest[] = [];
  mode: 'up' | 'down' | 'crash_after_create' = 'up';
  refuse: string | null = null;
  /** Milliseconds each create waits before answering (to let racers overlap). */
  delayMs = 0;
  private counter = 0;

  async createShipment(request: ShipmentRequest): Promise<CreateShipmentOutcome> {
    this.requests.push(request);
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.mode === 'down') throw new ProviderUnavailableError('LOGISTICS_UNAVAILABLE', 'SHIPMENT_LOGISTICS_UNAVAILABLE');
    if (this.shipments.has(request.merchantTradeNo)) return { kind: 'refused', message: 'MerchantTradeNo duplicate', duplicate: true };
    if (this.refuse) return { kind: 'refused', message: this.refuse, duplicate: false };
    this.counter += 1;
    const seven = request.subType === 'UNIMARTC2C';
    const shipment: EcpayShipment = {
      merchantTradeNo: request.merchantTradeNo, logisticsId: String(1_000_000 + this.counter),
      paymentNo: seven ? `G${String(this.counter).padStart(7, '0')}` : `F${String(this.counter).padStart(10, '0')}`,
      validationNo: seven ? String(1000 + this.counter) : null, statusCode: 300, statusMessage: 'order created',
    };
    this.shipments.set(request.merchantTradeNo, shipment);
    if (this.mode === 'crash_after_create') throw new Error('connection reset after ECPay answered');
    return { kind: 'created', shipment };
  }

  async findShipment(merchantTradeNo: string): Promise<EcpayShipment | null> {
    if (this.mode === 'down') throw new ProviderUnavailableError('LOGISTICS_UNAVAILABLE', 'SHIPMENT_LOGISTICS_UNAVAILABLE');
    return this.shipments.get(merchantTradeNo) ?? null;
  }

  verifyStatusNotification(form: Readonly<Record<string, string>>): StatusNotificationVerification {
    if (form.CheckMacValue !== 'VALID') return { ok: false, rejection: { code: 'CHECK_MAC_VALUE_INVALID', message: 'not VALID' } };
    const statusCode = Number(form.RtnCode);
    const updatedAt = new Date(form.UpdateStatusDate ?? '');
    if (!Number.isInteger(statusCode) || Number.isNaN(updatedAt.getTime()) || !form.MerchantTradeNo) {
      return { ok: false, rejection: { code: 'NOTIFICATION_MALFORMED', message: 'RtnCode, UpdateStatusDate or MerchantTradeNo' } };
    }
    return {
      ok: true,
      notification: {
        merchantTradeNo: form.MerchantTradeNo, logisticsId: form.AllPayLogisticsID ?? '', statusCode, statusMessage: form.RtnMsg ?? '',
        updatedAt, subType: form.LogisticsSubType ?? '', paymentNo: form.CVSPaymentNo || null, validationNo: form.CVSValidationNo || null,
      },
    };
  }

  /** A verified-looking notification form for a shipment ECPay has (UpdateStatusDate as an ISO instant here). */
  notificationForm(merchantTradeNo: string, code: number, at: Date, message = `status ${code}`): Record<string, string> {
    const shipment = this.shipments.get(merchantTradeNo);
    return {
      MerchantTradeNo: merchantTradeNo, RtnCode: String(code), RtnMsg: message, AllPayLogisticsID: shipment?.logisticsId ?? '',
      UpdateStatusDate: at.toISOString(), LogisticsSubType: 'UNIMARTC2C', CVSPaymentNo: shipment?.paymentNo ?? '',
      CVSValidationNo: shipment?.validationNo ?? '', CheckMacValue: 'VALID',
    };
  }
}
