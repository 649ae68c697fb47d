// The toolbar above every EquipDesk listing (spec 1 §2): heading, Add, Export (CSV/XLSX, busy
// while the file is prepared), filter panel toggle, refresh, column picker, search (Enter
// applies, Esc clears), page size, pagination, "Showing X to Y of Z" and the "Filtering On"
// chips. Buttons whose callback is absent are not rendered: the console leaves out what the
// user's grants do not allow.
import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { DownloadIcon, FilterIcon, PlusIcon, RefreshIcon, SearchIcon, CloseIcon } from '../../internal/icons';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { Button } from '../Button';
import { DropdownMenu } from '../DropdownMenu';
import { Pagination } from '../Pagination';
import { Tooltip } from '../Tooltip';
import { ColumnPicker } from './ColumnPicker';
import type { ColumnChoice } from './ColumnPicker';
import { Bar, Chip, Chips, ExportSlot, Heading, IconButton, PageSize, Row, SearchBox, Spacer, Summary } from './ListingToolbar.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export type ExportFormat = 'csv' | 'xlsx';

export interface ActiveFilter {
  /** Stable key. */
  id: string;
  /** What the chip says, e.g. "Status: Active". */
  label: string;
  /** Clears this one filter. */
  onRemove: () => void;
}

export interface ListingToolbarProps {
  /** The page heading. */
  title: string;
  /** Number of records matching the current search and filters. */
  total: number;
  /** `total` is an estimate (a very large list): the text reads "of about …", rounded. @default false */
  totalEstimated?: boolean;
  /** Current page, from 0. */
  pageIndex: number;
  /** Rows per page. */
  pageSize: number;
  /** Choices of the page-size select. @default [50, 100, 200, 500, 1000] */
  pageSizes?: number[];
  /** Called with the chosen page, from 0. */
  onPageChange: (pageIndex: number) => void;
  /** Called with the chosen page size. */
  onPageSizeChange: (size: number) => void;
  /** The applied search text. */
  search: string;
  /** Called when Enter applies the typed text, or Escape clears it (with ''). */
  onSearchChange: (search: string) => void;
  /** Placeholder of the search box. @default 'Search' */
  searchPlaceholder?: string;
  /** Reloads the list. */
  onRefresh: () => void;
  /** Opens the new-entry form; absent: no Add button. */
  onAdd?: () => void;
  /** Text of the Add button. @default 'Add New' */
  addLabel?: string;
  /** Produces the export; absent: no Export menu. Busy until the promise settles. */
  onExport?: (format: ExportFormat) => Promise<unknown>;
  /** Whether the filter panel is open. */
  filtersOpen?: boolean;
  /** Toggles the filter panel; absent: no filter toggle. */
  onFiltersOpenChange?: (open: boolean) => void;
  /** The applied filters, shown as "Filtering On N filter(s)" and one removable chip each. */
  activeFilters?: ActiveFilter[];
  /** Column picker; absent: no picker. */
  columnChoice?: ColumnChoice;
  /** The filter panel, shown under the toolbar while `filtersOpen`. */
  children?: ReactNode;
  /** Shown instead of "Showing X to Y of Z" when there is nothing. @default 'No matching record(s) available.' */
  emptyText?: string;
  /**
   * The list has not answered yet: the summary says nothing (the table shows the loading state) instead of the
   * empty text, which would be untrue until an answer with no rows. @default false
   */
  loading?: boolean;
  /** Heading level of the title. @default 'h2' */
  headingAs?: 'h1' | 'h2' | 'h3';
  /** Class name of the toolbar. */
  className?: string;
}

const DEFAULT_PAGE_SIZES = [50, 100, 200, 500, 1000];

/** An estimate as people say it: two significant digits, grouped (`903,417` → `900,000`). */
function aboutText(total: number): string {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(total)) - 1);
  return `about ${(Math.round(total / step) * step).toLocaleString('en-US')}`;
}

/**
 * "Showing X to Y of Z" for a 0-based page, or null when there is nothing to show; with an estimated total,
 * "Showing X to Y of about Z".
 */
export function showingText(total: number, pageIndex: number, pageSize: number, estimated = false): string | null {
  if (total <= 0) return null;
  const from = Math.min(total, pageIndex * pageSize + 1);
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  return `Showing ${from} to ${to} of ${estimated ? aboutText(total) : total}`;
}

export function ListingToolbar({
  title,
  total,
  totalEstimated = false,
  pageIndex,
  pageSize,
  pageSizes = DEFAULT_PAGE_SIZES,
  onPageChange,
  onPageSizeChange,
  search,
  onSearchChange,
  searchPlaceholder = 'Search',
  onRefresh,
  onAdd,
  addLabel = 'Add New',
  onExport,
  filtersOpen = false,
  onFiltersOpenChange,
  activeFilters = [],
  columnChoice,
  children,
  emptyText = 'No matching record(s) available.',
  loading = false,
  headingAs = 'h2',
  className,
}: ListingToolbarProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('ListingToolbar');
  const searchId = useId();
  const filtersId = useId();
  const [draft, setDraft] = useState(search);
  const [appliedSearch, setAppliedSearch] = useState(search);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  // A new search from outside (URL, a reset) replaces what is typed.
  if (appliedSearch !== search) {
    setAppliedSearch(search);
    setDraft(search);
  }

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onSearchChange(draft.trim());
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDraft('');
      onSearchChange('');
    }
  };

  const runExport = async (format: ExportFormat) => {
    if (!onExport) return;
    setExporting(format);
    try {
      await onExport(format);
    } catch (error) {
      // Spec 1 §8: an export failure clears the busy state and is logged.
      console.warn('Export failed', error);
    } finally {
      setExporting(null);
    }
  };

  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const showing = showingText(total, pageIndex, pageSize, totalEstimated);
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);
  const filterCount = activeFilters.length;

  return (
    <Bar className={className}>
      <Row>
        <Heading as={headingAs}>{title}</Heading>
        {onAdd && (
          <Button onClick={onAdd}>
            <PlusIcon aria-hidden="true" width="1em" height="1em" />
            {addLabel}
          </Button>
        )}
        {onExport &&
          (exporting ? (
            <Button variant="secondary" busy>
              Exporting {exporting.toUpperCase()}…
            </Button>
          ) : (
            <ExportSlot>
              <DropdownMenu
                label={
                  <>
                    <DownloadIcon aria-hidden="true" width="1em" height="1em" />
                    Export
                  </>
                }
                align="end"
                items={[
                  { id: 'csv', label: 'CSV', onSelect: () => void runExport('csv') },
                  { id: 'xlsx', label: 'XLSX', onSelect: () => void runExport('xlsx') },
                ]}
              />
            </ExportSlot>
          ))}
        {onFiltersOpenChange && (
          <IconButton
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={filtersOpen ? filtersId : undefined}
            onClick={() => onFiltersOpenChange(!filtersOpen)}
          >
            <FilterIcon aria-hidden="true" />
            Filters
          </IconButton>
        )}
        <Tooltip content="Refresh">
          <IconButton type="button" aria-label="Refresh" onClick={onRefresh}>
            <RefreshIcon aria-hidden="true" />
          </IconButton>
        </Tooltip>
        {columnChoice && <ColumnPicker {...columnChoice} />}
      </Row>
      <Row>
        <SearchBox role="search">
          <VisuallyHidden as="label" htmlFor={searchId}>
            Search {title}
          </VisuallyHidden>
          <SearchIcon aria-hidden="true" />
          <input
            id={searchId}
            type="search"
            value={draft}
            placeholder={searchPlaceholder}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={onSearchKeyDown}
          />
        </SearchBox>
        <Summary aria-live="polite">{loading ? null : (showing ?? emptyText)}</Summary>
        <Spacer />
        <PageSize>
          Page size
          <select value={pageSize} onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </PageSize>
        <Pagination pageIndex={pageIndex} pageCount={pageCount} onPageChange={onPageChange} />
      </Row>
      {filterCount > 0 && (
        <Chips role="group" aria-label="Active filters">
          <Summary>{`Filtering On ${filterCount} filter(s)`}</Summary>
          {activeFilters.map((filter) => (
            <Chip key={filter.id} type="button" aria-label={`Remove filter ${filter.label}`} onClick={filter.onRemove}>
              {filter.label}
              <CloseIcon aria-hidden="true" />
            </Chip>
          ))}
        </Chips>
      )}
      {filtersOpen && children !== undefined && <div id={filtersId}>{children}</div>}
    </Bar>
  );
}
