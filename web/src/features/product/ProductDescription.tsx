import { Fragment, useMemo } from 'react';
import { useHydrated } from '../../app/use-hydrated';
import { descriptionLines, hasMarkup, markupText, sanitizeDescription } from './description';
import { productMessages } from './product-messages';

/**
 * Markup is sanitised before it is inserted; plain text keeps its line breaks and is never parsed as markup.
 * The sanitiser needs a DOM: on the server (issue 29) and while hydrating, markup shows as its text only (tags
 * dropped, as React escapes any text), and the sanitised markup replaces it once the page is the browser's.
 */
export function ProductDescription({ description }: { description: string }) {
  const hydrated = useHydrated();
  const isMarkup = hasMarkup(description);
  const markup = useMemo(() => (isMarkup && hydrated ? sanitizeDescription(description) : null), [isMarkup, hydrated, description]);
  if (description.trim() === '') return null;
  const lines = descriptionLines(isMarkup ? markupText(description) : description);
  return (
    <section className="product-description shop-surface" aria-labelledby="product-description-title">
      <h2 id="product-description-title" className="product-section-title">
        {productMessages.descriptionTitle}
      </h2>
      {markup !== null ? (
        <div className="product-description-body is-markup" data-testid="product-description" dangerouslySetInnerHTML={{ __html: markup }} />
      ) : (
        <div className="product-description-body" data-testid="product-description">
          {lines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </div>
      )}
    </section>
  );
}
