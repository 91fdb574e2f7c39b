import DOMPurify from 'dompurify';

/** A tag such as <p>, </li> or <br/>: text like '3 < 5' or '<3' is not markup. */
const TAG = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i;

/** Spec 2 §2.2: the description is rendered as markup when it contains markup, otherwise as plain text. */
export function hasMarkup(description: string): boolean {
  return TAG.test(description);
}

/**
 * The description comes from the catalogue (staff input, marketplace imports): scripts, event handlers,
 * javascript: URLs and embedded frames must never reach the page. HTML profile only: no SVG or MathML,
 * which have their own script vectors and no place in a product description.
 */
export function sanitizeDescription(markup: string): string {
  return DOMPurify.sanitize(markup, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

/** Plain text as lines, so line breaks survive without trusting the text as markup. */
export function descriptionLines(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').split('\n');
}

/** The text of markup without its tags (block ends become line breaks): shown before the sanitiser can run. React escapes it. */
export function markupText(markup: string): string {
  return markup
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
