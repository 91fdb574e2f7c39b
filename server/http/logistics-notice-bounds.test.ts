import type { Knex } from 'knex';
import { signFields } from '../../adapters/ecpay/check-mac-value';
import { ECPAY_STAGE_CONFIG } from '../../adapters/ecpay/ecpay-gateway';
import { RecordingEventLog } from '../../application/shared/testing/recording-event-log';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { startServer, type RunningServer } from '../start';

/**
 * Issue 23: a logistics status notice SIGNED with our logistics keys but with a field that does not fit (RtnCode -1
 * or 2^31, a date that does not exist, a 400-digit id) was answered '0|CheckMacValue Error' (untrue: the mac was
 * right) and left no trace. It is answered '0|NOTIFICATION_MALFORMED' and kept in provider_message_rejections, as
 * a signed notice about a MerchantTradeNo we do not know is; a forged one is still only logged.
 */
const LOGISTICS_KEYS = { hashKey: ECPAY_STAGE_CONFIG.logisticsHashKey, hashIv: ECPAY_STAGE_CONFIG.logisticsHashIv };
let counter = 0;

describe.each(databasesUnderTest)('logistics status notices that do not fit, on $name', (database) => {
  let db: OpenDatabase;
  let knex: Knex;
  let server: RunningServer;
  const logger = new RecordingEventLog();
  const tradeNo = () => `LGSBND${String((counter += 1)).padStart(6, '0')}`;
  const notice = (merchantTradeNo: string, overrides: Record<string, string>) => signFields({
    MerchantID: ECPAY_STAGE_CONFIG.logisticsMerchantId, MerchantTradeNo: merchantTradeNo, RtnCode: '2068', RtnMsg: '賣家已到門市寄件',
    AllPayLogisticsID: '1234567', LogisticsType: 'CVS', LogisticsSubType: 'UNIMARTC2C', GoodsAmount: '1290', UpdateStatusDate: '2026/12/01 10:00:00',
    ReceiverName: '林小美', ReceiverPhone: '', ReceiverCellPhone: '0912345678', ReceiverEmail: '', ReceiverAddress: '', CVSPaymentNo: 'F1234567',
    CVSValidationNo: '8901', BookingNote: '', ...overrides,
  }, LOGISTICS_KEYS, 'md5');
  const notify = async (fields: Record<string, string>) => {
    const response = await fetch(`${server.url}/api/ecpay/logistics/status-notify`, { method: 'POST', body: new URLSearchParams(fields) });
    return { status: response.status, text: await response.text() };
  };
  const rejections = (merchantTradeNo: string) => knex('provider_message_rejections').where('merchant_trade_no', merchantTradeNo)
    .select('provider', 'message_kind', 'reason', 'detail', 'fields_json');

  beforeAll(async () => {
    db = await database.open();
    knex = db.knex;
    server = await startServer(
      { port: 0, host: '127.0.0.1', reservationSweepMs: 0, reconcileEveryMs: 0, shipmentJobEveryMs: 0, providers: 'sandbox' },
      { knex, logger, env: {} },
    );
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it.each<[string, Record<string, string>, string]>([
    ['RtnCode -1', { RtnCode: '-1' }, 'RtnCode'],
    ['RtnCode 2^31', { RtnCode: '2147483648' }, 'RtnCode'],
    ['a date that does not exist', { UpdateStatusDate: '2026/02/30 10:00:00' }, 'UpdateStatusDate'],
    ['a 400-digit AllPayLogisticsID', { AllPayLogisticsID: '9'.repeat(400) }, 'AllPayLogisticsID'],
  ])('a signed notice with %s: answered 0|NOTIFICATION_MALFORMED and kept for staff', async (_, overrides, field) => {
    const merchantTradeNo = tradeNo();
    const fields = notice(merchantTradeNo, overrides);
    expect(await notify(fields)).toEqual({ status: 200, text: '0|NOTIFICATION_MALFORMED' });
    const [row, ...more] = await rejections(merchantTradeNo);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ provider: 'ecpay', message_kind: 'logistics_status', reason: 'NOTIFICATION_MALFORMED', detail: expect.stringContaining(field) });
    expect(JSON.parse(row.fields_json)).toMatchObject({ MerchantTradeNo: merchantTradeNo, [field]: fields[field].slice(0, 1000) });
    expect(logger.errors.at(-1)).toMatchObject({ message: 'ecpay logistics notification rejected', details: { code: 'NOTIFICATION_MALFORMED', recorded: true } });
  });

  it('a signed notice with a 400-digit MerchantTradeNo is kept under its first 40 characters', async () => {
    const merchantTradeNo = '1'.repeat(400);
    expect(await notify(notice(merchantTradeNo, {}))).toEqual({ status: 200, text: '0|NOTIFICATION_MALFORMED' });
    expect(await rejections(merchantTradeNo.slice(0, 40))).toEqual([expect.objectContaining({ reason: 'NOTIFICATION_MALFORMED', detail: expect.stringContaining('MerchantTradeNo') })]);
  });

  it('a forged notice (wrong mac) is still only logged, and a well-formed one for no shipment of ours is kept as before', async () => {
    const forged = tradeNo();
    expect(await notify({ ...notice(forged, { RtnCode: '-1' }), CheckMacValue: 'F'.repeat(32) })).toEqual({ status: 200, text: '0|CheckMacValue Error' });
    expect(await rejections(forged)).toEqual([]);
    const stranger = tradeNo();
    expect((await notify(notice(stranger, {}))).text).toBe('0|MerchantTradeNo not found');
    expect(await rejections(stranger)).toEqual([expect.objectContaining({ message_kind: 'logistics_status', reason: 'SHIPMENT_NOT_FOUND' })]);
  });
});
