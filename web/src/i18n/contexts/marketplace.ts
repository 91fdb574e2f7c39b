import { renderCatalogue } from '../entry';
import { messages as shellMessages } from '../messages';
import { marketplace, marketplaceProduct } from '../areas/marketplace';

/** The marketplace's list and product page. */
export const MARKETPLACE_CATALOGUE = { marketplace, marketplaceProduct };

/** The shell's texts and the marketplace's, in zh-TW (as i18n/messages.ts). */
export const messages = { ...shellMessages, ...renderCatalogue(MARKETPLACE_CATALOGUE, 'zh-TW') };
