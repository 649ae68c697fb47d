// A multiple-choice dropdown on react-select (filters: statuses, facilities, accounts…), with
// the same label, colours and lazy loading as Select. Chosen values show as removable chips.
import type { ReactNode } from 'react';
import type { MultiValue } from 'react-select';
import { SelectField } from '../../internal/selectField';
import type { SelectOption } from '../Select/selectStyles';
import { LAZY_OPTION_LIMIT, useOptions } from '../Select/useOptions';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface MultiSelectProps {
  /** The field's label. */
  label: ReactNode;
  /** Choices; with `loadOptions`, also the labels of values chosen before. @default [] */
  options?: SelectOption[];
  /** Chosen values (controlled). */
  value?: string[];
  /** Initial values when uncontrolled. */
  defaultValue?: string[];
  /** Called with the chosen values, in the order chosen. */
  onChange?: (value: string[]) => void;
  /** Loads choices for the typed text (lazy list). */
  loadOptions?: (input: string) => Promise<SelectOption[]>;
  /** Most options a lazy list shows. @default 20 */
  optionLimit?: number;
  /** Offer a clear-all button. @default true */
  isClearable?: boolean;
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
  /** Form field name (hidden inputs carry the values). */
  name?: string;
  /** Keep the menu open after a choice. @default true */
  keepMenuOpen?: boolean;
  /** Shown when no option matches. @default 'No options' */
  noOptionsMessage?: string;
  /** Render the menu in document.body so clipping containers cannot cut it. @default true */
  menuPortal?: boolean;
  /** Class name of the field. */
  className?: string;
}

export function MultiSelect({
  label,
  options = [],
  value,
  defaultValue,
  onChange,
  loadOptions,
  optionLimit = LAZY_OPTION_LIMIT,
  isClearable = true,
  placeholder = 'Select…',
  disabled = false,
  error,
  hideLabel = false,
  inputId,
  name,
  keepMenuOpen = true,
  noOptionsMessage = 'No options',
  menuPortal = true,
  className,
}: MultiSelectProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('MultiSelect');
  const { toOption, load } = useOptions(options, loadOptions, optionLimit);
  return (
    <SelectField<true>
      {...{ label, hideLabel, error, className, inputId, name, disabled, placeholder, noOptionsMessage, menuPortal, options }}
      idPrefix="multiselect"
      load={loadOptions ? load : undefined}
      control={{
        isMulti: true,
        isClearable,
        closeMenuOnSelect: !keepMenuOpen,
        hideSelectedOptions: false,
        value: value === undefined ? undefined : value.map(toOption),
        defaultValue: defaultValue === undefined ? undefined : defaultValue.map(toOption),
        onChange: (chosen: MultiValue<SelectOption>) => onChange?.(chosen.map((option) => option.value)),
      }}
    />
  );
}
