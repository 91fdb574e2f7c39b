import { messages } from '../../i18n/contexts/checkout';

/** The order confirmation screen's texts: their area of the web catalogue (web/src/i18n/areas/order.ts), where the screens always read them. */
export const orderMessages = messages.order;
