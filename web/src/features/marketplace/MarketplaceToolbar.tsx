import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { CrossIcon, SearchIcon } from '@blueprintjs/icons';
import type { KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isSearchQuery } from '../../domain';
import { messages } from '../../i18n/contexts/marketplace';
import { marketplaceListActions, type MarketplaceQuery } from './marketplace-list-slice';

const text = messages.marketplace;
const ALL = '';

export interface MarketplaceToolbarProps {
  query: MarketplaceQuery;
  /** The page writes the address; the saga loads whatever the address then says. */
  onNavigate: (next: MarketplaceQuery) => void;
}

/**
 * Search box (Enter or the Search button), Clear, and the category dropdown (spec 1 §2, §5). The Search button
 * is disabled under 2 characters or while loading; Enter with less text loads the plain list.
 */
export function MarketplaceToolbar({ query, onNavigate }: MarketplaceToolbarProps) {
  const dispatch = useAppDispatch();
  const searchText = useAppSelector((state) => state.marketplaceList.searchText);
  const loading = useAppSelector((state) => state.marketplaceList.status === 'loading');
  const categories = useAppSelector((state) => state.marketplaceList.categories);
  const categoriesFailed = useAppSelector((state) => state.marketplaceList.categoriesStatus === 'failed');

  const submit = () => {
    const keyword = searchText.trim();
    // A search looks through every category; too short a text is the plain list of the current category.
    if (isSearchQuery(keyword)) onNavigate({ page: 1, category: null, q: keyword });
    else onNavigate({ page: 1, category: query.category, q: '' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const clear = () => {
    dispatch(marketplaceListActions.searchTextChanged(''));
    if (query.q) onNavigate({ page: 1, category: query.category, q: '' });
  };
  const options = [{ value: ALL, label: text.allCategories }, ...categories.map((name) => ({ value: name, label: name }))];
  // A category the address names stays selectable even before (or without) the names from the server.
  if (query.category && !categories.includes(query.category)) options.push({ value: query.category, label: query.category });

  return (
    <div className="marketplace-toolbar">
      <div className="marketplace-search-row">
        <InputGroup
          className="marketplace-search"
          type="search"
          size="large"
          leftIcon={<SearchIcon />}
          placeholder={text.searchPlaceholder}
          aria-label={text.searchLabel}
          value={searchText}
          onValueChange={(value) => dispatch(marketplaceListActions.searchTextChanged(value))}
          onKeyDown={onKeyDown}
          enterKeyHint="search"
          data-testid="marketplace-search"
        />
        <Button
          intent="primary"
          size="large"
          text={text.search}
          disabled={!isSearchQuery(searchText) || loading}
          onClick={submit}
          data-testid="marketplace-search-button"
        />
        <Button
          size="large"
          variant="outlined"
          icon={<CrossIcon />}
          text={text.clear}
          disabled={searchText === '' && !query.q}
          onClick={clear}
          data-testid="marketplace-search-clear"
        />
      </div>
      {[...searchText.trim()].length === 1 && (
        <p className="marketplace-search-hint" role="status" data-testid="marketplace-search-hint">
          {text.oneCharacterHint}
        </p>
      )}
      <div className="marketplace-filter-row">
        <HTMLSelect
          aria-label={text.categoryLabel}
          value={query.q ? ALL : (query.category ?? ALL)}
          options={options}
          onChange={(event) => onNavigate({ page: 1, category: event.currentTarget.value || null, q: '' })}
          data-testid="marketplace-category"
        />
        {categoriesFailed && (
          <span className="marketplace-categories-error" role="status" data-testid="marketplace-categories-error">
            {text.categoriesFailed}
          </span>
        )}
      </div>
    </div>
  );
}
