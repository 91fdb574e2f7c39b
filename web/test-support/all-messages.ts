import { WEB_CATALOGUE } from '../src/i18n/catalogue';
import { renderCatalogue } from '../src/i18n/entry';

/** Every context's texts in zh-TW, for a test that reads screens of several contexts (the app reads them per context). */
export const messages = renderCatalogue(WEB_CATALOGUE, 'zh-TW');
