import { styled } from 'styled-components';

export const Panel = styled.section`
  display: flex;
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: ${({ theme }) => theme.sizes.contentMax};
  margin: ${({ theme }) => theme.spacing.xxl} auto;
  padding: ${({ theme }) => theme.spacing.xl};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
  border-left: ${({ theme }) => theme.spacing.xs} solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const IconSlot = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.warning};

  svg {
    width: ${({ theme }) => theme.sizes.controlMd};
    height: ${({ theme }) => theme.sizes.controlMd};
  }
`;

export const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.typography.size.xl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const Text = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;
