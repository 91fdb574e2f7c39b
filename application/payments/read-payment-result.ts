import { inject, injectable } from 'inversify';
import { PAYMENT_ATTEMPT_STORE, type PaymentAttemptStore } from './payment-attempt-store.port';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port';

export type BrowserPaymentResult =
  | { ok: true; orderId: string; succeeded: boolean }
  | { ok: false; reason: string };

/**
 * POST /api/ecpay/payment-result (OrderResultURL): the provider's signed result, carried by the BUYER's
 * browser. It only decides where the browser goes next; it never changes an order (research section 4.2:
 * fulfil from the server-to-server notification or the trade query, never from what a browser brings).
 */
@injectable()
export class ReadPaymentResult {
  constructor(
    @inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @inject(PAYMENT_ATTEMPT_STORE) private readonly attempts: PaymentAttemptStore,
  ) {}

  async execute(fields: Readonly<Record<string, string>>): Promise<BrowserPaymentResult> {
    const verification = this.gateway.verifyNotification(fields);
    if (!verification.ok) return { ok: false, reason: verification.rejection.code };
    const attempt = await this.attempts.findByTradeNo(verification.notification.merchantTradeNo);
    if (!attempt) return { ok: false, reason: 'UNKNOWN_TRADE' };
    return { ok: true, orderId: attempt.orderId, succeeded: verification.notification.succeeded && !verification.notification.simulatePaid };
  }
}
