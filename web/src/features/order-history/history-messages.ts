import { messages } from '../../i18n/messages';

/** /order-history's texts: their area of the web catalogue (web/src/i18n/areas/history.ts), where the screens always read them. */
export const historyMessages = messages.history;
