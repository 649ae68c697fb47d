import { styled } from 'styled-components';
import { touchTargetFixed } from '../../internal/touchTarget';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export const Box = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.sm};
  border: ${({ theme }) => theme.borders.width} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.disabledBg : theme.colors.surface)};
  cursor: text;

  &:focus-within {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Tag = styled.li<{ $invalid: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  max-width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.spacing.xxs} 0 ${({ theme }) => theme.spacing.sm};
  border: ${({ theme }) => theme.borders.width} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.tone.danger.accent : theme.colors.tone.info.accent)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $invalid }) => ($invalid ? theme.colors.tone.danger.bg : theme.colors.tone.info.bg)};
  color: ${({ theme, $invalid }) => ($invalid ? theme.colors.tone.danger.fg : theme.colors.tone.info.fg)};
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  font-size: ${({ theme }) => theme.typography.size.sm};

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;

export const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlSm};
  height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${touchTargetFixed}

  &:hover {
    background: ${({ theme }) => theme.colors.hoverOverlay};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  flex: 1 1 12ch;
  min-width: 12ch;
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &:focus {
    outline: none;
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
