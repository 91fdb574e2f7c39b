import { EcpayEinvoiceGateway } from '../../../adapters/ecpay/einvoice/ecpay-einvoice-gateway';
import { ECPAY_STAGE_CONFIG } from '../../../adapters/ecpay/ecpay-gateway';
import { databasesUnderTest, type OpenDatabase } from '../../../test/support/databases';
import { silentLogger } from '../../logger';
import { startServer } from '../../start';

/** The e-invoice endpoints mounted in the whole shop (PROVIDERS=sandbox), behind the shop's own middleware. */
describe.each(databasesUnderTest.slice(0, 1))('ECPay e-invoices in the running shop on $name', (database) => {
  let db: OpenDatabase;
  beforeAll(async () => { db = await database.open(); });
  afterAll(async () => { await db?.close(); });

  it('the adapter issues an invoice and checks a love code at the mounted simulator', async () => {
    const server = await startServer(
      { port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, providers: 'sandbox' },
      { knex: db.knex, logger: silentLogger, env: {}, ecpaySandbox: { retryDelaysMs: [] } },
    );
    try {
      const c = ECPAY_STAGE_CONFIG;
      const gateway = new EcpayEinvoiceGateway({ merchantId: c.invoiceMerchantId, hashKey: c.invoiceHashKey, hashIv: c.invoiceHashIv, baseUrl: `${server.url}/sandbox/ecpay` });
      expect(await gateway.checkLoveCode('168001')).toEqual({ kind: 'exists' });
      const issued = await gateway.issueInvoice({
        reference: `MNT${Date.now()}`, recipient: { kind: 'member-carrier' }, buyer: { name: '陳美麗', email: 'mei@example.com' },
        lines: [{ name: '帆布袋', quantity: 1, unitPrice: 990, amount: 990, unit: '個' }], total: 990,
      });
      expect(issued).toMatchObject({ kind: 'issued', invoice: { number: expect.stringMatching(/^[A-Z]{2}\d{8}$/) } });
    } finally {
      await server.close();
    }
  });
});
