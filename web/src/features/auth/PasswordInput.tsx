import { Button, InputGroup, type InputGroupProps } from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { authMessages } from './auth-messages';

/** A password field with the show/hide toggle of spec 1 §2 /login. */
export function PasswordInput(props: Omit<InputGroupProps, 'type' | 'rightElement'> & { 'data-testid'?: string }) {
  const [visible, setVisible] = useState(false);
  const label = visible ? authMessages.login.hidePassword : authMessages.login.showPassword;
  return (
    <InputGroup
      {...props}
      type={visible ? 'text' : 'password'}
      rightElement={
        <Button
          variant="minimal"
          icon={visible ? <EyeOffIcon /> : <EyeOpenIcon />}
          aria-label={label}
          title={label}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
          data-testid={props['data-testid'] ? `${props['data-testid']}-toggle` : undefined}
        />
      }
    />
  );
}
