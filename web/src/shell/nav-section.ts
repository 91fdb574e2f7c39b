/**
 * Which catalogue a path belongs to, for the top tabs and the drawer (spec 1 §2: 'highlighted by current path'):
 * the outlet home and its product pages, or the marketplace list and its product pages.
 */
export type NavSection = 'outlet' | 'marketplace' | null;

export function navSection(pathname: string): NavSection {
  if (pathname === '/' || pathname.startsWith('/product/')) return 'outlet';
  if (pathname === '/shopee-products' || pathname.startsWith('/shopee-product/') || pathname === '/shopee-product') return 'marketplace';
  return null;
}

/** The section a navigation link stands for. */
export const sectionOfLink: Readonly<Record<string, NavSection>> = { '/': 'outlet', '/shopee-products': 'marketplace' };
