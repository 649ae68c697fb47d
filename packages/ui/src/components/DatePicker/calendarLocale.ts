// The calendar's language: date-fns' en-US (the library's own default) with the full date written
// without ordinals. A day's accessible name is "Choose Sunday, November 1, 2026": it contains the
// number the cell shows ("1", not "1st"), as speech-input users say what they see (WCAG 2.5.3).
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

export const CALENDAR_LOCALE: Locale = {
  ...enUS,
  formatLong: {
    ...enUS.formatLong,
    date: (options) => (options?.width === 'full' ? 'EEEE, MMMM d, y' : enUS.formatLong.date(options)),
  },
};
