import { useState } from 'react';
import type { FormErrors } from '../../domain';

/**
 * A form of text fields checked by a domain rule on every render: a field's error shows once the field is
 * touched (left, or submitted), as spec 1 §2 asks of the account forms. `input(field)` gives a
 * `ValidatedInput` its value, change, blur and shown error.
 */
export function useValidatedForm<F extends { [K in keyof F]: string }>(initial: F, validate: (form: F) => FormErrors<keyof F & string>) {
  type Field = keyof F & string;
  const [form, setForm] = useState<F>(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const errors = validate(form);
  const touch = (...fields: Field[]) => setTouched((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, true])) }));
  return {
    form,
    errors,
    touch,
    input: (field: Field) => ({
      value: form[field],
      error: touched[field] ? errors[field] : undefined,
      onValueChange: (value: string) => setForm((current) => ({ ...current, [field]: value })),
      onBlur: () => touch(field),
    }),
  };
}
