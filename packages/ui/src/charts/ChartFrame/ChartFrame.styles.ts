import { styled } from 'styled-components';

export const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.typography.fontFamily};
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export const ToggleButton = styled.button`
  flex: none;
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.link};
  background: transparent;
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Body = styled.div<{ $height: number }>`
  position: relative;
  width: 100%;
  min-width: 0;
  min-height: ${({ $height }) => `${$height}px`};
  & [data-segment]:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Message = styled.p<{ $height: number }>`
  margin: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ $height }) => `${$height}px`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.md};
  text-align: center;
`;

export const ErrorMessage = styled(Message)`
  color: ${({ theme }) => theme.colors.tone.danger.fg};
`;

export const Table = styled.table`
  width: 100%;
  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
  }
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};
  & caption {
    text-align: start;
    padding-bottom: ${({ theme }) => theme.spacing.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & th,
  & td {
    padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
    border-bottom: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
  & td.number,
  & th.number {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;
