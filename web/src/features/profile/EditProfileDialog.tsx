import { Button, Callout, Classes, DialogBody, DialogFooter } from '@blueprintjs/core';
import { ShopDialog } from '../../shell/ShopDialog';
import { EditIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fieldError, isValidForm, validateProfileForm, type FieldError, type ProfileForm } from '../../domain';
import { PasswordInput } from '../auth/PasswordInput';
import { ValidatedField } from '../auth/ValidatedField';
import { ValidatedInput } from '../auth/ValidatedInput';
import { selectCustomer } from '../session/session-selectors';
import { emailDiffers } from './profile-slice';
import { profileMessages } from './profile-messages';
import { profileActions } from './profile-slice';

function EditProfileForm({ initial }: { initial: ProfileForm }) {
  const dispatch = useAppDispatch();
  const { submitting, error, currentPasswordError, passwordDemanded } = useAppSelector((state) => state.profile.edit);
  const [form, setForm] = useState(initial);
  const [currentPassword, setCurrentPassword] = useState('');
  /** The password the server last judged: its verdict shows until the field is edited. */
  const [judgedPassword, setJudgedPassword] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validateProfileForm(form) : {};
  // Issue 9: a new e-mail needs the current password (so does any save once the server asked for it).
  const needsPassword = passwordDemanded || emailDiffers(form.email, initial.email);
  const missingPassword = (): FieldError | undefined => (needsPassword && currentPassword === '' ? fieldError('CURRENT_PASSWORD_REQUIRED') : undefined);
  const passwordError = (attempted ? missingPassword() : undefined) ?? (currentPasswordError && judgedPassword === currentPassword ? currentPasswordError : undefined);
  const set = (field: keyof ProfileForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!isValidForm(validateProfileForm(form)) || missingPassword()) return;
    setJudgedPassword(currentPassword);
    dispatch(profileActions.profileSubmitted(needsPassword ? { ...form, currentPassword } : form));
  };
  const field = (name: keyof ProfileForm, label: string, type: string, autoComplete: string) => (
    <ValidatedInput id={`profile-edit-${name}`} label={label} error={errors[name]} type={type} autoComplete={autoComplete} value={form[name]} onValueChange={set(name)} />
  );
  return (
    <form noValidate onSubmit={submit} data-testid="profile-edit-dialog">
      <DialogBody>
        {field('name', profileMessages.name, 'text', 'name')}
        {field('email', profileMessages.email, 'email', 'email')}
        {field('phone', profileMessages.phone, 'tel', 'tel')}
        {needsPassword && (
          <ValidatedField id="profile-edit-currentPassword" label={profileMessages.currentPassword} error={passwordError}>
            <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{profileMessages.emailChangeNeedsPassword}</p>
            <PasswordInput
              id="profile-edit-currentPassword"
              autoComplete="current-password"
              value={currentPassword}
              intent={passwordError ? 'danger' : 'none'}
              onValueChange={setCurrentPassword}
              data-testid="profile-edit-currentPassword"
            />
          </ValidatedField>
        )}
        {error && (
          <Callout intent="danger" role="alert" data-testid="profile-edit-error">
            {error}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={profileMessages.cancel} onClick={() => dispatch(profileActions.editClosed())} />
            <Button type="submit" intent="primary" text={profileMessages.save} loading={submitting} data-testid="profile-edit-save" />
          </>
        }
      />
    </form>
  );
}

/**
 * Edit profile (spec 1 §2): name, email, phone; the register rules (domain validateProfileForm). Changing the
 * e-mail also asks for the current password (issue 9), and only then is it sent.
 */
export function EditProfileDialog() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.profile.edit.open);
  const customer = useAppSelector(selectCustomer);
  return (
    <ShopDialog isOpen={open} onClose={() => dispatch(profileActions.editClosed())} title={profileMessages.editTitle} icon={<EditIcon />}>
      {open && <EditProfileForm initial={{ name: customer?.name ?? '', email: customer?.email ?? '', phone: customer?.phone ?? '' }} />}
    </ShopDialog>
  );
}
