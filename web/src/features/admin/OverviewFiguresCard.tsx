import { AnchorButton, Button, Callout, Card, Classes, H2, Spinner } from '@blueprintjs/core';
import { OpenApplicationIcon, RefreshIcon, ShopIcon } from '@blueprintjs/icons';
import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { AdminOverview } from '../../../../application/contracts/admin';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatConsoleAmount } from '../../domain';
import { messages } from '../../i18n/contexts/console';
import { adminOverviewActions } from './admin-overview-slice';

const text = messages.admin.overview;

/** One figure: its label, the value, and an optional line under it. */
function Figure({ testId, label, value, note, attention = false }: { testId: string; label: string; value: string; note?: string; attention?: boolean }) {
  return (
    <div className="admin-figure" data-testid={testId} data-attention={attention || undefined}>
      <div className={Classes.TEXT_MUTED}>{label}</div>
      <div className="admin-figure-value" data-testid={`${testId}-value`}>{value}</div>
      {note && <div className={Classes.TEXT_MUTED} data-testid={`${testId}-note`}>{note}</div>}
    </div>
  );
}

function Figures({ figures }: { figures: AdminOverview }) {
  const period = (testId: string, label: string, { orders, sales, salesAmount }: AdminOverview['today']) => (
    <Figure testId={testId} label={label} value={formatConsoleAmount(salesAmount)} note={`${text.orders(orders)}${messages.common.semicolon}${text.saleOrders(sales)}`} />
  );
  return (
    <>
      <div className="admin-figures">
        {period('overview-today', text.today, figures.today)}
        {period('overview-week', text.week, figures.week)}
        <Figure testId="overview-to-ship" label={text.toShip} value={text.count(figures.toShip)} note={text.toShipHint} />
        <Figure testId="overview-payments" label={text.paymentsNeedingPerson} value={text.count(figures.paymentsNeedingPerson)} attention={figures.paymentsNeedingPerson > 0} />
        <Figure testId="overview-shipments" label={text.shipmentsNeedingPerson} value={text.count(figures.shipmentsNeedingPerson)} attention={figures.shipmentsNeedingPerson > 0} />
        {/* No invoicing yet: said so, never a made-up zero. */}
        <Figure testId="overview-invoices" label={text.invoices} value="—" note={figures.invoices === null ? text.invoicesNone : undefined} />
      </div>
      <div className="admin-overview-links">
        <Link to={figures.links.storefront} className={`${Classes.BUTTON}`} data-testid="overview-storefront">
          <ShopIcon />
          <span className={Classes.BUTTON_TEXT}>{text.storefront}</span>
        </Link>
        {figures.links.logisticsBackOffice && (
          <AnchorButton href={figures.links.logisticsBackOffice} target="_blank" rel="noopener" icon={<OpenApplicationIcon />} text={text.logisticsBackOffice}
            data-testid="overview-logistics-back-office" />
        )}
      </div>
    </>
  );
}

/** Issue 28: what the owner reads first on /admin: today's and this week's business, what to ship, what needs a person. */
export function OverviewFiguresCard() {
  const dispatch = useAppDispatch();
  const { status, figures, error } = useAppSelector((state) => state.adminOverview);
  const reload = useCallback(() => {
    dispatch(adminOverviewActions.loadRequested());
  }, [dispatch]);
  useEffect(reload, [reload]);

  let body;
  if (figures) body = <Figures figures={figures} />;
  else if (status === 'failed') body = null;
  else body = <Spinner size={30} />;
  return (
    <Card data-testid="overview-figures" data-status={status}>
      {/* Under the console's h1 a page's card titles are h2s (axe heading-order), at their old H4 size. */}
      <H2 className="heading-size-4">
        {text.title}
        {figures && <span className={`${Classes.TEXT_MUTED} admin-overview-day`} data-testid="overview-day">{text.asOf(figures.day)}</span>}
      </H2>
      {status === 'failed' && (
        <Callout intent="danger" data-testid="overview-error">
          <p>{error}</p>
          <Button icon={<RefreshIcon />} text={messages.admin.reload} onClick={reload} data-testid="overview-reload" />
        </Callout>
      )}
      {body}
    </Card>
  );
}
