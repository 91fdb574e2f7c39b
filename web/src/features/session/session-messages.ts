import { messages } from '../../i18n/messages';

/**
 * The session's texts and the signed-in shell items (web/src/i18n/areas/auth-session.ts), in the entry chunk:
 * the shell's part of the accounts' `authMessages` (features/auth/auth-messages.ts), key for key (issue 29).
 */
export const authMessages = messages.auth;
