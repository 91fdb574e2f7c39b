import { Button, Callout, Card, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { RefreshIcon, TickIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';

export interface AttentionCardProps {
  /** The card's test id; its reload button and error are `${testIdPrefix}-reload` and `${testIdPrefix}-error`. */
  testId: string;
  testIdPrefix: string;
  title: string;
  /** The card's slice: no items shows `emptyText` with a tick instead of the table. */
  load: { status: 'idle' | 'loading' | 'loaded' | 'failed'; error: string | null; items: readonly unknown[] };
  emptyText: string;
  reloadText: string;
  onReload: () => void;
  /** The table of the items. */
  children: ReactNode;
}

/**
 * A console card of what a person must look at (payments, shipments): a spinner while it loads, the error with a
 * reload when it fails, a tick when nothing waits, else its table.
 */
export function AttentionCard({ testId, testIdPrefix, title, load, emptyText, reloadText, onReload, children }: AttentionCardProps) {
  const { status, error } = load;
  let body;
  if (status === 'idle' || status === 'loading') body = <Spinner size={30} />;
  else if (status === 'failed')
    body = (
      <Callout intent="danger" data-testid={`${testIdPrefix}-error`}>
        <p>{error}</p>
        <Button icon={<RefreshIcon />} text={reloadText} onClick={onReload} data-testid={`${testIdPrefix}-reload`} />
      </Callout>
    );
  else if (load.items.length === 0) body = <NonIdealState icon={<TickIcon size={40} />} description={emptyText} />;
  else body = children;

  return (
    <Card data-testid={testId} data-status={status}>
      <H2 className="heading-size-4">{title}</H2>
      {body}
    </Card>
  );
}
