// The calendar's language: date-fns' en-US (the library's own default) with the full date written
// without ordinals. A day's accessible name is "Choose Sunday, November 1, 2026": it contains the
// number the cell shows ("1", not "1st"), as speech-input users say what they see (WCAG 2.5.3).
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

function withoutOrdinals(locale: Locale): Locale {
  return {
    ...locale,
    formatLong: {
      ...locale.formatLong,
      date: (options) => (options?.width === 'full' ? 'EEEE, MMMM d, y' : locale.formatLong.date(options)),
    },
  };
}

// A call, so the build marks it pure: an app without a date picker drops it, and en-US with it.
export const CALENDAR_LOCALE: Locale = withoutOrdinals(enUS);
