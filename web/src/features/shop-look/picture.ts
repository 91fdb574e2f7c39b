import type { ImgHTMLAttributes } from 'react';

/**
 * How the shop's pictures load (issue 29, "Weight"). Every picture the shop has is an SVG of 400 x 400 (the
 * demo pictures in server/static/images, the marketplace's gallery): one size of a vector picture, so there is
 * no srcset to offer; width and height give the browser its square shape before it arrives (no layout shift,
 * beside the boxes' own aspect-ratio), and decoding is asynchronous so a picture never holds up a paint.
 * A list's first cards are on the first screen of a phone or a wide screen and load at once; the rest load
 * when scrolled near (loading=lazy). A detail page's main picture is on the first screen and loads at once.
 *
 * Decision 38: the picture Lighthouse takes for the largest paint (a detail page's main picture, a list's first
 * card) is fetched at high priority, ahead of the module scripts on a slow link. Only the first row of a phone's
 * two columns: the more pictures say "high", the less it means. Spelled `fetchpriority` because React 18 passes
 * a lowercase attribute through as it is and warns on `fetchPriority`.
 */
export const PICTURE_SIZE = 400;
/** Cards seen before any scroll: two rows of the phone's two columns, one row of a wide screen's four or more. */
export const CARDS_ABOVE_THE_FOLD = 4;
/** Cards of the first row on a phone: the largest paint is one of them. */
export const CARDS_OF_THE_LARGEST_PAINT = 2;

type PictureAttributes = Pick<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'decoding' | 'loading'> & { fetchpriority?: 'high' };

/** The picture a page's largest paint is (a detail page's main picture, a list's first row). */
export const FIRST_SCREEN_PICTURE: PictureAttributes = { width: PICTURE_SIZE, height: PICTURE_SIZE, decoding: 'async', loading: 'eager', fetchpriority: 'high' };
/** A picture on the first screen below the largest one. */
export const ABOVE_THE_FOLD_PICTURE: PictureAttributes = { width: PICTURE_SIZE, height: PICTURE_SIZE, decoding: 'async', loading: 'eager' };
/** A picture further down (thumbnails, cart lines, order lines). */
export const LATER_PICTURE: PictureAttributes = { width: PICTURE_SIZE, height: PICTURE_SIZE, decoding: 'async', loading: 'lazy' };

/** The picture of the card at `position` (0-based) in a list. */
export function cardPicture(position: number): PictureAttributes {
  if (position < CARDS_OF_THE_LARGEST_PAINT) return FIRST_SCREEN_PICTURE;
  return position < CARDS_ABOVE_THE_FOLD ? ABOVE_THE_FOLD_PICTURE : LATER_PICTURE;
}
