import { Button, Callout, Card } from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import { useEffect, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isValidForm, validateResetPassword, validateResetRequest, validateResetVerification } from '../../domain';
import { AlertBox } from './AlertBox';
import { authMessages } from './auth-messages';
import { forgotPasswordActions } from './forgot-password-slice';
import './auth.css';
import { useValidatedForm } from './use-validated-form';
import { ValidatedInput } from './ValidatedInput';
import { useDocumentTitle } from '../../app/use-document-title';
import { useShopSettings } from '../shop-settings/use-shop-settings';

const text = authMessages.forgot;
/** Spec 1 §9: after a successful reset the screen goes to /login 3 s later. */
export const RESET_REDIRECT_MS = 3_000;

/** /forgot-password (spec 1 §2, §4 'Reset wizard'): request a code, verify it, set a new password. */
export default function ForgotPasswordPage() {
  useDocumentTitle(text.title);
  const settings = useShopSettings();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { step, email: sentTo, busy, error, notice } = useAppSelector((state) => state.forgotPassword);
  const { form, touch, input } = useValidatedForm({ email: '', resetCode: '', newPassword: '', confirmPassword: '' }, (fields) => ({
    ...validateResetPassword({ ...fields, email: sentTo || fields.email }),
    ...validateResetRequest(fields),
  }));

  useEffect(() => {
    dispatch(forgotPasswordActions.opened());
  }, [dispatch]);
  useEffect(() => {
    if (step !== 'done') return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  const request = (event: FormEvent) => {
    event.preventDefault();
    touch('email');
    if (isValidForm(validateResetRequest(form)) && !busy) dispatch(forgotPasswordActions.codeRequested({ email: form.email }));
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    touch('resetCode');
    if (isValidForm(validateResetVerification({ email: sentTo, resetCode: form.resetCode })) && !busy) {
      dispatch(forgotPasswordActions.verifyRequested({ resetCode: form.resetCode }));
    }
  };
  const reset = (event: FormEvent) => {
    event.preventDefault();
    touch('newPassword', 'confirmPassword');
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
            <ValidatedInput id="forgot-email" label={text.email} type="email" autoComplete="email" {...input('email')} />
            <Button className="primary-action" type="submit" intent="primary" fill text={text.send} loading={busy} data-testid="forgot-send" />
          </form>
        )}

        {step === 'verify' && (
          <form onSubmit={verify} noValidate>
            <ValidatedInput id="forgot-code" label={text.code} inputMode="numeric" autoComplete="one-time-code" placeholder={text.codePlaceholder} {...input('resetCode')} />
            <div className="auth-actions">
              <Button className="primary-action" text={text.resend} disabled={busy} onClick={() => dispatch(forgotPasswordActions.resendRequested())} data-testid="forgot-resend" />
              <Button className="primary-action" type="submit" intent="primary" text={text.verify} loading={busy} data-testid="forgot-verify" />
            </div>
            {/* The demo's outbox page only where it exists (issue 28: no simulator text in a live shop). */}
            {settings?.mailOutbox && (
              <p className="auth-subtitle" data-testid="forgot-sandbox-hint" style={{ marginTop: 12 }}>
                {text.sandboxHint}
                <a href={text.sandboxPath} target="_blank" rel="noreferrer">
                  {text.sandboxPath}
                </a>
              </p>
            )}
          </form>
        )}

        {step === 'reset' && (
          <form onSubmit={reset} noValidate>
            <ValidatedInput id="forgot-new-password" label={text.newPassword} password autoComplete="new-password" {...input('newPassword')} />
            <ValidatedInput id="forgot-confirm-password" label={text.confirmPassword} password autoComplete="new-password" {...input('confirmPassword')} />
            <Button className="primary-action" type="submit" intent="primary" fill text={text.reset} loading={busy} data-testid="forgot-reset" />
          </form>
        )}

        <div className="auth-actions">
          <Button variant="minimal" icon={<ArrowLeftIcon />} text={text.backToLogin} onClick={() => navigate('/login')} data-testid="forgot-back-login" />
        </div>
      </Card>
    </div>
  );
}
