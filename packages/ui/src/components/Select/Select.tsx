// A single-choice dropdown on react-select with a real <label> (tied to react-select's input
// through `inputId`), EquipDesk's colours, and optional lazy loading: with `loadOptions` the
// list is fetched as the user types and capped at `optionLimit` (20, spec 1 §9).
import type { ReactNode } from 'react';
import type { SingleValue } from 'react-select';
import { SelectField } from '../../internal/selectField';
import type { SelectOption } from './selectStyles';
import { LAZY_OPTION_LIMIT, useOptions } from './useOptions';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface SelectProps {
  /** The field's label. */
  label: ReactNode;
  /** Choices; with `loadOptions`, also the labels of values chosen before. @default [] */
  options?: SelectOption[];
  /** Chosen value (controlled); null for none. */
  value?: string | null;
  /** Initial value when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the chosen value, or null when cleared. */
  onChange?: (value: string | null) => void;
  /** Loads choices for the typed text (lazy list). */
  loadOptions?: (input: string) => Promise<SelectOption[]>;
  /** Most options a lazy list shows. @default 20 */
  optionLimit?: number;
  /** Offer a clear button. @default false */
  isClearable?: boolean;
  /** Allow typing to filter. @default true */
  isSearchable?: boolean;
  /** Text shown when nothing is chosen. @default 'Select…' */
  placeholder?: string;
  /** Cannot be changed. @default false */
  disabled?: boolean;
  /** A validation message under the field. */
  error?: string;
  /** Keep the label for assistive technology but hide it visually. @default false */
  hideLabel?: boolean;
  /** Id of the input; generated when absent. */
  inputId?: string;
  /** Form field name (a hidden input carries the value). */
  name?: string;
  /** Shown when no option matches. @default 'No options' */
  noOptionsMessage?: string;
  /** Render the menu in document.body so clipping containers (tables) cannot cut it. @default true */
  menuPortal?: boolean;
  /** Class name of the field. */
  className?: string;
}

export function Select({
  label,
  options = [],
  value,
  defaultValue,
  onChange,
  loadOptions,
  optionLimit = LAZY_OPTION_LIMIT,
  isClearable = false,
  isSearchable = true,
  placeholder = 'Select…',
  disabled = false,
  error,
  hideLabel = false,
  inputId,
  name,
  noOptionsMessage = 'No options',
  menuPortal = true,
  className,
}: SelectProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('Select');
  const { toOption, load } = useOptions(options, loadOptions, optionLimit);
  return (
    <SelectField<false>
      {...{ label, hideLabel, error, className, inputId, name, disabled, placeholder, noOptionsMessage, menuPortal, options }}
      idPrefix="select"
      load={loadOptions ? load : undefined}
      control={{
        isClearable,
        isSearchable,
        value: value === undefined ? undefined : value === null ? null : toOption(value),
        defaultValue: defaultValue === undefined || defaultValue === null ? undefined : toOption(defaultValue),
        onChange: (option: SingleValue<SelectOption>) => onChange?.(option ? option.value : null),
      }}
    />
  );
}
