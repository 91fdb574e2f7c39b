import { Button } from '@blueprintjs/core';
import { RefreshIcon } from '@blueprintjs/icons';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/root-reducer';

/** What the button needs of one of staff-list-retries.ts's retries. */
interface RetryOf<P> {
  isRetrying(state: RootState, payload: P): boolean;
  actions: { retryRequested(payload: P): UnknownAction };
}

/** A staff list row's retry (staff-list-retries.ts): spins while its retry is on its way. */
export function ListRetryButton<P>({ retry, item, text, testId }: { retry: RetryOf<P>; item: P; text: string; testId: string }) {
  const dispatch = useAppDispatch();
  const retrying = useAppSelector((state) => retry.isRetrying(state, item));
  return <Button size="small" icon={<RefreshIcon />} text={text} loading={retrying} onClick={() => dispatch(retry.actions.retryRequested(item))} data-testid={testId} />;
}
