// A date (and optionally time) field on react-datepicker: a real <label>, the value shown as
// `yyyy-MM-dd HH:mm:ss` in local time, and a calendar drawn from the theme (no library CSS) in a
// layer above the page. A typed day the field cannot take (before `minDate`, after `maxDate`) is
// not dropped in silence: the field says why under it.
import { useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import ReactDatePicker from 'react-datepicker';
import { FieldError, FieldHint, FieldLabel } from '../../internal/fieldParts';
import { CalendarControlContext, CalendarLayer } from './CalendarLayer';
import { CALENDAR_LOCALE } from './calendarLocale';
import type { CalendarControl } from './CalendarLayer';
import { Root } from './DatePicker.styles';
import { DATE_FORMAT, DATE_TIME_FORMAT } from './dates';
import { defaultRangeMessage, outOfRange, parseTypedDate } from './typedDate';
import { assertUiProvider } from '../../internal/assertUiProvider';

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
  /** Why a typed day before `minDate` is not taken, shown under the field. @default 'Choose a date on or after <minDate>.' */
  minDateMessage?: string;
  /** Why a typed day after `maxDate` is not taken, shown under the field. @default 'Choose a date on or before <maxDate>.' */
  maxDateMessage?: string;
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
  minDateMessage,
  maxDateMessage,
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
  if (process.env.NODE_ENV !== 'production') assertUiProvider('DatePicker');
  const generated = useId();
  const id = idProp ?? `datepicker-${generated}`;
  // The reason the last typed day was not taken; cleared by the next day the field takes, typed or given.
  const [refused, setRefused] = useState<string | null>(null);
  const [shown, setShown] = useState(value);
  if ((value?.getTime() ?? null) !== (shown?.getTime() ?? null)) {
    setShown(value);
    setRefused(null);
  }
  const hintId = hint ? `${id}-hint` : undefined;
  const refusedId = refused ? `${id}-refused` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, refusedId, errorId].filter(Boolean).join(' ') || undefined;
  const format = showTime ? DATE_TIME_FORMAT : DATE_FORMAT;

  const pickerRef = useRef<ReactDatePicker>(null);
  const control = useMemo<CalendarControl>(
    () => ({
      input: () => pickerRef.current?.input ?? null,
      close: (returnFocus) => {
        const picker = pickerRef.current;
        if (!picker) return;
        if (returnFocus) picker.sendFocusBackToInput();
        picker.setOpen(false);
      },
    }),
    [],
  );

  const checkTyped = (text: string) => {
    const typed = parseTypedDate(text);
    if (!typed) {
      if (text.trim() === '') setRefused(null);
      return;
    }
    const side = outOfRange(typed, minDate, maxDate);
    if (side === null) {
      setRefused(null);
      return;
    }
    const limit = side === 'before' ? minDate! : maxDate!;
    const reason = (side === 'before' ? minDateMessage : maxDateMessage) ?? defaultRangeMessage(side, limit);
    setRefused(`${text.trim()} is not taken: ${reason}`);
  };

  return (
    <Root className={className} $invalid={Boolean(error || refused)}>
      <FieldLabel htmlFor={id} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <CalendarControlContext.Provider value={control}>
        <ReactDatePicker
          ref={pickerRef}
          id={id}
          name={name}
          selected={value}
          onChange={(date: Date | null) => {
            setRefused(null);
            onChange(date);
          }}
          onChangeRaw={(event) => {
            if (event?.target instanceof HTMLInputElement) checkTyped(event.target.value);
          }}
          dateFormat={format}
          locale={CALENDAR_LOCALE}
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
          popperContainer={CalendarLayer}
          enableTabLoop={false}
          aria-invalid={error || refused ? 'true' : undefined}
          aria-describedby={describedBy}
        />
      </CalendarControlContext.Provider>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {refused && (
        <FieldError id={refusedId} role="alert">
          {refused}
        </FieldError>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Root>
  );
}
