import { css, styled } from 'styled-components';

export interface SimpleTableStyleProps {
  $size: 'sm' | 'md';
  $stickyHeader: boolean;
  $stackOnCompact: boolean;
}

/*
 * On a compact screen a stacked table shows each row as a block of labelled lines (each cell's `data-label`), where its
 * columns would otherwise run past the screen's edge. Block layout may lose a table's semantics, so the component spells
 * the roles out on the elements; the headers stay for screen readers, out of sight.
 */
const stacked = css`
  @media ${({ theme }) => theme.media.compact} {
    &,
    tbody,
    tr,
    td {
      display: block;
    }

    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }

    tr {
      padding: ${({ theme }) => theme.spacing.sm} 0;
      border-bottom: ${({ theme }) => theme.borders.width} solid
        ${({ theme }) => theme.colors.border};
    }

    td {
      display: grid;
      grid-template-columns: minmax(4.5em, auto) 1fr;
      gap: ${({ theme }) => theme.spacing.sm};
      padding: ${({ theme }) => theme.spacing.xxs} 0;
      border: none;
      overflow-wrap: anywhere;
    }

    td::before {
      content: attr(data-label);
      font-weight: ${({ theme }) => theme.typography.weight.bold};
    }
  }
`;

export const StyledSimpleTable = styled.table<SimpleTableStyleProps>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme, $size }) =>
    $size === 'sm' ? theme.typography.size.sm : 'inherit'};

  th,
  td {
    padding: ${({ theme }) => theme.spacing.xs}
      ${({ theme }) => theme.spacing.sm};
    border-bottom: ${({ theme }) => theme.borders.width} solid
      ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }

  th[data-number],
  td[data-number] {
    text-align: end;
  }

  ${({ $stickyHeader }) =>
    $stickyHeader &&
    css`
      thead th {
        position: sticky;
        top: 0;
        background: ${({ theme }) => theme.colors.surface};
      }
    `}

  ${({ $stackOnCompact }) => $stackOnCompact && stacked}
`;
