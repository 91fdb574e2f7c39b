import { Button, Callout, Classes, H3, ProgressBar, Tag } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { messages } from '../../i18n/contexts/console';
import { formatTaipeiTime } from '../../app/taipei-time';
import { connectionsActions, type SyncRun } from './connections-slice';

const text = messages.connections;

function LastResult({ run }: { run: SyncRun | null }) {
  if (!run) return <p className={Classes.TEXT_MUTED} data-testid="sync-last-result">{text.neverSynced}</p>;
  return (
    <div className="sync-last-result" data-testid="sync-last-result" data-status={run.status}>
      <p>
        <strong>{text.lastResult}</strong>{' '}
        <Tag minimal intent={run.status === 'failed' ? 'danger' : run.status === 'done' ? 'success' : 'primary'}>
          {text.syncStatuses[run.status]}
        </Tag>{' '}
        {text.syncKinds[run.kind]}
      </p>
      <p>
        {text.upserted(run.upserted)}{messages.common.comma}{text.removed(run.removed)}
      </p>
      {run.finishedAt && (
        <p>
          {text.finishedAt}{messages.common.colon}{formatTaipeiTime(run.finishedAt)}
        </p>
      )}
      {run.errors.length > 0 && (
        <Callout intent="warning" title={text.errors} data-testid="sync-errors">
          <ul>
            {run.errors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
        </Callout>
      )}
    </div>
  );
}

/** The catalogue sync: 'sync now', a progress bar fed by the 1 s poll while a run runs, the last result, the schedule. */
export function SyncPanel() {
  const dispatch = useAppDispatch();
  const { sync, syncStatus, syncError, syncStarting } = useAppSelector((state) => state.connections);
  const running = sync?.running ?? null;

  return (
    <section className="sync-panel" data-testid="sync-panel">
      <H3 className="heading-size-5">{text.syncTitle}</H3>
      {syncStatus === 'failed' && (
        <Callout intent="danger" data-testid="sync-error">
          {syncError}
        </Callout>
      )}
      <Button
        className="tap-target"
        intent="primary"
        icon={<RefreshIcon />}
        text={text.syncNow}
        loading={syncStarting}
        disabled={Boolean(running)}
        onClick={() => dispatch(connectionsActions.syncRequested())}
        data-testid="sync-now"
      />
      {running && (
        <div className="sync-progress" data-testid="sync-progress" data-done={running.done} data-total={running.total}>
          {/* No total yet (the first page of Shopee's list): an indeterminate bar. */}
          <ProgressBar intent="primary" aria-label={text.syncRunning(running.done, running.total)} value={running.total > 0 ? Math.min(1, running.done / running.total) : undefined} />
          <p aria-live="polite">{text.syncRunning(running.done, running.total)}</p>
        </div>
      )}
      {sync && (
        <>
          <LastResult run={sync.last} />
          <p data-testid="sync-schedule">
            {text.schedule}{messages.common.colon}{sync.scheduleMinutes > 0 ? text.scheduleEvery(sync.scheduleMinutes) : text.scheduleOff}
            {sync.nextRunAt && messages.common.inParens(`${text.nextRun}${messages.common.colon}${formatTaipeiTime(sync.nextRunAt)}`)}
          </p>
          <p className={Classes.TEXT_MUTED}>{text.productCount(sync.productCount)}</p>
        </>
      )}
    </section>
  );
}
