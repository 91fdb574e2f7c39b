import { history } from '../../i18n/areas/history';
import { renderCatalogue } from '../../i18n/entry';

/**
 * /order-history's texts: their area of the web catalogue (web/src/i18n/areas/history.ts), where the screens
 * always read them. Rendered from the area alone: the checkout says some of them without loading the accounts'.
 */
export const historyMessages = renderCatalogue(history, 'zh-TW');
