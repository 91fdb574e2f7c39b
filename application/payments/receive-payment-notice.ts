import { inject, injectable } from 'inversify';
import { EVENT_LOG, type EventLog } from '../shared/event-log.port';
import { isSignedRejection, PAYMENT_GATEWAY, type NotificationAnswer, type PaymentGateway } from './payment-gateway.port';
import { PROVIDER_MESSAGE_REJECTIONS, type ProviderMessageRejections } from './provider-message-rejections.port';
import { RecordPaymentResult, type RecordOutcome } from './record-payment-result';

/**
 * POST /api/ecpay/payment-notify: ECPay's payment notice (ReturnURL, server to server, a form; research/ecpay.md
 * sections 2 and 4), as received. Verified by the gateway (CheckMacValue, merchant, fields); a verified one is
 * recorded once (RecordPaymentResult); the reply is the gateway's ('1|OK' once accepted, a body that provokes a
 * resend otherwise), which the route writes as is.
 * - Forged, tampered, signed with other keys: nothing is read, nothing changes, and it is only logged (writing it
 *   would let anyone fill the database through this public address).
 * - Signed but for another merchant or with numbers that do not fit: also recorded for a person
 *   (provider_message_rejections).
 */
@injectable()
export class ReceivePaymentNotice {
  constructor(
    @inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @inject(RecordPaymentResult) private readonly payments: Pick<RecordPaymentResult, 'execute'>,
    @inject(PROVIDER_MESSAGE_REJECTIONS) private readonly rejections: ProviderMessageRejections,
    @inject(EVENT_LOG) private readonly log: EventLog,
  ) {}

  async execute(fields: Readonly<Record<string, string>>): Promise<NotificationAnswer> {
    const verification = this.gateway.verifyNotification(fields);
    if (!verification.ok) {
      const { rejection } = verification;
      const signed = isSignedRejection(rejection);
      const merchantTradeNo = String(fields.MerchantTradeNo ?? '').slice(0, 40);
      this.log.error('ecpay notification rejected', { code: rejection.code, reason: rejection.message, merchantTradeNo, recorded: signed });
      if (signed) {
        await this.rejections.record({
          provider: 'ecpay', messageKind: 'payment_notification', reason: rejection.code, detail: rejection.message, merchantTradeNo, fields,
        });
      }
    } else {
      const n = verification.notification;
      const outcome = await this.payments.execute({
        merchantTradeNo: n.merchantTradeNo, succeeded: n.succeeded, rtnCode: n.rtnCode, rtnMsg: n.rtnMsg, providerTradeNo: n.tradeNo,
        tradeAmt: n.tradeAmt, paidAt: n.paymentDate, simulatePaid: n.simulatePaid, source: 'notification',
      });
      this.logOutcome(n.merchantTradeNo, outcome);
    }
    return this.gateway.notificationAnswer(verification);
  }

  /** Errors are the outcomes a person must look at. */
  private logOutcome(merchantTradeNo: string, outcome: RecordOutcome): void {
    const details = { merchantTradeNo, ...outcome };
    if (outcome.kind === 'unknown_trade' || outcome.kind === 'amount_mismatch' || outcome.kind === 'conflicting'
      || (outcome.kind === 'recorded' && outcome.duplicatePayment)) {
      this.log.error('ecpay notification needs attention', details);
    } else {
      this.log.info('ecpay notification', details);
    }
  }
}
