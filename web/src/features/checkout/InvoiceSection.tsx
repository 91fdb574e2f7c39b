import { Callout, Card, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { INVOICE_CHOICE_KINDS, isInvoiceChoiceKind, type InvoiceChoiceKind } from '../../domain';
import { invoiceMessages as t } from '../invoice/invoice-messages';
import '../invoice/invoice.css';
import { selectEmailError, selectInvoiceErrors } from './checkout-selectors';
import { checkoutActions, type InvoiceFormField } from './checkout-slice';

/** The fields each kind asks for (the member carrier asks for none: the phone, always given, files it). */
const FIELDS: Record<InvoiceChoiceKind, readonly InvoiceFormField[]> = {
  'member-carrier': [],
  'mobile-barcode': ['barcode'],
  certificate: ['certificate'],
  donation: ['loveCode'],
  company: ['taxId', 'title'],
};

const LABELS: Record<InvoiceFormField, { label: string; placeholder: string; numeric?: boolean }> = {
  barcode: { label: t.barcodeLabel, placeholder: t.barcodePlaceholder },
  certificate: { label: t.certificateLabel, placeholder: t.certificatePlaceholder },
  loveCode: { label: t.loveCodeLabel, placeholder: t.loveCodePlaceholder, numeric: true },
  taxId: { label: t.taxIdLabel, placeholder: t.taxIdPlaceholder, numeric: true },
  title: { label: t.titleLabel, placeholder: t.titlePlaceholder },
};

/**
 * The invoice section and the e-mail of checkout (issue 30). The errors are the domain's rules, the server's own
 * (readInvoiceInput), shown once a field is left or checkout is tried; a member starts from their last choice.
 */
export function InvoiceSection() {
  const dispatch = useAppDispatch();
  const { invoice, invoiceTouched, invoiceRemembered, email, emailTouched } = useAppSelector((state) => state.checkout);
  const errors = useAppSelector(selectInvoiceErrors);
  const emailError = useAppSelector(selectEmailError);
  const shownEmailError = emailTouched ? emailError : undefined;
  return (
    <Card className="checkout-section invoice-section" data-testid="checkout-invoice">
      <h2>{t.sectionTitle}</h2>
      {invoiceRemembered && <Callout intent="primary" compact data-testid="invoice-remembered">{t.rememberedHint}</Callout>}
      <RadioGroup
        label={t.kindLabel}
        name="invoice-kind"
        selectedValue={invoice.kind}
        onChange={(event) => {
          const { value } = event.currentTarget;
          if (isInvoiceChoiceKind(value)) dispatch(checkoutActions.invoiceKindChosen(value));
        }}
      >
        {INVOICE_CHOICE_KINDS.map((kind) => <Radio key={kind} value={kind} label={t.kinds[kind]} data-testid={`invoice-kind-${kind}`} />)}
      </RadioGroup>
      {invoice.kind === 'member-carrier' && <p className="invoice-hint">{t.memberCarrierHint}</p>}
      {FIELDS[invoice.kind].map((field) => {
        const error = invoiceTouched ? errors[field] : undefined;
        const { label, placeholder, numeric } = LABELS[field];
        return (
          <FormGroup key={field} label={label} labelFor={`invoice-${field}`} intent={error ? 'danger' : 'none'} helperText={error?.message}>
            <InputGroup
              id={`invoice-${field}`}
              placeholder={placeholder}
              inputMode={numeric ? 'numeric' : undefined}
              intent={error ? 'danger' : 'none'}
              value={invoice[field] ?? ''}
              onValueChange={(value) => dispatch(checkoutActions.invoiceFieldChanged({ field, value }))}
              onBlur={() => dispatch(checkoutActions.invoiceCommitted())}
              data-testid={`invoice-${field}`}
            />
          </FormGroup>
        );
      })}
      <FormGroup label={t.emailLabel} labelFor="checkout-email" intent={shownEmailError ? 'danger' : 'none'} helperText={shownEmailError?.message ?? t.emailHelper}>
        <InputGroup
          id="checkout-email"
          type="email"
          autoComplete="email"
          placeholder={t.emailPlaceholder}
          intent={shownEmailError ? 'danger' : 'none'}
          value={email}
          onValueChange={(value) => dispatch(checkoutActions.emailChanged(value))}
          onBlur={() => dispatch(checkoutActions.emailCommitted())}
          data-testid="checkout-email"
        />
      </FormGroup>
    </Card>
  );
}
