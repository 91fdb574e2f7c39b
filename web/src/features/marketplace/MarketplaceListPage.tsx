import { Button, Spinner } from '@blueprintjs/core';
import { SearchIcon, WarningSignIcon } from '@blueprintjs/icons';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { messages } from '../../i18n/contexts/marketplace';
import { HeadedNonIdealState } from '../../shell/HeadedNonIdealState';
import { MarketplaceCard } from './MarketplaceCard';
import { marketplaceListActions, type MarketplaceQuery } from './marketplace-list-slice';
import { queryFromSearchParams, searchParamsFromQuery } from './marketplace-query';
import { MarketplacePagination } from './MarketplacePagination';
import { MarketplacePhoneDialog } from './MarketplacePhoneDialog';
import { MarketplaceToolbar } from './MarketplaceToolbar';
import './marketplace.css';
import { useDocumentTitle } from '../../app/use-document-title';

const text = messages.marketplace;

function ListBody({ query, onPage }: { query: MarketplaceQuery; onPage: (page: number) => void }) {
  const dispatch = useAppDispatch();
  const { products, pagination, status, error } = useAppSelector((state) => state.marketplaceList);

  if (status === 'failed') {
    return (
      <div className="marketplace-state screen-state" role="alert" data-testid="marketplace-error">
        <HeadedNonIdealState
          icon={<WarningSignIcon size={48} />}
          title={error ?? text.loadFailed}
          action={<Button intent="primary" text={text.retry} onClick={() => dispatch(marketplaceListActions.retryRequested())} data-testid="marketplace-retry" />}
        />
      </div>
    );
  }
  // The first load (nothing on screen yet) spins; a later one keeps the cards under a dimmed grid.
  if (status !== 'succeeded' && products.length === 0) {
    return (
      <div className="marketplace-state screen-state" role="status" data-testid="marketplace-loading">
        <Spinner size={40} />
        <p>{text.loading}</p>
      </div>
    );
  }
  // Issue 28: a page past the last one (?page=99) is not an empty category: say so and offer page 1.
  if (status === 'succeeded' && products.length === 0 && pagination && pagination.total > 0 && query.page > pagination.pages) {
    return (
      <div className="marketplace-state screen-state" data-testid="marketplace-no-page">
        <HeadedNonIdealState
          icon={<SearchIcon size={48} />}
          title={text.noSuchPage(query.page, pagination.pages)}
          action={<Button intent="primary" text={text.firstPage} onClick={() => onPage(1)} data-testid="marketplace-first-page" />}
        />
      </div>
    );
  }
  if (status === 'succeeded' && products.length === 0) {
    return (
      <div className="marketplace-state screen-state" data-testid="marketplace-empty">
        <HeadedNonIdealState icon={<SearchIcon size={48} />} title={text.emptyTitle} description={query.q ? text.emptyHintSearch : text.emptyHintList} />
      </div>
    );
  }
  const loading = status === 'loading';
  return (
    <>
      {pagination && (
        <p className="marketplace-count" aria-live="polite" data-testid="marketplace-count">
          {query.q ? text.searchResultCount(query.q, pagination.total) : text.resultCount(pagination.total)}
        </p>
      )}
      <div className={`marketplace-grid${loading ? ' is-loading' : ''}`} aria-busy={loading} data-testid="marketplace-grid">
        {products.map((product, position) => (
          <MarketplaceCard key={String(product.item_id)} product={product} position={position} />
        ))}
      </div>
      {pagination && <MarketplacePagination page={query.page} pages={pagination.pages} disabled={loading} onPage={onPage} />}
    </>
  );
}

/**
 * /shopee-products (spec 1 §2): 'all products', the 10%-off note, search, categories, cards (each with its add to
 * cart, issue 28), pagination of 20.
 * The address holds page, category and keyword (?page=&category=&q=), so Back returns to the previous page of
 * results; every change of the address dispatches queryChanged and the saga loads it.
 */
export default function MarketplaceListPage() {
  useDocumentTitle(text.title);
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const address = searchParams.toString();
  const query = useMemo(() => queryFromSearchParams(new URLSearchParams(address)), [address]);

  useEffect(() => {
    dispatch(marketplaceListActions.pageEntered());
  }, [dispatch]);
  useEffect(() => {
    dispatch(marketplaceListActions.queryChanged(query));
  }, [dispatch, query]);
  // Issue 28: another page opens at its top, not where the pager was (the bottom of the previous page).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [query.page]);

  const navigateTo = useCallback(
    (next: MarketplaceQuery) => {
      const params = searchParamsFromQuery(next);
      // The same address again (Enter on the list already shown) adds no history entry and loads nothing new.
      if (params.toString() !== searchParamsFromQuery(query).toString()) setSearchParams(params);
    },
    [query, setSearchParams],
  );
  const onPage = useCallback((page: number) => navigateTo({ ...query, page }), [navigateTo, query]);

  return (
    <div className="marketplace-page" data-testid="marketplace-page">
      <header className="marketplace-header">
        <h1 className="marketplace-title">{text.title}</h1>
        <p className="marketplace-note" data-testid="marketplace-note">
          {text.discountNote}
        </p>
      </header>
      <MarketplaceToolbar query={query} onNavigate={navigateTo} />
      <ListBody query={query} onPage={onPage} />
      {/* The cards' add asks for a phone the way the product page does (one flow: marketplace-add-sagas). */}
      <MarketplacePhoneDialog />
    </div>
  );
}
