/** A listing's filters: the status filter every list with statuses gets, the chips of the applied ones, the panel. */
import { DatePicker, FilterPanel, MultiSelect, Select } from '@equipdesk/ui';
import { ENTITY_STATUSES } from '@equipdesk/api-client/contract';
import { formatDateTime } from './format';
import type { ListingFilter } from './listingTypes';
import type { ListFilters } from './useListState';

/** A picked date and time as a date-time filter sends it: UTC, to the second, without a zone. */
function filterTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** A date-time filter's value read back as the moment it names (UTC). */
function filterDate(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The status filter a listing gets unless it declares its own. */
export const STATUS_FILTER: ListingFilter = { id: 'statuses', label: 'Status', options: ENTITY_STATUSES.map((status) => ({ value: status, label: status })) };
/**
 * The statuses a list with a Status filter opens on where its spec names no default: ACTIVE and INACTIVE, so a row just
 * deactivated stays in sight in its inactive (yellow) style instead of vanishing as if deleted; REMOVED rows only
 * through the filter. A page whose spec names a default declares it (users and orders: ACTIVE).
 */
export const STATUS_DEFAULT: readonly string[] = ['ACTIVE', 'INACTIVE'];
/** The default the spec names for users (spec 1 §3) and orders (spec 3 §2.8). */
export const SPEC_STATUS_DEFAULT: readonly string[] = ['ACTIVE'];

export function chipsOf(filters: readonly ListingFilter[], values: ListFilters, removeFilterValue: (id: string, value: string) => void) {
  return filters.flatMap((filter) => {
    const selected = values[filter.id] ?? [];
    return selected.map((value) => ({
      id: `${filter.id}:${value}`,
      label: `${filter.label}: ${filter.dateTime ? formatDateTime(filterDate(value)) : (filter.options.find((o) => o.value === value)?.label ?? value)}`,
      onRemove: () => removeFilterValue(filter.id, value),
    }));
  });
}

export interface ListingFilterPanelProps {
  filters: readonly ListingFilter[];
  values: ListFilters;
  setFilter(id: string, values: readonly string[]): void;
  onReset(): void;
  headingLevel: 2 | 3;
}

/** The filter panel: a date and time, a single choice or several, per filter. */
export function ListingFilterPanel({ filters, values, setFilter, onReset, headingLevel }: ListingFilterPanelProps) {
  return (
    <FilterPanel title="Filters" onReset={onReset} headingLevel={headingLevel}>
      {filters.map((filter) =>
        filter.dateTime ? (
          <DatePicker
            key={filter.id}
            label={filter.label}
            value={filterDate(values[filter.id]?.[0])}
            onChange={(date: Date | null) => setFilter(filter.id, date ? [filterTimestamp(date)] : [])}
            showTime
            isClearable
            minDate={filter.dateTime === 'end' ? (filterDate(values[filters.find((f) => f.dateTime === 'start')?.id ?? '']?.[0]) ?? undefined) : undefined}
          />
        ) : filter.single ? (
          <Select
            key={filter.id}
            label={filter.label}
            options={[...filter.options]}
            value={values[filter.id]?.[0] ?? null}
            onChange={(value: string | null) => setFilter(filter.id, value === null ? [] : [value])}
            isClearable
          />
        ) : (
          <MultiSelect
            key={filter.id}
            label={filter.label}
            options={[...filter.options]}
            value={[...(values[filter.id] ?? [])]}
            onChange={(values: string[]) => setFilter(filter.id, values)}
          />
        ),
      )}
    </FilterPanel>
  );
}
