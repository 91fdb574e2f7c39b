import { Button, H1, Spinner } from '@blueprintjs/core';
import { ArrowLeftIcon, ErrorIcon, RefreshIcon, SearchIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { HeadedNonIdealState } from '../../shell/HeadedNonIdealState';
import { messages } from '../../i18n/contexts/marketplace';
import { marketplaceProductActions, type MarketplaceProductError } from './marketplace-product-slice';

const text = messages.marketplaceProduct;

export function BackToList() {
  const navigate = useNavigate();
  return <Button variant="minimal" icon={<ArrowLeftIcon />} text={text.backToList} onClick={() => navigate('/shopee-products')} data-testid="marketplace-back" />;
}

export function MarketplaceProductLoading() {
  return (
    <div className="marketplace-state screen-state" role="status" data-testid="marketplace-product-loading">
      <Spinner size={40} />
      <p>{text.loading}</p>
    </div>
  );
}

const TITLES: Record<MarketplaceProductError, string> = { 'missing-id': text.idMissing, 'not-found': text.notFound, failed: text.loadFailed };

/** Spec 1 §2 error states: product ID not provided; failed to load (with retry); not found (back to the list). */
export function MarketplaceProductError({ kind, itemId }: { kind: MarketplaceProductError; itemId: string | null }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  return (
    <div className="marketplace-state screen-state" role="alert" data-testid="product-error" data-kind={kind}>
      {/* The state is the whole page: its title is the page's h1 (axe page-has-heading-one). */}
      <HeadedNonIdealState
        heading={H1}
        icon={kind === 'failed' ? <ErrorIcon size={48} /> : <SearchIcon size={48} />}
        title={TITLES[kind]}
        description={kind === 'not-found' ? text.notFoundHint : undefined}
        action={
          <div className="marketplace-state-actions">
            <Button intent="primary" icon={<ArrowLeftIcon />} text={text.backToList} onClick={() => navigate('/shopee-products')} data-testid="marketplace-error-back" />
            {kind === 'failed' && (
              <Button variant="outlined" icon={<RefreshIcon />} text={text.retry} onClick={() => dispatch(marketplaceProductActions.loadRequested(itemId))} />
            )}
          </div>
        }
      />
    </div>
  );
}
