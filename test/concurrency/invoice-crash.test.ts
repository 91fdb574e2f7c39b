import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from '@koa/router';
import Koa from 'koa';
import type { Knex } from 'knex';
import { systemClock } from '../../adapters/clock/system-clock';
import { ECPAY_STAGE_CONFIG } from '../../adapters/ecpay/ecpay-gateway';
import { DUPLICATE_RELATE_NUMBER, EINVOICE_PATHS } from '../../adapters/ecpay/einvoice/einvoice-codes';
import { decryptData } from '../../adapters/ecpay/einvoice/einvoice-crypto';
import { insertCheckoutInvoice } from '../../adapters/persistence/invoicing/invoice-rows';
import { writeOrderMoves } from '../../adapters/persistence/orders/order-moves';
import { OrderEventSubscriptions } from '../../application/order-events/order-event-subscriptions';
import { CONTEXTS } from '../../server/modules';
import { mountEinvoices } from '../../server/sandbox/ecpay/einvoices';
import { databasesUnderTest } from '../support/databases';
import { assertServerBuilt, openSharedDatabase, startChildServer, waitFor, type ChildServer, type SharedDatabase } from './child-servers';

/**
 * Issue 30: "never two invoices for one order ... after a crash between the call and the write", and each consumer
 * of an order move once per event across processes. ECPay's e-invoice API is played by the simulator's own endpoints
 * in THIS process (so what ECPay issued survives the shop's crash, as it would at ECPay). The first compiled server
 * calls Issue; ECPay issues the invoice and answers, but the answer is held, and the server is killed (kill -9) while
 * it waits: the invoice exists at ECPay and not in our database. Two new servers then race to recover it.
 */
const KEYS = { merchantId: ECPAY_STAGE_CONFIG.invoiceMerchantId, hashKey: ECPAY_STAGE_CONFIG.invoiceHashKey, hashIv: ECPAY_STAGE_CONFIG.invoiceHashIv };

interface IssueAnswer { RtnCode: number; InvoiceNo: string; InvoiceDate: string; RandomNumber: string; RelateNumber?: string }

/** ECPay's e-invoice endpoints, recording each Issue answer; the first one is issued at ECPay but never delivered. */
class CrashingEinvoiceApi {
  readonly issueAnswers: IssueAnswer[] = [];
  readonly calls: string[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    const app = new Koa();
    const router = new Router();
    mountEinvoices(router, KEYS, systemClock);
    app.use(async (ctx, next) => {
      this.calls.push(ctx.path);
      await next();
      if (ctx.path !== EINVOICE_PATHS.issue) return;
      this.issueAnswers.push(decryptData(JSON.parse(String(ctx.body)).Data, KEYS) as IssueAnswer);
      // The first answer is lost with the process that asked: ECPay has issued, the shop never hears of it.
      if (this.issueAnswers.length === 1) await new Promise(() => undefined);
    });
    app.use(router.routes());
    this.server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => this.server!.once('listening', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}


/** A card order for a 7-ELEVEN pickup, with a company invoice chosen at checkout, waiting for its payment. */
async function insertCardOrder(knex: Knex, id: string): Promise<void> {
  const now = new Date();
  await knex.transaction(async (trx) => {
    await trx('orders').insert({
      id, status: 'PENDING_PAYMENT', status_message: null, customer_name: '王小明', customer_phone: '0912345678', email: 'wang@example.com',
      total_amount: 1280, delivery_method: 'pickup', payment_method: 'credit_card', store_id: '131386', store_name: '建盛門市',
      store_address: '台北市', logistics_sub_type: 'UNIMARTC2C', order_source: 'outlet', access_token_hash: 'a'.repeat(64), created_at: now, updated_at: now,
    });
    await trx('order_items').insert({ order_id: id, item_type: 'outlet', item_id: 1, title: '羊毛大衣', price: 1600, discount_price: 1280, quantity: 1 });
    await insertCheckoutInvoice(trx, id, { kind: 'company', taxId: '04595257', title: '綠果商行有限公司' }, null, now);
  });
}

describe.each(databasesUnderTest)('kill -9 between ECPay issuing an invoice and the shop writing it, on $name', (database) => {
  let shared: SharedDatabase;
  let ecpay: CrashingEinvoiceApi;
  const servers: ChildServer[] = [];

  beforeAll(async () => {
    assertServerBuilt();
    shared = await openSharedDatabase(database, 'shop-invoice-crash-');
    ecpay = new CrashingEinvoiceApi();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await ecpay?.stop();
    await shared?.close();
  });

  it('one invoice at ECPay and in the shop, read back by its RelateNumber; every consumer of the PAID move ran once', async () => {
    const orderId = `ORD-${String(Date.now()).slice(-8)}`;
    await insertCardOrder(shared.knex, orderId);
    // The card payment lands: the one writer of order moves writes PAID and its outbox event, with a delivery for
    // each consumer the modules subscribe (the shipment, the invoice, the mail).
    const subscriptions = new OrderEventSubscriptions(CONTEXTS.flatMap((context) => context.orderEventSubscriptions ?? []));
    await shared.knex.transaction((trx) => writeOrderMoves(trx, orderId, 'PENDING_PAYMENT', [{ to: 'PAID', reason: 'card paid', statusMessage: null }], new Date(), subscriptions));
    const [{ id: eventId }] = await shared.knex('order_events').where({ order_id: orderId, type: 'status:PAID' }).select('id');
    const deliveries = () => shared.knex('order_event_deliveries').where({ event_id: eventId }).orderBy('consumer').select('consumer', 'state', 'attempts');
    expect((await deliveries()).map((row: { consumer: string }) => row.consumer)).toEqual(['invoice', 'mail', 'shipment']);

    const env = { ...shared.env, PROVIDERS: 'sandbox', ECPAY_INVOICE_URL: await ecpay.start(), ORDER_EVENTS_EVERY_MS: '200', SHIPMENT_JOB_EVERY_MS: '200' };
    const first = await startChildServer(env);
    servers.push(first);
    const issuedAtEcpay = await waitFor('ECPay issues the invoice', () => ecpay.issueAnswers[0], (answer) => answer !== undefined, 20_000);
    expect(issuedAtEcpay).toMatchObject({ RtnCode: 1, InvoiceNo: expect.stringMatching(/^[A-Z]{2}\d{8}$/) });
    await first.crash();

    // What the crash left: the invoice claimed, with its RelateNumber kept, and no number; the delivery leased.
    const invoiceRow = () => shared.knex('invoices').where({ order_id: orderId }).first('state', 'invoice_number', 'random_code', 'relate_number', 'attempts');
    expect(await invoiceRow()).toMatchObject({ state: 'NOT_ISSUED', invoice_number: null, attempts: 1, relate_number: expect.any(String) });
    // The dead process's two-minute leases (the invoice's claim, the delivery's) run out: time is moved on, not waited.
    const lapsed = new Date(Date.now() - 1000);
    await shared.knex('invoices').where({ order_id: orderId }).update({ claimed_until: lapsed });
    await shared.knex('order_event_deliveries').where({ event_id: eventId }).whereNotNull('claimed_until').update({ claimed_until: lapsed });

    // Two processes recover at once: one of them gets the delivery, asks Issue again with the same RelateNumber,
    // hears "duplicate" and reads the invoice back with GetIssue.
    servers.push(...(await Promise.all([startChildServer(env), startChildServer(env)])));
    const settled = await waitFor('every delivery of the PAID move is done', deliveries,
      (rows) => rows.every((row: { state: string }) => row.state === 'done'), 20_000);

    expect(ecpay.issueAnswers.filter((answer) => answer.RtnCode === 1)).toHaveLength(1);
    expect(ecpay.issueAnswers.slice(1).map((answer) => answer.RtnCode)).toEqual([DUPLICATE_RELATE_NUMBER]);
    expect(ecpay.calls.filter((path) => path === EINVOICE_PATHS.getIssue)).toHaveLength(1);
    expect(await invoiceRow()).toMatchObject({ state: 'ISSUED', invoice_number: issuedAtEcpay.InvoiceNo, random_code: issuedAtEcpay.RandomNumber, attempts: 2 });
    // The invoice's delivery was tried by the dead process and once more; the others ran once, on whichever process.
    expect(settled).toEqual([
      { consumer: 'invoice', state: 'done', attempts: 2 },
      { consumer: 'mail', state: 'done', attempts: 1 },
      { consumer: 'shipment', state: 'done', attempts: 1 },
    ]);
    expect(await shared.knex('order_mails').where({ order_id: orderId }).select('event_id', 'kind')).toEqual([{ event_id: eventId, kind: expect.any(String) }]);
    const [{ n: shipments }] = await shared.knex('shipments').where({ order_id: orderId }).count({ n: '*' });
    expect(Number(shipments)).toBe(1);
  }, 90_000);
});
