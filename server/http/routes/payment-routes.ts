import { Router } from '@koa/router';
import type { Container } from 'inversify';
import { ConfirmOrder } from '../../../application/orders/confirm-order';
import { OrderActionProof } from '../../../application/orders/order-action-proof';
import { CountPaymentPreparation } from '../../../application/payments/count-payment-preparation';
import { PreparePayment } from '../../../application/payments/prepare-payment';
import { ReadPaymentResult } from '../../../application/payments/read-payment-result';
import { ReceivePaymentNotice } from '../../../application/payments/receive-payment-notice';
import { isOrderId } from '../../../domain/orders/order-ids';
import type { Logger } from '../../logger';
import { LOGGER } from '../../tokens';
import { decodeOrThrow } from '../codecs/decode';
import { OrderIdParams } from '../../../application/contracts/checkout';
import { ConfirmOrderBody, PreparePaymentBody, PreparePaymentResponse } from '../../../application/contracts/payments';
import { SuccessMessage } from '../../../application/contracts/shared';
import { readFormFields } from '../form-body';
import { say, sayText } from '../language';
import { accessTokenOf, orderReaderOf } from '../order-reader';
import { optionalCustomer } from '../auth';
import { NO_STORE, replyToProvider, respond, seeOther } from '../respond';

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

/**
 * The ECPay card payment of spec 2 (sections 2.5, 2.6, 4, 7) and research/ecpay.md sections 2, 4 and 5.
 * Registered BEFORE orderRoutes. Every answer is Cache-Control: no-store.
 *
 *   POST /api/ecpay/:orderId/prepare-payment  JSON: a new attempt's signed form (the browser POSTs it to paymentUrl); the order's proof
 *   POST /api/ecpay/create                    JSON: confirms an order created by checkout (idempotent, writes nothing)
 *   POST /api/ecpay/payment-notify            ECPay ReturnURL (server to server, form): '1|OK' once verified
 *   POST /api/ecpay/payment-result            ECPay OrderResultURL (the buyer's browser, form): 303 to the confirmation page
 *   GET  /api/ecpay/payment-back/:orderId     ECPay ClientBackURL (the buyer left the payment page): 303, changes nothing
 */
export function paymentRoutes(container: Container): Router {
  const preparePayment = container.get(PreparePayment);
  const confirmOrder = container.get(ConfirmOrder);
  // The per-order and per-IP request limit of prepare-payment (issue 9).
  const countPaymentPreparation = container.get(CountPaymentPreparation);
  const orderActionProof = container.get(OrderActionProof);
  const signedIn = optionalCustomer(container);
  const receiveNotice = container.get(ReceivePaymentNotice);
  const readPaymentResult = container.get(ReadPaymentResult);
  const logger = container.get<Logger>(LOGGER);
  const router = new Router();

  router.post('/api/ecpay/create', async (ctx) => {
    const body = decodeOrThrow(ConfirmOrderBody, ctx.request.body ?? {});
    // The phone proof is limited and logged (application/orders/ownership-proof.ts); X-Order-Token proves alone.
    await confirmOrder.execute({ orderId: body.orderId, customerPhone: body.customerPhone, clientIp: ctx.ip, accessToken: accessTokenOf(ctx) });
    respond(ctx, SuccessMessage, { success: true, message: say(ctx, 'ORDER_CONFIRMED') }, NO_STORE);
  });

  // ECPay's payment notice (ReturnURL, server to server): the use case verifies, records and says the reply.
  router.post('/api/ecpay/payment-notify', async (ctx) => {
    replyToProvider(ctx, await receiveNotice.execute(await readFormFields(ctx)));
  });

  router.post('/api/ecpay/payment-result', async (ctx) => {
    const result = await readPaymentResult.execute(await readFormFields(ctx));
    if (!result.ok) {
      logger.info('ecpay payment result refused', { reason: result.reason });
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

  // Issue 28: the buyer's action, so the order's proof first (token, signed-in owner, or the phone in the body; a
  // stranger is 404 and never gets the form, whose ItemName names the goods), then the proven caller's count.
  router.post('/api/ecpay/:orderId/prepare-payment', signedIn, async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    const { phone } = decodeOrThrow(PreparePaymentBody, ctx.request.body ?? {});
    const { proof } = await orderActionProof.prove(orderId, { ...orderReaderOf(ctx), phone }, 'pay');
    await countPaymentPreparation.execute(orderId, proof, ctx.ip);
    const prepared = await preparePayment.execute(orderId);
    respond(ctx, PreparePaymentResponse, { ...prepared, message: sayText(ctx, prepared.message) }, NO_STORE);
  });

  return router;
}
