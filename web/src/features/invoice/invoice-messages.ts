import { invoice } from '../../i18n/areas/invoice';
import { renderCatalogue } from '../../i18n/entry';

/**
 * The invoice's texts (web/src/i18n/areas/invoice.ts), rendered from the area alone: the checkout, the order pages,
 * the history and the console say them without loading each other's catalogues.
 */
export const invoiceMessages = renderCatalogue(invoice, 'zh-TW');
