import { Callout, H2 } from '@blueprintjs/core';
import { InfoSignIcon } from '@blueprintjs/icons';
import { messages } from '../../i18n/messages';
import { useShopSettings } from '../shop-settings/use-shop-settings';

/**
 * Spec 2 §1: the service is in development; contact the chat account; clearance terms. Issue 28: it comes from the
 * server's configuration (GET /api/shop-settings): on in the demo with the spec's words; a live shop turns it off
 * (nothing shows) or writes its own text, which replaces the 'in development' title and words and keeps the terms.
 */
export function OutletBanner() {
  const settings = useShopSettings();
  const banner = settings?.banner;
  if (!banner) return null;
  const own = banner.text?.trim();
  return (
    <Callout
      className="outlet-banner"
      intent={own ? 'primary' : 'warning'}
      icon={<InfoSignIcon />}
      data-testid="outlet-banner"
    >
      {/* Callout's own title is an H5, a skip from the page's h1 (axe heading-order): an h2 in its place, at its size. */}
      {!own && <H2 className="callout-title">{messages.outlet.bannerTitle}</H2>}
      <p>{own || messages.outlet.bannerBody}</p>
      {banner.chatAccount && <p data-testid="outlet-banner-chat">{messages.outlet.bannerChat(banner.chatAccount)}</p>}
      <p>{messages.outlet.bannerNotice}</p>
    </Callout>
  );
}
