// A date (and optionally time) field on react-datepicker: a real <label>, the value shown as
// `yyyy-MM-dd HH:mm:ss` in local time, and a calendar drawn from the theme (no library CSS).
import { useId } from 'react';
import type { ReactNode } from 'react';
import ReactDatePicker from 'react-datepicker';
import { FieldError, FieldHint, FieldLabel } from '../../internal/fieldParts';
import { Root } from './DatePicker.styles';
import { DATE_FORMAT, DATE_TIME_FORMAT } from './dates';

export interface DatePickerProps {
  /** The field's label. */
  label: ReactNode;
  /** Chosen date (controlled); null for none. */
  value: Date | null;
  /** Called with the chosen date, or null when cleared. */
  onChange: (value: Date | null) => void;
  /** Pick a time as well. @default false */
  showTime?: boolean;
  /** Minutes between the offered times. @default 15 */
  timeIntervals?: number;
  /** Earliest selectable date. */
  minDate?: Date;
  /** Latest selectable date. */
  maxDate?: Date;
  /** Offer a clear button. @default false */
  isClearable?: boolean;
  /** Text shown when empty. @default 'yyyy-MM-dd HH:mm:ss' or 'yyyy-MM-dd' */
  placeholder?: string;
  /** Cannot be changed. @default false */
  disabled?: boolean;
  /** A validation message under the field. */
  error?: string;
  /** Help shown under the field. */
  hint?: string;
  /** Keep the label for assistive technology but hide it visually. @default false */
  hideLabel?: boolean;
  /** Id of the input; generated when absent. */
  id?: string;
  /** Form field name. */
  name?: string;
  /** Class name of the field. */
  className?: string;
}

export function DatePicker({
  label,
  value,
  onChange,
  showTime = false,
  timeIntervals = 15,
  minDate,
  maxDate,
  isClearable = false,
  placeholder,
  disabled = false,
  error,
  hint,
  hideLabel = false,
  id: idProp,
  name,
  className,
}: DatePickerProps) {
  const generated = useId();
  const id = idProp ?? `datepicker-${generated}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const format = showTime ? DATE_TIME_FORMAT : DATE_FORMAT;

  return (
    <Root className={className} $invalid={Boolean(error)}>
      <FieldLabel htmlFor={id} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <ReactDatePicker
        id={id}
        name={name}
        selected={value}
        onChange={(date: Date | null) => onChange(date)}
        dateFormat={format}
        showTimeSelect={showTime}
        timeFormat="HH:mm"
        timeIntervals={timeIntervals}
        timeCaption="Time"
        minDate={minDate}
        maxDate={maxDate}
        isClearable={isClearable && !disabled}
        clearButtonTitle="Clear date"
        ariaLabelClose="Clear date"
        placeholderText={placeholder ?? format}
        disabled={disabled}
        autoComplete="off"
        showPopperArrow={false}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Root>
  );
}
