import { Button } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon, MediaIcon } from '@blueprintjs/icons';
import { useRef, useState, type TouchEvent } from 'react';
import type { OutletImage } from '../../domain';
import { productMessages } from './product-messages';
import { FIRST_SCREEN_PICTURE, LATER_PICTURE } from '../shop-look/picture';

/** A horizontal swipe shorter than this is a tap or a scroll wobble, not a page turn. */
const SWIPE_MIN_PX = 40;

interface ProductGalleryProps {
  images: readonly OutletImage[];
  title: string;
}

/**
 * Spec 2 §2.2: previous/next buttons, a position counter, thumbnails on wide screens and a dot stepper on
 * mobile (which of the two shows is product.css's job). Like a stepper, the buttons stop at the ends
 * rather than wrapping, so the counter and the buttons always agree. Swiping turns pages on touch screens.
 */
export function ProductGallery({ images, title }: ProductGalleryProps) {
  const [chosen, setChosen] = useState(0);
  const touchStartX = useRef<number | null>(null);
  const count = images.length;
  // The detail can answer with fewer pictures than the list row had: never point past the end.
  const index = Math.min(chosen, Math.max(0, count - 1));
  const current = images[index];
  const go = (next: number) => setChosen(Math.max(0, Math.min(count - 1, next)));

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
    go(end < start ? index + 1 : index - 1);
  };

  return (
    <section className="product-gallery" data-testid="product-gallery" aria-label={productMessages.gallery} aria-roledescription="carousel">
      <div className="gallery-stage" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {current ? (
          <img className="gallery-image" src={current.src} alt={title} data-testid="gallery-image" {...FIRST_SCREEN_PICTURE} />
        ) : (
          <div className="gallery-empty" aria-hidden="true">
            <MediaIcon size={48} />
          </div>
        )}
        {count > 1 && (
          <>
            <Button
              className="gallery-nav gallery-nav-prev"
              icon={<ChevronLeftIcon size={20} />}
              aria-label={productMessages.previousImage}
              data-testid="gallery-prev"
              disabled={index === 0}
              onClick={() => go(index - 1)}
            />
            <Button
              className="gallery-nav gallery-nav-next"
              icon={<ChevronRightIcon size={20} />}
              aria-label={productMessages.nextImage}
              data-testid="gallery-next"
              disabled={index === count - 1}
              onClick={() => go(index + 1)}
            />
            <span className="gallery-counter" data-testid="gallery-counter" aria-live="polite">
              {index + 1} / {count}
            </span>
          </>
        )}
      </div>
      {count > 1 && (
        <>
          <div className="gallery-thumbs" data-testid="gallery-thumbs">
            {images.map((image, position) => (
              <button
                key={`${image.id}-${position}`}
                type="button"
                className={`gallery-thumb thumb-button${position === index ? ' is-active' : ''}`}
                aria-label={productMessages.showImage(position + 1)}
                aria-current={position === index}
                onClick={() => go(position)}
              >
                <img src={image.src} alt="" {...LATER_PICTURE} />
              </button>
            ))}
          </div>
          {/* The buttons and swipes already move; the dots only show where the shopper is. */}
          <div className="gallery-dots" aria-hidden="true" data-testid="gallery-dots">
            {images.map((image, position) => (
              <span key={`${image.id}-${position}`} className={`gallery-dot${position === index ? ' is-active' : ''}`} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
