import { auth } from '../../i18n/areas/auth';
import { renderCatalogue } from '../../i18n/entry';

/**
 * The accounts screens' texts: their area of the web catalogue (web/src/i18n/areas/auth.ts), where the screens
 * always read them. Rendered from the area alone, so the console's staff sign-in, which says the same, does not
 * pull in the rest of the accounts' texts (issue 29). The shell reads its part through session-messages.ts.
 */
export const authMessages = renderCatalogue(auth, 'zh-TW');
