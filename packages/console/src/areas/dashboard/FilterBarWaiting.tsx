/**
 * The filter bar's fields while their code (react-select) has not come: each field's label over an empty box of the
 * field's size, so nothing moves when a field takes its place.
 */
import { styled } from 'styled-components';
import type { DashboardFilters } from './links';

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

/** One field's stand-in. */
export function FilterFieldWaiting({ label }: { label: string }) {
  return (
    <Field aria-hidden="true">
      <Label>{label}</Label>
      <Control />
    </Field>
  );
}

/** Every field's stand-in. */
export function FilterFieldsWaiting() {
  return FILTER_FIELDS.map(({ id, label }) => <FilterFieldWaiting key={id} label={label} />);
}
