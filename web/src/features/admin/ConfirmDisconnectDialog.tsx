import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { ShopDialog } from '../../shell/ShopDialog';
import { DisableIcon } from '@blueprintjs/icons';

export interface ConfirmDisconnectDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** True while the disconnect is on its way: the confirm button spins. */
  confirming: boolean;
  text: { title: string; body: string; cancel: string; confirm: string };
  confirmTestId: string;
}

/** Asks before a shop connection (Shopee, Shopify) is dropped: cancel, or disconnect (danger). */
export function ConfirmDisconnectDialog({ isOpen, onClose, onConfirm, confirming, text, confirmTestId }: ConfirmDisconnectDialogProps) {
  return (
    <ShopDialog isOpen={isOpen} onClose={onClose} title={text.title} icon={<DisableIcon />}>
      <DialogBody>
        <p>{text.body}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={text.cancel} onClick={onClose} />
            <Button intent="danger" text={text.confirm} loading={confirming} onClick={onConfirm} data-testid={confirmTestId} />
          </>
        }
      />
    </ShopDialog>
  );
}
