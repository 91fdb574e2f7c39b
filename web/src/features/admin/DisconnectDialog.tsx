import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { DisableIcon } from '@blueprintjs/icons';

export interface DisconnectDialogProps {
  isOpen: boolean;
  disconnecting: boolean;
  text: { title: string; body: string; cancel: string; confirm: string };
  /** The confirm button's test id (shopee-disconnect-confirm, shopify-disconnect-confirm). */
  confirmTestId: string;
  onClose: () => void;
  onConfirm: () => void;
}

/** The confirmation before a provider connection is dropped (the Shopee and Shopify cards). */
export function DisconnectDialog({ isOpen, disconnecting, text, confirmTestId, onClose, onConfirm }: DisconnectDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={text.title} icon={<DisableIcon />}>
      <DialogBody>
        <p>{text.body}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={text.cancel} onClick={onClose} />
            <Button intent="danger" text={text.confirm} loading={disconnecting} onClick={onConfirm} data-testid={confirmTestId} />
          </>
        }
      />
    </Dialog>
  );
}
