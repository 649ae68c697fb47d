import { styled } from 'styled-components';
import { touchTarget } from '../../internal/touchTarget';

export const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const Heading = styled.h2`
  margin: 0;
  margin-right: auto;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const SearchBox = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;

  svg {
    position: absolute;
    left: ${({ theme }) => theme.spacing.sm};
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }

  input {
    width: ${({ theme }) => theme.sizes.searchWidth};
    min-height: ${({ theme }) => theme.sizes.controlSm};
    padding: 0 ${({ theme }) => theme.spacing.sm} 0 calc(${({ theme }) => theme.spacing.sm} * 2 + ${({ theme }) => theme.sizes.iconSm});
    border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    ${touchTarget}
  }

  input:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Summary = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const PageSize = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};

  select {
    min-height: ${({ theme }) => theme.sizes.controlSm};
    padding: 0 ${({ theme }) => theme.spacing.xs};
    border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    ${touchTarget}
  }
`;

export const Spacer = styled.span`
  flex: 1 1 auto;
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.tone.info.accent};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.tone.info.bg};
  color: ${({ theme }) => theme.colors.tone.info.fg};
  font: inherit;
  cursor: pointer;
  ${touchTarget}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
  }

  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: ${({ theme }) => theme.sizes.controlMd};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  font: inherit;
  cursor: pointer;
  ${touchTarget}

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.secondaryHover};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
  }

  &[aria-expanded='true'],
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.tone.info.bg};
    border-color: ${({ theme }) => theme.colors.tone.info.accent};
  }

  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;

export const Popover = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.spacing.xs});
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-width: ${({ theme }) => theme.sizes.menuMinWidth};
  max-height: ${({ theme }) => theme.sizes.modalSm};
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const PopoverRoot = styled.div`
  position: relative;
  display: inline-flex;
`;

export const ExportSlot = styled.div`
  display: inline-flex;

  > div > button {
    border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
  }

  > div > button:disabled {
    cursor: progress;
    color: ${({ theme }) => theme.colors.disabledFg};
    background: ${({ theme }) => theme.colors.disabledBg};
  }
`;
