import { screen, waitFor } from '@testing-library/react';
import { documentTitle } from '../src/app/use-document-title';

/**
 * Issue 28: a page has its own document title ('{page} | 好物選品'), one h1 and one main landmark.
 * Waits for the title, since a page may name itself once its data is in.
 */
export async function expectPageIdentity(page: string, h1?: string | RegExp): Promise<void> {
  await waitFor(() => expect(document.title).toBe(documentTitle(page)));
  const headings = screen.getAllByRole('heading', { level: 1, hidden: true });
  expect(headings).toHaveLength(1);
  if (h1 !== undefined) expect(headings[0]).toHaveTextContent(h1);
  expect(screen.getAllByRole('main')).toHaveLength(1);
}
