import { Button, Callout, H2, Spinner } from '@blueprintjs/core';
import { ArrowLeftIcon, SearchIcon, ShopIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { lazyOverlay, OnceOpened } from '../../shell/overlay-on-open';
import { orderTokenFor, paymentActions, saveOrderLink } from '../payment';

// The retry dialog is closed on the first paint (a failed payment opens it): its own chunk, as the shell's overlays
// (issue 29's first-load budget; issue 30's invoice block and lookup hand-over pushed this route over it).
const RetryDialog = lazyOverlay(() => import('../payment/RetryPaymentDialog').then((module) => module.RetryPaymentDialog));

function RetryPaymentDialog() {
  const open = useAppSelector((state) => state.payment.retry.open);
  return <OnceOpened open={open}><RetryDialog.Component /></OnceOpened>;
}
import { OrderCard, PickupCard } from './OrderCards';
import { ShipmentCard } from './ShipmentCard';
import { OrderItemsCard } from './OrderItemsCard';
import { OrderProofCard } from './OrderProofCard';
import { LongProcessingNotice, PaymentBanner, RetryPaymentButton } from './PaymentBanner';
import { orderConfirmationActions, type OrderErrorKind } from './order-confirmation-slice';
import { selectIsAuthenticated } from '../session/session-selectors';
import { orderMessages } from './order-messages';
import { messages } from '../../i18n/contexts/checkout';
import { selectAwaitingPayment, selectFulfilmentStage, selectMayActOnOrder, selectOrderConfirmation, selectShowsRetry } from './order-selectors';
import { readReturnParams, searchWithoutReturnParams } from './return-params';
import './orders.css';
import { useDocumentTitle } from '../../app/use-document-title';

/**
 * The order could not be shown. Issue 22: a missing order says so ('order not found', not 'an error occurred'),
 * and every visitor gets a way on: the order list needs an account, so a guest is offered the shop instead.
 */
function OrderError({ error }: { error: OrderErrorKind | null }) {
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const notFound = error === 'not-found';
  return (
    <div className="order-state" data-testid="order-error" data-error={error ?? ''}>
      <Callout intent={notFound ? 'warning' : 'danger'} role="alert">
        {/* The callout's own title is an H5, a skip from the page's h1 (axe heading-order): its h2, at the H5's size. */}
        {notFound && <H2 className="callout-title">{orderMessages.notFound}</H2>}
        {error === 'missing-id' ? orderMessages.missingId : notFound ? orderMessages.notFoundHint : orderMessages.loadError}
      </Callout>
      <div className="order-actions">
        {signedIn && (
          <Button variant="outlined" icon={<ArrowLeftIcon />} text={orderMessages.backToOrders} data-testid="back-to-orders" onClick={() => navigate('/order-history')} />
        )}
        <Button intent={signedIn ? undefined : 'primary'} icon={<ShopIcon />} text={orderMessages.continueShopping} data-testid="continue-shopping" onClick={() => navigate('/')} />
        {/* Issue 30: a mistyped or missing number: look the order up with its number and phone. */}
        <Button variant="outlined" icon={<SearchIcon />} text={messages.orderLookup.title} data-testid="order-lookup-link" onClick={() => navigate('/orders/lookup')} />
      </div>
    </div>
  );
}

/** Spec 2 §2.5: one screen in two modes; details mode (/order-details/{orderId}) has a back button and a heading. */
export type OrderScreenMode = 'confirmation' | 'details';

function DetailsHeader() {
  const navigate = useNavigate();
  return (
    <div className="order-details-header" data-testid="order-details-header">
      <Button variant="outlined" icon={<ArrowLeftIcon />} text={orderMessages.backToOrders} data-testid="back-to-orders" onClick={() => navigate('/order-history')} />
      <h1 className="page-title">{orderMessages.detailsTitle}</h1>
    </div>
  );
}

/**
 * /order-confirmation/{orderId} (spec 2 §2.5), confirmation mode (details mode: the header above, no banner). The saga loads the order (and polls while
 * processing); this renders the state it reached. The return flags are read once per order and then removed
 * from the address bar (replace), keeping any other query and the navigation state.
 */
function OrderConfirmationScreen({ orderId, mode }: { orderId: string | null; mode: OrderScreenMode }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [returnParams] = useState(() => readReturnParams(location.search));
  const page = useAppSelector(selectOrderConfirmation);
  const showsRetry = useAppSelector(selectShowsRetry);
  const awaiting = useAppSelector(selectAwaitingPayment);
  const stage = useAppSelector(selectFulfilmentStage);
  useDocumentTitle(orderId ? messages.app.orderTitle(orderId) : orderMessages.pageTitle);
  // Issue 28: only the order's proof (token, owner, phone) gets actions; a stranger's view has none.
  const mayAct = useAppSelector(selectMayActOnOrder);

  useEffect(() => {
    // Issue 30: the mail's link opens the order without typing anything; its token is the order's proof from now on.
    if (orderId !== null && returnParams.link !== null) saveOrderLink(orderId, returnParams.link);
    const { link: _link, ...flags } = returnParams;
    dispatch(orderConfirmationActions.opened({ orderId, ...flags, holdsToken: orderId !== null && orderTokenFor(orderId) !== null }));
    return () => {
      dispatch(orderConfirmationActions.closed());
    };
  }, [dispatch, orderId, returnParams]);

  useEffect(() => {
    const rest = searchWithoutReturnParams(location.search);
    if (rest !== null) navigate({ pathname: location.pathname, search: rest, hash: location.hash }, { replace: true, state: location.state });
  }, [navigate, location.pathname, location.search, location.hash, location.state]);

  const current = page.orderId === orderId;
  const retry = () => {
    if (orderId && mayAct) dispatch(paymentActions.retryDialogOpened({ orderId, phone: page.provenPhone }));
  };

  const details = mode === 'details';
  // One h1 per page: details mode has its header's; the confirmation names the page for a screen reader.
  const header = details ? <DetailsHeader /> : <h1 className="visually-hidden">{orderMessages.pageTitle}</h1>;
  const banner = details ? null : <PaymentBanner onRetry={retry} actions={mayAct} />;

  if (current && page.status === 'failed') {
    return (
      <>
        <h1 className="visually-hidden">{details ? orderMessages.detailsTitle : orderMessages.pageTitle}</h1>
        <OrderError error={page.error} />
      </>
    );
  }

  if (!current || page.status !== 'succeeded' || !page.order) {
    return (
      <div className="order-page" data-testid="confirmation-page" data-mode={mode} data-loading="true">
        {header}
        {banner}
        <div className="order-state" role="status" data-testid="order-loading">
          <Spinner size={40} />
          <p>{orderMessages.loading}</p>
        </div>
        <RetryPaymentDialog />
      </div>
    );
  }

  return (
    <div className="order-page" data-testid="confirmation-page" data-mode={mode}>
      {header}
      {banner}
      {!awaiting && page.longProcessing && !page.longProcessingDismissed && (
        <LongProcessingNotice onRetry={mayAct ? retry : null} onLater={() => dispatch(orderConfirmationActions.longProcessingDismissed())} />
      )}
      {page.order.masked ? (
        // A stranger's view (issue 22): the status, and the way to prove the order with its phone.
        <div className="order-grid">
          <OrderCard order={page.order} />
          <OrderProofCard />
        </div>
      ) : (
        <>
          <div className="order-grid">
            <OrderCard order={page.order} />
            <PickupCard order={page.order} />
          </div>
          {page.shipment && stage && <ShipmentCard shipment={page.shipment} stage={stage} />}
          <OrderItemsCard />
        </>
      )}
      <div className="order-actions">
        <Button intent="primary" icon={<ShopIcon />} text={orderMessages.continueShopping} data-testid="continue-shopping" onClick={() => navigate('/')} />
        {showsRetry && !awaiting && mayAct && <RetryPaymentButton onRetry={retry} />}
      </div>
      <RetryPaymentDialog />
    </div>
  );
}

/** The route element: one screen per order id, so a new order starts from its own return flags. */
export default function OrderConfirmationPage({ mode = 'confirmation' }: { mode?: OrderScreenMode }) {
  const { orderId } = useParams();
  const id = orderId?.trim() || null;
  return <OrderConfirmationScreen key={id ?? ''} orderId={id} mode={mode} />;
}
