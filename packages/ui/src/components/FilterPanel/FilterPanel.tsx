// The layout of a listing's filters: a titled region whose fields flow into as many columns as
// fit, and a Reset button when the page can restore its default filters.
import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from '../Button';
import { Fields, Header, Panel, Title } from './FilterPanel.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface FilterPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the panel (and its accessible name). @default 'Filters' */
  title?: ReactNode;
  /** The filter fields. */
  children: ReactNode;
  /** Restores the default filters; absent: no Reset button. */
  onReset?: () => void;
  /** Text of the reset button. @default 'Reset filters' */
  resetLabel?: string;
  /** Level of the panel's heading: one below the page's own heading (2 under a page's h1). @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

export function FilterPanel({ title = 'Filters', children, onReset, resetLabel = 'Reset filters', headingLevel = 3, ...rest }: FilterPanelProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('FilterPanel');
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId} {...rest}>
      <Header>
        <Title as={`h${headingLevel}`} id={titleId}>
          {title}
        </Title>
        {onReset && (
          <Button variant="secondary" size="sm" onClick={onReset}>
            {resetLabel}
          </Button>
        )}
      </Header>
      <Fields>{children}</Fields>
    </Panel>
  );
}
