import { styled } from 'styled-components';

export const Wrapper = styled.label<{ $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme }) => theme.sizes.controlSm};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.disabledFg : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

/** The real checkbox, invisible but on top of the track so it takes clicks and focus. */
export const Input = styled.input`
  position: absolute;
  width: ${({ theme }) => theme.sizes.toggleWidth};
  height: ${({ theme }) => theme.sizes.toggleHeight};
  z-index: 1;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

export const Track = styled.span`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  width: ${({ theme }) => theme.sizes.toggleWidth};
  height: ${({ theme }) => theme.sizes.toggleHeight};
  border: ${({ theme }) => theme.borders.width} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.disabledBg};
  box-sizing: border-box;
  transition: background-color ${({ theme }) => theme.motion.fast};

  &::after {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.spacing.xxs};
    width: ${({ theme }) => theme.sizes.toggleKnob};
    height: ${({ theme }) => theme.sizes.toggleKnob};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.borderStrong};
    transition: transform ${({ theme }) => theme.motion.fast};
  }

  input:checked + & {
    background: ${({ theme }) => theme.colors.success};
    border-color: ${({ theme }) => theme.colors.success};
  }

  input:checked + &::after {
    background: ${({ theme }) => theme.colors.onSuccess};
    transform: translateX(calc(${({ theme }) => theme.sizes.toggleWidth} - ${({ theme }) => theme.sizes.toggleKnob} - 2 * ${({ theme }) => theme.spacing.xxs} - 2 * ${({ theme }) => theme.borders.width}));
  }

  input:focus-visible + & {
    outline: ${({ theme }) => theme.borders.focusWidth} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.borders.focusWidth};
  }

  input:disabled + & {
    opacity: 0.6;
  }
`;

/** Spells out the state beside the track, so the position and colour are not the only signal. */
export const StateText = styled.span`
  min-width: 3ch;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
