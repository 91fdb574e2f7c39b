import { Button, ButtonGroup } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { messages } from '../../i18n/contexts/marketplace';

const text = messages.marketplace;
/** Page buttons shown around the current one; first and last are always there. */
const WINDOW = 2;

/** The pages to offer: 1, …, p-2..p+2, …, last (null marks a gap). */
export function pageButtons(page: number, pages: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let n = 1; n <= pages; n += 1) {
    if (n === 1 || n === pages || Math.abs(n - page) <= WINDOW) shown.push(n);
    else if (shown[shown.length - 1] !== null) shown.push(null);
  }
  return shown;
}

/** Pagination of 20 (spec 1 §9), Blueprint buttons; the page lives in the address (?page=). */
export function MarketplacePagination({ page, pages, disabled, onPage }: { page: number; pages: number; disabled: boolean; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="marketplace-pagination tap-targets" aria-label={text.pagination}>
      <ButtonGroup>
        <Button
          icon={<ChevronLeftIcon />}
          aria-label={text.previousPage}
          disabled={disabled || page <= 1}
          onClick={() => onPage(page - 1)}
          data-testid="marketplace-page-prev"
        />
        {pageButtons(page, pages).map((n, index) =>
          n === null ? (
            <Button key={`gap-${index}`} disabled text="…" aria-hidden="true" />
          ) : (
            <Button
              key={n}
              text={String(n)}
              intent={n === page ? 'primary' : 'none'}
              aria-label={text.goToPage(n)}
              aria-current={n === page ? 'page' : undefined}
              disabled={disabled && n !== page}
              onClick={() => n !== page && onPage(n)}
              data-testid="marketplace-page"
            />
          ),
        )}
        <Button
          endIcon={<ChevronRightIcon />}
          aria-label={text.nextPage}
          disabled={disabled || page >= pages}
          onClick={() => onPage(page + 1)}
          data-testid="marketplace-page-next"
        />
      </ButtonGroup>
      <span className="marketplace-page-of">{text.pageOf(page, pages)}</span>
    </nav>
  );
}
