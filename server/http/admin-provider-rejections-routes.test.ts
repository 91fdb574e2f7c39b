import { signFields } from '../../adapters/ecpay/check-mac-value';
import { ECPAY_STAGE_CONFIG } from '../../adapters/ecpay/ecpay-gateway';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../application/accounts/account-settings';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { formatMessage } from '../../domain/messages';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { silentLogger } from '../logger';
import { startServer, type RunningServer } from '../start';

const T0 = '2026-12-02T03:00:00.000Z';
const STAFF_SECRET = 'provider-rejections-staff-secret';
const PATH = '/api/admin/provider-rejections';
const LOGISTICS_KEYS = { hashKey: ECPAY_STAGE_CONFIG.logisticsHashKey, hashIv: ECPAY_STAGE_CONFIG.logisticsHashIv };

let counter = 0;
const unique = () => (counter += 1);

/**
 * The known gap "malformed-notice rejections are recorded but not listed in the console": staff read the signed provider
 * messages the shop refused, newest first, on the real server, from real ECPay logistics notices. Never the received
 * fields (the buyer's name and phone are in them).
 */
describe.each(databasesUnderTest)('GET /api/admin/provider-rejections on $name', (database) => {
  let db: OpenDatabase;
  let server: RunningServer;
  const clock = new FakeClock(T0);
  /** One staff member for the limit cases (registering is a deliberately slow hash). */
  let staff: string | undefined;
  const call = async (pathname: string, token?: string) => {
    const response = await fetch(`${server.url}${pathname}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return { status: response.status, cache: response.headers.get('cache-control'), body: await response.json() };
  };
  const register = async (pathname: string, body: Record<string, string>) => {
    const response = await fetch(`${server.url}${pathname}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status).toBe(201);
    return ((await response.json()) as { token: string }).token;
  };
  const staffToken = () => register('/api/auth/register', { name: 'Amy Chen', email: `staff.rej.${unique()}@example.com`, password: 'secret-123', secretCode: STAFF_SECRET });
  const customerToken = () => register('/api/customers/register', {
    name: '林小美', email: `rej.${unique()}@example.com`, phone: `09${String(70_000_000 + unique()).slice(-8)}`, password: 'secret-123',
  });
  /** ECPay's logistics status notice, signed with our keys (or forged); `overrides` make it not fit. */
  const notify = async (merchantTradeNo: string, overrides: Record<string, string> = {}, forged = false) => {
    const fields = signFields({
      MerchantID: ECPAY_STAGE_CONFIG.logisticsMerchantId, MerchantTradeNo: merchantTradeNo, RtnCode: '2068', RtnMsg: '賣家已到門市寄件',
      AllPayLogisticsID: '1234567', LogisticsType: 'CVS', LogisticsSubType: 'UNIMARTC2C', GoodsAmount: '1290', UpdateStatusDate: '2026/12/02 11:00:00',
      ReceiverName: '林小美', ReceiverPhone: '', ReceiverCellPhone: '0912345678', ReceiverEmail: '', ReceiverAddress: '', CVSPaymentNo: 'F1234567',
      CVSValidationNo: '8901', BookingNote: '', ...overrides,
    }, LOGISTICS_KEYS, 'md5');
    const body = new URLSearchParams({ ...fields, ...(forged ? { CheckMacValue: 'F'.repeat(32) } : {}) });
    return (await fetch(`${server.url}/api/ecpay/logistics/status-notify`, { method: 'POST', body })).text();
  };

  beforeAll(async () => {
    db = await database.open();
    server = await startServer(
      { port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, shipmentJobEveryMs: 0, accounts: { ...DEFAULT_ACCOUNT_SETTINGS, staffSecretCode: STAFF_SECRET } },
      { knex: db.knex, logger: silentLogger, clock, env: {} },
    );
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('staff only: no token 401, a customer token 403 STAFF_ONLY, a dead token 401; staff see an empty list, not cached', async () => {
    expect((await call(PATH)).status).toBe(401);
    const forbidden = await call(PATH, await customerToken());
    expect([forbidden.status, forbidden.body]).toEqual([403, { code: 'STAFF_ONLY', message: formatMessage('STAFF_ONLY') }]);
    expect((await call(PATH, 's_dead')).status).toBe(401);
    expect(await call(PATH, await staffToken())).toEqual({ status: 200, cache: 'no-store', body: { items: [] } });
  });

  it('lists the refused signed notices newest first, without their fields; a forged one is not there; ?limit takes the newest', async () => {
    expect(await notify('LGSREJ000001', { RtnCode: '-1' })).toBe('0|NOTIFICATION_MALFORMED');
    const malformedAt = clock.now().toISOString();
    clock.advance(2_000);
    expect(await notify('LGSREJ000002')).toBe('0|MerchantTradeNo not found');
    const unknownAt = clock.now().toISOString();
    clock.advance(2_000);
    expect(await notify('LGSREJ000003', { RtnCode: '-1' }, true)).toBe('0|CheckMacValue Error');

    const token = await staffToken();
    const { status, body } = await call(PATH, token);
    expect(status).toBe(200);
    expect(body.items).toEqual([
      {
        provider: 'ecpay', messageKind: 'logistics_status', reason: 'SHIPMENT_NOT_FOUND', detail: expect.any(String),
        merchantTradeNo: 'LGSREJ000002', receivedAt: unknownAt,
      },
      {
        provider: 'ecpay', messageKind: 'logistics_status', reason: 'NOTIFICATION_MALFORMED', detail: expect.stringContaining('RtnCode'),
        merchantTradeNo: 'LGSREJ000001', receivedAt: malformedAt,
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('0912345678');
    expect((await call(`${PATH}?limit=1`, token)).body.items.map((item: { merchantTradeNo: string }) => item.merchantTradeNo)).toEqual(['LGSREJ000002']);
    expect((await call(`${PATH}?limit=100`, token)).body.items).toHaveLength(2);
  });

  it.each(['0', '101', '-1', '1.5', 'ten'])('?limit=%s is 400 with a field error', async (limit) => {
    staff ??= await staffToken();
    const answer = await call(`${PATH}?limit=${limit}`, staff);
    expect([answer.status, answer.body.code, answer.body.fields]).toEqual([400, 'VALIDATION_FAILED', { limit: { code: 'LIMIT_INVALID', message: formatMessage('LIMIT_INVALID', { max: 100 }) } }]);
  });
});
