import { useEffect } from 'react';
import { messages } from '../i18n/messages';

/** '{page} | 好物選品', or the shop's name alone while the page has no name yet (issue 28: each page its own title). */
export function documentTitle(page: string | null | undefined): string {
  const name = page?.trim();
  return name ? `${name} | ${messages.app.brand}` : messages.app.brand;
}

/**
 * Names the browser tab, the history entry and what a screen reader announces on navigation after the page
 * (the product's name, 購物車, 訂單 ORD-..., the console page). Every page calls it once with its name; a page
 * still loading may pass null and the name once it has it.
 */
export function useDocumentTitle(page: string | null | undefined): void {
  const title = documentTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
