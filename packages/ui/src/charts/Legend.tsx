// The legend under a chart: a swatch and a name per series, or per slice with its value. With
// `onToggle`, each entry is a toggle button (aria-pressed) that shows or hides its series.
import { styled } from 'styled-components';

export interface LegendEntry {
  name: string;
  color: string;
  /** Shown after the name ("IN USE 34"). */
  value?: number;
  /** Hidden series are drawn as switched off. */
  hidden?: boolean;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Entry = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: ${({ $hidden }) => ($hidden ? 'line-through' : 'none')};
`;

const EntryButton = styled.button<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  padding: ${({ theme }) => `0 ${theme.spacing.xxs}`};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  text-decoration: ${({ $hidden }) => ($hidden ? 'line-through' : 'none')};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
  }
`;

const Swatch = styled.span<{ $color: string; $hidden: boolean }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  border-radius: 2px;
  background: ${({ $color, $hidden }) => ($hidden ? 'transparent' : $color)};
  border: 2px solid ${({ $color }) => $color};
`;

export interface LegendProps {
  entries: LegendEntry[];
  /** Makes each entry a toggle of its series. */
  onToggle?: (name: string) => void;
  'aria-label': string;
}

export function Legend({ entries, onToggle, 'aria-label': ariaLabel }: LegendProps) {
  return (
    <List aria-label={ariaLabel}>
      {entries.map((entry) => {
        const hidden = entry.hidden ?? false;
        const inner = (
          <>
            <Swatch $color={entry.color} $hidden={hidden} aria-hidden="true" />
            {entry.name}
            {entry.value !== undefined && ` ${entry.value}`}
          </>
        );
        return (
          <li key={entry.name}>
            {onToggle ? (
              <EntryButton type="button" $hidden={hidden} aria-pressed={!hidden} onClick={() => onToggle(entry.name)}>
                {inner}
              </EntryButton>
            ) : (
              <Entry $hidden={hidden}>{inner}</Entry>
            )}
          </li>
        );
      })}
    </List>
  );
}
