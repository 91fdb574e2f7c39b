import { Button, Card } from '@blueprintjs/core';
import { ArrowLeftIcon, ArrowRightIcon } from '@blueprintjs/icons';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  isValidForm,
  normalizeRegisterContact,
  validateRegisterContact,
  validateRegisterPassword,
  type RegisterForm,
} from '../../domain';
import { selectIsAuthenticated, selectSessionBusy, selectSessionError } from '../session/session-selectors';
import { sessionActions } from '../session/session-slice';
import { AlertBox } from './AlertBox';
import { authMessages } from './auth-messages';
import './auth.css';
import { useValidatedForm } from './use-validated-form';
import { ValidatedInput } from './ValidatedInput';
import { useDocumentTitle } from '../../app/use-document-title';

const text = authMessages.register;

/**
 * /register (spec 1 §2, §4 'Registration wizard', §5): step 0 name/email/phone, each validated on blur with the
 * domain rules, 'next' only when all three pass; step 1 password and confirmation; back returns to step 0.
 */
export default function RegisterPage() {
  useDocumentTitle(text.title);
  const dispatch = useAppDispatch();
  const authenticated = useAppSelector(selectIsAuthenticated);
  const busy = useAppSelector(selectSessionBusy);
  const error = useAppSelector(selectSessionError);
  const [step, setStep] = useState<0 | 1>(0);
  const { form, touch, input } = useValidatedForm<RegisterForm>({ name: '', email: '', phone: '', password: '', confirmPassword: '' }, (fields) => ({
    ...validateRegisterContact(fields),
    ...validateRegisterPassword(fields),
  }));
  useEffect(() => {
    dispatch(sessionActions.errorDismissed());
  }, [dispatch]);

  if (authenticated) return <Navigate to="/" replace />;

  const next = (event: FormEvent) => {
    event.preventDefault();
    touch('name', 'email', 'phone');
    if (isValidForm(validateRegisterContact(form))) setStep(1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    touch('password', 'confirmPassword');
    if (!isValidForm(validateRegisterPassword(form)) || busy) return;
    // Trimmed name and email, digits-only phone (spec 1 §5).
    const contact = normalizeRegisterContact(form);
    dispatch(sessionActions.registerRequested({ name: contact.name, email: contact.email, phone: contact.phone, password: form.password }));
  };

  return (
    <div className="auth-page">
      <Card className="auth-card" data-testid="register-page">
        <h1>{text.title}</h1>
        <p className="auth-step" data-testid="register-step">
          {text.stepOf(step + 1, text.steps[step])}
        </p>
        <AlertBox message={error} onDismiss={() => dispatch(sessionActions.errorDismissed())} testId="register-error" />
        {step === 0 ? (
          <form onSubmit={next} noValidate>
            <ValidatedInput id="register-name" label={text.name} autoComplete="name" placeholder={text.namePlaceholder} {...input('name')} />
            <ValidatedInput id="register-email" label={text.email} type="email" autoComplete="email" {...input('email')} />
            <ValidatedInput id="register-phone" label={text.phone} type="tel" inputMode="tel" autoComplete="tel" placeholder={text.phonePlaceholder} {...input('phone')} />
            <Button className="primary-action" type="submit" intent="primary" fill endIcon={<ArrowRightIcon />} text={text.next} data-testid="register-next" />
          </form>
        ) : (
          <form onSubmit={submit} noValidate>
            <ValidatedInput id="register-password" label={text.password} password autoComplete="new-password" {...input('password')} />
            <ValidatedInput id="register-confirmPassword" testId="register-confirm" label={text.confirm} password autoComplete="new-password" {...input('confirmPassword')} />
            <div className="auth-actions">
              <Button className="primary-action" icon={<ArrowLeftIcon />} text={text.back} onClick={() => setStep(0)} disabled={busy} data-testid="register-back" />
              <Button className="primary-action" type="submit" intent="primary" text={text.submit} loading={busy} data-testid="register-submit" />
            </div>
          </form>
        )}
        <div className="auth-links">
          <span>
            {text.haveAccount} <Link to="/login" data-testid="register-login-link">{text.login}</Link>
          </span>
        </div>
      </Card>
    </div>
  );
}

