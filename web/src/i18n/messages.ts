import { SHELL_CATALOGUE } from './contexts/shell';
import { renderCatalogue } from './entry';

/**
 * The shell's screen texts in the storefront's language, zh-TW: the shell's part of the web catalogue
 * (contexts/shell.ts) with each entry replaced by its zh-TW column, so a screen reads `messages.area.key` (a
 * phrase with parameters is a function). A key that does not exist fails to compile. A lazily loaded context's
 * screens read its own module instead (contexts/<context>.ts: these texts and the context's), loaded with them
 * (issue 29). Validation messages and text a domain rule produces (stock labels, the '{n}% OFF' badge,
 * add-button states) come from domain/validation/messages.ts.
 */
export const messages = renderCatalogue(SHELL_CATALOGUE, 'zh-TW');
