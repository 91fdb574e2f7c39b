import { renderCatalogue } from '../entry';
import { messages as shellMessages } from '../messages';
import { product } from '../areas/product';

/** Catalogue and product: the outlet product page's texts. */
export const PRODUCT_CATALOGUE = { product };

/** The shell's texts and the product page's, in zh-TW (as i18n/messages.ts). */
export const messages = { ...shellMessages, ...renderCatalogue(PRODUCT_CATALOGUE, 'zh-TW') };
