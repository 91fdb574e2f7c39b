import { FormGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { FieldError } from '../../domain';

/**
 * One labelled form field showing the domain's field error under it (danger intent) once it is shown;
 * the auth and staff forms all lay their fields out this way.
 */
export function ValidatedField({ id, label, error, children }: { id: string; label: string; error?: FieldError; children: ReactNode }) {
  return (
    <FormGroup label={label} labelFor={id} intent={error ? 'danger' : 'none'} helperText={error?.message}>
      {children}
    </FormGroup>
  );
}
