import { Button, Tag } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '../../i18n/messages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CartBanner } from './CartBanner';
import { OutletBanner } from './OutletBanner';
import { OutletGrid } from './OutletGrid';
import { selectHasOutletItems, selectOutletLoadError, selectOutletSearch, selectOutletStatus, selectVisibleOutletCount } from './outlet-selectors';
import { outletActions } from './outlet-slice';
import { OutletEmpty, OutletLoadError, OutletLoading } from './OutletStates';
import { OutletToolbar } from './OutletToolbar';
import { ReserveDialog } from './ReserveDialog';
import './outlet.css';

/** Spec 2 §2.1, the home page. Entering starts the load and the 60 s refresh; leaving stops the refresh. */
export function OutletHomePage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectOutletStatus);
  const hasItems = useAppSelector(selectHasOutletItems);
  const loadError = useAppSelector(selectOutletLoadError);
  const visibleCount = useAppSelector(selectVisibleOutletCount);
  const searching = useAppSelector(selectOutletSearch).trim() !== '';
  // Issue 28: /?category= (the drawer's links) shows that category's cards only.
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category') || null;

  useEffect(() => {
    dispatch(outletActions.categoryChanged(category));
  }, [dispatch, category]);

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
      <ReserveDialog />
    </div>
  );
}
