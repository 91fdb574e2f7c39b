/**
 * The checkout form of /checkout (spec 2 §2.3, §2.6, §4 'Checkout' and 'Retry flow').
 *
 *   state.checkout = { name, phone, touched, paymentMethod, confirmOpen, submitting, retryOrder, restoring, redirect }
 *
 * Components dispatch entered (once per address), nameChanged/phoneChanged (+ *Committed on blur),
 * paymentMethodChosen, submitClicked, confirmDialogClosed, confirmed, restoreRequested, redirectDone, and pageRestored
 * (the page came back from the back-forward cache, e.g. Back from the card page).
 * The sagas (checkout-sagas.ts) own the calls, storage and toasts; redirect is how they ask the page to navigate.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_INVOICE_CHOICE, digitsOnly, toInvoiceInput, type InvoiceChoiceKind, type InvoiceInput, type PaymentMethod } from '../../domain';

/** The invoice section as typed (issue 30): the domain's InvoiceInput, its kind one of the five. */
export type InvoiceForm = InvoiceInput & { kind: InvoiceChoiceKind };
export type InvoiceFormField = 'barcode' | 'certificate' | 'loveCode' | 'taxId' | 'title';

/** An order that waits for payment (the retry flow): the 'Order awaiting payment' panel shows it. */
export interface RetryOrder {
  orderId: string;
  status: string | null;
  totalAmount: number | null;
  /** The order's own phone (restore-from-order accepts only it); null when the order was read masked. */
  phone: string | null;
}

export interface CheckoutState {
  name: string;
  phone: string;
  /** A field shows its error once left (or once checkout was attempted). */
  touched: { name: boolean; phone: boolean };
  paymentMethod: PaymentMethod;
  /** Issue 30: the invoice section (the member's last choice, else the member carrier) and where mails go. */
  invoice: InvoiceForm;
  /** The section was filled from the member's last choice. */
  invoiceRemembered: boolean;
  email: string;
  /** The invoice fields and the e-mail show their errors once left (or once checkout was attempted). */
  invoiceTouched: boolean;
  emailTouched: boolean;
  confirmOpen: boolean;
  submitting: boolean;
  retryOrder: RetryOrder | null;
  restoring: boolean;
  redirect: { to: string; replace: boolean } | null;
}

export const initialCheckoutState: CheckoutState = {
  name: '',
  phone: '',
  touched: { name: false, phone: false },
  paymentMethod: 'store_cod',
  invoice: toInvoiceInput(DEFAULT_INVOICE_CHOICE),
  invoiceRemembered: false,
  email: '',
  invoiceTouched: false,
  emailTouched: false,
  confirmOpen: false,
  submitting: false,
  retryOrder: null,
  restoring: false,
  redirect: null,
};

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /** The page shows an address (search + router state); key tells a new visit from a re-render. */
    entered(_state, _action: PayloadAction<{ search: string; key: string; retryPayment?: boolean; orderId?: string | null }>) {},
    contactRestored(state, action: PayloadAction<{ name?: string | null; phone?: string | null; paymentMethod?: PaymentMethod | null; invoice?: InvoiceForm; invoiceRemembered?: boolean; email?: string }>) {
      const { name, phone, paymentMethod, invoice, invoiceRemembered, email } = action.payload;
      if (name) state.name = name;
      if (phone) state.phone = digitsOnly(phone);
      if (paymentMethod) state.paymentMethod = paymentMethod;
      // Issue 30: the invoice section as this tab left it (before the store map or the payment page).
      if (invoice) {
        state.invoice = { ...invoice };
        state.invoiceRemembered = invoiceRemembered === true;
      }
      if (email) state.email = email;
    },
    /** A kind keeps what was typed in the other kinds' fields (switching back finds them), only its own are read. */
    invoiceKindChosen(state, action: PayloadAction<InvoiceChoiceKind>) {
      state.invoice.kind = action.payload;
      state.invoiceTouched = false;
    },
    /** Codes are upper-cased as typed (the rules read them as sent); a title stays as typed. */
    invoiceFieldChanged(state, action: PayloadAction<{ field: InvoiceFormField; value: string }>) {
      const { field, value } = action.payload;
      state.invoice[field] = field === 'title' ? value : value.toUpperCase();
    },
    invoiceCommitted(state) {
      state.invoiceTouched = true;
    },
    /** The member's last choice (GET /api/customers/invoice-choice), unless the shopper already chose here. */
    invoiceRestored(state, action: PayloadAction<InvoiceForm>) {
      state.invoice = { ...action.payload };
      state.invoiceRemembered = true;
    },
    emailChanged(state, action: PayloadAction<string>) {
      state.email = action.payload;
    },
    emailCommitted(state) {
      state.emailTouched = true;
    },
    /** A member's account address fills an empty e-mail field. */
    emailPrefilled(state, action: PayloadAction<string>) {
      if (state.email.trim() === '') state.email = action.payload;
    },
    nameChanged(state, action: PayloadAction<string>) {
      state.name = action.payload;
    },
    /** Digits only as the shopper types (domain/validation/phone.ts reads the value strictly). */
    phoneChanged(state, action: PayloadAction<string>) {
      state.phone = digitsOnly(action.payload);
    },
    nameCommitted(state) {
      state.touched.name = true;
    },
    phoneCommitted(state) {
      state.touched.phone = true;
    },
    paymentMethodChosen(state, action: PayloadAction<PaymentMethod>) {
      state.paymentMethod = action.payload;
    },
    submitClicked(state) {
      state.touched = { name: true, phone: true };
      state.invoiceTouched = true;
      state.emailTouched = true;
    },
    confirmDialogOpened(state) {
      state.confirmOpen = true;
    },
    confirmDialogClosed(state) {
      state.confirmOpen = false;
    },
    confirmed() {},
    submittingSet(state, action: PayloadAction<boolean>) {
      state.submitting = action.payload;
      if (action.payload) state.confirmOpen = false;
    },
    retryOrderLoaded(state, action: PayloadAction<RetryOrder>) {
      state.retryOrder = action.payload;
    },
    restoreRequested() {},
    pageRestored() {},
    restoringSet(state, action: PayloadAction<boolean>) {
      state.restoring = action.payload;
    },
    redirectRequested(state, action: PayloadAction<{ to: string; replace?: boolean }>) {
      state.redirect = { to: action.payload.to, replace: action.payload.replace ?? false };
    },
    redirectDone(state) {
      state.redirect = null;
    },
  },
});

export const checkoutActions = checkoutSlice.actions;
export const checkoutReducer = checkoutSlice.reducer;
