import { FakeClock } from '../shared/testing/fake-clock';
import { GetAdminOverview } from './get-admin-overview';
import type { OrderFigures, OverviewReads } from './overview-reads.port';

/** The reads as a recording stand-in: what matters here is which Taiwan ranges the use case asks for. */
function recordingReads(): OverviewReads & { ranges: Array<[string, string]> } {
  const ranges: Array<[string, string]> = [];
  return {
    ranges,
    async orderFigures(from: Date, to: Date): Promise<OrderFigures> {
      ranges.push([from.toISOString(), to.toISOString()]);
      return ranges.length === 1 ? { orders: 3, sales: 2, salesAmount: 2560 } : { orders: 9, sales: 7, salesAmount: 9120 };
    },
    countToShip: async () => 4,
    countPaymentsNeedingPerson: async () => 1,
    countShipmentsNeedingPerson: async () => 2,
  };
}

describe('GetAdminOverview (issue 28)', () => {
  const links = { storefront: '/', logisticsBackOffice: '/sandbox/ecpay/logistics' };

  it('counts today and this week in Taiwan days: Monday 00:00 Taipei to the end of today', async () => {
    // Wednesday 2026-12-02 00:30 in Taipei is still Tuesday in UTC.
    const reads = recordingReads();
    const overview = await new GetAdminOverview(reads, new FakeClock('2026-12-01T16:30:00.000Z'), links).execute();
    expect(overview).toEqual({
      day: '2026-12-02', weekStart: '2026-11-30',
      today: { orders: 3, sales: 2, salesAmount: 2560 }, week: { orders: 9, sales: 7, salesAmount: 9120 },
      toShip: 4, paymentsNeedingPerson: 1, shipmentsNeedingPerson: 2, invoices: null, links,
    });
    expect(reads.ranges).toEqual([
      ['2026-12-01T16:00:00.000Z', '2026-12-02T16:00:00.000Z'],
      ['2026-11-29T16:00:00.000Z', '2026-12-02T16:00:00.000Z'],
    ]);
  });

  it('on a Monday, today and this week start at the same midnight', async () => {
    const reads = recordingReads();
    const overview = await new GetAdminOverview(reads, new FakeClock('2026-11-30T03:00:00.000Z'), { storefront: '/', logisticsBackOffice: null }).execute();
    expect([overview.day, overview.weekStart, overview.links.logisticsBackOffice]).toEqual(['2026-11-30', '2026-11-30', null]);
    expect(reads.ranges[0]).toEqual(reads.ranges[1]);
  });
});
