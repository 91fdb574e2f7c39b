import { inject, injectable } from 'inversify';
import { endOfTaipeiDay, startOfTaipeiDay, taipeiDayOf, taipeiWeekStartOf } from '../../domain/shared/taipei-day';
import { CLOCK, type Clock } from '../shared/clock.port';
import { CONSOLE_LINKS, type ConsoleLinks } from './console-links.port';
import { OVERVIEW_READS, type OrderFigures, type OverviewReads } from './overview-reads.port';

export interface AdminOverview {
  /** The Taiwan day the figures are for, and the Monday its week began (YYYY-MM-DD). */
  day: string;
  weekStart: string;
  /** Orders created today (Taiwan time, up to now) and this week (Monday 00:00 to now), with the sales among them. */
  today: OrderFigures;
  week: OrderFigures;
  toShip: number;
  paymentsNeedingPerson: number;
  shipmentsNeedingPerson: number;
  /** Invoices: none yet (no invoicing context); null until one exists, so the console shows no made-up figure. */
  invoices: null;
  links: ConsoleLinks;
}

/**
 * GET /api/admin/overview (staff): what the owner reads first (issue 28): the orders and sales of today and of this
 * week in Taiwan days and weeks (the time from the Clock port), the sales still to ship, the payments and shipments
 * that need a person, and where to go next. A sale is the domain's rule (domain/orders/order-figures.ts).
 */
@injectable()
export class GetAdminOverview {
  constructor(
    @inject(OVERVIEW_READS) private readonly reads: OverviewReads,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(CONSOLE_LINKS) private readonly links: ConsoleLinks,
  ) {}

  async execute(): Promise<AdminOverview> {
    const now = this.clock.now();
    const day = taipeiDayOf(now);
    const weekStart = taipeiWeekStartOf(now);
    // Up to the end of today: an order stamped a moment after `now` (another process's clock) still counts today.
    const end = endOfTaipeiDay(day);
    const [today, week, toShip, paymentsNeedingPerson, shipmentsNeedingPerson] = await Promise.all([
      this.reads.orderFigures(startOfTaipeiDay(day), end),
      this.reads.orderFigures(startOfTaipeiDay(weekStart), end),
      this.reads.countToShip(),
      this.reads.countPaymentsNeedingPerson(),
      this.reads.countShipmentsNeedingPerson(),
    ]);
    return { day, weekStart, today, week, toShip, paymentsNeedingPerson, shipmentsNeedingPerson, invoices: null, links: this.links };
  }
}
