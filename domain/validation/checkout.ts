import { collectErrors, type FormErrors } from './field-error';
import { validateCheckoutName } from './name';
import { validateCheckoutPhone } from './phone';

/** Contact section of the checkout (spec 2, section 5): name at least 2 after trim, phone digits >= 8. */
export interface CheckoutContactForm {
  name: string;
  phone: string;
}

export function validateCheckoutContact(form: CheckoutContactForm): FormErrors<keyof CheckoutContactForm> {
  return collectErrors({ name: validateCheckoutName(form.name), phone: validateCheckoutPhone(form.phone) });
}
