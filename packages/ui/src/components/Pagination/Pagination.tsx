// Page navigation for listings: first/previous/next/last and a short window of page numbers
// around the current one. Pages are 0-based in props (as the API's pageIndex) and 1-based on screen.
import type { HTMLAttributes } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from '../../internal/icons';
import { Gap, Nav, PageButton } from './Pagination.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** Current page, from 0. */
  pageIndex: number;
  /** Number of pages (at least 1 is shown). */
  pageCount: number;
  /** Called with the chosen page, from 0. */
  onPageChange: (pageIndex: number) => void;
  /** Page numbers shown on each side of the current one. @default 1 */
  siblings?: number;
  /** Accessible name of the navigation. @default 'Pagination' */
  'aria-label'?: string;
}

type Slot = number | 'gap-start' | 'gap-end';

/** The page numbers (0-based) to show, with gaps where pages are skipped. */
export function pageWindow(pageIndex: number, pageCount: number, siblings: number): Slot[] {
  const last = pageCount - 1;
  const from = Math.max(1, pageIndex - siblings);
  const to = Math.min(last - 1, pageIndex + siblings);
  const slots: Slot[] = [0];
  if (from > 1) slots.push('gap-start');
  for (let page = from; page <= to; page += 1) slots.push(page);
  if (to < last - 1) slots.push('gap-end');
  if (last > 0) slots.push(last);
  return slots;
}

export function Pagination({
  pageIndex,
  pageCount,
  onPageChange,
  siblings = 1,
  'aria-label': ariaLabel = 'Pagination',
  ...rest
}: PaginationProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('Pagination');
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(0, pageIndex), count - 1);
  const atStart = current === 0;
  const atEnd = current === count - 1;
  return (
    <Nav aria-label={ariaLabel} {...rest}>
      <PageButton type="button" aria-label="First page" disabled={atStart} onClick={() => onPageChange(0)}>
        <ChevronsLeftIcon />
      </PageButton>
      <PageButton type="button" aria-label="Previous page" disabled={atStart} onClick={() => onPageChange(current - 1)}>
        <ChevronLeftIcon />
      </PageButton>
      {pageWindow(current, count, siblings).map((slot) =>
        typeof slot === 'number' ? (
          <PageButton
            key={slot}
            type="button"
            aria-label={`Page ${slot + 1}`}
            aria-current={slot === current ? 'page' : undefined}
            onClick={() => onPageChange(slot)}
          >
            {slot + 1}
          </PageButton>
        ) : (
          <Gap key={slot} aria-hidden="true">
            …
          </Gap>
        ),
      )}
      <PageButton type="button" aria-label="Next page" disabled={atEnd} onClick={() => onPageChange(current + 1)}>
        <ChevronRightIcon />
      </PageButton>
      <PageButton type="button" aria-label="Last page" disabled={atEnd} onClick={() => onPageChange(count - 1)}>
        <ChevronsRightIcon />
      </PageButton>
    </Nav>
  );
}
