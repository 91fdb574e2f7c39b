import { Button, Callout, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { ShopDialog } from '../../shell/ShopDialog';
import { LinkIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LINK_ORDER_SOURCES, validateLinkOrderForm, type LinkOrderForm } from '../../domain';
import { ValidatedInput } from '../auth/ValidatedInput';
import { selectCustomer } from '../session/session-selectors';
import { historyMessages } from './history-messages';
import { orderHistoryActions } from './history-slice';

function LinkOrderFormBody({ initialPhone }: { initialPhone: string }) {
  const dispatch = useAppDispatch();
  const { submitting, result } = useAppSelector((state) => state.orderHistory.link);
  const [form, setForm] = useState<LinkOrderForm>({ orderSource: 'outlet', orderId: '', phoneNumber: initialPhone });
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validateLinkOrderForm(form) : {};
  const close = () => dispatch(orderHistoryActions.linkDialogClosed());
  const succeeded = result?.ok === true;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setAttempted(true);
    if (Object.keys(validateLinkOrderForm(form)).length > 0) return;
    dispatch(orderHistoryActions.linkSubmitted(form));
  };
  const set = (field: keyof LinkOrderForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  return (
    <form noValidate onSubmit={submit} data-testid="link-order-dialog">
      <DialogBody>
        <p>{historyMessages.linkIntro}</p>
        <FormGroup label={historyMessages.linkSource} labelFor="link-order-source">
          <HTMLSelect
            id="link-order-source"
            fill
            value={form.orderSource}
            onChange={(event) => set('orderSource')(event.currentTarget.value)}
            data-testid="link-order-source"
            options={LINK_ORDER_SOURCES.map((source) => ({ value: source, label: historyMessages.linkSources[source] }))}
          />
        </FormGroup>
        <ValidatedInput id="link-order-id" label={historyMessages.linkOrderId} error={errors.orderId} placeholder={historyMessages.linkOrderIdPlaceholder} value={form.orderId} onValueChange={set('orderId')} />
        <ValidatedInput
          id="link-order-phone"
          label={historyMessages.linkPhone}
          error={errors.phoneNumber}
          type="tel"
          inputMode="numeric"
          placeholder={historyMessages.linkPhonePlaceholder}
          value={form.phoneNumber}
          onValueChange={set('phoneNumber')}
        />
        {result && (
          <Callout intent={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'} data-testid="link-order-message" data-ok={result.ok}>
            {result.message}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={historyMessages.linkCancel} onClick={close} />
            <Button type="submit" intent="primary" icon={<LinkIcon />} text={historyMessages.linkSubmit} loading={submitting} disabled={succeeded} data-testid="link-order-submit" />
          </>
        }
      />
    </form>
  );
}

/** The link-order dialog (spec 1 §2, §5): source, order number, phone (prefilled from the account). */
export function LinkOrderDialog() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.orderHistory.link.open);
  const customer = useAppSelector(selectCustomer);
  return (
    <ShopDialog isOpen={open} onClose={() => dispatch(orderHistoryActions.linkDialogClosed())} title={historyMessages.linkTitle} icon={<LinkIcon />}>
      {open && <LinkOrderFormBody initialPhone={customer?.phone ?? ''} />}
    </ShopDialog>
  );
}
