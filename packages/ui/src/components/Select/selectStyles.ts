// react-select's looks from EquipDesk's theme, shared by Select and MultiSelect. react-select
// styles through emotion objects, so the tokens are read here instead of in a styled component.
import type { GroupBase, StylesConfig } from 'react-select';
import type { DefaultTheme } from 'styled-components';

export interface SelectOption {
  value: string;
  label: string;
}

export function selectStyles<IsMulti extends boolean>(
  theme: DefaultTheme,
  invalid: boolean,
): StylesConfig<SelectOption, IsMulti, GroupBase<SelectOption>> {
  const c = theme.colors;
  return {
    control: (base, state) => ({
      ...base,
      minHeight: theme.sizes.controlMd,
      borderRadius: theme.radii.md,
      borderColor: invalid ? c.danger : state.isFocused ? c.focus : c.borderStrong,
      boxShadow: state.isFocused ? `0 0 0 ${theme.borders.width} ${c.focus}` : 'none',
      background: state.isDisabled ? c.disabledBg : c.surface,
      '&:hover': { borderColor: invalid ? c.danger : c.text },
    }),
    valueContainer: (base) => ({ ...base, padding: `0 ${theme.spacing.sm}` }),
    placeholder: (base) => ({ ...base, color: c.textMuted }),
    singleValue: (base, state) => ({ ...base, color: state.isDisabled ? c.disabledFg : c.text }),
    input: (base) => ({ ...base, color: c.text }),
    indicatorSeparator: (base) => ({ ...base, backgroundColor: c.border }),
    dropdownIndicator: (base) => ({ ...base, color: c.textMuted, padding: theme.spacing.xs }),
    clearIndicator: (base) => ({ ...base, color: c.textMuted, padding: theme.spacing.xs }),
    menu: (base) => ({
      ...base,
      zIndex: theme.zIndex.popover,
      background: c.surface,
      border: `${theme.borders.width} solid ${c.border}`,
      boxShadow: theme.shadows.md,
    }),
    menuPortal: (base) => ({ ...base, zIndex: theme.zIndex.popover }),
    option: (base, state) => ({
      ...base,
      background: state.isSelected ? c.primary : state.isFocused ? c.surfaceHover : c.surface,
      color: state.isSelected ? c.onPrimary : c.text,
      '&:active': { background: state.isSelected ? c.primaryHover : c.secondaryHover },
    }),
    noOptionsMessage: (base) => ({ ...base, color: c.textMuted }),
    loadingMessage: (base) => ({ ...base, color: c.textMuted }),
    multiValue: (base) => ({
      ...base,
      background: c.tone.info.bg,
      border: `${theme.borders.width} solid ${c.tone.info.accent}`,
      borderRadius: theme.radii.sm,
    }),
    multiValueLabel: (base) => ({ ...base, color: c.tone.info.fg }),
    multiValueRemove: (base) => ({
      ...base,
      color: c.tone.info.fg,
      '&:hover': { background: c.tone.danger.bg, color: c.tone.danger.fg },
    }),
  };
}
