import { WEB_CATALOGUE } from './catalogue';
import { renderCatalogue } from './entry';

/**
 * The storefront's screen texts in its language, zh-TW: the web catalogue (catalogue.ts) with each entry
 * replaced by its zh-TW column, so a screen reads `messages.area.key` (a phrase with parameters is a
 * function). A key that does not exist fails to compile. Validation messages and text a domain rule
 * produces (stock labels, the '{n}% OFF' badge, add-button states) come from domain/validation/messages.ts.
 */
export const messages = renderCatalogue(WEB_CATALOGUE, 'zh-TW');
