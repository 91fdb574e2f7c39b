import { Button, Callout, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import { EnvelopeIcon, MobilePhoneIcon, SearchIcon, DocumentIcon } from '@blueprintjs/icons';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../app/use-document-title';
import { digitsOnly, isOrderId, validateCheckoutPhone } from '../../domain';
import { messages } from '../../i18n/contexts/checkout';
import { orderLookupActions } from './order-lookup-slice';
import './orders.css';

const text = messages.orderLookup;

/** What the shopper typed, as the server reads it: 'ord-12345678' is ORD-12345678. */
const orderIdOf = (typed: string) => typed.trim().toUpperCase();

/**
 * /orders/lookup (issue 30): a guest opens an order with its number and the phone given at checkout, or has the
 * order's link mailed to the order's address. The fields follow the domain's rules (an order number is
 * ORD-{8 digits}, a checkout phone digits only) and show their errors once touched; what the server refuses
 * shows above the form: one sentence for an unknown order and a wrong phone, as the server answers them alike.
 */
export default function OrderLookupPage() {
  useDocumentTitle(text.title);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { lookup, foundOrderId, message, link, linkMessage } = useAppSelector((state) => state.orderLookup);
  const [orderId, setOrderId] = useState('');
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState({ orderId: false, phone: false });

  // Left (to the order, or back): forgotten, so that coming back shows the form rather than going on again.
  useEffect(() => {
    dispatch(orderLookupActions.opened());
    return () => {
      dispatch(orderLookupActions.closed());
    };
  }, [dispatch]);
  // The proven order was handed to the order page: go there (the lookup stays in the history for a retry).
  useEffect(() => {
    if (foundOrderId) navigate(`/order-confirmation/${encodeURIComponent(foundOrderId)}`);
  }, [foundOrderId, navigate]);

  const orderIdError = isOrderId(orderIdOf(orderId)) ? undefined : text.orderIdInvalid;
  const phoneError = validateCheckoutPhone(phone)?.message;
  const valid = !orderIdError && !phoneError;
  const request = () => ({ orderId: orderIdOf(orderId), phone: phone.trim() });
  const check = () => {
    setTouched({ orderId: true, phone: true });
    return valid;
  };
  const open = (event: FormEvent) => {
    event.preventDefault();
    if (check() && lookup !== 'finding') dispatch(orderLookupActions.lookupRequested(request()));
  };
  const sendLink = () => {
    if (check() && link !== 'sending') dispatch(orderLookupActions.linkRequested(request()));
  };
  const showOrderIdError = touched.orderId && orderIdError !== undefined;
  const showPhoneError = touched.phone && phoneError !== undefined;

  return (
    <div className="order-lookup-page" data-testid="order-lookup-page">
      <Card className="order-card order-lookup-card">
        <h1 className="order-lookup-title">
          <SearchIcon size={20} />
          {text.title}
        </h1>
        <p className="order-muted">{text.intro}</p>
        {lookup === 'failed' && message && (
          <Callout intent="warning" role="alert" data-testid="order-lookup-error">
            {message}
          </Callout>
        )}
        <form onSubmit={open} noValidate>
          <FormGroup
            label={text.orderId} labelFor="order-lookup-id" intent={showOrderIdError ? 'danger' : 'none'}
            helperText={showOrderIdError ? orderIdError : text.orderIdHint}
          >
            <InputGroup
              id="order-lookup-id" data-testid="order-lookup-id" leftIcon={<DocumentIcon />} placeholder={text.orderIdPlaceholder}
              autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={20}
              value={orderId} onValueChange={setOrderId} onBlur={() => setTouched((was) => ({ ...was, orderId: true }))}
              intent={showOrderIdError ? 'danger' : 'none'}
            />
          </FormGroup>
          <FormGroup label={text.phone} labelFor="order-lookup-phone" intent={showPhoneError ? 'danger' : 'none'} helperText={showPhoneError ? phoneError : undefined}>
            <InputGroup
              id="order-lookup-phone" data-testid="order-lookup-phone" type="tel" inputMode="numeric" autoComplete="tel" leftIcon={<MobilePhoneIcon />} maxLength={15}
              // Digits only as the shopper types (the checkout's rule reads the value strictly).
              value={phone} onValueChange={(value) => setPhone(digitsOnly(value))} onBlur={() => setTouched((was) => ({ ...was, phone: true }))}
              intent={showPhoneError ? 'danger' : 'none'}
            />
          </FormGroup>
          <Button type="submit" intent="primary" fill icon={<SearchIcon />} text={text.open} loading={lookup === 'finding'} data-testid="order-lookup-submit" />
        </form>
        <section className="order-lookup-link" aria-labelledby="order-lookup-link-title">
          <h2 id="order-lookup-link-title" className="order-card-title">
            <EnvelopeIcon />
            {text.sendLinkTitle}
          </h2>
          <p className="order-muted">{text.sendLinkBody}</p>
          {linkMessage && (
            <Callout intent={link === 'sent' ? 'success' : 'warning'} role="status" data-testid="order-lookup-link-result">
              {linkMessage}
            </Callout>
          )}
          <Button variant="outlined" fill icon={<EnvelopeIcon />} text={text.sendLink} loading={link === 'sending'} onClick={sendLink} data-testid="order-lookup-send-link" />
        </section>
      </Card>
    </div>
  );
}
