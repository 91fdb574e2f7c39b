import { ACCOUNTS_CATALOGUE } from './contexts/accounts';
import { CHECKOUT_CATALOGUE } from './contexts/checkout';
import { CONSOLE_CATALOGUE } from './contexts/console';
import { MARKETPLACE_CATALOGUE } from './contexts/marketplace';
import { PRODUCT_CATALOGUE } from './contexts/product';
import { SHELL_CATALOGUE } from './contexts/shell';

/**
 * THE storefront's screen texts (design.md section 4: one message catalogue, with domain/messages for what
 * the server says too): every entry keyed by its path (area, then key), in zh-TW and English, one file per
 * area under areas/. A text the server's catalogue already holds is that entry itself (fromDomain), and a
 * text several screens say is one entry they share, so no text is written twice
 * (web/src/i18n/catalogue.test.ts).
 *
 * Issue 29: the screens read it per context (i18n/contexts/*.ts, each with its chunk of screens; the shell's
 * through i18n/messages.ts), so this whole catalogue is only for the tests. The accounts' `auth` area holds the
 * shell's (the session's texts) entry for entry.
 */
export const WEB_CATALOGUE = {
  ...SHELL_CATALOGUE,
  ...PRODUCT_CATALOGUE,
  ...MARKETPLACE_CATALOGUE,
  ...CHECKOUT_CATALOGUE,
  ...ACCOUNTS_CATALOGUE,
  ...CONSOLE_CATALOGUE,
};
