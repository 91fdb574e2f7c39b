import { Button, Classes, Dialog, Drawer, H2, H4, Icon, IconSize, type DialogProps, type DrawerProps } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';
import { useId, type SyntheticEvent } from 'react';
import { messages } from '../i18n/messages';

/**
 * The close button of a dialog's or the drawer's header, labelled in the shop's language: Blueprint's own says
 * "Close" whatever the page's language (issue 28: texts a shopper sees or hears are zh-TW).
 */
function CloseButton({ onClose, size }: { onClose?: (event: SyntheticEvent<HTMLElement>) => void; size: number }) {
  return (
    <Button
      aria-label={messages.common.close}
      title={messages.common.close}
      className={Classes.DIALOG_CLOSE_BUTTON}
      icon={<SmallCrossIcon size={size} />}
      onClick={onClose}
      variant="minimal"
      data-testid="overlay-close"
    />
  );
}

/**
 * Blueprint's Dialog and Drawer behind the shop's header: the chunk ShopDialog.tsx loads when one first opens
 * (issue 29: Overlay2, Portal and react-transition-group are no screen's first load).
 */

/** Blueprint's Dialog with the same header (icon, title, close), its close button labelled 關閉. */
export function ShopDialogFrame({ title, icon, isCloseButtonShown, children, ...props }: DialogProps) {
  const titleId = useId();
  return (
    <Dialog {...props} aria-labelledby={props['aria-labelledby'] ?? (title != null ? titleId : undefined)}>
      {title != null && (
        <div className={Classes.DIALOG_HEADER}>
          {icon != null && <Icon icon={icon} size={IconSize.STANDARD} aria-hidden tabIndex={-1} />}
          <H2 id={titleId}>{title}</H2>
          {isCloseButtonShown !== false && <CloseButton onClose={props.onClose} size={IconSize.STANDARD} />}
        </div>
      )}
      {children}
    </Dialog>
  );
}

/** Blueprint's Drawer with the same header, its close button labelled 關閉. */
export function ShopDrawerFrame({ title, icon, isCloseButtonShown, children, ...props }: DrawerProps) {
  return (
    <Drawer {...props}>
      {title != null && (
        <div className={Classes.DRAWER_HEADER}>
          {icon != null && <Icon icon={icon} size={IconSize.LARGE} />}
          <H4>{title}</H4>
          {isCloseButtonShown !== false && <CloseButton onClose={props.onClose} size={IconSize.LARGE} />}
        </div>
      )}
      {children}
    </Drawer>
  );
}
