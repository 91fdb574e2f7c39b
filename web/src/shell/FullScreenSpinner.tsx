import { Spinner } from '@blueprintjs/core';
import { useAppSelector } from '../app/hooks';
import { messages } from '../i18n/messages';

/** The overlay pages switch on through ui.fullScreenSpinner while a blocking action runs. */
export function FullScreenSpinner() {
  const visible = useAppSelector((state) => state.ui.fullScreenSpinner);
  if (!visible) return null;
  return (
    <div className="fullscreen-spinner" role="status" aria-live="polite" data-testid="fullscreen-spinner">
      <Spinner size={48} aria-label={messages.shell.loading} />
    </div>
  );
}
