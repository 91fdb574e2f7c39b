import { Button, Callout, Card, Checkbox } from '@blueprintjs/core';
import { HomeIcon } from '@blueprintjs/icons';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isValidForm, validateLoginForm, type LoginForm } from '../../domain';
import { readLocalCart } from '../cart/cart-storage';
import { selectIsAuthenticated, selectSessionBusy, selectSessionError } from '../session/session-selectors';
import { sessionActions } from '../session/session-slice';
import { AlertBox } from './AlertBox';
import { authMessages } from './auth-messages';
import './auth.css';
import { useValidatedForm } from './use-validated-form';
import { ValidatedInput } from './ValidatedInput';
import { useDocumentTitle } from '../../app/use-document-title';

const text = authMessages.login;

/** /login (spec 1 §2): email, password with show/hide, keep me signed in (on), links, merge banner. */
export default function LoginPage() {
  useDocumentTitle(text.title);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const authenticated = useAppSelector(selectIsAuthenticated);
  const busy = useAppSelector(selectSessionBusy);
  const error = useAppSelector(selectSessionError);
  const { form, errors, touch, input } = useValidatedForm<LoginForm>({ email: '', password: '' }, validateLoginForm);
  const [rememberMe, setRememberMe] = useState(true);
  const localCount = useMemo(() => readLocalCart()?.items.length ?? 0, []);
  // A failure shown on another visit (or on /register) does not greet this one.
  useEffect(() => {
    dispatch(sessionActions.errorDismissed());
  }, [dispatch]);

  const valid = isValidForm(errors);
  // Already signed in, or just signed in: home (spec 1 §2).
  if (authenticated) return <Navigate to="/" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    touch('email', 'password');
    if (!valid || busy) return;
    dispatch(sessionActions.loginRequested({ email: form.email.trim(), password: form.password, rememberMe }));
  };

  return (
    <div className="auth-page">
      <Card className="auth-card" data-testid="login-page">
        <h1>{text.title}</h1>
        <p className="auth-subtitle">{text.subtitle}</p>
        {localCount > 0 && (
          <Callout intent="primary" data-testid="login-merge-banner">
            {text.mergeBanner(localCount)}
          </Callout>
        )}
        <AlertBox message={error} onDismiss={() => dispatch(sessionActions.errorDismissed())} testId="login-error" />
        <form onSubmit={submit} noValidate>
          <ValidatedInput id="login-email" label={text.email} type="email" autoComplete="email" placeholder={text.emailPlaceholder} {...input('email')} />
          <ValidatedInput id="login-password" label={text.password} password autoComplete="current-password" {...input('password')} />
          <Checkbox label={text.remember} checked={rememberMe} onChange={(event) => setRememberMe(event.currentTarget.checked)} data-testid="login-remember" />
          <Button className="primary-action" type="submit" intent="primary" fill text={text.submit} loading={busy} disabled={!valid} data-testid="login-submit" />
        </form>
        <div className="auth-links">
          <Link to="/forgot-password" data-testid="login-forgot-link">
            {text.forgot}
          </Link>
          <span>
            {text.noAccount} <Link to="/register" data-testid="login-register-link">{text.register}</Link>
          </span>
        </div>
        <div className="auth-actions">
          <Button variant="minimal" icon={<HomeIcon />} text={text.backHome} onClick={() => navigate('/')} data-testid="login-back-home" />
        </div>
      </Card>
    </div>
  );
}
