import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { messages } from '../../i18n/contexts/console';
import { shopeeCallbackActions } from './connections-slice';
import '../auth/auth.css';
import { useDocumentTitle } from '../../app/use-document-title';

const text = messages.connections;

/**
 * /admin/shopee/callback: Shopee's authorisation page sends staff back with ?code=&shop_id=&state=. The code is
 * posted with the staff token (the server checks the state it issued); success returns to /admin with a toast.
 */
export default function ShopeeCallbackPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { status, message } = useAppSelector((state) => state.connections.callback);
  const code = params.get('code') ?? '';
  const shopId = params.get('shop_id') ?? '';
  const state = params.get('state') ?? undefined;
  useDocumentTitle(messages.admin.nav.connections);

  useEffect(() => {
    dispatch(shopeeCallbackActions.received(code && shopId ? { code, shopId, state } : null));
  }, [dispatch, code, shopId, state]);

  useEffect(() => {
    if (status !== 'done') return;
    dispatch(shopeeCallbackActions.reset());
    // The code is spent: replace, so Back does not post it again.
    navigate('/admin/connections', { replace: true });
  }, [dispatch, navigate, status]);

  if (status === 'failed') {
    return (
      <div className="auth-checking" role="alert" data-testid="shopee-callback-error">
        <NonIdealState
          icon={<ErrorIcon size={48} />}
          title={message ?? text.callbackMissing}
          action={<Button intent="primary" text={text.backToConsole} onClick={() => navigate('/admin/connections', { replace: true })} />}
        />
      </div>
    );
  }
  return (
    <div className="auth-checking" role="status" data-testid="shopee-callback">
      <Spinner size={40} />
      <p>{text.callbackWorking}</p>
    </div>
  );
}
