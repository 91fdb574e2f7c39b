import { useAppDispatch } from '../../app/hooks';
import { messages } from '../../i18n/contexts/marketplace';
import { marketplaceProductActions } from './marketplace-product-slice';
import { FIRST_SCREEN_PICTURE, LATER_PICTURE } from '../shop-look/picture';

const text = messages.marketplaceProduct;

/** The main picture and its thumbnails (spec 1 §2); a chosen variation's picture takes the main place. */
export function MarketplaceGallery({ images, main, title }: { images: string[]; main: string | null; title: string }) {
  const dispatch = useAppDispatch();
  return (
    <section className="marketplace-gallery" aria-label={text.gallery} data-testid="marketplace-gallery">
      <div className="marketplace-gallery-main">
        {main ? <img src={main} alt={title} data-testid="marketplace-main-image" {...FIRST_SCREEN_PICTURE} /> : <span className="marketplace-card-noimage" />}
      </div>
      {images.length > 1 && (
        <div className="marketplace-thumbs">
          {images.map((src, index) => (
            <button
              key={src}
              type="button"
              className={`marketplace-thumb thumb-button${src === main ? ' is-active' : ''}`}
              aria-label={text.showImage(index + 1)}
              aria-pressed={src === main}
              onClick={() => dispatch(marketplaceProductActions.imageSelected(src))}
              data-testid="marketplace-thumb"
            >
              <img src={src} alt="" {...LATER_PICTURE} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
