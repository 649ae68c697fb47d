/**
 * A tab of charts with "Skip charts" before them: a link shown when it has the focus (the first stop of the tab), that
 * takes the focus past the charts, as a page's "skip to content" link does for its navigation.
 */
import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const SkipLink = styled.a`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  &:focus {
    position: static;
    width: auto;
    height: auto;
    clip: auto;
    align-self: flex-start;
    padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
    color: ${({ theme }) => theme.colors.link};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.sm};
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
  }
`;

const End = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: 0;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

const Column = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export function SkipCharts({ children }: { children: ReactNode }) {
  const endId = useId();
  const end = useRef<HTMLParagraphElement>(null);
  return (
    <Column>
      <SkipLink
        href={`#${endId}`}
        onClick={(event) => {
          // Focus, not the address: a fragment would be one more entry in the history of a page with filters in its address.
          event.preventDefault();
          end.current?.focus();
        }}
      >
        Skip charts
      </SkipLink>
      {children}
      <End id={endId} ref={end} tabIndex={-1}>
        End of the charts.
      </End>
    </Column>
  );
}
