import { Button, Callout } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { authMessages } from './auth-messages';

/** Spec 1 §2/§8: login and register errors show in a dismissible alert. */
export function AlertBox({ message, onDismiss, testId }: { message: string | null; onDismiss: () => void; testId: string }) {
  if (!message) return null;
  return (
    <Callout intent="danger" role="alert" data-testid={testId} className="auth-alert">
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
        <span style={{ flex: 1 }}>{message}</span>
        <Button variant="minimal" size="small" icon={<CrossIcon />} aria-label={authMessages.login.dismiss} onClick={onDismiss} data-testid={`${testId}-dismiss`} />
      </div>
    </Callout>
  );
}
