import { validateEmail } from './email';
import { collectErrors, type FormErrors } from './field-error';
import { validateRegisterName } from './name';
import { validateTaiwanPhone } from './phone';

/**
 * Edit-profile dialog (spec 1, sections 2 and 3). The spec gives no rules for it; the member edits the same
 * facts they registered with, so the register rules apply (ours).
 */
export interface ProfileForm {
  name: string;
  email: string;
  phone: string;
}

export function validateProfileForm(form: ProfileForm): FormErrors<keyof ProfileForm> {
  return collectErrors({
    name: validateRegisterName(form.name),
    email: validateEmail(form.email),
    phone: validateTaiwanPhone(form.phone),
  });
}
