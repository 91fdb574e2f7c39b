import { Button, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { ShopDialog } from '../../shell/ShopDialog';
import { MobilePhoneIcon } from '@blueprintjs/icons';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppSelector } from '../../app/hooks';
import { digitsOnly, type FieldError } from '../../domain';
import { selectShopperPhone } from './cart-selectors';

export interface PhoneCheck {
  valid: boolean;
  /** Shown only once something invalid has been typed. */
  error?: FieldError;
}

export interface ShopperPhoneDialogProps {
  isOpen: boolean;
  /** The page's phone rule (the outlet's reserve rule, the marketplace prompt's rule). */
  check(phone: string): PhoneCheck;
  onClose(): void;
  onConfirm(phone: string): void;
  text: { title: string; prompt: string; label: string; placeholder: string; cancel: string; confirm: string };
  inputId: string;
  maxLength?: number;
}

/**
 * The phone that owns the shared cart, asked before a product page adds without one (the outlet's 'Reserve your
 * item', spec 2 §2.2; the marketplace prompt, spec 1 §5). Each opening starts from the saved phone (it may only need
 * fixing), else empty; digits only as the shopper types; confirm stays disabled until the page's rule accepts it.
 * Test hooks: phone-dialog, phone-dialog-input, phone-dialog-confirm.
 */
export function ShopperPhoneDialog({ isOpen, check, onClose, onConfirm, text, inputId, maxLength }: ShopperPhoneDialogProps) {
  const savedPhone = useAppSelector(selectShopperPhone);
  const [phone, setPhone] = useState('');

  useEffect(() => {
    if (isOpen) setPhone(savedPhone ?? '');
  }, [isOpen, savedPhone]);

  const result = check(phone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (result.valid) onConfirm(phone);
  };

  return (
    <ShopDialog isOpen={isOpen} onClose={onClose} title={text.title} icon={<MobilePhoneIcon />} className="phone-dialog">
      <form onSubmit={submit} data-testid="phone-dialog" noValidate>
        <DialogBody>
          <p className="phone-dialog-prompt">{text.prompt}</p>
          <FormGroup label={text.label} labelFor={inputId} intent={result.error ? 'danger' : 'none'} helperText={result.error?.message}>
            <InputGroup
              id={inputId}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              autoFocus
              size="large"
              maxLength={maxLength}
              placeholder={text.placeholder}
              intent={result.error ? 'danger' : 'none'}
              value={phone}
              // Digits only as the shopper types, which is what the rules expect (domain/validation/phone.ts).
              onValueChange={(value) => setPhone(digitsOnly(value))}
              data-testid="phone-dialog-input"
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={text.cancel} onClick={onClose} />
              <Button type="submit" intent="primary" text={text.confirm} disabled={!result.valid} data-testid="phone-dialog-confirm" />
            </>
          }
        />
      </form>
    </ShopDialog>
  );
}
