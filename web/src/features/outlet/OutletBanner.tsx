import { Callout } from '@blueprintjs/core';
import { InfoSignIcon } from '@blueprintjs/icons';
import { messages } from '../../i18n/messages';

/** Spec 2 §1: the service is in development; contact LINE; clearance terms. */
export function OutletBanner() {
  return (
    <Callout className="outlet-banner" intent="warning" icon={<InfoSignIcon />} title={messages.outlet.bannerTitle} data-testid="outlet-banner">
      <p>{messages.outlet.bannerBody}</p>
      <p>{messages.outlet.bannerNotice}</p>
    </Callout>
  );
}
