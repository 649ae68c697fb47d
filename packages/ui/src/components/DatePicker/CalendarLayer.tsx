// The calendar's layer: react-datepicker's popper drawn at the end of the page (above tables,
// sticky headers and dialogs, never clipped by a scrolling box), with Tab order kept as if it sat
// right after its input. Tab moves through the calendar's controls; past the last one the calendar
// closes and focus goes on to the field after the input; Shift+Tab from the first goes back to the
// input. Focus leaving by any other way closes it too.
import { createContext, useContext } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { getTabbable } from '../../internal/focusable';
import { Layer } from './DatePicker.styles';

/** What the layer needs of its picker. */
export interface CalendarControl {
  /** The picker's text input. */
  input(): HTMLElement | null;
  /** Closes the calendar; `returnFocus` sends focus back to the input without opening it again. */
  close(returnFocus: boolean): void;
}

export const CalendarControlContext = createContext<CalendarControl | null>(null);

/** The first tabbable element of the page after `input`, outside `layer`. */
function nextAfter(input: HTMLElement, layer: HTMLElement): HTMLElement | undefined {
  return getTabbable(document.body).find(
    (el) => !layer.contains(el) && el !== input && (input.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
}

/** react-datepicker's `popperContainer`: one per open calendar. */
export function CalendarLayer({ children }: { children?: ReactNode }) {
  const control = useContext(CalendarControlContext);
  // react-datepicker renders the container with nothing in it while the calendar is closed.
  if (!children || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !control) return;
    const layer = event.currentTarget;
    const input = control.input();
    const tabbable = getTabbable(layer);
    const index = tabbable.indexOf(document.activeElement as HTMLElement);
    // Every Tab here is ours: the page's own order (or an enclosing dialog's trap) does not know the layer.
    event.preventDefault();
    if (event.shiftKey) {
      const previous = index > 0 ? tabbable[index - 1] : undefined;
      if (previous) previous.focus();
      else control.close(true);
      return;
    }
    const next = index >= 0 ? tabbable[index + 1] : tabbable[0];
    if (next) {
      next.focus();
      return;
    }
    control.close(false);
    if (input) (nextAfter(input, layer) ?? input).focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget as Node | null;
    if (!control || !to || event.currentTarget.contains(to) || to === control.input()) return;
    control.close(false);
  };

  return createPortal(
    <Layer data-equipdesk-calendar="" onKeyDown={onKeyDown} onBlur={onBlur}>
      {children}
    </Layer>,
    document.body,
  );
}
