/** The footer under every protected page. */
import styled from 'styled-components';

const Bar = styled.footer`
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.xl}`};
  border-top: ${({ theme }) => `${theme.borders.width} solid ${theme.colors.border}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  text-align: center;
`;

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return <Bar>Copyright © {year} EquipDesk. All rights reserved.</Bar>;
}
