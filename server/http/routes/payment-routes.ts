import { Router } from '@koa/router';
import type { Container } from 'inversify';
import { ConfirmOrder } from '../../../application/orders/confirm-order';
import { OrderActionProof } from '../../../application/orders/order-action-proof';
import { CountPaymentPreparation } from '../../../application/payments/count-payment-preparation';
import { PreparePayment } from '../../../application/payments/prepare-payment';
import { ReadPaymentResult } from '../../../application/payments/read-payment-result';
import { ReceivePaymentNotice } from '../../../application/payments/receive-payment-notice';
import { RecordBuyerCancel } from '../../../application/payments/record-buyer-cancel';
import { isOrderId, isProviderTradeNo } from '../../../domain/orders/order-ids';
import { optionalCustomer } from '../auth';
import type { Logger } from '../../logger';
import { LOGGER } from '../../tokens';
import { decodeOrThrow } from '../codecs/decode';
import { OrderIdParams } from '../../../application/contracts/checkout';
import { ConfirmOrderBody, PaymentCancelBody, PaymentCancelResponse, PreparePaymentBody, PreparePaymentResponse } from '../../../application/contracts/payments';
import { SuccessMessage } from '../../../application/contracts/shared';
import { readFormFields } from '../form-body';
import { say, sayText } from '../language';
import { accessTokenOf, orderReaderOf } from '../order-reader';
import { NO_STORE, replyToProvider, respond, seeOther } from '../respond';

/** Browser redirects of the payment flow (relative: they stay on whatever origin the browser came to). */
export const paymentRedirects = {
  success: (orderId: string) => `/order-confirmation/${orderId}?payment=success`,
  failed: (orderId: string) => `/order-confirmation/${orderId}?payment=failed`,
  confirmation: (orderId: string) => `/order-confirmation/${orderId}`,
  /**
   * The buyer left the card page: the confirmation page, with the attempt the buyer left (when its back link named
   * one), records the buyer's cancel (POST payment-cancel, with the order's proof) and shows it cancelled, with retry.
   */
  back: (orderId: string, merchantTradeNo?: string | null) => `/order-confirmation/${orderId}?payment=back${merchantTradeNo ? `&MerchantTradeNo=${merchantTradeNo}` : ''}`,
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
 *   POST /api/ecpay/:orderId/payment-cancel   JSON: the buyer's cancel, with the order's proof (issue 28)
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
  const recordBuyerCancel = container.get(RecordBuyerCancel);
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
  // database read either, so the answer says nothing about whether the order exists. The storefront's page then
  // records the buyer's cancel with the order's proof (POST payment-cancel below); a well-formed trade number of
  // the back link is handed on so that the cancel names the attempt the buyer left.
  router.get('/api/ecpay/payment-back/:orderId', (ctx) => {
    const orderId = ctx.params.orderId;
    const tradeNo = typeof ctx.query.tradeNo === 'string' && isProviderTradeNo(ctx.query.tradeNo) ? ctx.query.tradeNo : null;
    seeOther(ctx, isOrderId(orderId) ? paymentRedirects.back(orderId, tradeNo) : paymentRedirects.backInvalid);
  });

  // The buyer's cancel (issue 28): the buyer's word on the attempt, with the order's proof only (X-Order-Token or
  // the signed-in owner; a stranger 403). Idempotent; a paid answer before or after it still wins.
  router.post('/api/ecpay/:orderId/payment-cancel', signedIn, async (ctx) => {
    const { orderId } = decodeOrThrow(OrderIdParams, ctx.params);
    const { merchantTradeNo } = decodeOrThrow(PaymentCancelBody, ctx.request.body ?? {});
    const outcome = await recordBuyerCancel.execute({ orderId, merchantTradeNo: merchantTradeNo ?? null, reader: orderReaderOf(ctx) });
    respond(ctx, PaymentCancelResponse, { success: true, orderId, ...outcome }, NO_STORE);
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
