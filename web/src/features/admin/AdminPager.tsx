import { Button } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { messages } from '../../i18n/contexts/console';
import type { AdminPaging } from './admin-orders-slice';

const text = messages.admin;

/** Previous / next and "page x of y, n in all" under a console table. */
export function AdminPager({ pagination, onPage, testId }: { pagination: AdminPaging | null; onPage: (page: number) => void; testId: string }) {
  if (!pagination) return null;
  const { page, totalPages, total } = pagination;
  return (
    <div className="admin-paging tap-targets" data-testid={`${testId}-paging`}>
      <Button icon={<ChevronLeftIcon />} text={text.prev} disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid={`${testId}-page-prev`} />
      <span aria-live="polite">{text.pageOf(page, totalPages, total)}</span>
      <Button endIcon={<ChevronRightIcon />} text={text.next} disabled={page >= totalPages} onClick={() => onPage(page + 1)} data-testid={`${testId}-page-next`} />
    </div>
  );
}
