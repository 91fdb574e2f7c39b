import { Button, Card, InputGroup } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isValidForm, validateLoginForm, validateStaffRegisterForm, type FormErrors, type StaffRegisterForm } from '../../domain';
import { messages } from '../../i18n/contexts/console';
import { AlertBox } from '../auth/AlertBox';
import { authMessages } from '../auth/auth-messages';
import { PasswordInput } from '../auth/PasswordInput';
import { staffActions } from './staff-slice';
import '../auth/auth.css';
import { ValidatedField } from '../auth/ValidatedField';
import { useDocumentTitle } from '../../app/use-document-title';

const text = authMessages.staff;
type Field = keyof StaffRegisterForm;

/** /admin/login and /admin/register (spec 1 §4 'Staff session', §5: registration needs a secretCode). */
export function StaffAuthPage({ mode }: { mode: 'login' | 'register' }) {
  const dispatch = useAppDispatch();
  const { status, busy, error } = useAppSelector((state) => state.staff);
  const [form, setForm] = useState<StaffRegisterForm>({ name: '', email: '', password: '', secretCode: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  useEffect(() => {
    dispatch(staffActions.errorDismissed());
  }, [dispatch, mode]);
  useDocumentTitle(mode === 'register' ? text.registerTitle : text.loginTitle);

  if (status === 'authenticated') return <Navigate to="/admin" replace />;

  const register = mode === 'register';
  const errors: FormErrors<Field> = register ? validateStaffRegisterForm(form) : validateLoginForm(form);
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);
  const id = (field: Field) => `admin-${mode}-${field === 'secretCode' ? 'secret-code' : field}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, email: true, password: true, secretCode: true });
    if (!isValidForm(errors) || busy) return;
    if (register) dispatch(staffActions.registerRequested(form));
    else dispatch(staffActions.loginRequested({ email: form.email, password: form.password }));
  };
  const input = (field: Field, label: string, type = 'text') => (
    <ValidatedField id={id(field)} label={label} error={shown(field)}>
      {type === 'password' ? (
        <PasswordInput
          id={id(field)}
          value={form[field]}
          autoComplete={register ? 'new-password' : 'current-password'}
          onValueChange={(value) => setForm((f) => ({ ...f, [field]: value }))}
          onBlur={() => setTouched((t) => ({ ...t, [field]: true }))}
          data-testid={id(field)}
        />
      ) : (
        <InputGroup
          id={id(field)}
          type={type}
          value={form[field]}
          onValueChange={(value) => setForm((f) => ({ ...f, [field]: value }))}
          onBlur={() => setTouched((t) => ({ ...t, [field]: true }))}
          data-testid={id(field)}
        />
      )}
    </ValidatedField>
  );

  return (
    <div className="admin-page">
      {/* The console's header (issue 28): the shop's name, back to the storefront, and whose door this is. */}
      <header className="admin-header" data-testid="staff-auth-header">
        <Link to="/" className="admin-brand" data-testid="staff-auth-brand">
          {messages.app.brand}
        </Link>
        <span>{text.consoleTitle}</span>
      </header>
      <main className="auth-page">
        <Card className="auth-card" data-testid={`admin-${mode}-page`}>
          <h1>{register ? text.registerTitle : text.loginTitle}</h1>
          <AlertBox message={error} onDismiss={() => dispatch(staffActions.errorDismissed())} testId={`admin-${mode}-error`} />
          <form onSubmit={submit} noValidate>
            {register && input('name', text.name)}
            {input('email', text.email, 'email')}
            {input('password', text.password, 'password')}
            {register && input('secretCode', text.secretCode, 'password')}
            <Button className="primary-action" type="submit" intent="primary" fill text={register ? text.register : text.login} loading={busy} data-testid={`admin-${mode}-submit`} />
          </form>
          <div className="auth-links">
            {register ? <Link to="/admin/login">{text.toLogin}</Link> : <Link to="/admin/register">{text.toRegister}</Link>}
          </div>
        </Card>
      </main>
    </div>
  );
}
