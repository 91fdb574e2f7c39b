import { Button, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import { LockIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { orderConfirmationActions } from './order-confirmation-slice';
import { orderMessages } from './order-messages';
import { selectOrderConfirmation } from './order-selectors';

/**
 * Issue 22: this browser holds no token of the order and is not its signed-in owner, so the server sent a
 * stranger's view (status only: no store, pickup code or items). The buyer proves the order with its phone;
 * the server's answer (a wrong phone, too many tries) shows under the field.
 */
export function OrderProofCard() {
  const dispatch = useAppDispatch();
  const { proof } = useAppSelector(selectOrderConfirmation);
  const [phone, setPhone] = useState('');
  const proving = proof.status === 'proving';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phone.trim() !== '' && !proving) dispatch(orderConfirmationActions.proofRequested({ phone }));
  };
  return (
    <Card className="order-card" data-testid="order-proof">
      <h2 className="order-card-title">{orderMessages.proofTitle}</h2>
      <p className="order-muted">{orderMessages.proofBody}</p>
      <form onSubmit={submit}>
        <FormGroup
          label={orderMessages.proofPhone} labelFor="order-proof-phone"
          intent={proof.status === 'failed' ? 'danger' : 'none'} helperText={proof.status === 'failed' ? proof.message : undefined}
        >
          <InputGroup
            id="order-proof-phone" data-testid="order-proof-phone" type="tel" inputMode="numeric" autoComplete="tel" maxLength={20}
            value={phone} onValueChange={setPhone} intent={proof.status === 'failed' ? 'danger' : 'none'}
          />
        </FormGroup>
        <Button type="submit" intent="primary" icon={<LockIcon />} text={orderMessages.proofSubmit} loading={proving} data-testid="order-proof-submit" />
      </form>
    </Card>
  );
}
