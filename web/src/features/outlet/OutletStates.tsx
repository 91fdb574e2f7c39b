import { Button, Spinner } from '@blueprintjs/core';
import { SearchIcon, WarningSignIcon } from '@blueprintjs/icons';
import { useAppDispatch } from '../../app/hooks';
import { messages } from '../../i18n/messages';
import { HeadedNonIdealState } from '../../shell/HeadedNonIdealState';
import { outletActions } from './outlet-slice';

/** First load: nothing to show yet. */
export function OutletLoading() {
  return (
    <div className="outlet-state screen-state" role="status" data-testid="outlet-loading">
      <Spinner size={40} />
      <p>{messages.outlet.loading}</p>
    </div>
  );
}

/** Load failed while nothing was loaded; the server's message when it sent one. */
export function OutletLoadError({ message }: { message: string }) {
  const dispatch = useAppDispatch();
  return (
    <div className="outlet-state screen-state" role="alert" data-testid="outlet-error">
      <HeadedNonIdealState
        icon={<WarningSignIcon size={48} />}
        title={message}
        action={<Button intent="primary" text={messages.outlet.retry} onClick={() => dispatch(outletActions.loadRequested('initial'))} />}
      />
    </div>
  );
}

/** No card to show: the hint depends on whether a search narrowed the list. */
export function OutletEmpty({ searching }: { searching: boolean }) {
  return (
    <div className="outlet-state screen-state" data-testid="outlet-empty">
      <HeadedNonIdealState
        icon={<SearchIcon size={48} />}
        title={messages.outlet.emptyTitle}
        description={searching ? messages.outlet.emptyHintSearch : messages.outlet.emptyHintNoSearch}
      />
    </div>
  );
}
