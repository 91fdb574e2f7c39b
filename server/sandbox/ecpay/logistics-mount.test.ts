import { LOGISTICS_GATEWAY, type LogisticsGateway } from '../../../application/shipping/logistics-gateway.port';
import { databasesUnderTest, type OpenDatabase } from '../../../test/support/databases';
import { silentLogger } from '../../logger';
import { startServer } from '../../start';


/** The logistics gateway and the simulator's back office inside the whole shop (server/start.ts, PROVIDERS=sandbox). */
describe.each(databasesUnderTest)('ECPay logistics in the running shop on $name', (database) => {
  let db: OpenDatabase;
  beforeAll(async () => { db = await database.open(); });
  afterAll(async () => { await db?.close(); });

  it('the container\'s LogisticsGateway creates a shipment at the mounted simulator, which lists it on /sandbox/ecpay/logistics', async () => {
    const server = await startServer(
      { port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, providers: 'sandbox' },
      { knex: db.knex, logger: silentLogger, env: {}, ecpaySandbox: { retryDelaysMs: [] } },
    );
    try {
      const gateway = server.container.get<LogisticsGateway>(LOGISTICS_GATEWAY);
      const outcome = await gateway.createShipment({
        merchantTradeNo: `MNT${Date.now()}`, tradeDate: new Date(), subType: 'FAMIC2C', goodsAmount: 990, goodsName: '帆布袋',
        collectOnPickup: true, receiverName: '陳美麗', receiverCellPhone: '0987654321', receiverStoreId: '006598',
        serverReplyUrl: `${server.url}/api/ecpay/logistics/notify`,
      });
      expect(outcome).toMatchObject({ kind: 'created', shipment: { statusCode: 300 } });
      const page = await (await fetch(`${server.url}/sandbox/ecpay/logistics`)).text();
      expect(page).toContain(outcome.kind === 'created' ? outcome.shipment.logisticsId : 'missing');
    } finally {
      await server.close();
    }
  });
});
