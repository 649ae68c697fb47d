// The field around Select and MultiSelect: a real <label> tied to react-select's input through
// `inputId`, the validation message, EquipDesk's colours, and the choice between the plain and the
// lazy (AsyncSelect) list. Each component keeps only what single and multiple choice do differently.
import { useId } from 'react';
import type { ReactNode } from 'react';
import ReactSelect, { components as parts } from 'react-select';
import type { GroupBase, NoticeProps, Props as ReactSelectProps } from 'react-select';
import AsyncSelect from 'react-select/async';
import { useTheme } from 'styled-components';
import { FieldError, FieldLabel } from './fieldParts';
import { Field } from '../components/Select/Select.styles';
import { selectStyles } from '../components/Select/selectStyles';
import type { SelectOption } from '../components/Select/selectStyles';

type ControlProps<IsMulti extends boolean> = ReactSelectProps<SelectOption, IsMulti, GroupBase<SelectOption>>;

type Notice = NoticeProps<SelectOption, boolean, GroupBase<SelectOption>>;

// react-select shows its "no options" and "loading" notices inside the listbox, which then holds no
// option (axe: aria-required-children). Each notice is drawn as a disabled option instead, so the
// open list stays a valid listbox and its one entry reads the notice.
const noticeRole = { role: 'option', 'aria-disabled': true } as const;
function NoOptionsNotice(props: Notice) {
  return <parts.NoOptionsMessage {...props} innerProps={{ ...props.innerProps, ...noticeRole }} />;
}
function LoadingNotice(props: Notice) {
  return <parts.LoadingMessage {...props} innerProps={{ ...props.innerProps, ...noticeRole }} />;
}
const NOTICES = { NoOptionsMessage: NoOptionsNotice, LoadingMessage: LoadingNotice };

export interface SelectFieldProps<IsMulti extends boolean> {
  label: ReactNode;
  hideLabel: boolean;
  error: string | undefined;
  className: string | undefined;
  /** The caller's input id; generated with `idPrefix` when absent. */
  inputId: string | undefined;
  idPrefix: string;
  name: string | undefined;
  disabled: boolean;
  placeholder: string;
  noOptionsMessage: string;
  menuPortal: boolean;
  options: SelectOption[];
  /** The capped lazy loader from useOptions; the plain list is used without it. */
  load: ((input: string) => Promise<SelectOption[]>) | undefined;
  /** What differs between single and multiple choice (value, onChange, isMulti, menu behaviour). */
  control: ControlProps<IsMulti>;
}

export function SelectField<IsMulti extends boolean>({
  label,
  hideLabel,
  error,
  className,
  inputId: inputIdProp,
  idPrefix,
  name,
  disabled,
  placeholder,
  noOptionsMessage,
  menuPortal,
  options,
  load,
  control,
}: SelectFieldProps<IsMulti>) {
  const theme = useTheme();
  const generated = useId();
  const inputId = inputIdProp ?? `${idPrefix}-${generated}`;
  const errorId = `${inputId}-error`;

  const common: ControlProps<IsMulti> = {
    inputId,
    name,
    'aria-label': typeof label === 'string' ? label : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-errormessage': error ? errorId : undefined,
    isDisabled: disabled,
    placeholder,
    noOptionsMessage: () => noOptionsMessage,
    components: NOTICES,
    styles: selectStyles<IsMulti>(theme, Boolean(error)),
    menuPortalTarget: menuPortal && typeof document !== 'undefined' ? document.body : undefined,
    ...control,
  };

  return (
    <Field className={className}>
      <FieldLabel htmlFor={inputId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {load ? (
        <AsyncSelect<SelectOption, IsMulti> {...common} cacheOptions defaultOptions loadOptions={load} />
      ) : (
        <ReactSelect<SelectOption, IsMulti> {...common} options={options} />
      )}
      {error && (
        <FieldError id={errorId} aria-live="polite">
          {error}
        </FieldError>
      )}
    </Field>
  );
}
