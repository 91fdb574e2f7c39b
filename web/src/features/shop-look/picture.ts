import type { ImgHTMLAttributes } from 'react';

/**
 * How the shop's pictures load (issue 29, "Weight"). Every picture the shop has is an SVG of 400 x 400 (the
 * demo pictures in server/static/images, the marketplace's gallery): one size of a vector picture, so there is
 * no srcset to offer; width and height give the browser its square shape before it arrives (no layout shift,
 * beside the boxes' own aspect-ratio), and decoding is asynchronous so a picture never holds up a paint.
 * A list's first cards are on the first screen of a phone or a wide screen and load at once; the rest load
 * when scrolled near (loading=lazy). A detail page's main picture is on the first screen and loads at once.
 */
export const PICTURE_SIZE = 400;
/** Cards seen before any scroll: two rows of the phone's two columns, one row of a wide screen's four or more. */
export const CARDS_ABOVE_THE_FOLD = 4;

type PictureAttributes = Pick<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'decoding' | 'loading'>;

/** A picture on the first screen. */
export const FIRST_SCREEN_PICTURE: PictureAttributes = { width: PICTURE_SIZE, height: PICTURE_SIZE, decoding: 'async', loading: 'eager' };
/** A picture further down (thumbnails, cart lines, order lines). */
export const LATER_PICTURE: PictureAttributes = { width: PICTURE_SIZE, height: PICTURE_SIZE, decoding: 'async', loading: 'lazy' };

/** The picture of the card at `position` (0-based) in a list. */
export function cardPicture(position: number): PictureAttributes {
  return position < CARDS_ABOVE_THE_FOLD ? FIRST_SCREEN_PICTURE : LATER_PICTURE;
}
