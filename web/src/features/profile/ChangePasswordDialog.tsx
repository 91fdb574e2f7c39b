import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { ShopDialog } from '../../shell/ShopDialog';
import { KeyIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isValidForm, validateChangePassword, type ChangePasswordForm } from '../../domain';
import { ValidatedInput } from '../auth/ValidatedInput';
import { profileMessages } from './profile-messages';
import { profileActions } from './profile-slice';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ChangePasswordBody() {
  const dispatch = useAppDispatch();
  const { submitting, error } = useAppSelector((state) => state.profile.password);
  const [form, setForm] = useState(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validateChangePassword(form) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (isValidForm(validateChangePassword(form))) dispatch(profileActions.passwordSubmitted(form));
  };
  const field = (name: keyof ChangePasswordForm, label: string, autoComplete: string) => (
    <ValidatedInput id={`profile-${name}`} label={label} error={errors[name]} type="password" autoComplete={autoComplete} value={form[name]} onValueChange={(value) => setForm((current) => ({ ...current, [name]: value }))} />
  );
  return (
    <form noValidate onSubmit={submit} data-testid="profile-password-dialog">
      <DialogBody>
        {field('currentPassword', profileMessages.currentPassword, 'current-password')}
        {field('newPassword', profileMessages.newPassword, 'new-password')}
        {field('confirmPassword', profileMessages.confirmPassword, 'new-password')}
        {error && (
          <Callout intent="danger" role="alert" data-testid="profile-password-error">
            {error}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={profileMessages.cancel} onClick={() => dispatch(profileActions.passwordClosed())} />
            <Button type="submit" intent="primary" text={profileMessages.save} loading={submitting} data-testid="profile-password-save" />
          </>
        }
      />
    </form>
  );
}

/** Change password (spec 1 §2, §5): current, new, confirm; 'new password inconsistent' is the domain's rule. */
export function ChangePasswordDialog() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.profile.password.open);
  return (
    <ShopDialog isOpen={open} onClose={() => dispatch(profileActions.passwordClosed())} title={profileMessages.passwordTitle} icon={<KeyIcon />}>
      {open && <ChangePasswordBody />}
    </ShopDialog>
  );
}
