export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export { DATE_FORMAT, DATE_TIME_FORMAT, formatDateTime, toUtcIso } from './dates';
