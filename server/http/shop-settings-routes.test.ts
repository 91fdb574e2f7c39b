import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

/** Issue 28: the home banner and the demo flags come from the server's configuration, read by a public GET. */
describe.each(databasesUnderTest)('GET /api/shop-settings on $name', (database) => {
  let db: OpenDatabase;
  const servers: RunningServer[] = [];
  const serve = async (env: NodeJS.ProcessEnv) => {
    const server = await startServer({ port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0 }, { knex: db.knex, logger: silentLogger, env });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await db?.close();
  });

  it("the demo: the spec's banner is on, this is the demo and its mail outbox exists", async () => {
    const server = await serve({});
    const response = await fetch(`${server.url}/api/shop-settings`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ banner: { text: null, chatAccount: null }, demo: true, mailOutbox: true });
  });

  it("the shop's own words and chat account, or no banner at all", async () => {
    const edited = await serve({ SHOP_BANNER_TEXT: '年終出清，售完為止。', SHOP_CHAT_ACCOUNT: '@haowu' });
    expect(await (await fetch(`${edited.url}/api/shop-settings`)).json()).toMatchObject({ banner: { text: '年終出清，售完為止。', chatAccount: '@haowu' } });
    const off = await serve({ SHOP_BANNER: 'off' });
    expect(await (await fetch(`${off.url}/api/shop-settings`)).json()).toMatchObject({ banner: null });
  });
});
