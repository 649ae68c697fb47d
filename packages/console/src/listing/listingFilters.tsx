/** A listing's filters: the status filter every list with statuses gets, the chips of the applied ones, the panel. */
import { DatePicker, FilterPanel, MultiSelect, Select } from '@equipdesk/ui';
import { ENTITY_STATUSES } from '@equipdesk/api-client/contract';
import useSWR from 'swr';
import { useApiClient } from '@equipdesk/api-client/react';
import { formatDateTime } from './format';
import { ServerMultiPicker } from './ServerPicker';
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

/**
 * The names of the values chosen in the searched filters (a location, an account), by filter id then value: one read
 * of their externalIds per filter, the options of such a filter being only what the last search found.
 */
export function useSearchedFilterNames(filters: readonly ListingFilter[], values: ListFilters): ReadonlyMap<string, ReadonlyMap<string, string>> {
  const client = useApiClient();
  const chosen = filters.flatMap(({ id, source }) => {
    const ids = values[id] ?? [];
    return source && ids.length > 0 ? [{ id, source, ids }] : [];
  });
  const key = chosen.length > 0 ? ['filter-names', ...chosen.map(({ id, ids }) => `${id}=${[...ids].sort().join(',')}`)] : null;
  // The items, not their labels: a filter's label may change once the lists arrive (a location named with its facility).
  const { data } = useSWR(key, async () => {
    const read = chosen.map(async ({ id, source, ids }) => [id, (await source.search(client, { externalIds: ids, pageSize: ids.length })).items] as const);
    return new Map(await Promise.all(read));
  });
  const names = new Map<string, ReadonlyMap<string, string>>();
  for (const { id, source } of chosen) names.set(id, new Map((data?.get(id) ?? []).map((item) => [item.externalId, source.label(item)])));
  return names;
}

export function chipsOf(
  filters: readonly ListingFilter[],
  values: ListFilters,
  removeFilterValue: (id: string, value: string) => void,
  searchedNames?: ReadonlyMap<string, ReadonlyMap<string, string>>,
) {
  const labelOf = (filter: ListingFilter, value: string) =>
    filter.source ? (searchedNames?.get(filter.id)?.get(value) ?? value) : (filter.options.find((o) => o.value === value)?.label ?? value);
  return filters.flatMap((filter) => {
    const selected = values[filter.id] ?? [];
    return selected.map((value) => ({
      id: `${filter.id}:${value}`,
      label: `${filter.label}: ${filter.dateTime ? formatDateTime(filterDate(value)) : labelOf(filter, value)}`,
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
        ) : filter.source ? (
          <ServerMultiPicker
            key={filter.id}
            label={filter.label}
            source={filter.source}
            narrow={filter.narrow}
            value={values[filter.id] ?? []}
            onChange={(values: string[]) => setFilter(filter.id, values)}
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
