import { InputGroup, type InputGroupProps } from '@blueprintjs/core';
import type { FieldError } from '../../domain';
import { PasswordInput } from './PasswordInput';
import { ValidatedField } from './ValidatedField';

type InputProps = Omit<InputGroupProps, 'id' | 'intent' | 'rightElement'>;

export interface ValidatedInputProps extends InputProps {
  id: string;
  label: string;
  /** The domain's error for this field once it is to be shown: the input turns danger and the message shows under it. */
  error?: FieldError;
  /** The show/hide password input of spec 1 §2 instead of a plain one. */
  password?: boolean;
  /** The input's test id; its id unless told. */
  testId?: string;
}

/** One labelled text input of a form, with its field error: how the account, reset and link-order forms lay out each input. */
export function ValidatedInput({ id, label, error, password = false, testId = id, ...input }: ValidatedInputProps) {
  const props = { ...input, id, intent: error ? 'danger' : 'none', 'data-testid': testId } as const;
  return (
    <ValidatedField id={id} label={label} error={error}>
      {password ? <PasswordInput {...props} /> : <InputGroup {...props} />}
    </ValidatedField>
  );
}
