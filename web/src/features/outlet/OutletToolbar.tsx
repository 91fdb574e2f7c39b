import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { CrossIcon, RefreshIcon, SearchIcon } from '@blueprintjs/icons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { OUTLET_SORT_MODES } from '../../domain';
import { messages } from '../../i18n/messages';
import { selectOutletRefreshing, selectOutletSearch, selectOutletSort, selectVisibleOutletCount } from './outlet-selectors';
import { outletActions } from './outlet-slice';

const SORT_OPTIONS = OUTLET_SORT_MODES.map((mode) => ({ value: mode, label: messages.outlet.sortModes[mode] }));

/** Search (as you type), item count, refresh and sort. */
export function OutletToolbar({ showCount }: { showCount: boolean }) {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectOutletSearch);
  const sort = useAppSelector(selectOutletSort);
  const count = useAppSelector(selectVisibleOutletCount);
  const refreshing = useAppSelector(selectOutletRefreshing);

  const clearButton = search ? (
    <Button
      variant="minimal"
      icon={<CrossIcon />}
      aria-label={messages.outlet.clearSearch}
      data-testid="outlet-search-clear"
      onClick={() => dispatch(outletActions.searchCleared())}
    />
  ) : undefined;

  return (
    <div className="outlet-toolbar">
      <InputGroup
        type="search"
        size="large"
        leftIcon={<SearchIcon />}
        rightElement={clearButton}
        placeholder={messages.outlet.searchPlaceholder}
        aria-label={messages.outlet.searchLabel}
        value={search}
        onChange={(event) => dispatch(outletActions.searchChanged(event.currentTarget.value))}
        data-testid="outlet-search"
        enterKeyHint="search"
      />
      <div className="outlet-toolbar-row">
        <span className="item-count" data-testid="item-count" aria-live="polite">
          {showCount ? messages.outlet.itemCount(count) : '\u00a0'}
        </span>
        <div className="outlet-toolbar-actions">
          <Button
            variant="outlined"
            icon={<RefreshIcon />}
            loading={refreshing}
            text={messages.outlet.refresh}
            data-testid="outlet-refresh"
            onClick={() => dispatch(outletActions.loadRequested('manual'))}
          />
          <HTMLSelect
            aria-label={messages.outlet.sortLabel}
            value={sort}
            options={SORT_OPTIONS}
            onChange={(event) => dispatch(outletActions.sortChanged(event.currentTarget.value))}
            data-testid="outlet-sort"
          />
        </div>
      </div>
    </div>
  );
}
