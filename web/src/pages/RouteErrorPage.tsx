import { Button, NonIdealState } from '@blueprintjs/core';
import { WarningSignIcon } from '@blueprintjs/icons';
import { useRouteError } from 'react-router-dom';
import { messages } from '../i18n/messages';

/** A route that failed to render, most often a lazy screen's chunk that did not load (design.md section 4). */
export function RouteErrorPage() {
  const error = useRouteError();
  // Logged, not shown: the shopper gets a plain message and a way out.
  console.error(error);
  return (
    <div className="route-error" role="alert">
      <NonIdealState
        icon={<WarningSignIcon size={48} />}
        title={messages.app.chunkLoadError}
        action={<Button intent="primary" text={messages.app.reload} onClick={() => window.location.reload()} />}
      />
    </div>
  );
}
