/**
 * The filter bar while its code (react-select) loads after the page's first paint: the same panel, heading and Reset,
 * and each field's label over an empty box of the field's size, so nothing moves when the bar takes its place.
 */
import { styled } from 'styled-components';
import { FilterPanel } from '@equipdesk/ui';
import { NO_FILTERS, type DashboardFilters } from './links';

export const FILTER_FIELDS: { id: keyof DashboardFilters; label: string }[] = [
  { id: 'accounts', label: 'Account' },
  { id: 'models', label: 'Model' },
  { id: 'businessTypes', label: 'Business Type' },
  { id: 'serviceTypes', label: 'Service Type' },
];

// The kit's select field: a column of its label and its control (Select.styles.ts, fieldParts.tsx, selectStyles.ts).
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Control = styled.span`
  display: block;
  box-sizing: border-box;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export function FilterBarWaiting({ onChange, onReach }: { onChange: (filters: DashboardFilters) => void; onReach: () => void }) {
  return (
    <div onPointerDown={onReach} onPointerEnter={onReach}>
      <FilterPanel headingLevel={2} onReset={() => onChange(NO_FILTERS)} aria-busy="true">
        {FILTER_FIELDS.map(({ id, label }) => (
          <Field key={id} aria-hidden="true">
            <Label>{label}</Label>
            <Control />
          </Field>
        ))}
      </FilterPanel>
    </div>
  );
}
