import { Button, Card, InputGroup } from '@blueprintjs/core';
import { ArrowLeftIcon, ArrowRightIcon } from '@blueprintjs/icons';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  isValidForm,
  normalizeRegisterContact,
  validateRegisterContact,
  validateRegisterPassword,
  type FormErrors,
  type RegisterForm,
} from '../../domain';
import { selectIsAuthenticated, selectSessionBusy, selectSessionError } from '../session/session-selectors';
import { sessionActions } from '../session/session-slice';
import { AlertBox } from './AlertBox';
import { authMessages } from './auth-messages';
import { PasswordInput } from './PasswordInput';
import './auth.css';
import { ValidatedField } from './ValidatedField';

const text = authMessages.register;
type Field = keyof RegisterForm;

/**
 * /register (spec 1 §2, §4 'Registration wizard', §5): step 0 name/email/phone, each validated on blur with the
 * domain rules, 'next' only when all three pass; step 1 password and confirmation; back returns to step 0.
 */
export default function RegisterPage() {
  const dispatch = useAppDispatch();
  const authenticated = useAppSelector(selectIsAuthenticated);
  const busy = useAppSelector(selectSessionBusy);
  const error = useAppSelector(selectSessionError);
  const [step, setStep] = useState<0 | 1>(0);
  const [form, setForm] = useState<RegisterForm>({ name: '', email: '', phone: '', password: '', confirmPassword: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  useEffect(() => {
    dispatch(sessionActions.errorDismissed());
  }, [dispatch]);

  if (authenticated) return <Navigate to="/" replace />;

  const errors: FormErrors<Field> = { ...validateRegisterContact(form), ...validateRegisterPassword(form) };
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);
  const touch = (field: Field) => () => setTouched((t) => ({ ...t, [field]: true }));
  const set = (field: Field) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const next = (event: FormEvent) => {
    event.preventDefault();
    setTouched((t) => ({ ...t, name: true, email: true, phone: true }));
    if (isValidForm(validateRegisterContact(form))) setStep(1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched((t) => ({ ...t, password: true, confirmPassword: true }));
    if (!isValidForm(validateRegisterPassword(form)) || busy) return;
    // Trimmed name and email, digits-only phone (spec 1 §5).
    const contact = normalizeRegisterContact(form);
    dispatch(sessionActions.registerRequested({ name: contact.name, email: contact.email, phone: contact.phone, password: form.password }));
  };

  const field = (name: Field, label: string, input: ReactNode) => (
    <ValidatedField id={`register-${name}`} label={label} error={shown(name)}>
      {input}
    </ValidatedField>
  );

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
            {field(
              'name',
              text.name,
              <InputGroup
                id="register-name"
                autoComplete="name"
                placeholder={text.namePlaceholder}
                value={form.name}
                intent={shown('name') ? 'danger' : 'none'}
                onValueChange={set('name')}
                onBlur={touch('name')}
                data-testid="register-name"
              />,
            )}
            {field(
              'email',
              text.email,
              <InputGroup
                id="register-email"
                type="email"
                autoComplete="email"
                value={form.email}
                intent={shown('email') ? 'danger' : 'none'}
                onValueChange={set('email')}
                onBlur={touch('email')}
                data-testid="register-email"
              />,
            )}
            {field(
              'phone',
              text.phone,
              <InputGroup
                id="register-phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={text.phonePlaceholder}
                value={form.phone}
                intent={shown('phone') ? 'danger' : 'none'}
                onValueChange={set('phone')}
                onBlur={touch('phone')}
                data-testid="register-phone"
              />,
            )}
            <Button type="submit" intent="primary" fill endIcon={<ArrowRightIcon />} text={text.next} data-testid="register-next" />
          </form>
        ) : (
          <form onSubmit={submit} noValidate>
            {field(
              'password',
              text.password,
              <PasswordInput
                id="register-password"
                autoComplete="new-password"
                value={form.password}
                intent={shown('password') ? 'danger' : 'none'}
                onValueChange={set('password')}
                onBlur={touch('password')}
                data-testid="register-password"
              />,
            )}
            {field(
              'confirmPassword',
              text.confirm,
              <PasswordInput
                id="register-confirmPassword"
                autoComplete="new-password"
                value={form.confirmPassword}
                intent={shown('confirmPassword') ? 'danger' : 'none'}
                onValueChange={set('confirmPassword')}
                onBlur={touch('confirmPassword')}
                data-testid="register-confirm"
              />,
            )}
            <div className="auth-actions">
              <Button icon={<ArrowLeftIcon />} text={text.back} onClick={() => setStep(0)} disabled={busy} data-testid="register-back" />
              <Button type="submit" intent="primary" text={text.submit} loading={busy} data-testid="register-submit" />
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

