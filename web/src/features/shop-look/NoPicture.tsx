import { MediaIcon } from '@blueprintjs/icons';
import { messages } from '../../i18n/messages';

/**
 * An item without a picture (a Shopify product without images, a marketplace item without one): a neutral grey
 * area with a picture icon and '無圖片' (issue 28), never a broken image or a demo tile.
 */
export function NoPicture({ className }: { className?: string }) {
  return (
    <span className={['no-picture', className].filter(Boolean).join(' ')} role="img" aria-label={messages.common.noPicture} data-testid="no-picture">
      <MediaIcon size={28} />
    </span>
  );
}
