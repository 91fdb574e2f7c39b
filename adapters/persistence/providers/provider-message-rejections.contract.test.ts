import type { ProviderMessageRejections, RejectedProviderMessage } from '../../../application/payments/provider-message-rejections.port';
import { InMemoryProviderMessageRejections } from '../../../application/payments/testing/in-memory-provider-message-rejections';
import { FakeClock } from '../../../application/shared/testing/fake-clock';
import { describePortContract, fakeMaker, knexMakers, unique } from '../testing/port-contract';
import { KnexProviderMessageRejections } from './knex-provider-message-rejections';

/**
 * The refused provider messages (application/payments/provider-message-rejections.port.ts) on the fake, SQLite and
 * MySQL. Every test first moves the one clock a day past anything recorded before, so its rows are the newest in a
 * store other tests have written to.
 */
const clock = new FakeClock('2026-12-01T08:00:00.123Z');
const DAY = 24 * 60 * 60_000;

const message = (overrides: Partial<RejectedProviderMessage> = {}): RejectedProviderMessage => ({
  provider: 'ecpay', messageKind: 'payment_notification', reason: 'NOTIFICATION_MALFORMED', detail: 'TradeAmt is not a whole number',
  merchantTradeNo: `ORD${unique()}R1`, fields: { MerchantTradeNo: 'x', CustomerName: 'a buyer' }, ...overrides,
});

describePortContract<ProviderMessageRejections>('ProviderMessageRejections', [
  fakeMaker(() => new InMemoryProviderMessageRejections(clock)),
  ...knexMakers((knex) => new KnexProviderMessageRejections(knex, clock)),
], (subject) => {
  beforeEach(() => clock.advance(DAY));

  it('lists what was recorded, newest first, stamped with the time it was received, without the received fields', async () => {
    const first = message();
    const second = message({ messageKind: 'logistics_status', reason: 'SHIPMENT_NOT_FOUND', detail: 'no shipment has this MerchantTradeNo', merchantTradeNo: '' });
    await subject().record(first);
    const firstAt = clock.now();
    clock.advance(1_500);
    await subject().record(second);

    const [latest, earlier] = await subject().listLatest(2);
    expect(latest).toEqual({
      provider: 'ecpay', messageKind: 'logistics_status', reason: 'SHIPMENT_NOT_FOUND', detail: 'no shipment has this MerchantTradeNo',
      merchantTradeNo: '', receivedAt: clock.now(),
    });
    expect(earlier).toEqual({
      provider: first.provider, messageKind: first.messageKind, reason: first.reason, detail: first.detail, merchantTradeNo: first.merchantTradeNo,
      receivedAt: firstAt,
    });
  });

  it('gives at most `limit`, and of two received at the same moment the later recorded first', async () => {
    const rejections = [message(), message(), message()];
    for (const rejection of rejections) await subject().record(rejection);
    const tradeNos = rejections.map((rejection) => rejection.merchantTradeNo);
    expect((await subject().listLatest(2)).map((rejection) => rejection.merchantTradeNo)).toEqual([tradeNos[2], tradeNos[1]]);
    expect((await subject().listLatest(3)).map((rejection) => rejection.merchantTradeNo)).toEqual([...tradeNos].reverse());
  });
});
