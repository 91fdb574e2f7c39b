import { Fragment, useMemo } from 'react';
import { descriptionLines, hasMarkup, sanitizeDescription } from './description';
import { productMessages } from './product-messages';

/** Markup is sanitised before it is inserted; plain text keeps its line breaks and is never parsed as markup. */
export function ProductDescription({ description }: { description: string }) {
  const markup = useMemo(() => (hasMarkup(description) ? sanitizeDescription(description) : null), [description]);
  if (description.trim() === '') return null;
  return (
    <section className="product-description shop-surface" aria-labelledby="product-description-title">
      <h2 id="product-description-title" className="product-section-title">
        {productMessages.descriptionTitle}
      </h2>
      {markup !== null ? (
        <div className="product-description-body is-markup" data-testid="product-description" dangerouslySetInnerHTML={{ __html: markup }} />
      ) : (
        <div className="product-description-body" data-testid="product-description">
          {descriptionLines(description).map((line, index) => (
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
