/**
 * The fields of the dashboard's filter bar (account, model, business type, service type) on the kit's MultiSelect.
 * Their options come from the reference lists, which they ask for only once the charts have their answers (`load`),
 * when the address already holds a filter (its chip needs a name), or as soon as the user reaches for the bar: the
 * charts' calls never queue behind the ten lists. This module (react-select with it) is loaded as late as that too;
 * FilterBarWaiting stands in.
 */
import { useEffect, useState } from 'react';
import { MultiSelect } from '@equipdesk/ui';
import { useAssetOptions } from '../assets/options';
import { FILTER_FIELDS, FilterFieldWaiting } from './FilterBarWaiting';
import type { DashboardFilters } from './links';

export interface FilterFieldsProps {
  filters: DashboardFilters;
  onChange: (filters: DashboardFilters) => void;
  /** Ask for the reference lists now. */
  load: boolean;
  /** Every field is there. */
  onReady?: () => void;
}

/**
 * How many of `count` items are shown: one more in each task after the first, so that mounting them (four
 * react-selects and their styles) is four short tasks instead of one long one.
 */
function useOneByOne(count: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= count) return undefined;
    const timer = setTimeout(() => setShown((n) => n + 1), 0);
    return () => clearTimeout(timer);
  }, [shown, count]);
  return shown;
}

export function FilterFields({ filters, onChange, load, onReady }: FilterFieldsProps) {
  const filtered = Object.values(filters).some((values) => values.length > 0);
  const options = useAssetOptions(load || filtered);
  const shown = useOneByOne(FILTER_FIELDS.length);
  const ready = shown >= FILTER_FIELDS.length;
  useEffect(() => {
    if (ready) onReady?.();
  }, [ready, onReady]);
  const choices: Record<keyof DashboardFilters, () => { value: string; label: string }[]> = {
    accounts: () => options.accounts,
    models: () => options.models,
    businessTypes: () => options.picklist('BusinessType'),
    serviceTypes: () => options.picklist('ServiceType'),
  };
  return FILTER_FIELDS.map(({ id, label }, index) =>
    index < shown ? (
      <MultiSelect key={id} label={label} options={choices[id]()} value={filters[id]} onChange={(values) => onChange({ ...filters, [id]: values })} />
    ) : (
      <FilterFieldWaiting key={id} label={label} />
    ),
  );
}
