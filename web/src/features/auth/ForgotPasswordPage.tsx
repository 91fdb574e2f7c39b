import { Button, Callout, Card, InputGroup } from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isValidForm, validateResetPassword, validateResetRequest, validateResetVerification } from '../../domain';
import { AlertBox } from './AlertBox';
import { authMessages } from './auth-messages';
import { forgotPasswordActions } from './forgot-password-slice';
import { PasswordInput } from './PasswordInput';
import './auth.css';
import { ValidatedField } from './ValidatedField';

const text = authMessages.forgot;
/** Spec 1 §9: after a successful reset the screen goes to /login 3 s later. */
export const RESET_REDIRECT_MS = 3_000;

type Field = 'email' | 'resetCode' | 'newPassword' | 'confirmPassword';

/** /forgot-password (spec 1 §2, §4 'Reset wizard'): request a code, verify it, set a new password. */
export default function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { step, email: sentTo, busy, error, notice } = useAppSelector((state) => state.forgotPassword);
  const [form, setForm] = useState({ email: '', resetCode: '', newPassword: '', confirmPassword: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});

  useEffect(() => {
    dispatch(forgotPasswordActions.opened());
  }, [dispatch]);
  useEffect(() => {
    if (step !== 'done') return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  const errors = { ...validateResetPassword({ ...form, email: sentTo || form.email }), ...validateResetRequest(form) };
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);
  const touch = (field: Field) => () => setTouched((t) => ({ ...t, [field]: true }));
  const set = (field: Field) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const request = (event: FormEvent) => {
    event.preventDefault();
    setTouched((t) => ({ ...t, email: true }));
    if (isValidForm(validateResetRequest(form)) && !busy) dispatch(forgotPasswordActions.codeRequested({ email: form.email }));
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    setTouched((t) => ({ ...t, resetCode: true }));
    if (isValidForm(validateResetVerification({ email: sentTo, resetCode: form.resetCode })) && !busy) {
      dispatch(forgotPasswordActions.verifyRequested({ resetCode: form.resetCode }));
    }
  };
  const reset = (event: FormEvent) => {
    event.preventDefault();
    setTouched((t) => ({ ...t, newPassword: true, confirmPassword: true }));
    const check = validateResetPassword({ email: sentTo, resetCode: form.resetCode, newPassword: form.newPassword, confirmPassword: form.confirmPassword });
    if (isValidForm(check) && !busy) dispatch(forgotPasswordActions.resetRequested({ newPassword: form.newPassword }));
  };

  const stepIndex = { request: 0, verify: 1, reset: 2, done: 2 }[step];

  return (
    <div className="auth-page">
      <Card className="auth-card" data-testid="forgot-page">
        <h1>{text.title}</h1>
        <p className="auth-step" data-testid="forgot-step">
          {text.stepOf(stepIndex + 1, text.steps[stepIndex])}
        </p>
        {notice && (
          <Callout intent="success" data-testid="forgot-notice">
            {notice}
            {step === 'done' && <div>{text.redirecting}</div>}
          </Callout>
        )}
        <AlertBox message={error} onDismiss={() => dispatch(forgotPasswordActions.errorDismissed())} testId="forgot-error" />

        {step === 'request' && (
          <form onSubmit={request} noValidate>
            <p className="auth-subtitle">{text.requestIntro}</p>
            <ValidatedField id="forgot-email" label={text.email} error={shown('email')}>
              <InputGroup
                id="forgot-email"
                type="email"
                autoComplete="email"
                value={form.email}
                intent={shown('email') ? 'danger' : 'none'}
                onValueChange={set('email')}
                onBlur={touch('email')}
                data-testid="forgot-email"
              />
            </ValidatedField>
            <Button type="submit" intent="primary" fill text={text.send} loading={busy} data-testid="forgot-send" />
          </form>
        )}

        {step === 'verify' && (
          <form onSubmit={verify} noValidate>
            <ValidatedField id="forgot-code" label={text.code} error={shown('resetCode')}>
              <InputGroup
                id="forgot-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={text.codePlaceholder}
                value={form.resetCode}
                intent={shown('resetCode') ? 'danger' : 'none'}
                onValueChange={set('resetCode')}
                onBlur={touch('resetCode')}
                data-testid="forgot-code"
              />
            </ValidatedField>
            <div className="auth-actions">
              <Button text={text.resend} disabled={busy} onClick={() => dispatch(forgotPasswordActions.resendRequested())} data-testid="forgot-resend" />
              <Button type="submit" intent="primary" text={text.verify} loading={busy} data-testid="forgot-verify" />
            </div>
            <p className="auth-subtitle" data-testid="forgot-sandbox-hint" style={{ marginTop: 12 }}>
              {text.sandboxHint}
              <a href={text.sandboxPath} target="_blank" rel="noreferrer">
                {text.sandboxPath}
              </a>
            </p>
          </form>
        )}

        {step === 'reset' && (
          <form onSubmit={reset} noValidate>
            <ValidatedField id="forgot-new-password" label={text.newPassword} error={shown('newPassword')}>
              <PasswordInput
                id="forgot-new-password"
                autoComplete="new-password"
                value={form.newPassword}
                intent={shown('newPassword') ? 'danger' : 'none'}
                onValueChange={set('newPassword')}
                onBlur={touch('newPassword')}
                data-testid="forgot-new-password"
              />
            </ValidatedField>
            <ValidatedField id="forgot-confirm-password" label={text.confirmPassword} error={shown('confirmPassword')}>
              <PasswordInput
                id="forgot-confirm-password"
                autoComplete="new-password"
                value={form.confirmPassword}
                intent={shown('confirmPassword') ? 'danger' : 'none'}
                onValueChange={set('confirmPassword')}
                onBlur={touch('confirmPassword')}
                data-testid="forgot-confirm-password"
              />
            </ValidatedField>
            <Button type="submit" intent="primary" fill text={text.reset} loading={busy} data-testid="forgot-reset" />
          </form>
        )}

        <div className="auth-actions">
          <Button variant="minimal" icon={<ArrowLeftIcon />} text={text.backToLogin} onClick={() => navigate('/login')} data-testid="forgot-back-login" />
        </div>
      </Card>
    </div>
  );
}
