import { Button, H1, Spinner } from '@blueprintjs/core';
import { ErrorIcon, RefreshIcon, SearchIcon, ShopIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { HeadedNonIdealState } from '../../shell/HeadedNonIdealState';
import { productMessages } from './product-messages';
import type { ProductErrorKind } from './product-slice';
import { productActions } from './product-slice';

export function ProductLoading() {
  return (
    <div className="product-state screen-state" role="status" data-testid="product-loading">
      <Spinner size={40} />
      <p>{productMessages.loading}</p>
    </div>
  );
}

/**
 * Spec 2 §2.2 error state. An outlet item that vanished was almost always bought, hence the line about
 * someone else; a load failure (not a 404) also offers a retry, since it may be the network.
 */
export function ProductError({ kind, id }: { kind: ProductErrorKind; id: number }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const notFound = kind === 'not-found';
  return (
    <div className="product-state screen-state" role="alert" data-testid="product-error">
      {/* The state is the whole page: its title is the page's h1 (axe page-has-heading-one). */}
      <HeadedNonIdealState
        heading={H1}
        icon={notFound ? <SearchIcon size={48} /> : <ErrorIcon size={48} />}
        title={notFound ? productMessages.notFound : productMessages.loadFailed}
        description={productMessages.takenByOthers}
        action={
          <div className="product-state-actions">
            <Button intent="primary" icon={<ShopIcon />} text={productMessages.browseOthers} data-testid="product-browse" onClick={() => navigate('/')} />
            {!notFound && <Button variant="outlined" icon={<RefreshIcon />} text={productMessages.retry} onClick={() => dispatch(productActions.loadRequested(id))} />}
          </div>
        }
      />
    </div>
  );
}
