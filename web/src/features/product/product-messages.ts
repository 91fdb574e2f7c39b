import { messages } from '../../i18n/contexts/product';

/** The outlet product page's texts: their area of the web catalogue (web/src/i18n/areas/product.ts), where the screens always read them. */
export const productMessages = messages.product;
