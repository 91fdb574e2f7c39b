import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { EditIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isValidForm, validateProfileForm, type ProfileForm } from '../../domain';
import { selectCustomer } from '../session/session-selectors';
import { profileMessages } from './profile-messages';
import { profileActions } from './profile-slice';

function EditProfileForm({ initial }: { initial: ProfileForm }) {
  const dispatch = useAppDispatch();
  const { submitting, error } = useAppSelector((state) => state.profile.edit);
  const [form, setForm] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validateProfileForm(form) : {};
  const set = (field: keyof ProfileForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (isValidForm(validateProfileForm(form))) dispatch(profileActions.profileSubmitted(form));
  };
  const field = (name: keyof ProfileForm, label: string, type: string, autoComplete: string) => (
    <FormGroup label={label} labelFor={`profile-edit-${name}`} intent={errors[name] ? 'danger' : 'none'} helperText={errors[name]?.message}>
      <InputGroup
        id={`profile-edit-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={form[name]}
        intent={errors[name] ? 'danger' : 'none'}
        onValueChange={set(name)}
        data-testid={`profile-edit-${name}`}
      />
    </FormGroup>
  );
  return (
    <form noValidate onSubmit={submit} data-testid="profile-edit-dialog">
      <DialogBody>
        {field('name', profileMessages.name, 'text', 'name')}
        {field('email', profileMessages.email, 'email', 'email')}
        {field('phone', profileMessages.phone, 'tel', 'tel')}
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

/** Edit profile (spec 1 §2): name, email, phone; the register rules (domain validateProfileForm). */
export function EditProfileDialog() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.profile.edit.open);
  const customer = useAppSelector(selectCustomer);
  return (
    <Dialog isOpen={open} onClose={() => dispatch(profileActions.editClosed())} title={profileMessages.editTitle} icon={<EditIcon />}>
      {open && <EditProfileForm initial={{ name: customer?.name ?? '', email: customer?.email ?? '', phone: customer?.phone ?? '' }} />}
    </Dialog>
  );
}
