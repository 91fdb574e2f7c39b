/**
 * The id of a painted page's `<script type="application/json">` holding its answers (issue 29, pages.ts). A file
 * of its own so the storefront's entry chunk can name it without loading the codecs of pages.ts.
 */
export const PAGE_STATE_SCRIPT_ID = 'page-state';
