import { messages } from '../../i18n/messages';

/** The accounts screens' texts: their area of the web catalogue (web/src/i18n/areas/auth.ts), where the screens always read them. */
export const authMessages = messages.auth;
