import { renderCatalogue } from '../entry';
import { messages as shellMessages } from '../messages';
import { auth } from '../areas/auth';
import { history } from '../areas/history';
import { profile } from '../areas/profile';

/** Accounts: sign-in, registration, the password reset (over the shell's session texts), profile, order history. */
export const ACCOUNTS_CATALOGUE = { auth, history, profile };

/** The shell's texts and the accounts', in zh-TW (as i18n/messages.ts). */
export const messages = { ...shellMessages, ...renderCatalogue(ACCOUNTS_CATALOGUE, 'zh-TW') };
