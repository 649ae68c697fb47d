export { ListingToolbar, showingText } from './ListingToolbar';
export type { ActiveFilter, ExportFormat, ListingToolbarProps } from './ListingToolbar';
export { ColumnPicker } from './ColumnPicker';
export type { ColumnChoice, ColumnPickerProps } from './ColumnPicker';
