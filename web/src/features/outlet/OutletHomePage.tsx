import { Button, Tag } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '../../i18n/messages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CartBanner } from './CartBanner';
import { OutletBanner } from './OutletBanner';
import { OutletGrid } from './OutletGrid';
import { DEFAULT_OUTLET_SORT } from '../../domain';
import { selectHasOutletItems, selectOutletLoadError, selectOutletSearch, selectReserveItem, selectOutletSort, selectOutletStatus, selectVisibleOutletCount } from './outlet-selectors';
import { outletActions } from './outlet-slice';
import { OutletEmpty, OutletLoadError, OutletLoading } from './OutletStates';
import { OutletToolbar } from './OutletToolbar';
import './outlet.css';
import { useDocumentTitle } from '../../app/use-document-title';
import { lazyOverlay, OnceOpened, whenIdle } from '../../shell/overlay-on-open';

/** The reserve dialog's chunk (Blueprint's Dialog, Overlay2, the form's fields): loaded when idle or first opened. */
const reserveDialog = lazyOverlay(() => import('./ReserveDialog').then((module) => module.ReserveDialog));

/** Spec 2 §2.1, the home page. Entering starts the load and the 60 s refresh; leaving stops the refresh. */
export function OutletHomePage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectOutletStatus);
  const hasItems = useAppSelector(selectHasOutletItems);
  const loadError = useAppSelector(selectOutletLoadError);
  const visibleCount = useAppSelector(selectVisibleOutletCount);
  const searching = useAppSelector(selectOutletSearch).trim() !== '';
  const reserving = useAppSelector(selectReserveItem) !== null;
  // 'Add to cart' opens it for a guest: fetched once the page is idle, so the first tap opens it at once.
  useEffect(() => whenIdle(() => void reserveDialog.preload().catch(() => undefined)), []);
  useDocumentTitle(messages.shell.tabOutlet);
  // Issue 28: /?category= (the drawer's links) shows that category's cards only.
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category') || null;

  useEffect(() => {
    dispatch(outletActions.categoryChanged(category));
  }, [dispatch, category]);

  // Issue 28: the search (?q=) and the sort (?sort=) live in the address too, so a reload and Back keep them.
  const search = useAppSelector(selectOutletSearch);
  const sort = useAppSelector(selectOutletSort);
  const addressQ = searchParams.get('q') ?? '';
  const addressSort = searchParams.get('sort') ?? DEFAULT_OUTLET_SORT;
  useEffect(() => {
    dispatch(outletActions.searchChanged(addressQ));
    dispatch(outletActions.sortChanged(addressSort));
  }, [dispatch, addressQ, addressSort]);
  // Only a change of the slice (typing, a sort) writes the address: the slice's old values on the first render (and
  // React's second run of an effect in development) never overwrite what the address says.
  const previous = useRef({ search, sort });
  useEffect(() => {
    const changed = previous.current.search !== search || previous.current.sort !== sort;
    previous.current = { search, sort };
    if (!changed || (search === addressQ && sort === addressSort)) return;
    const next = new URLSearchParams(searchParams);
    if (search) next.set('q', search);
    else next.delete('q');
    if (sort !== DEFAULT_OUTLET_SORT) next.set('sort', sort);
    else next.delete('sort');
    // Typing replaces the entry (one Back leaves the page, not one letter); a new sort is a step of its own.
    setSearchParams(next, { replace: sort === addressSort });
    // Only the slice's changes write the address; the address's own changes arrive through the effect above.
  }, [search, sort]);

  useEffect(() => {
    dispatch(outletActions.pageEntered());
    return () => {
      dispatch(outletActions.pageLeft());
    };
  }, [dispatch]);

  let content;
  if (!hasItems && (status === 'idle' || status === 'loading')) content = <OutletLoading />;
  else if (loadError) content = <OutletLoadError message={loadError} />;
  else if (visibleCount === 0) content = <OutletEmpty searching={searching} />;
  else content = <OutletGrid />;

  return (
    <div className="outlet-page">
      <h1 className="visually-hidden">{messages.shell.tabOutlet}</h1>
      <OutletBanner />
      <CartBanner />
      {category && (
        <p className="outlet-category" data-testid="outlet-category">
          <Tag large round intent="primary">
            {category}
          </Tag>
          <Button variant="minimal" text={messages.outlet.allCategories} onClick={() => setSearchParams({})} data-testid="outlet-category-clear" />
        </p>
      )}
      <OutletToolbar showCount={hasItems || status === 'succeeded'} />
      {content}
      <OnceOpened open={reserving}>
        <reserveDialog.Component />
      </OnceOpened>
    </div>
  );
}
