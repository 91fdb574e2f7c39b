/**
 * Leaving the site by a form POST (spec 2 §4, §7): the provider's payment page and the store map both take a
 * server-prepared form, sent by the browser as a top-level POST. One builder serves both.
 */
export type FormFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** A hidden <form method="POST" action=...> with one hidden input per field (null/undefined sent as ''). */
export function buildHiddenPostForm(action: string, fields: FormFields = {}, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value === null || value === undefined ? '' : String(value);
    form.appendChild(input);
  }
  return form;
}

/** Builds the form, appends it to document.body and submits it: the page then leaves for `action`. */
export function submitHiddenPostForm(action: string, fields: FormFields = {}): HTMLFormElement {
  if (!action) throw new Error('missing form action');
  const form = buildHiddenPostForm(action, fields);
  document.body.appendChild(form);
  form.submit();
  return form;
}

/** Redirects to the payment provider: POST of formData to paymentUrl (the answer of prepare-payment). */
export function submitPaymentForm(paymentUrl: string, formData: FormFields = {}): HTMLFormElement {
  return submitHiddenPostForm(paymentUrl, formData);
}
