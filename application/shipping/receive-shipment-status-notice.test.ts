import { FakeClock } from '../shared/testing/fake-clock';
import { InMemoryProviderMessageRejections } from '../payments/testing/in-memory-provider-message-rejections';
import type { ShipmentStatusNotification } from './logistics-gateway.port';
import { ReceiveShipmentStatusNotice } from './receive-shipment-status-notice';
import type { RecordShipmentStatus, RecordShipmentStatusOutcome } from './record-shipment-status';
import type { Shipment } from './shipment';
import { ScriptedLogisticsGateway } from './testing/scripted-logistics-gateway';
import { RecordingEventLog } from '../shared/testing/recording-event-log';

const TRADE_NO = 'ORD12345678L';
const AT = new Date('2026-11-20T04:00:00.000Z');

const shipment = (merchantTradeNo: string): Shipment => ({
  id: 1, orderId: 'ORD-12345678', merchantTradeNo, subType: 'UNIMARTC2C', status: 'created', attempts: 1, nextAttemptAt: null, lastError: null,
  logisticsId: '1000001', paymentNo: 'G0000001', validationNo: '1001', statusCode: 2067, statusMessage: 'picked up', statusAt: AT,
  shippingStatus: 'delivered', attention: false, shippedAt: AT, deliveredAt: AT, createdAt: AT, updatedAt: AT,
});

/** RecordShipmentStatus's promise: one shipment known, each (code, date) recorded once, a repeat is not first. */
class RecordingStatuses implements Pick<RecordShipmentStatus, 'execute'> {
  readonly seen = new Set<string>();
  readonly calls: ShipmentStatusNotification[] = [];

  async execute(notification: ShipmentStatusNotification): Promise<RecordShipmentStatusOutcome> {
    this.calls.push(notification);
    if (notification.merchantTradeNo !== TRADE_NO) return { kind: 'unknown_shipment' };
    const key = `${notification.statusCode}@${notification.updatedAt.toISOString()}`;
    const first = !this.seen.has(key);
    this.seen.add(key);
    return { kind: 'recorded', first, shipment: shipment(notification.merchantTradeNo) };
  }
}

function setUp() {
  const gateway = new ScriptedLogisticsGateway();
  const statuses = new RecordingStatuses();
  const rejections = new InMemoryProviderMessageRejections(new FakeClock('2026-11-20T04:05:00.000Z'));
  const log = new RecordingEventLog();
  const receive = new ReceiveShipmentStatusNotice(gateway, statuses, rejections, log);
  return { gateway, statuses, rejections, logged: log.events, receive };
}

const text = (body: string) => ({ status: 200, contentType: 'text/plain', body });

describe('ReceiveShipmentStatusNotice (ECPay logistics status notice, research/ecpay.md 8.3)', () => {
  it('a good notice is recorded and taken: 1|OK', async () => {
    const { gateway, statuses, rejections, receive } = setUp();
    expect(await receive.execute(gateway.notificationForm(TRADE_NO, 2067, AT))).toEqual(text('1|OK'));
    expect(statuses.calls).toHaveLength(1);
    expect(statuses.calls[0]).toMatchObject({ merchantTradeNo: TRADE_NO, statusCode: 2067, updatedAt: AT });
    expect(rejections.recorded).toEqual([]);
  });

  it('a duplicate (ECPay resends until it reads 1|OK) is taken again, changing nothing: 1|OK', async () => {
    const { gateway, statuses, logged, receive } = setUp();
    const form = gateway.notificationForm(TRADE_NO, 2067, AT);
    await receive.execute(form);
    expect(await receive.execute(form)).toEqual(text('1|OK'));
    expect(logged.filter((entry) => entry.message === 'ecpay logistics notification').map((entry) => entry.details?.first)).toEqual([true, false]);
    expect(statuses.seen.size).toBe(1);
  });

  it('a bad signature: nothing applied, nothing written (only logged), 0|CheckMacValue Error', async () => {
    const { gateway, statuses, rejections, logged, receive } = setUp();
    const forged = { ...gateway.notificationForm(TRADE_NO, 2067, AT), CheckMacValue: 'F'.repeat(32) };
    expect(await receive.execute(forged)).toEqual(text('0|CheckMacValue Error'));
    expect(statuses.calls).toEqual([]);
    expect(rejections.recorded).toEqual([]);
    expect(logged).toEqual([expect.objectContaining({ level: 'error', message: 'ecpay logistics notification rejected', details: expect.objectContaining({ recorded: false }) })]);
  });

  it('a signed notice with a malformed field: nothing applied, kept for staff, 0|NOTIFICATION_MALFORMED', async () => {
    const { gateway, statuses, rejections, receive } = setUp();
    const form = { ...gateway.notificationForm(TRADE_NO, 2067, AT), RtnCode: 'abc' };
    expect(await receive.execute(form)).toEqual(text('0|NOTIFICATION_MALFORMED'));
    expect(statuses.calls).toEqual([]);
    expect(rejections.recorded).toEqual([expect.objectContaining({
      provider: 'ecpay', messageKind: 'logistics_status', reason: 'NOTIFICATION_MALFORMED', merchantTradeNo: TRADE_NO, fields: form,
    })]);
  });

  it('a signed notice about no shipment of ours: kept for staff and not acknowledged, 0|MerchantTradeNo not found', async () => {
    const { gateway, rejections, receive } = setUp();
    expect(await receive.execute(gateway.notificationForm('ORD99999999L', 2067, AT))).toEqual(text('0|MerchantTradeNo not found'));
    expect(rejections.recorded).toEqual([expect.objectContaining({ reason: 'SHIPMENT_NOT_FOUND', merchantTradeNo: 'ORD99999999L' })]);
  });
});
