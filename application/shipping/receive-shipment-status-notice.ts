import { inject, injectable } from 'inversify';
import { isSignedRejection, type NotificationAnswer } from '../payments/payment-gateway.port';
import { PROVIDER_MESSAGE_REJECTIONS, type ProviderMessageRejections } from '../payments/provider-message-rejections.port';
import { EVENT_LOG, type EventLog } from '../shared/event-log.port';
import { LOGISTICS_GATEWAY, type LogisticsGateway } from './logistics-gateway.port';
import { RecordShipmentStatus } from './record-shipment-status';

/** ECPay reads exactly this as "taken"; it resends anything else. */
const ACCEPTED = '1|OK';

const reply = (body: string): NotificationAnswer => ({ status: 200, contentType: 'text/plain', body });

/**
 * ECPay's logistics status notice (ServerReplyURL, server to server, a form; research/ecpay.md section 8.3), as
 * received: verified by the gateway (MD5 CheckMacValue, merchant, fields), recorded once and applied forward only
 * (RecordShipmentStatus). The reply is always 200 text/plain: '1|OK' once taken (a resend of a notice already
 * taken is taken again); '0|reason' otherwise, which asks ECPay for a resend, what we want when we could not
 * handle it.
 */
@injectable()
export class ReceiveShipmentStatusNotice {
  constructor(
    @inject(LOGISTICS_GATEWAY) private readonly gateway: Pick<LogisticsGateway, 'verifyStatusNotification'>,
    @inject(RecordShipmentStatus) private readonly statuses: Pick<RecordShipmentStatus, 'execute'>,
    @inject(PROVIDER_MESSAGE_REJECTIONS) private readonly rejections: ProviderMessageRejections,
    @inject(EVENT_LOG) private readonly log: EventLog,
  ) {}

  async execute(fields: Readonly<Record<string, string>>): Promise<NotificationAnswer> {
    const merchantTradeNo = String(fields.MerchantTradeNo ?? '').slice(0, 40);
    const verification = this.gateway.verifyStatusNotification(fields);
    if (!verification.ok) {
      const { rejection } = verification;
      const signed = isSignedRejection(rejection);
      this.log.error('ecpay logistics notification rejected', {
        code: rejection.code, reason: rejection.message, merchantTradeNo, rtnCode: String(fields.RtnCode ?? '').slice(0, 10), recorded: signed,
      });
      // Forged, tampered or without a mac: only logged. Writing it would let anyone without the merchant keys fill
      // the database through this public address (provider-message-rejections.port.ts).
      if (!signed) return reply('0|CheckMacValue Error');
      // Signed by ECPay (or with our keys) but another merchant's or with a field that does not fit (RtnCode -1 or
      // 2^31, a date that does not exist, a 400-digit number): nothing is applied, and it is kept for a person like
      // a notice about a number we do not know. The reply says the truth, '0|NOTIFICATION_MALFORMED' (or
      // '0|MERCHANT_ID_MISMATCH'), as the payment notice's does, rather than '1|OK': we did not take the status,
      // and '1|OK' would tell ECPay (and whoever reads its back office) that we had. ECPay's resends of it are
      // bounded and each is recorded again, which shows staff that the notice keeps coming.
      await this.rejections.record({
        provider: 'ecpay', messageKind: 'logistics_status', reason: rejection.code, detail: rejection.message, merchantTradeNo, fields,
      });
      return reply(`0|${rejection.code}`);
    }
    const { notification } = verification;
    const outcome = await this.statuses.execute(notification);
    if (outcome.kind === 'unknown_shipment') {
      // Signed by ECPay but about no shipment of ours: kept for a person, and not acknowledged.
      this.log.error('ecpay logistics notification for an unknown shipment', { merchantTradeNo, statusCode: notification.statusCode });
      await this.rejections.record({
        provider: 'ecpay', messageKind: 'logistics_status', reason: 'SHIPMENT_NOT_FOUND', detail: 'no shipment has this MerchantTradeNo', merchantTradeNo, fields,
      });
      return reply('0|MerchantTradeNo not found');
    }
    this.log.info('ecpay logistics notification', {
      merchantTradeNo, statusCode: notification.statusCode, first: outcome.first, shippingStatus: outcome.shipment.shippingStatus,
    });
    return reply(ACCEPTED);
  }
}
