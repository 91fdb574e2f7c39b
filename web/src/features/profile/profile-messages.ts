import { messages } from '../../i18n/contexts/accounts';

/** /profile's texts: their area of the web catalogue (web/src/i18n/areas/profile.ts), where the screens always read them. */
export const profileMessages = messages.profile;
