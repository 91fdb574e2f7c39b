import { Router } from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import { ConfirmOrder } from '../../../application/orders/confirm-order';
import { CountPaymentPreparation } from '../../../application/payments/count-payment-preparation';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../../application/payments/payment-gateway.port';
import { PreparePayment } from '../../../application/payments/prepare-payment';
import { PROVIDER_MESSAGE_REJECTIONS, type ProviderMessageRejections } from '../../../application/payments/provider-message-rejections.port';
import { ReadPaymentResult } from '../../../application/payments/read-payment-result';
import { RecordPaymentResult, type RecordOutcome } from '../../../application/payments/record-payment-result';
import { isOrderId } from '../../../domain/orders/order-ids';
import type { Logger } from '../../logger';
import { LOGGER } from '../../tokens';
import { decodeOrThrow } from '../codecs/decode';
import { OrderIdParams } from '../../../application/contracts/checkout';
import { ConfirmOrderBody, PreparePaymentResponse } from '../../../application/contracts/payments';
import { SuccessMessage } from '../../../application/contracts/shared';
import { readFormFields } from '../form-body';
import { accessTokenOf } from './order-routes';
import { say, sayText } from '../language';
import { respond } from '../respond';

export interface PaymentRouteDeps {
  preparePayment: PreparePayment;
  confirmOrder: ConfirmOrder;
  /** The per-order and per-IP request limit of prepare-payment (issue 9). */
  countPaymentPreparation: CountPaymentPreparation;
  gateway: PaymentGateway;
  recordPaymentResult: RecordPaymentResult;
  readPaymentResult: ReadPaymentResult;
  /** Where signed notifications refused for their content are recorded. */
  rejections: ProviderMessageRejections;
  logger: Logger;
}

/** Browser redirects of the payment flow (relative: they stay on whatever origin the browser came to). */
export const paymentRedirects = {
  success: (orderId: string) => `/order-confirmation/${orderId}?payment=success`,
  failed: (orderId: string) => `/order-confirmation/${orderId}?payment=failed`,
  confirmation: (orderId: string) => `/order-confirmation/${orderId}`,
  /** The buyer left the card page: the confirmation page shows the order awaiting payment, with retry. */
  back: (orderId: string) => `/order-confirmation/${orderId}?payment=back`,
  checkout: (orderId: string, status: 'cancelled' | 'timeout' | 'failed') => `/checkout?orderId=${orderId}&status=${status}`,
  resultInvalid: '/checkout?error=payment_result_invalid',
  backInvalid: '/checkout?error=payment_back_invalid',
};

function seeOther(ctx: Context, location: string): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(location);
  ctx.status = 303;
}

/** What the log should say about a recorded notification; errors are the outcomes a person must look at. */
function logOutcome(logger: Logger, merchantTradeNo: string, outcome: RecordOutcome): void {
  const details = { merchantTradeNo, ...outcome };
  if (outcome.kind === 'unknown_trade' || outcome.kind === 'amount_mismatch' || outcome.kind === 'conflicting'
    || (outcome.kind === 'recorded' && outcome.duplicatePayment)) {
    logger.error('ecpay notification needs attention', details);
  } else {
    logger.info('ecpay notification', details);
  }
}

/**
 * The ECPay card payment of spec 2 (sections 2.5, 2.6, 4, 7) and research/ecpay.md sections 2, 4 and 5.
 * Registered BEFORE orderRoutes. Every answer is Cache-Control: no-store.
 *
 *   POST /api/ecpay/:orderId/prepare-payment  JSON: a new attempt's signed form (the browser POSTs it to paymentUrl)
 *   POST /api/ecpay/create                    JSON: confirms an order created by checkout (idempotent, writes nothing)
 *   POST /api/ecpay/payment-notify            ECPay ReturnURL (server to server, form): '1|OK' once verified
 *   POST /api/ecpay/payment-result            ECPay OrderResultURL (the buyer's browser, form): 303 to the confirmation page
 *   GET  /api/ecpay/payment-back/:orderId     ECPay ClientBackURL (the buyer left the payment page): 303, changes nothing
 */
export function paymentRoutes(container: Container): Router {
  const deps: PaymentRouteDeps = {
    preparePayment: container.get(PreparePayment),
    confirmOrder: container.get(ConfirmOrder),
    countPaymentPreparation: container.get(CountPaymentPreparation),
    gateway: container.get<PaymentGateway>(PAYMENT_GATEWAY),
    recordPaymentResult: container.get(RecordPaymentResult),
    readPaymentResult: container.get(ReadPaymentResult),
    rejections: container.get<ProviderMessageRejections>(PROVIDER_MESSAGE_REJECTIONS),
    logger: container.get<Logger>(LOGGER),
  };
  const router = new Router();
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');

  router.post('/api/ecpay/create', async (ctx) => {
    const body = decodeOrThrow(ConfirmOrderBody, ctx.request.body ?? {});
    // The phone proof is limited and logged (application/orders/ownership-proof.ts); X-Order-Token proves alone.
    await deps.confirmOrder.execute({ orderId: body.orderId, customerPhone: body.customerPhone, clientIp: ctx.ip, accessToken: accessTokenOf(ctx) });
    noStore(ctx);
    respond(ctx, SuccessMessage, { success: true, message: say(ctx, 'ORDER_CONFIRMED') });
  });

  router.post('/api/ecpay/payment-notify', async (ctx) => {
    const fields = await readFormFields(ctx);
    const verification = deps.gateway.verifyNotification(fields);
    if (!verification.ok) {
      // Forged, tampered, signed with other keys, for another merchant, or with numbers that do not fit: nothing
      // is read, nothing changes. A signed one is also recorded for a person (a forged one only logged: writing
      // it would let anyone fill the database through this public address).
      const signed = !verification.rejection.code.startsWith('CHECK_MAC_VALUE');
      const merchantTradeNo = String(fields.MerchantTradeNo ?? '').slice(0, 40);
      deps.logger.error('ecpay notification rejected', {
        code: verification.rejection.code, reason: verification.rejection.message, merchantTradeNo, recorded: signed,
      });
      if (signed) {
        await deps.rejections.record({
          provider: 'ecpay', messageKind: 'payment_notification', reason: verification.rejection.code,
          detail: verification.rejection.message, merchantTradeNo, fields,
        });
      }
    } else {
      const n = verification.notification;
      const outcome = await deps.recordPaymentResult.execute({
        merchantTradeNo: n.merchantTradeNo, succeeded: n.succeeded, rtnCode: n.rtnCode, rtnMsg: n.rtnMsg, providerTradeNo: n.tradeNo,
        tradeAmt: n.tradeAmt, paidAt: n.paymentDate, simulatePaid: n.simulatePaid, source: 'notification',
      });
      logOutcome(deps.logger, n.merchantTradeNo, outcome);
    }
    const answer = deps.gateway.notificationAnswer(verification);
    noStore(ctx);
    ctx.status = answer.status;
    ctx.type = answer.contentType;
    ctx.body = answer.body;
  });

  router.post('/api/ecpay/payment-result', async (ctx) => {
    const result = await deps.readPaymentResult.execute(await readFormFields(ctx));
    if (!result.ok) {
      deps.logger.info('ecpay payment result refused', { reason: result.reason });
      return seeOther(ctx, paymentRedirects.resultInvalid);
    }
    seeOther(ctx, result.succeeded ? paymentRedirects.success(result.orderId) : paymentRedirects.failed(result.orderId));
  });

  // A GET changes nothing (any page can embed it, and ECPay may still settle the attempt): no cancel, and no
  // database read either, so the answer says nothing about whether the order exists. The order stays awaiting
  // payment until it is paid, retried (prepare-payment) or timed out by the reconciliation's trade query.
  router.get('/api/ecpay/payment-back/:orderId', (ctx) => {
    const orderId = ctx.params.orderId;
    seeOther(ctx, isOrderId(orderId) ? paymentRedirects.back(orderId) : paymentRedirects.backInvalid);
  });

  router.post('/api/ecpay/:orderId/prepare-payment', async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    await deps.countPaymentPreparation.execute(orderId, ctx.ip);
    const prepared = await deps.preparePayment.execute(orderId);
    noStore(ctx);
    respond(ctx, PreparePaymentResponse, { ...prepared, message: sayText(ctx, prepared.message) });
  });

  return router;
}
