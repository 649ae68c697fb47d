/**
 * The dashboard's filter bar (account, model, business type, service type) on the kit's MultiSelect. Its options
 * come from the reference lists, which it asks for only once the charts have their answers (`chartsSettled`), when the
 * address already holds a filter (its chip needs a name), or as soon as the user reaches for it: the charts' calls never
 * queue behind the ten lists. Loaded after the page's first paint (react-select with it); FilterBarWaiting stands in.
 */
import { useState } from 'react';
import { FilterPanel, MultiSelect } from '@equipdesk/ui';
import { useAssetOptions } from '../assets/options';
import { FILTER_FIELDS } from './FilterBarWaiting';
import { NO_FILTERS, type DashboardFilters } from './links';

export interface FilterBarProps {
  filters: DashboardFilters;
  onChange: (filters: DashboardFilters) => void;
  chartsSettled: boolean;
}

export function FilterBar({ filters, onChange, chartsSettled }: FilterBarProps) {
  const [reached, setReached] = useState(false);
  const filtered = Object.values(filters).some((values) => values.length > 0);
  const options = useAssetOptions(chartsSettled || filtered || reached);
  const choices: Record<keyof DashboardFilters, { value: string; label: string }[]> = {
    accounts: options.accounts,
    models: options.models,
    businessTypes: options.picklist('BusinessType'),
    serviceTypes: options.picklist('ServiceType'),
  };
  const reach = () => setReached(true);
  return (
    <div onFocusCapture={reach} onPointerEnter={reach}>
      <FilterPanel headingLevel={2} onReset={() => onChange(NO_FILTERS)}>
        {FILTER_FIELDS.map(({ id, label }) => (
          <MultiSelect key={id} label={label} options={choices[id]} value={filters[id]} onChange={(values) => onChange({ ...filters, [id]: values })} />
        ))}
      </FilterPanel>
    </div>
  );
}
