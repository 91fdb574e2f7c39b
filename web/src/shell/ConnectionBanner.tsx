import { Callout } from '@blueprintjs/core';
import { OfflineIcon } from '@blueprintjs/icons';
import { useAppSelector } from '../app/hooks';
import { authMessages } from '../features/session/session-messages';
import { selectConnectionLost } from '../features/session/session-selectors';

/** Spec 1 §4: after 10 s offline the layout says the network connection is lost, until it returns. */
export function ConnectionBanner() {
  const lost = useAppSelector(selectConnectionLost);
  if (!lost) return null;
  return (
    <Callout intent="warning" icon={<OfflineIcon />} className="connection-banner" role="status" data-testid="connection-lost">
      {authMessages.connectionLost}
    </Callout>
  );
}
