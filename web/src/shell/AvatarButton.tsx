import { Button, type ButtonProps } from '@blueprintjs/core';
import { forwardRef } from 'react';
import { authMessages } from '../features/session/session-messages';
import './session-shell.css';

/** The first letter of the name (spec 1 §2), upper-cased for Latin names; '?' for a blank name. */
export function avatarLetter(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase() : '?';
}

/**
 * The avatar's button, the target of the avatar's menu (AvatarMenu.tsx) and, until the menu's chunk has loaded,
 * the same button alone (TopBar.tsx). Blueprint's Popover passes its target props (aria-expanded, onClick, ref).
 */
export const AvatarButton = forwardRef<HTMLButtonElement, ButtonProps & { name: string }>(function AvatarButton({ name, ...props }, ref) {
  return (
    <Button ref={ref} variant="minimal" className="avatar-button" aria-label={authMessages.shell.accountMenu} data-testid="avatar-button" {...props}>
      <span className="avatar-circle" aria-hidden="true">
        {avatarLetter(name)}
      </span>
    </Button>
  );
});
